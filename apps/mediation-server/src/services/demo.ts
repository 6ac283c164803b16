import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
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
 * open case. Returns both sign-ins as a box, which the server prints once it listens; later starts
 * make nothing and print nothing.
 */
export async function createDemo(repos: Repositories, admin: DemoCredentials, log: FastifyBaseLogger): Promise<string> {
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
    if (isUniqueViolation(error)) return demoBox(admin, undefined);
    throw error;
  }
  await repos.cases.create({ ...DEMO_CASE, mediatorId });
  log.info({ email: DEMO_MEDIATOR_EMAIL }, 'demo mediator created with one open case; its sign-in is shown once the server listens');
  return demoBox(admin, { email: DEMO_MEDIATOR_EMAIL, password });
}

/** The demo sign-ins in a box, so that they stand apart from the log lines around them. */
export function demoBox(admin: DemoCredentials, mediator: DemoCredentials | undefined): string {
  const signIn = (who: string, credentials: DemoCredentials) => [
    who,
    `  e-mail:   ${credentials.email}`,
    `  password: ${credentials.password}`,
  ];
  const lines = [
    'Demo sign-ins (shown once)',
    '',
    ...signIn('Admin', admin),
    ...(mediator ? ['', ...signIn('Mediator, with one open case', mediator)] : []),
    '',
    'Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own admin.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`, ''].join('\n') + '\n';
}

/** Where the logger writes: pino's destination (stdout, or the pino-pretty transport), if it has one. */
function logDestination(app: FastifyInstance): { write: (text: string) => unknown } | undefined {
  const stream = (app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym];
  return stream && typeof (stream as { write?: unknown }).write === 'function'
    ? (stream as { write: (text: string) => unknown })
    : undefined;
}

/**
 * Listens, then prints the demo sign-ins of a first start below the listening line. The box goes to the
 * logger's own destination, after the lines already queued there: pino writes stdout asynchronously and
 * the pretty transport from a worker, so a write of its own to stdout could land between them. pino-pretty
 * passes text that is not a log record through as it is.
 */
export async function listenAndAnnounce(app: FastifyInstance, address: { port: number; host: string }): Promise<void> {
  await app.listen(address);
  if (!app.demoSignIns) return;
  const destination = logDestination(app);
  if (destination) destination.write(app.demoSignIns);
  else process.stdout.write(app.demoSignIns);
}
