import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { LANGUAGES, usernameFromEmail, type Language } from '@mediation/protocol';
import type { Repositories } from '../repositories/index';
import { randomToken } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import { isUniqueViolation } from '../repositories/db-helpers';
import { textsIn } from '../lib/i18n';
import type { DemoCredentials } from './bootstrap';

export const DEMO_MEDIATOR_EMAIL = 'mediator@mediation.local';

/**
 * The demo mediator's open case in a language, so that a newcomer has something to look at in the language
 * they read: one in English and one in Hebrew, each with that case language (its e-mails and agreement).
 */
export function demoCase(language: Language) {
  const text = textsIn(language);
  return {
    title: text('demo.case.title'),
    category: 'neighbors',
    subCategory: text('demo.case.subCategory'),
    problemBrief: text('demo.case.problemBrief'),
    sideADescription: text('demo.case.sideA'),
    sideBDescription: text('demo.case.sideB'),
    language,
  } as const;
}

/**
 * Demo mode (no ADMIN_EMAIL): on the first start, next to the demo admin, a demo mediator with an
 * open case in each language. Returns both sign-ins as a box, which the server prints once it listens; later starts
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
  for (const language of LANGUAGES) await repos.cases.create({ ...demoCase(language), mediatorId });
  log.info(
    { email: DEMO_MEDIATOR_EMAIL },
    'demo mediator created with an open case in each language; its sign-in is shown once the server listens',
  );
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
    ...(mediator ? ['', ...signIn('Mediator, with an open case in English and one in Hebrew', mediator)] : []),
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
