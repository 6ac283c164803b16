import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { caseListItemSchema } from '@mediation/protocol';
import type { CaseDetails, CaseListItem, Client, MediatorListItem, OutboxItem, User } from '@mediation/protocol';
import { ADMIN, DATABASE_KINDS } from '../../testing/harness';
import { createCase, decideJoin, joinParty, joinStatus, login, requestJoin, useWorldServer } from '../../testing/world';

describe.each(DATABASE_KINDS)('REST API happy paths on %s', (kind) => {
  const context = useWorldServer(kind);

  describe('auth', () => {
    it('signs in, sets an httpOnly refresh cookie and returns a 15-minute JWT access token', async () => {
      const response = await context.api<{ access: string }>('POST', '/core/auth/token/', { body: ADMIN });
      expect(response.status).toBe(200);
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^refresh=/);
      expect(cookie).toMatch(/HttpOnly/i);
      const claims = decodeJwt(response.body.access);
      expect(claims.exp! - claims.iat!).toBe(15 * 60);
    });

    it('answers wrong credentials with the spec message', async () => {
      const response = await context.api('POST', '/core/auth/token/', { body: { email: ADMIN.email, password: 'wrong-one' } });
      expect(response).toMatchObject({ status: 401, body: { detail: 'No active account found with the given credentials' } });
      const unknown = await context.api('POST', '/core/auth/token/', { body: { email: 'nobody@x.io', password: 'whatever1' } });
      expect(unknown.body).toEqual({ detail: 'No active account found with the given credentials', code: 'login_failed' });
    });

    it('never lets a party (no password) sign in', async () => {
      const response = await context.api('POST', '/core/auth/token/', { body: { email: context.world.partyA.email, password: '' } });
      expect(response.status).toBe(400);
      const withPassword = await context.api('POST', '/core/auth/token/', { body: { email: context.world.partyA.email, password: 'x' } });
      expect(withPassword.status).toBe(401);
    });

    it('refreshes from the cookie, rotates it, and logout revokes it', async () => {
      const signIn = await context.api('POST', '/core/auth/token/', {
        body: { email: context.world.mediator.email, password: context.world.mediator.password },
      });
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
      const refreshed = await context.api<{ access: string }>('POST', '/core/auth/token/refresh/', { headers: { cookie } });
      expect(refreshed.status).toBe(200);
      expect(decodeJwt(refreshed.body.access).sub).toBe(String(context.world.mediator.id));
      // The used cookie is single-use.
      expect((await context.api('POST', '/core/auth/token/refresh/', { headers: { cookie } })).status).toBe(401);
      const next = (refreshed.headers.get('set-cookie') ?? '').split(';')[0]!;
      const logout = await context.api('POST', '/core/auth/logout/', { headers: { cookie: next } });
      expect(logout.status).toBe(204);
      expect((await context.api('POST', '/core/auth/token/refresh/', { headers: { cookie: next } })).status).toBe(401);
      expect((await context.api('POST', '/core/auth/token/refresh/')).status).toBe(401);
    });

    it('verifies tokens', async () => {
      expect((await context.api('POST', '/auth/jwt/verify', { body: { token: context.world.adminToken } })).status).toBe(200);
      expect((await context.api('POST', '/auth/jwt/verify', { body: { token: 'not.a.jwt' } })).status).toBe(401);
      expect((await context.api('POST', '/auth/jwt/verify', { body: { token: context.world.partyA.token } })).status).toBe(200);
    });

    it('returns the spec user fields from /auth/users/me/', async () => {
      const me = await context.api<User>('GET', '/auth/users/me/', { token: context.world.mediator.token });
      expect(me.status).toBe(200);
      // `language` only once the account's owner chose one (languages.test.ts).
      expect(Object.keys(me.body).sort()).toEqual(
        ['email', 'first_logged', 'first_name', 'id', 'is_staff', 'is_superuser', 'last_name', 'username'].sort(),
      );
      expect(me.body).toMatchObject({ id: context.world.mediator.id, is_staff: true, is_superuser: false, first_name: 'Maya' });
      expect(me.body.username).toBe(context.world.mediator.email.replace(/[^A-Za-z0-9]/g, ''));
    });

    it('stores passwords as scrypt hashes, never plain', async () => {
      const row = await context.server.app.repos.users.findByEmail(context.world.mediator.email);
      expect(row?.passwordHash).toMatch(/^scrypt\$/);
      expect(row?.passwordHash).not.toContain(context.world.mediator.password);
    });
  });

  describe('cases', () => {
    it('creates a case with a random id whose code is its last 6 letters or digits', async () => {
      const first = await createCase(context.api, context.world.mediator.token, context.world.mediator.id, 'One');
      const second = await createCase(context.api, context.world.mediator.token, context.world.mediator.id, 'Two');
      for (const row of [first, second]) {
        expect(row.id).toMatch(/^[A-Za-z0-9]{24}$/);
        expect(row.link).toBe(row.id.slice(-6));
      }
      expect(first.link).not.toBe(second.link);
      expect(first).toMatchObject({
        title: 'One',
        category: 'neighbors',
        is_active: true,
        is_started: false,
        mediator: context.world.mediator.id,
      });
    });

    it("lists the mediator's cases with the list fields", async () => {
      const list = await context.api<CaseListItem[]>('GET', '/session/case/get_mediator_cases/', {
        token: context.world.mediator.token,
        query: { userId: context.world.mediator.id },
      });
      expect(list.status).toBe(200);
      const item = list.body.find((row) => row.id === context.world.caseOne.id);
      expect(item).toMatchObject({ title: 'Fence dispute', category: 'neighbors', problem_brief: 'A fence.', is_active: true });
      expect(list.body.some((row) => row.id === context.world.caseTwo.id)).toBe(false);
    });

    it('reads case details with the spec fields', async () => {
      const details = await context.api<CaseDetails>('GET', `/session/case/${context.world.caseOne.id}/`, {
        token: context.world.mediator.token,
      });
      expect(details.status).toBe(200);
      for (const field of ['id', 'category', 'problem_brief', 'sideA_description', 'sideB_description', 'sub_category', 'title']) {
        expect(details.body).toHaveProperty(field);
      }
    });

    it('lets someone with the code of a started case read it, and a party read its own case', async () => {
      const byCode = await context.api<CaseDetails>('GET', `/session/case/${context.world.caseOne.id}/`, {
        query: { link_id: context.world.caseOne.link },
      });
      expect(byCode).toMatchObject({ status: 200, body: { title: 'Fence dispute' } });
      const byParty = await context.api('GET', `/session/case/${context.world.caseOne.id}/`, { token: context.world.partyB.token });
      expect(byParty.status).toBe(200);
    });

    it('fetches a started case by code, and not an unstarted one', async () => {
      const found = await context.api('GET', '/session/get_case_full_id/', { query: { link_id: context.world.caseOne.link } });
      expect(found).toMatchObject({
        status: 200,
        body: { case_id: context.world.caseOne.id, link_id: context.world.caseOne.link, is_started: true },
      });
      const idle = await createCase(context.api, context.world.mediator.token, context.world.mediator.id, 'Idle');
      // Not started yet: the party is told to wait, not that the code is wrong.
      expect((await context.api('GET', '/session/get_case_full_id/', { query: { link_id: idle.link } })).status).toBe(409);
    });

    it('ends a case: the code stops joining and party tokens stop working', async () => {
      const row = await createCase(context.api, context.world.mediator.token, context.world.mediator.id, 'Short');
      await context.api('POST', '/session/set_case_full_id/', {
        token: context.world.mediator.token,
        body: { case_id: row.id, link_id: row.link },
      });
      const person = { first_name: 'Tal', last_name: 'Ron', email: 'tal.ron@example.com' };
      const request = await requestJoin(context.api, row, 'B', person);
      const pending = await requestJoin(context.api, row, 'A', { ...person, email: 'late@example.com' });
      await decideJoin(context.api, context.world.mediator.token, row, request.request_id, 'admit');
      const joined = await joinStatus(context.api, request);
      expect(joined.body).toMatchObject({
        status: 'admitted',
        case_id: row.id,
        side: 'B',
        user: { first_name: 'Tal', email: 'tal.ron@example.com' },
      });
      expect((await context.api('GET', '/auth/users/me/', { token: joined.body.access })).status).toBe(200);

      const ended = await context.api('DELETE', '/session/delete_case_full_id/', {
        token: context.world.mediator.token,
        body: { link_id: row.link },
      });
      expect(ended).toMatchObject({ status: 200, body: { is_started: false } });
      expect((await context.api('GET', '/auth/users/me/', { token: joined.body.access })).status).toBe(401);
      const again = await context.api('POST', '/session/join/', { body: { link_id: row.link, side: 'B', ...person } });
      expect(again.status).toBe(409);
      // A request still waiting when the case ended expires.
      expect((await joinStatus(context.api, pending)).body).toEqual({ status: 'expired' });
    });

    it('closes a case, then deletes it; an open case cannot be deleted', async () => {
      const row = await createCase(context.api, context.world.mediator.token, context.world.mediator.id, 'To close');
      const early = await context.api('DELETE', `/session/case/${row.id}/`, { token: context.world.mediator.token });
      expect(early.status).toBe(409);
      const closeAt = new Date().toISOString();
      const closed = await context.api<CaseDetails>('PATCH', `/session/case/${row.id}/`, {
        token: context.world.mediator.token,
        body: { is_active: false, close_at: closeAt },
      });
      expect(closed.status).toBe(200);
      expect(closed.body.is_active).toBe(false);
      expect(new Date(closed.body.close_at!).toISOString()).toBe(closeAt);
      // The dashboard's list (its JSON written apart, per driver) says the same: the contract's fields only, the ISO time.
      const list = await context.api<CaseListItem[]>('GET', '/session/case/get_mediator_cases/', {
        token: context.world.mediator.token,
        query: { userId: context.world.mediator.id },
      });
      expect(caseListItemSchema.strict().array().safeParse(list.body).success).toBe(true);
      expect(list.body[0]).toEqual({
        id: row.id,
        link: row.link,
        title: 'To close',
        category: closed.body.category,
        problem_brief: closed.body.problem_brief,
        is_active: false,
        is_started: false,
        close_at: closed.body.close_at,
      });
      const restart = await context.api('POST', '/session/set_case_full_id/', {
        token: context.world.mediator.token,
        body: { case_id: row.id, link_id: row.link },
      });
      expect(restart.status).toBe(409);
      expect((await context.api('DELETE', `/session/case/${row.id}/`, { token: context.world.mediator.token })).status).toBe(204);
      expect((await context.api('GET', `/session/case/${row.id}/`, { token: context.world.mediator.token })).status).toBe(404);
    });
  });

  describe('clients and joining', () => {
    it('looks up an e-mail in one shape: names only for a participant of the case whose code is given', async () => {
      const { caseOne, caseTwo, partyA, otherParty } = context.world;
      const found = await context.api('GET', '/users/client/get_by_email/', {
        query: { email: partyA.email.toUpperCase(), link_id: caseOne.link },
      });
      expect(found).toMatchObject({ status: 200, body: { email: partyA.email.toUpperCase(), first_name: 'Dana', last_name: 'Party' } });
      // A party of another case, and an unknown e-mail, get the same empty answer.
      const elsewhere = await context.api('GET', '/users/client/get_by_email/', {
        query: { email: otherParty.email, link_id: caseOne.link },
      });
      expect(elsewhere).toMatchObject({ status: 200, body: { email: otherParty.email, first_name: '', last_name: '' } });
      const unknown = await context.api('GET', '/users/client/get_by_email/', {
        query: { email: 'none@example.com', link_id: caseOne.link },
      });
      expect(unknown).toMatchObject({ status: 200, body: { email: 'none@example.com', first_name: '', last_name: '' } });
      expect(
        (await context.api('GET', '/users/client/get_by_email/', { query: { email: otherParty.email, link_id: caseTwo.link } })).body,
      ).toMatchObject({
        first_name: 'Gil',
      });
    });

    it('lets a party change its own names with its own token, and its name in the case follows', async () => {
      const party = await joinParty(context.api, context.world.caseOne, 'B', 'Rina', context.world.mediator.token);
      const updated = await context.api<Client>('PATCH', `/users/client/${party.id}/`, {
        token: party.token,
        body: { id: party.id, first_name: 'Rinat', last_name: 'Bar-On', email: party.email },
      });
      expect(updated).toMatchObject({ status: 200, body: { id: party.id, first_name: 'Rinat', last_name: 'Bar-On' } });
      const participants = await context.server.app.repos.cases.listParticipants(context.world.caseOne.id);
      expect(participants.find((entry) => entry.user_id === party.id)?.displayName).toBe('Rinat Bar-On');
    });

    it('binds a party token to its user, case and side', async () => {
      const claims = decodeJwt(context.world.partyA.token);
      expect(claims).toMatchObject({ sub: String(context.world.partyA.id), case_id: context.world.caseOne.id, side: 'A', role: 'User' });
    });

    it('lets a party read its mediator (the case creator) and not a stranger', async () => {
      const creator = await context.api<User>('GET', `/users/user/${context.world.mediator.id}/`, { token: context.world.partyA.token });
      expect(creator).toMatchObject({ status: 200, body: { id: context.world.mediator.id, first_name: 'Maya' } });
      expect(
        (await context.api('GET', `/users/user/${context.world.otherMediator.id}/`, { token: context.world.partyA.token })).status,
      ).toBe(403);
    });
  });

  describe('admin', () => {
    it('lists each mediator once with the table fields', async () => {
      const list = await context.api<MediatorListItem[]>('GET', '/users/mediator/', { token: context.world.adminToken });
      expect(list.status).toBe(200);
      const ids = list.body.map((item) => item.user.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining([context.world.mediator.id, context.world.otherMediator.id]));
      expect(list.body.find((item) => item.user.id === context.world.mediator.id)).toEqual({
        user: { id: context.world.mediator.id, first_name: 'Maya', last_name: 'Mediator', email: context.world.mediator.email },
        phone: '+972501234567',
        address: 'Tel Aviv',
        certification_course: true,
        areas: [],
        is_active: true,
      });
    });

    it('assigns areas to a mediator, keeping each once', async () => {
      const first = await context.api('POST', '/users/mediator-area/add_areas/', {
        token: context.world.adminToken,
        body: { areas: ['Family', 'Business'], mediator: context.world.mediator.id },
      });
      expect(first).toMatchObject({ status: 201, body: { mediator: context.world.mediator.id, areas: ['Business', 'Family'] } });
      const second = await context.api('POST', '/users/mediator-area/add_areas/', {
        token: context.world.adminToken,
        body: { areas: ['Family', 'Politics'], mediator: context.world.mediator.id },
      });
      expect(second.body).toMatchObject({ areas: ['Business', 'Family', 'Politics'] });
      const listed = await context.api<MediatorListItem[]>('GET', '/users/mediator/', { token: context.world.adminToken });
      expect(listed.body.filter((item) => item.user.id === context.world.mediator.id)).toHaveLength(1);
    });

    it('refuses a second mediator with the same e-mail, naming the email field', async () => {
      const response = await context.api<{ errors: Record<string, string[]> }>('POST', '/users/mediator/', {
        token: context.world.adminToken,
        body: {
          user: { email: context.world.mediator.email.toUpperCase(), password: 'password-2', first_name: 'Dup', last_name: 'Licate' },
          phone: '+97250000000',
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors.email?.[0]).toBe('A user with this e-mail already exists.');
    });

    it('keeps invite e-mails in the outbox when no SMTP server is configured, the link only in the answer to the mediator', async () => {
      const response = await context.api<{ status: string; link?: string }>('POST', '/session/send-invite-email/', {
        token: context.world.mediator.token,
        body: { case_id: context.world.caseOne.id, side: 'B', email: 'guest@example.com' },
      });
      expect(response).toMatchObject({ status: 202, body: { status: 'queued' } });
      const outbox = await context.api<OutboxItem[]>('GET', '/admin/outbox/', { token: context.world.adminToken });
      const mail = outbox.body.find((item) => item.to === 'guest@example.com');
      expect(response.body.link).toContain(`${new URL(context.server.url).port}/client-login?invite=`);
      // The admin reading the outbox cannot use the invitation: its link is not there.
      expect(mail?.text).not.toContain('invite=');
      expect(mail?.text).toContain('[link removed');
      expect(mail?.sent_at).toBeNull();
    });
  });

  it('creates the configured admin once, and logs in with it', async () => {
    const token = await login(context.api, ADMIN.email, ADMIN.password);
    const me = await context.api<User>('GET', '/auth/users/me/', { token });
    expect(me.body).toMatchObject({ is_superuser: true, email: ADMIN.email });
  });
});
