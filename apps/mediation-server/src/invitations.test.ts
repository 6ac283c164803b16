/**
 * Personal invitations: opening the link reads the invitation without using it, an
 * invitation names its side, and the invitee gives a name before joining. A removal or a refusal stops the
 * invitations the person holds.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InvitePreviewResponse, JoinResponse, OutboxItem } from '@mediation/protocol';
import { invites } from './db/schema/index';
import { randomToken, sha256 } from './lib/ids';
import { DATABASE_KINDS } from './testing/harness';
import type { ApiResponse } from './testing/harness';
import { decideJoin, requestJoin, useWorldServer } from './testing/world';

describe.each(DATABASE_KINDS)('invitations on %s', (kind) => {
  const context = useWorldServer(kind);
  let serial = 0;
  const newEmail = (name: string) => `invitee-${name}.${(serial += 1)}@example.com`;

  /** The token of the invitation just sent to `email`: from the answer's link when it carries one, else from the outbox. */
  async function tokenOf(sent: ApiResponse, email: string): Promise<string> {
    const answered = (sent.body as { link?: string } | undefined)?.link;
    const text =
      answered ??
      (await context.api<OutboxItem[]>('GET', '/admin/outbox/', { token: context.world.adminToken })).body.find((mail) => mail.to === email)
        ?.text;
    const token = /client-login\?invite=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
    expect(token).toBeTruthy();
    return token!;
  }

  async function invite(email: string, side: 'A' | 'B', caseId = context.world.caseOne.id): Promise<string> {
    const sent = await context.api('POST', '/session/send-invite-email/', {
      token: context.world.mediator.token,
      body: { case_id: caseId, email, side },
    });
    expect(sent.status).toBe(202);
    return tokenOf(sent, email);
  }

  const preview = (token: string) => context.api<InvitePreviewResponse>('POST', '/session/invite/preview/', { body: { invite: token } });
  const join = (body: Record<string, unknown>) => context.api<JoinResponse>('POST', '/session/join/', { body });

  it('refuses a new invitation that names no side', async () => {
    const email = newEmail('sideless');
    const sent = await context.api<{ errors?: Record<string, string[]> }>('POST', '/session/send-invite-email/', {
      token: context.world.mediator.token,
      body: { case_id: context.world.caseOne.id, email },
    });
    expect(sent.status).toBe(400);
    expect(sent.body.errors?.side).toBeTruthy();
    const outbox = await context.api<OutboxItem[]>('GET', '/admin/outbox/', { token: context.world.adminToken });
    expect(outbox.body.some((mail) => mail.to === email)).toBe(false);
  });

  it('reads an invitation without using it, as often as it is opened; the press uses it once', async () => {
    const email = newEmail('noa');
    const token = await invite(email, 'B');
    for (let opened = 0; opened < 3; opened += 1) {
      const read = await preview(token);
      expect(read.status).toBe(200);
      expect(read.headers.get('cache-control')).toBe('no-store');
      expect(read.body).toEqual({
        case_title: context.world.caseOne.title,
        mediator_name: 'Maya Mediator',
        side: 'B',
        email,
        name: null,
        needs_name: true,
        expires_at: expect.any(String),
      });
    }
    const joined = await join({ invite: token, first_name: 'Noa', last_name: 'Invited' });
    expect(joined).toMatchObject({ status: 200, body: { case_id: context.world.caseOne.id, side: 'B', user: { email } } });
    expect((await preview(token)).status).toBe(410);
    expect((await join({ invite: token, first_name: 'Noa', last_name: 'Invited' })).status).toBe(410);
  });

  it('answers 404 to an unknown invitation and 410 to an expired one', async () => {
    expect((await preview(randomToken())).status).toBe(404);
    const token = await invite(newEmail('late'), 'A');
    await context.server.app.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.tokenHash, sha256(token)));
    expect((await preview(token)).status).toBe(410);
  });

  it('needs a first and a last name from a new invitee, and keeps the invitation until they come', async () => {
    const email = newEmail('dana');
    const token = await invite(email, 'A');
    const nameless = await join({ invite: token });
    expect(nameless.status).toBe(400);
    expect(Object.keys((nameless.body as unknown as { errors: Record<string, string[]> }).errors).sort()).toEqual([
      'first_name',
      'last_name',
    ]);
    const blank = await join({ invite: token, first_name: '  ', last_name: 'Levi' });
    expect(blank.status).toBe(400);
    expect((blank.body as unknown as { errors: Record<string, string[]> }).errors).toHaveProperty('first_name');
    expect((await preview(token)).status).toBe(200);
    const joined = await join({ invite: token, first_name: ' Dana ', last_name: 'Levi' });
    expect(joined).toMatchObject({ status: 200, body: { side: 'A', user: { email, first_name: 'Dana', last_name: 'Levi' } } });
    const participants = await context.server.app.repos.cases.listParticipants(context.world.caseOne.id);
    expect(participants.find((entry) => entry.user_id === joined.body.user.id)?.displayName).toBe('Dana Levi');
  });

  it('keeps the stored name of an invitee already in the case, who gives none', async () => {
    const { world } = context;
    const token = await invite(world.partyB.email, 'B');
    const read = await preview(token);
    expect(read.body).toMatchObject({ side: 'B', email: world.partyB.email, name: 'Eli Party', needs_name: false });
    const joined = await join({ invite: token, first_name: 'Not', last_name: 'Eli' });
    expect(joined).toMatchObject({
      status: 200,
      body: { side: 'B', user: { id: world.partyB.id, first_name: 'Eli', last_name: 'Party' } },
    });
    const participants = await context.server.app.repos.cases.listParticipants(world.caseOne.id);
    expect(participants.find((entry) => entry.user_id === world.partyB.id)?.displayName).toBe('Eli Party');
  });

  it('puts the invitee on the side of the invitation, whatever side the request names', async () => {
    const token = await invite(newEmail('gil'), 'B');
    const joined = await join({ invite: token, side: 'A', first_name: 'Gil', last_name: 'Sider' });
    expect(joined).toMatchObject({ status: 200, body: { side: 'B' } });
    const participants = await context.server.app.repos.cases.listParticipants(context.world.caseOne.id);
    expect(participants.find((entry) => entry.user_id === joined.body.user.id)?.side).toBe('B');
  });

  it('stops the invitations of a removed person: an old link does not bring them back, a new one does', async () => {
    const { world } = context;
    const email = newEmail('removed');
    const first = await invite(email, 'A');
    const joined = await join({ invite: first, first_name: 'Rami', last_name: 'Removed' });
    expect(joined.status).toBe(200);
    const spare = await invite(email, 'A');
    const removal = await context.api('DELETE', `/session/case/${world.caseOne.id}/participants/${joined.body.user.id}/`, {
      token: world.mediator.token,
    });
    expect(removal.status).toBe(204);
    expect((await preview(spare)).status).toBe(410);
    expect((await join({ invite: spare })).status).toBe(410);
    const stored = await context.server.app.repos.cases.findParticipant(world.caseOne.id, joined.body.user.id);
    expect(stored?.removedAt).not.toBeNull();
    // Inviting them again is the mediator's decision.
    const again = await invite(email, 'A');
    expect(await join({ invite: again, first_name: 'Rami', last_name: 'Removed' })).toMatchObject({
      status: 200,
      body: { user: { id: joined.body.user.id }, side: 'A' },
    });
  });

  it('stops the invitations of a person the mediator refuses in the waiting room', async () => {
    const { world } = context;
    const email = newEmail('refused');
    const spare = await invite(email, 'B');
    const asked = await requestJoin(context.api, world.caseOne, 'B', { email, first_name: 'Rina', last_name: 'Refused' });
    expect((await decideJoin(context.api, world.mediator.token, world.caseOne, asked.request_id, 'refuse')).status).toBe(200);
    expect((await preview(spare)).status).toBe(410);
    expect((await join({ invite: spare, first_name: 'Rina', last_name: 'Refused' })).status).toBe(410);
    expect(await context.server.app.repos.join.participantByEmail(world.caseOne.id, email)).toBeUndefined();
  });

  it('lets an older invitation without a side be used: the invitee chooses it', async () => {
    const { world, server } = context;
    const token = randomToken();
    const email = newEmail('old');
    await server.app.repos.join.createInvite({
      caseId: world.caseOne.id,
      mediatorId: world.mediator.id,
      email,
      side: null,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await preview(token)).body).toMatchObject({ side: null, email, needs_name: true });
    const sideless = await join({ invite: token, first_name: 'Old', last_name: 'Link' });
    expect(sideless.status).toBe(400);
    expect((sideless.body as unknown as { errors: Record<string, string[]> }).errors).toHaveProperty('side');
    const joined = await join({ invite: token, side: 'A', first_name: 'Old', last_name: 'Link' });
    expect(joined).toMatchObject({ status: 200, body: { side: 'A', user: { email, first_name: 'Old' } } });
  });
});
