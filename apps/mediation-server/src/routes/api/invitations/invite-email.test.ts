import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { OutboxItem } from '@mediation/protocol';
import { apiClient, createStorage, startServer } from '../../../testing/harness';
import type { Api, Storage, TestServer } from '../../../testing/harness';
import { buildWorld } from '../../../testing/world';
import type { World } from '../../../testing/world';

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
    server = await startServer(storage, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Mediation <invites@mediation.test>',
      PUBLIC_ORIGIN: 'https://mediation.test',
    });
    api = apiClient(server.url);
    world = await buildWorld(api);
  });
  afterAll(async () => {
    await server.close();
    await storage.drop();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('delivers a personal invitation built from PUBLIC_ORIGIN, with the mediator as Reply-To, and marks it sent', async () => {
    const arrived = new Promise<void>((resolve) => (onMail = resolve));
    // An older client's link and a forged sender are ignored: the server builds the link and names the sender.
    const response = await api('POST', '/session/send-invite-email/', {
      token: world.mediator.token,
      body: {
        link: `javascript:alert(1)//?case_code=${world.caseOne.link}`,
        email: 'party@example.org',
        sender_email: 'ceo@bank.example',
        case_id: world.caseOne.id,
        side: 'A',
      },
    });
    expect(response).toMatchObject({ status: 202, body: { status: 'sent' } });
    // Delivered, the link went to the recipient only: not in the answer.
    expect((response.body as { link?: string }).link).toBeUndefined();
    await arrived;
    const mail = inbox.at(-1)!;
    expect(mail.to).toEqual(['party@example.org']);
    expect(mail.from).toBe('invites@mediation.test');
    const body = mail.data.replace(/=\r?\n/g, '');
    expect(body).toMatch(/https:\/\/mediation\.test\/client-login\?invite=[A-Za-z0-9_-]{43}/);
    expect(body).not.toContain('javascript:');
    expect(mail.data).toMatch(new RegExp(`^Reply-To: .*${world.mediator.email.replace('.', '\\.')}`, 'im'));
    expect(mail.data).not.toContain('ceo@bank.example');
    const outbox = await api<OutboxItem[]>('GET', '/admin/outbox/', { token: world.adminToken });
    const stored = outbox.body.find((item) => item.to === 'party@example.org');
    expect(stored?.sent_at).not.toBeNull();
    // The outbox keeps the mail with its link redacted.
    expect(stored?.text).not.toContain('invite=');
  });

  it("refuses an invitation to another mediator's case without sending anything", async () => {
    const before = inbox.length;
    const response = await api('POST', '/session/send-invite-email/', {
      token: world.mediator.token,
      body: { case_id: world.caseTwo.id, email: 'spam@example.org', side: 'A' },
    });
    expect(response.status).toBe(403);
    const outbox = await api<OutboxItem[]>('GET', '/admin/outbox/', { token: world.adminToken });
    expect(outbox.body.some((item) => item.to === 'spam@example.org')).toBe(false);
    expect(inbox.length).toBe(before);
  });
});
