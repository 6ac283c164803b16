/**
 * The mediator's invitations of a case, on each database: listed with their status, sent again (a new link, the
 * old one stops) and revoked; the links' origin (PUBLIC_ORIGIN, else the mediator's page when it is this
 * server's, never an arbitrary Origin); and a production start that refuses to run without PUBLIC_ORIGIN.
 */
import { describe, expect, it } from 'vitest';
import type { CaseInvitationsResponse, InviteEmailResponse, ResendInvitationResponse, RevokeInvitationResponse } from '@mediation/protocol';
import { assertPublicOrigin, loadConfig, StartRefusal } from '../../../config';
import { DATABASE_KINDS } from '../../../testing/harness';
import { useWorldServer } from '../../../testing/world';

const inviteOf = (link: string) => new URL(link).searchParams.get('invite')!;

describe.each(DATABASE_KINDS)('the invitations of a case (%s)', (kind) => {
  const context = useWorldServer(kind);
  let serial = 0;

  async function invite(headers: Record<string, string> = {}) {
    const { api, world } = context;
    const email = `guest${(serial += 1)}@example.org`;
    const sent = await api<InviteEmailResponse>('POST', '/session/send-invite-email/', {
      token: world.mediator.token,
      body: { case_id: world.caseOne.id, email, side: 'B' },
      headers,
    });
    expect(sent.status).toBe(202);
    return { email, link: sent.body.link! };
  }
  const list = async () =>
    (
      await context.api<CaseInvitationsResponse>('GET', `/session/case/${context.world.caseOne.id}/invitations/`, {
        token: context.world.mediator.token,
      })
    ).body;
  const preview = (link: string) =>
    context.api<{ detail?: string }>('POST', '/session/invite/preview/', { body: { invite: inviteOf(link) } });

  it('lists each invitation with its e-mail, side, time and status: pending, revoked', async () => {
    const { api, world } = context;
    const pending = await invite();
    const revoked = await invite();
    const before = await list();
    const idOf = (email: string) => before.invitations.find((invitation) => invitation.email === email)!.id;
    const answer = await api<RevokeInvitationResponse>(
      'POST',
      `/session/case/${world.caseOne.id}/invitations/${idOf(revoked.email)}/revoke/`,
      {
        token: world.mediator.token,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.invitation.status).toBe('revoked');
    const after = await list();
    expect(after.invitations.find((invitation) => invitation.email === pending.email)).toMatchObject({ side: 'B', status: 'pending' });
    expect(after.invitations.find((invitation) => invitation.email === revoked.email)).toMatchObject({ side: 'B', status: 'revoked' });
    expect(Date.parse(after.invitations[0]!.sent_at)).toBeGreaterThanOrEqual(Date.parse(after.invitations.at(-1)!.sent_at));
    const refused = await preview(revoked.link);
    expect(refused.status).toBe(410);
    expect(refused.body.detail).toBe('The mediator revoked this invitation; ask the mediator for a new one.');
    expect((await preview(pending.link)).status).toBe(200);
  });

  it('sends an invitation again with a new link; the old link stops working', async () => {
    const { api, world } = context;
    const first = await invite();
    const id = (await list()).invitations.find((invitation) => invitation.email === first.email)!.id;
    const again = await api<ResendInvitationResponse>('POST', `/session/case/${world.caseOne.id}/invitations/${id}/resend/`, {
      token: world.mediator.token,
    });
    expect(again.status).toBe(202);
    // No SMTP: the new link comes back to the mediator, to pass on.
    expect(again.body).toMatchObject({ status: 'queued', invitation: { email: first.email, side: 'B', status: 'pending' } });
    expect(again.body.link).not.toBe(first.link);
    expect((await preview(first.link)).status).toBe(410);
    expect((await preview(again.body.link!)).status).toBe(200);
    const statuses = (await list()).invitations
      .filter((invitation) => invitation.email === first.email)
      .map((invitation) => invitation.status);
    expect(statuses).toEqual(['pending', 'revoked']);
  });

  it("refuses another mediator's, and an unknown, invitation", async () => {
    const { api, world } = context;
    const sent = await invite();
    const id = (await list()).invitations.find((invitation) => invitation.email === sent.email)!.id;
    const path = `/session/case/${world.caseOne.id}/invitations/${id}/revoke/`;
    expect((await api('POST', path, { token: world.otherMediator.token })).status).toBe(403);
    expect(
      (await api('POST', `/session/case/${world.caseTwo.id}/invitations/${id}/revoke/`, { token: world.otherMediator.token })).status,
    ).toBe(404);
    expect((await preview(sent.link)).status).toBe(200);
  });

  it("builds links at the mediator's page when it is this server's, and never at an arbitrary Origin", async () => {
    const port = new URL(context.server.url).port;
    const own = await invite({ origin: `http://127.0.0.1:${port}` });
    expect(own.link.startsWith(`http://127.0.0.1:${port}/client-login?invite=`)).toBe(true);
    const forged = await invite({ origin: 'https://attacker.example' });
    expect(forged.link.startsWith(`http://localhost:${port}/client-login?invite=`)).toBe(true);
    const listed = await context.api<CaseInvitationsResponse>('GET', `/session/case/${context.world.caseOne.id}/invitations/`, {
      token: context.world.mediator.token,
      headers: { origin: `http://127.0.0.1:${port}` },
    });
    expect(listed.body.case_link).toBe(`http://127.0.0.1:${port}/client-login?case_code=${context.world.caseOne.link}`);
    // A same-origin GET carries no Origin: the Referer of the mediator's page tells it, under the same rule.
    const byReferer = await context.api<CaseInvitationsResponse>('GET', `/session/case/${context.world.caseOne.id}/invitations/`, {
      token: context.world.mediator.token,
      headers: { referer: `http://127.0.0.1:${port}/Mediator/chat` },
    });
    expect(byReferer.body.case_link?.startsWith(`http://127.0.0.1:${port}/`)).toBe(true);
    const foreign = await context.api<CaseInvitationsResponse>('GET', `/session/case/${context.world.caseOne.id}/invitations/`, {
      token: context.world.mediator.token,
      headers: { referer: 'https://attacker.example/page' },
    });
    // Naming no page of ours, the answer leaves the origin to the page itself.
    expect(foreign.body.case_link).toBeNull();
  });
});

describe('PUBLIC_ORIGIN', () => {
  const withPublicOrigin = useWorldServer('pglite', { PUBLIC_ORIGIN: 'https://mediation.example.org' });

  it('is the origin of every link when set, whatever Origin the request names', async () => {
    const { api, world } = withPublicOrigin;
    const sent = await api<InviteEmailResponse>('POST', '/session/send-invite-email/', {
      token: world.mediator.token,
      body: { case_id: world.caseOne.id, email: 'someone@example.org', side: 'A' },
      headers: { origin: `http://127.0.0.1:${new URL(withPublicOrigin.server.url).port}` },
    });
    expect(sent.body.link?.startsWith('https://mediation.example.org/client-login?invite=')).toBe(true);
  });

  it('is required by a production start, which refuses with a sentence saying why', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(() => assertPublicOrigin(config)).toThrow(StartRefusal);
    expect(() => assertPublicOrigin(config)).toThrow(
      'PUBLIC_ORIGIN is not set: in production (NODE_ENV=production) the server needs the address people open the app at',
    );
    expect(() => assertPublicOrigin({ ...config, PUBLIC_ORIGIN: 'https://mediation.example.org/app' })).toThrow(
      'PUBLIC_ORIGIN is not an origin',
    );
    expect(() => assertPublicOrigin({ ...config, PUBLIC_ORIGIN: 'https://mediation.example.org' })).not.toThrow();
  });
});
