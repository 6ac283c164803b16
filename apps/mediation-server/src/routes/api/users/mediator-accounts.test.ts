/**
 * The admin's care of a mediator's account: editing it, deactivating it (the mediator cannot sign in and every
 * session ends at once, sockets included, on every process), reactivating it, and a password reset link that
 * works once, within one hour, and is stored only as a hash.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MediatorListItem, OutboxItem, PasswordResetLinkResponse } from '@mediation/protocol';
import { rowsOf } from '../../../repositories/db-helpers';
import { apiClient, DATABASE_KINDS } from '../../../testing/harness';
import type { Api, TestServer } from '../../../testing/harness';
import { connect, disconnected } from '../../../testing/sockets';
import { createMediator, SERVER_PAIR_REDIS, useServerPair, useWorldServer } from '../../../testing/world';

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0]!;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Signs in through fetch, keeping the refresh cookie: one browser or device. */
async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/core/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access?: string; detail?: string };
  return { status: response.status, access: body.access ?? '', detail: body.detail, cookie: cookieOf(response) };
}

const refresh = (url: string, cookie: string) => fetch(`${url}/api/core/auth/token/refresh/`, { method: 'POST', headers: { cookie } });

const tokenOfLink = (link: string) => new URL(link).searchParams.get('token')!;

describe.each(DATABASE_KINDS)("the admin and a mediator's account on %s", (kind) => {
  const context = useWorldServer(kind);

  const listed = async (api: Api, adminToken: string, id: number) =>
    (await api<MediatorListItem[]>('GET', '/users/mediator/', { token: adminToken })).body.find((row) => row.user.id === id);

  it("edits a mediator's names, phone and areas, and the list shows them", async () => {
    const { api, world } = context;
    const mediator = await createMediator(api, world.adminToken, 'Edna');
    const edited = await api<MediatorListItem>('PATCH', `/users/mediator/${mediator.id}/`, {
      token: world.adminToken,
      body: { first_name: ' Edna ', last_name: 'Cohen', phone: '+15551234567', areas: ['Family', 'Business', 'Family'] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      user: { id: mediator.id, first_name: 'Edna', last_name: 'Cohen', email: mediator.email },
      phone: '+15551234567',
      areas: ['Business', 'Family'],
      is_active: true,
    });
    expect(await listed(api, world.adminToken, mediator.id)).toEqual(edited.body);
    // The areas are replaced, not added to.
    const fewer = await api<MediatorListItem>('PATCH', `/users/mediator/${mediator.id}/`, {
      token: world.adminToken,
      body: { first_name: 'Edna', last_name: 'Cohen', phone: '+15551234567', areas: [] },
    });
    expect(fewer.body.areas).toEqual([]);
    // The mediator sees its new names.
    const me = await api<{ first_name: string; last_name: string }>('GET', '/auth/users/me/', { token: mediator.token });
    expect(me.body).toMatchObject({ first_name: 'Edna', last_name: 'Cohen' });
  });

  it('refuses bad input with the field named, and answers 404 for anyone who is not a mediator', async () => {
    const { api, world } = context;
    const good = { first_name: 'Edna', last_name: 'Cohen', phone: '+15551234567', areas: ['Family'] };
    const cases: [unknown, string][] = [
      [{ ...good, first_name: 'E' }, 'first_name'],
      [{ ...good, phone: 'call me' }, 'phone'],
      [{ ...good, areas: ['Astrology'] }, 'areas'],
      [{ first_name: 'Edna' }, 'last_name'],
    ];
    for (const [body, field] of cases) {
      const response = await api<{ errors: Record<string, string[]> }>('PATCH', `/users/mediator/${world.mediator.id}/`, {
        token: world.adminToken,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.errors).join(' ')).toContain(field);
    }
    for (const id of [world.partyA.id, 999_999]) {
      expect((await api('PATCH', `/users/mediator/${id}/`, { token: world.adminToken, body: good })).status).toBe(404);
      expect((await api('POST', `/users/mediator/${id}/deactivate/`, { token: world.adminToken })).status).toBe(404);
      expect((await api('POST', `/users/mediator/${id}/password-reset/`, { token: world.adminToken })).status).toBe(404);
    }
  });

  it('a deactivated mediator is signed out everywhere at once and cannot sign in until reactivated', async () => {
    const { api, server, world } = context;
    const mediator = await createMediator(api, world.adminToken, 'Dov');
    const laptop = await signIn(server.url, mediator.email, mediator.password);
    const phone = await signIn(server.url, mediator.email, mediator.password);
    const socket = await connect(server.url, { token: laptop.access });
    try {
      const socketGone = disconnected(socket);
      const deactivated = await api<MediatorListItem>('POST', `/users/mediator/${mediator.id}/deactivate/`, { token: world.adminToken });
      expect(deactivated.status).toBe(200);
      expect(deactivated.body.is_active).toBe(false);
      expect((await listed(api, world.adminToken, mediator.id))?.is_active).toBe(false);
      // Its open socket is told and closed; its access tokens and refresh cookies are refused.
      expect(await socketGone).toBe('io server disconnect');
      expect(socket.all('sessionEnded')).toEqual([{ reason: 'ended' }]);
      for (const device of [laptop, phone]) {
        expect((await api('GET', '/auth/users/me/', { token: device.access })).status).toBe(401);
        expect((await refresh(server.url, device.cookie)).status).toBe(401);
      }
      expect((await api('GET', '/auth/users/me/', { token: mediator.token })).status).toBe(401);
      // The right password gets a clear sentence; a wrong one the usual refusal, which reveals nothing.
      const refused = await signIn(server.url, mediator.email, mediator.password);
      expect(refused).toMatchObject({ status: 403, detail: 'This account has been deactivated. Please contact the admin.' });
      expect((await signIn(server.url, mediator.email, 'not-the-password')).status).toBe(401);
      await expect(connect(server.url, { token: laptop.access })).rejects.toThrow();

      const reactivated = await api<MediatorListItem>('POST', `/users/mediator/${mediator.id}/reactivate/`, { token: world.adminToken });
      expect(reactivated.body.is_active).toBe(true);
      const again = await signIn(server.url, mediator.email, mediator.password);
      expect(again.status).toBe(200);
      expect((await api('GET', '/auth/users/me/', { token: again.access })).status).toBe(200);
      // Reactivation starts no old session again.
      expect((await api('GET', '/auth/users/me/', { token: phone.access })).status).toBe(401);
    } finally {
      socket.close();
    }
  });

  it('without SMTP the reset link goes to the admin once; the outbox and the database keep no usable copy', async () => {
    const { api, server, world } = context;
    const mediator = await createMediator(api, world.adminToken, 'Rina');
    const before = Date.now();
    const sent = await api<PasswordResetLinkResponse>('POST', `/users/mediator/${mediator.id}/password-reset/`, {
      token: world.adminToken,
    });
    expect(sent.status).toBe(202);
    expect(sent.body.status).toBe('queued');
    const link = sent.body.link!;
    expect(new URL(link).pathname).toBe('/reset-password');
    const token = tokenOfLink(link);
    expect(token.length).toBeGreaterThanOrEqual(40);
    // One hour from now.
    const expiresAt = Date.parse(sent.body.expires_at);
    expect(expiresAt - before).toBeGreaterThanOrEqual(3600_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(3600_000);

    const outbox = await api<OutboxItem[]>('GET', '/admin/outbox/', { token: world.adminToken });
    const mail = outbox.body.find((item) => item.to === mediator.email && item.subject.includes('password'));
    expect(mail?.text).toContain('[link removed: given only to its recipient]');
    expect(JSON.stringify(outbox.body)).not.toContain(token);

    const stored = await rowsOf<{ token_hash: string; expires_at: unknown }>(
      server.app.db,
      sql`SELECT token_hash, expires_at FROM password_resets WHERE user_id = ${mediator.id}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('the link sets a new password once; the old sessions end and the old password stops working', async () => {
    const { api, server, world } = context;
    const mediator = await createMediator(api, world.adminToken, 'Tal');
    const laptop = await signIn(server.url, mediator.email, mediator.password);
    const socket = await connect(server.url, { token: laptop.access });
    try {
      const sent = await api<PasswordResetLinkResponse>('POST', `/users/mediator/${mediator.id}/password-reset/`, {
        token: world.adminToken,
      });
      const token = tokenOfLink(sent.body.link!);
      // The password rules of every password hold.
      const short = await api<{ errors: Record<string, string[]> }>('POST', '/auth/password-reset/', {
        body: { token, new_password: 'short' },
      });
      expect(short.status).toBe(400);
      expect(short.body.errors).toHaveProperty('new_password');

      const socketGone = disconnected(socket);
      const used = await api('POST', '/auth/password-reset/', { body: { token, new_password: 'tal-new-password-1' } });
      expect(used).toMatchObject({ status: 200, body: { email: mediator.email } });
      expect(await socketGone).toBe('io server disconnect');
      expect((await api('GET', '/auth/users/me/', { token: laptop.access })).status).toBe(401);
      expect((await refresh(server.url, laptop.cookie)).status).toBe(401);
      expect((await signIn(server.url, mediator.email, mediator.password)).status).toBe(401);
      expect((await signIn(server.url, mediator.email, 'tal-new-password-1')).status).toBe(200);

      // Twice fails, whatever the password.
      const twice = await api<{ detail: string }>('POST', '/auth/password-reset/', {
        body: { token, new_password: 'tal-other-password-2' },
      });
      expect(twice.status).toBe(410);
      expect(twice.body.detail).toBe('This password reset link was already used or has expired. Ask the admin for a new one.');
      expect((await signIn(server.url, mediator.email, 'tal-other-password-2')).status).toBe(401);
    } finally {
      socket.close();
    }
  });

  it('two requests with one link at once: one sets the password, the other is refused', async () => {
    const { api, world } = context;
    const mediator = await createMediator(api, world.adminToken, 'Noa');
    const sent = await api<PasswordResetLinkResponse>('POST', `/users/mediator/${mediator.id}/password-reset/`, {
      token: world.adminToken,
    });
    const token = tokenOfLink(sent.body.link!);
    const statuses = await Promise.all(
      ['noa-first-password', 'noa-second-password'].map(
        async (password) => (await api('POST', '/auth/password-reset/', { body: { token, new_password: password } })).status,
      ),
    );
    expect(statuses.sort()).toEqual([200, 410]);
  });

  it('a link stops working after its hour, and when a newer one is sent', async () => {
    const { api, server, world } = context;
    const mediator = await createMediator(api, world.adminToken, 'Gal');
    const send = async () =>
      tokenOfLink(
        (await api<PasswordResetLinkResponse>('POST', `/users/mediator/${mediator.id}/password-reset/`, { token: world.adminToken })).body
          .link!,
      );
    const older = await send();
    const newer = await send();
    expect((await api('POST', '/auth/password-reset/', { body: { token: older, new_password: 'gal-new-password-1' } })).status).toBe(410);
    // The hour passes: the stored expiry is where the server reads it.
    await rowsOf(
      server.app.db,
      sql`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = ${sha256(newer)}`,
    );
    expect((await api('POST', '/auth/password-reset/', { body: { token: newer, new_password: 'gal-new-password-1' } })).status).toBe(410);
    expect(
      (await api('POST', '/auth/password-reset/', { body: { token: 'x'.repeat(43), new_password: 'gal-new-password-1' } })).status,
    ).toBe(410);
    // The password never changed.
    expect((await signIn(server.url, mediator.email, mediator.password)).status).toBe(200);
  });
});

describe.each(SERVER_PAIR_REDIS)('deactivation across two server processes sharing Redis (%s)', (redisUrl) => {
  const pair = useServerPair(redisUrl);
  const api = (server: TestServer | undefined): Api => apiClient(server!.url);

  it("closes the mediator's sockets on the other process at once", async () => {
    const { first, second, world } = pair;
    const mediator = await createMediator(api(first), world.adminToken, 'Ori');
    const device = await signIn(first!.url, mediator.email, mediator.password);
    const onSecond = await connect(second.url, { token: device.access });
    try {
      const gone = disconnected(onSecond);
      const deactivated = await api(first)('POST', `/users/mediator/${mediator.id}/deactivate/`, { token: world.adminToken });
      expect(deactivated.status).toBe(200);
      expect(await gone).toBe('io server disconnect');
      expect((await api(second)('GET', '/auth/users/me/', { token: device.access })).status).toBe(401);
    } finally {
      onSecond.close();
    }
  });
});
