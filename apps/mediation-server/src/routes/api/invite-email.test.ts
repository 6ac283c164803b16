import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { OutboxItem } from '@mediation/protocol';
import { apiClient, createStorage, startServer } from '../../testing/harness';
import type { Api, Storage, TestServer } from '../../testing/harness';
import { buildWorld } from '../../testing/world';
import type { World } from '../../testing/world';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  data: string;
}

describe('invite e-mail over real SMTP', () => {
  let smtp: SMTPServer;
  let storage: Storage;
  let server: TestServer;
  let api: Api;
  let world: World;
  const inbox: ReceivedMail[] = [];
  let onMail: (() => void) | undefined;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (data += chunk));
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
          });
          onMail?.();
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    storage = await createStorage('pglite');
    server = await startServer(storage, { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Mediation <invites@mediation.test>' });
    api = apiClient(server.url);
    world = await buildWorld(api);
  });
  afterAll(async () => {
    await server.close();
    await storage.drop();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('delivers the invite with the link to the SMTP server and marks it sent in the outbox', async () => {
    const link = `http://localhost:3000/client-login?case_code=${world.caseOne.link}`;
    const arrived = new Promise<void>((resolve) => (onMail = resolve));
    const response = await api('POST', '/session/send-invite-email/', {
      token: world.mediator.token,
      body: { link, email: 'party@example.org', sender_email: world.mediator.email },
    });
    expect(response).toMatchObject({ status: 202, body: { status: 'sent' } });
    await arrived;
    const mail = inbox.at(-1)!;
    expect(mail.to).toEqual(['party@example.org']);
    expect(mail.from).toBe('invites@mediation.test');
    expect(mail.data).toContain(link);
    expect(mail.data).toMatch(/^Reply-To: .*maya\./im);
    const outbox = await api<OutboxItem[]>('GET', '/admin/outbox/', { token: world.adminToken });
    expect(outbox.body.find((item) => item.to === 'party@example.org')?.sent_at).not.toBeNull();
  });

  it("refuses a link to another mediator's case without sending anything", async () => {
    const before = inbox.length;
    const link = `http://localhost:3000/client-login?case_code=${world.caseTwo.link}`;
    const response = await api('POST', '/session/send-invite-email/', {
      token: world.mediator.token,
      body: { link, email: 'spam@example.org', sender_email: world.mediator.email },
    });
    expect(response.status).toBe(403);
    const outbox = await api<OutboxItem[]>('GET', '/admin/outbox/', { token: world.adminToken });
    expect(outbox.body.some((item) => item.to === 'spam@example.org')).toBe(false);
    expect(inbox.length).toBe(before);
  });
});
