import type { FastifyBaseLogger } from 'fastify';
import { usernameFromEmail } from '@mediation/protocol';
import type { Repositories } from '../repositories/index';
import { randomToken } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import { isUniqueViolation } from '../repositories/db-helpers';
import type { DemoCredentials } from './bootstrap';

export const DEMO_MEDIATOR_EMAIL = 'mediator@mediation.local';

/** The demo mediator's open case, so that a newcomer has something to look at. */
export const DEMO_CASE = {
  title: 'Neighbours and the garden fence',
  category: 'neighbors',
  subCategory: 'Property line',
  problemBrief:
    'Two neighbours disagree about where the garden fence should stand and who pays for the new one. Both want to stay on good terms.',
  sideADescription: 'The family at number 12, who want the fence moved back to the old line.',
  sideBDescription: 'The family at number 14, who built the current fence last spring.',
} as const;

/**
 * Demo mode (no ADMIN_EMAIL): on the first start, next to the demo admin, a demo mediator with one
 * open case. Both sign-ins are printed once; later starts print nothing.
 */
export async function createDemo(repos: Repositories, admin: DemoCredentials, log: FastifyBaseLogger): Promise<void> {
  const password = randomToken().slice(0, 16);
  let mediatorId: number;
  try {
    const mediator = await repos.users.createMediator(
      {
        email: DEMO_MEDIATOR_EMAIL,
        username: usernameFromEmail(DEMO_MEDIATOR_EMAIL),
        passwordHash: await hashPassword(password),
        firstName: 'Dana',
        lastName: 'Demo',
        isStaff: true,
        isSuperuser: false,
        firstLogged: false,
      },
      {
        phone: '+972500000000',
        education: 'Demo account',
        relevantExperience: 'Created by the first start in demo mode.',
        certificationCourse: true,
        address: '',
        country: 'Israel',
      },
    );
    mediatorId = mediator.user.id;
  } catch (error) {
    // A mediator with that e-mail exists already: nothing to show.
    if (isUniqueViolation(error)) return printBanner(admin, undefined);
    throw error;
  }
  await repos.cases.create({ ...DEMO_CASE, mediatorId });
  log.warn({ email: DEMO_MEDIATOR_EMAIL }, 'demo mediator created with one open case; its password is printed once');
  printBanner(admin, { email: DEMO_MEDIATOR_EMAIL, password });
}

function printBanner(admin: DemoCredentials, mediator: DemoCredentials | undefined) {
  const lines = [
    '',
    '  Demo admin created. Sign in with',
    `    e-mail:   ${admin.email}`,
    `    password: ${admin.password}`,
    ...(mediator
      ? ['  Demo mediator created, with one open case. Sign in with', `    e-mail:   ${mediator.email}`, `    password: ${mediator.password}`]
      : []),
    '  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own admin)',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
