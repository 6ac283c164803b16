import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from './mailer';
import type { OutgoingMail } from '../repositories/outbox-repository';
import { REDACTED } from '../repositories/outbox-repository';

const SECRET = 'https://mediation.test/client-login?invite=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('mailer', () => {
  it('without SMTP stores the mail with its secret redacted and never logs the secret', async () => {
    const stored: string[] = [];
    const logged: unknown[] = [];
    const log = new Proxy(
      {},
      {
        get:
          () =>
          (...args: unknown[]) =>
            logged.push(args),
      },
    ) as unknown as FastifyBaseLogger;
    const outbox = {
      add: async (mail: OutgoingMail) => {
        const { outboxRepository } = await import('../repositories/outbox-repository');
        // The repository's own redaction, without a database: capture what it would insert.
        const values: unknown[] = [];
        const db = { insert: () => ({ values: (row: unknown) => (values.push(row), { returning: async () => [{ id: 1 }] }) }) };
        await outboxRepository(db as never).add(mail);
        stored.push(JSON.stringify(values));
        return 1;
      },
      markSent: async () => undefined,
      markFailed: async () => undefined,
      list: async () => [],
    };
    const mailer = createMailer({ smtpUrl: undefined, outbox: outbox as never, log });
    const answer = await mailer.send({
      to: 'p@example.org',
      from: 'm@example.org',
      subject: 'Invitation',
      text: `Open ${SECRET} to join`,
      secret: SECRET,
    });
    expect(answer.status).toBe('queued');
    expect(stored.join('')).not.toContain('invite=');
    expect(stored.join('')).toContain(REDACTED);
    expect(JSON.stringify(logged)).not.toContain('invite=');
    expect(JSON.stringify(logged)).not.toContain('p@example.org');
  });
});
