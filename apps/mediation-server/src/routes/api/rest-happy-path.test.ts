import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { CaseDetails, CaseListItem, Client, JoinResponse, MediatorListItem, OutboxItem, User } from '@mediation/protocol';
import { ADMIN, apiClient, createStorage, DATABASE_KINDS, startServer } from '../../testing/harness';
import type { Api, Storage, TestServer } from '../../testing/harness';
import { buildWorld, createCase, login } from '../../testing/world';
import type { World } from '../../testing/world';

describe.each(DATABASE_KINDS)('REST API happy paths on %s', (kind) => {
  let storage: Storage;
  let server: TestServer;
  let api: Api;
  let world: World;

  beforeAll(async () => {
    storage = await createStorage(kind);
    server = await startServer(storage);
    api = apiClient(server.url);
    world = await buildWorld(api);
  });
  afterAll(async () => {
    await server.close();
    await storage.drop();
  });

  describe('auth', () => {
    it('signs in, sets an httpOnly refresh cookie and returns a 15-minute JWT access token', async () => {
      const response = await api<{ access: string }>('POST', '/core/auth/token/', { body: ADMIN });
      expect(response.status).toBe(200);
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^refresh=/);
      expect(cookie).toMatch(/HttpOnly/i);
      const claims = decodeJwt(response.body.access);
      expect(claims.exp! - claims.iat!).toBe(15 * 60);
    });

    it('answers wrong credentials with the spec message', async () => {
      const response = await api('POST', '/core/auth/token/', { body: { email: ADMIN.email, password: 'wrong-one' } });
      expect(response).toMatchObject({ status: 401, body: { detail: 'No active account found with the given credentials' } });
      const unknown = await api('POST', '/core/auth/token/', { body: { email: 'nobody@x.io', password: 'whatever1' } });
      expect(unknown.body).toEqual({ detail: 'No active account found with the given credentials' });
    });

    it('never lets a party (no password) sign in', async () => {
      const response = await api('POST', '/core/auth/token/', { body: { email: world.partyA.email, password: '' } });
      expect(response.status).toBe(400);
      const withPassword = await api('POST', '/core/auth/token/', { body: { email: world.partyA.email, password: 'x' } });
      expect(withPassword.status).toBe(401);
    });

    it('refreshes from the cookie, rotates it, and logout revokes it', async () => {
      const signIn = await api('POST', '/core/auth/token/', { body: { email: world.mediator.email, password: world.mediator.password } });
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
      const refreshed = await api<{ access: string }>('POST', '/core/auth/token/refresh/', { headers: { cookie } });
      expect(refreshed.status).toBe(200);
      expect(decodeJwt(refreshed.body.access).sub).toBe(String(world.mediator.id));
      // The used cookie is single-use.
      expect((await api('POST', '/core/auth/token/refresh/', { headers: { cookie } })).status).toBe(401);
      const next = (refreshed.headers.get('set-cookie') ?? '').split(';')[0]!;
      const logout = await api('POST', '/core/auth/logout/', { headers: { cookie: next } });
      expect(logout.status).toBe(204);
      expect((await api('POST', '/core/auth/token/refresh/', { headers: { cookie: next } })).status).toBe(401);
      expect((await api('POST', '/core/auth/token/refresh/')).status).toBe(401);
    });

    it('verifies tokens', async () => {
      expect((await api('POST', '/auth/jwt/verify', { body: { token: world.adminToken } })).status).toBe(200);
      expect((await api('POST', '/auth/jwt/verify', { body: { token: 'not.a.jwt' } })).status).toBe(401);
      expect((await api('POST', '/auth/jwt/verify', { body: { token: world.partyA.token } })).status).toBe(200);
    });

    it('returns the spec user fields from /auth/users/me/', async () => {
      const me = await api<User>('GET', '/auth/users/me/', { token: world.mediator.token });
      expect(me.status).toBe(200);
      expect(Object.keys(me.body).sort()).toEqual(
        ['email', 'first_logged', 'first_name', 'id', 'is_staff', 'is_superuser', 'last_name', 'username'].sort(),
      );
      expect(me.body).toMatchObject({ id: world.mediator.id, is_staff: true, is_superuser: false, first_name: 'Maya' });
      expect(me.body.username).toBe(world.mediator.email.replace(/[^A-Za-z0-9]/g, ''));
    });

    it('stores passwords as scrypt hashes, never plain', async () => {
      const row = await server.app.repos.users.findByEmail(world.mediator.email);
      expect(row?.passwordHash).toMatch(/^scrypt\$/);
      expect(row?.passwordHash).not.toContain(world.mediator.password);
    });
  });

  describe('cases', () => {
    it('creates a case with a random id whose code is its last 6 letters or digits', async () => {
      const first = await createCase(api, world.mediator.token, world.mediator.id, 'One');
      const second = await createCase(api, world.mediator.token, world.mediator.id, 'Two');
      for (const row of [first, second]) {
        expect(row.id).toMatch(/^[A-Za-z0-9]{24}$/);
        expect(row.link).toBe(row.id.slice(-6));
      }
      expect(first.link).not.toBe(second.link);
      expect(first).toMatchObject({ title: 'One', category: 'neighbors', is_active: true, is_started: false, mediator: world.mediator.id });
    });

    it("lists the mediator's cases with the list fields", async () => {
      const list = await api<CaseListItem[]>('GET', '/session/case/get_mediator_cases/', {
        token: world.mediator.token,
        query: { userId: world.mediator.id },
      });
      expect(list.status).toBe(200);
      const item = list.body.find((row) => row.id === world.caseOne.id);
      expect(item).toMatchObject({ title: 'Fence dispute', category: 'neighbors', problem_brief: 'A fence.', is_active: true });
      expect(list.body.some((row) => row.id === world.caseTwo.id)).toBe(false);
    });

    it('reads case details with the spec fields', async () => {
      const details = await api<CaseDetails>('GET', `/session/case/${world.caseOne.id}/`, { token: world.mediator.token });
      expect(details.status).toBe(200);
      for (const field of ['id', 'category', 'problem_brief', 'sideA_description', 'sideB_description', 'sub_category', 'title']) {
        expect(details.body).toHaveProperty(field);
      }
    });

    it('lets someone with the code of a started case read it, and a party read its own case', async () => {
      const byCode = await api<CaseDetails>('GET', `/session/case/${world.caseOne.id}/`, { query: { link_id: world.caseOne.link } });
      expect(byCode).toMatchObject({ status: 200, body: { title: 'Fence dispute' } });
      const byParty = await api('GET', `/session/case/${world.caseOne.id}/`, { token: world.partyB.token });
      expect(byParty.status).toBe(200);
    });

    it('fetches a started case by code, and not an unstarted one', async () => {
      const found = await api('GET', '/session/get_case_full_id/', { query: { link_id: world.caseOne.link } });
      expect(found).toMatchObject({ status: 200, body: { case_id: world.caseOne.id, link_id: world.caseOne.link, is_started: true } });
      const idle = await createCase(api, world.mediator.token, world.mediator.id, 'Idle');
      expect((await api('GET', '/session/get_case_full_id/', { query: { link_id: idle.link } })).status).toBe(404);
    });

    it('ends a case: the code stops joining and party tokens stop working', async () => {
      const row = await createCase(api, world.mediator.token, world.mediator.id, 'Short');
      await api('POST', '/session/set_case_full_id/', { token: world.mediator.token, body: { case_id: row.id, link_id: row.link } });
      const client = await api<Client>('POST', '/users/client/', {
        body: { first_name: 'Tal', last_name: 'Ron', email: 'tal.ron@example.com', link_id: row.link },
      });
      const joined = await api<JoinResponse>('POST', '/session/join/', { body: { link_id: row.link, side: 'B', client_id: client.body.id } });
      expect(joined.status).toBe(200);
      expect(joined.body).toMatchObject({ case_id: row.id, side: 'B', user: { id: client.body.id, first_name: 'Tal' } });
      expect((await api('GET', '/auth/users/me/', { token: joined.body.access })).status).toBe(200);

      const ended = await api('DELETE', '/session/delete_case_full_id/', { token: world.mediator.token, body: { link_id: row.link } });
      expect(ended).toMatchObject({ status: 200, body: { is_started: false } });
      expect((await api('GET', '/auth/users/me/', { token: joined.body.access })).status).toBe(401);
      const again = await api('POST', '/session/join/', { body: { link_id: row.link, side: 'B', client_id: client.body.id } });
      expect(again.status).toBe(404);
    });

    it('closes a case, then deletes it; an open case cannot be deleted', async () => {
      const row = await createCase(api, world.mediator.token, world.mediator.id, 'To close');
      const early = await api('DELETE', `/session/case/${row.id}/`, { token: world.mediator.token });
      expect(early.status).toBe(409);
      const closeAt = new Date().toISOString();
      const closed = await api<CaseDetails>('PATCH', `/session/case/${row.id}/`, {
        token: world.mediator.token,
        body: { is_active: false, close_at: closeAt },
      });
      expect(closed.status).toBe(200);
      expect(closed.body.is_active).toBe(false);
      expect(new Date(closed.body.close_at!).toISOString()).toBe(closeAt);
      const restart = await api('POST', '/session/set_case_full_id/', { token: world.mediator.token, body: { case_id: row.id, link_id: row.link } });
      expect(restart.status).toBe(409);
      expect((await api('DELETE', `/session/case/${row.id}/`, { token: world.mediator.token })).status).toBe(204);
      expect((await api('GET', `/session/case/${row.id}/`, { token: world.mediator.token })).status).toBe(404);
    });
  });

  describe('clients and joining', () => {
    it('finds a client by e-mail, creates one and updates its names', async () => {
      const link = world.caseOne.link;
      const created = await api<Client>('POST', '/users/client/', {
        body: { first_name: 'Rina', last_name: 'Bar', email: 'rina.bar@example.com', link_id: link },
      });
      expect(created.status).toBe(201);
      const found = await api<Client>('GET', '/users/client/get_by_email/', { query: { email: 'RINA.bar@example.com', link_id: link } });
      expect(found.body).toEqual({ id: created.body.id, first_name: 'Rina', last_name: 'Bar', email: 'rina.bar@example.com' });
      const updated = await api<Client>('PATCH', `/users/client/${created.body.id}/`, {
        body: { id: created.body.id, first_name: 'Rinat', last_name: 'Bar-On', email: 'rina.bar@example.com', link_id: link },
      });
      expect(updated.body).toMatchObject({ first_name: 'Rinat', last_name: 'Bar-On' });
      const missing = await api('GET', '/users/client/get_by_email/', { query: { email: 'none@example.com', link_id: link } });
      expect(missing.status).toBe(404);
    });

    it('binds a party token to its user, case and side', async () => {
      const claims = decodeJwt(world.partyA.token);
      expect(claims).toMatchObject({ sub: String(world.partyA.id), case_id: world.caseOne.id, side: 'A', role: 'User' });
    });

    it('lets a party read its mediator (the case creator) and not a stranger', async () => {
      const creator = await api<User>('GET', `/users/user/${world.mediator.id}/`, { token: world.partyA.token });
      expect(creator).toMatchObject({ status: 200, body: { id: world.mediator.id, first_name: 'Maya' } });
      expect((await api('GET', `/users/user/${world.otherMediator.id}/`, { token: world.partyA.token })).status).toBe(403);
    });
  });

  describe('admin', () => {
    it('lists each mediator once with the table fields', async () => {
      const list = await api<MediatorListItem[]>('GET', '/users/mediator/', { token: world.adminToken });
      expect(list.status).toBe(200);
      const ids = list.body.map((item) => item.user.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining([world.mediator.id, world.otherMediator.id]));
      expect(list.body.find((item) => item.user.id === world.mediator.id)).toEqual({
        user: { id: world.mediator.id, first_name: 'Maya', last_name: 'Mediator', email: world.mediator.email },
        phone: '+972501234567',
        address: 'Tel Aviv',
        certification_course: true,
      });
    });

    it('assigns areas to a mediator, keeping each once', async () => {
      const first = await api('POST', '/users/mediator-area/add_areas/', {
        token: world.adminToken,
        body: { areas: ['Family', 'Business'], mediator: world.mediator.id },
      });
      expect(first).toMatchObject({ status: 201, body: { mediator: world.mediator.id, areas: ['Business', 'Family'] } });
      const second = await api('POST', '/users/mediator-area/add_areas/', {
        token: world.adminToken,
        body: { areas: ['Family', 'Politics'], mediator: world.mediator.id },
      });
      expect(second.body).toMatchObject({ areas: ['Business', 'Family', 'Politics'] });
      const listed = await api<MediatorListItem[]>('GET', '/users/mediator/', { token: world.adminToken });
      expect(listed.body.filter((item) => item.user.id === world.mediator.id)).toHaveLength(1);
    });

    it('refuses a second mediator with the same e-mail, naming the email field', async () => {
      const response = await api<{ errors: Record<string, string[]> }>('POST', '/users/mediator/', {
        token: world.adminToken,
        body: {
          user: { email: world.mediator.email.toUpperCase(), password: 'password-2', first_name: 'Dup', last_name: 'Licate' },
          phone: '+97250000000',
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors.email?.[0]).toBe('A user with this e-mail already exists.');
    });

    it('keeps invite e-mails in the outbox when no SMTP server is configured', async () => {
      const link = `http://localhost:3000/client-login?case_code=${world.caseOne.link}`;
      const response = await api('POST', '/session/send-invite-email/', {
        token: world.mediator.token,
        body: { link, email: 'guest@example.com', sender_email: world.mediator.email },
      });
      expect(response).toMatchObject({ status: 202, body: { status: 'queued' } });
      const outbox = await api<OutboxItem[]>('GET', '/admin/outbox/', { token: world.adminToken });
      const mail = outbox.body.find((item) => item.to === 'guest@example.com');
      expect(mail?.text).toContain(link);
      expect(mail?.sent_at).toBeNull();
    });
  });

  it('creates the configured admin once, and logs in with it', async () => {
    const token = await login(api, ADMIN.email, ADMIN.password);
    const me = await api<User>('GET', '/auth/users/me/', { token });
    expect(me.body).toMatchObject({ is_superuser: true, email: ADMIN.email });
  });
});
