// Over 400 lines: every finding of the review beside its reproduction, read as one report.
/**
 * The findings of the adversarial review (issue "Security: nobody enters a case on its code alone"),
 * each reproduced against a running server as the attacker tried it, and the join model that fixes them.
 */
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, JoinRequestItem, JoinResponse } from '@mediation/protocol';
import { MESSAGES } from '@mediation/protocol';
import { joinRequests, refreshTokens } from './db/schema/index';
import { sha256 } from './lib/ids';
import * as passwords from './lib/passwords';
import { ADMIN, apiClient, createStorage, startServer, TEST_JWT_SECRET } from './testing/harness';
import type { Api, Storage, TestServer } from './testing/harness';
import { roomMsg, send } from './testing/rooms';
import { clientMsgId, connect } from './testing/sockets';
import type { TestClient } from './testing/sockets';
import { createCase, decideJoin, joinParty, joinStatus, requestJoin, startCase, useWorldServer } from './testing/world';

vi.mock('./lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const context = useWorldServer('pglite', { JOIN_WAITING_PER_ADDRESS: '3', INVITES_PER_HOUR: '3' });
let serial = 0;
const person = (name: string) => ({ email: `${name.toLowerCase()}.${(serial += 1)}@example.com`, first_name: name, last_name: 'Tester' });
const mediatorOptions = () => ({ token: context.world.mediator.token, query: { case_id: context.world.caseOne.id } });

async function waitingList(api: Api, token: string, caseId: string) {
  return api<JoinRequestItem[]>('GET', `/session/case/${caseId}/join-requests/`, { token });
}

describe('finding 1: the other party cannot take side A with the code', () => {
  it('B asking for side A gets only a waiting request, and is never moved off side B', async () => {
    const { api, world } = context;
    const asked = await api('POST', '/session/join/', {
      body: {
        link_id: world.caseOne.link,
        side: 'A',
        email: world.partyB.email,
        first_name: 'Eli',
        last_name: 'Party',
        client_id: world.partyB.id,
      },
    });
    expect(asked.status).toBe(202);
    // The request of a person already in the case is filed under its stored side, whatever it asked.
    expect(Object.keys(asked.body as object).sort()).toEqual(['request_id', 'request_token', 'side', 'status']);
    expect(asked.body).toMatchObject({ side: 'B' });
    const request = asked.body as { request_id: string; request_token: string };
    expect((await joinStatus(api, { ...request, status: 'waiting', side: 'B' })).body).toEqual({ status: 'waiting' });
    // The mediator sees that this e-mail is already in the case, on side B.
    const list = await waitingList(api, world.mediator.token, world.caseOne.id);
    expect(list.body.find((item) => item.request_id === request.request_id)).toMatchObject({
      side: 'B',
      was_admitted_before: true,
      previous_side: 'B',
    });
    const admitted = await decideJoin(api, world.mediator.token, world.caseOne, request.request_id, 'admit');
    expect(admitted.status).toBe(200);
    expect((await joinStatus(api, { ...request, status: 'waiting', side: 'B' })).body).toMatchObject({ status: 'admitted', side: 'B' });
    const participants = await context.server.app.repos.cases.listParticipants(world.caseOne.id);
    expect(participants.find((entry) => entry.user_id === world.partyB.id)?.side).toBe('B');
  });
});

describe('finding 2: an outsider cannot join, nor become an existing party', () => {
  it('a client_id is not accepted as who the caller is', async () => {
    const { api, world } = context;
    const response = await api('POST', '/session/join/', { body: { link_id: world.caseOne.link, side: 'A', client_id: world.partyA.id } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toContain(world.partyA.email);
  });

  it("asking with a party's e-mail only waits; refused, it never gets a token", async () => {
    const { api, world } = context;
    const request = await requestJoin(api, world.caseOne, 'A', { email: world.partyA.email, first_name: 'Not', last_name: 'Dana' });
    expect((await decideJoin(api, world.mediator.token, world.caseOne, request.request_id, 'refuse')).body).toEqual({
      request_id: request.request_id,
      status: 'refused',
    });
    expect((await joinStatus(api, request)).body).toEqual({ status: 'refused' });
    // A refused request stays refused.
    expect((await decideJoin(api, world.mediator.token, world.caseOne, request.request_id, 'admit')).status).toBe(409);
  });

  it('the request token is needed to learn the decision; the admitted token is handed out once', async () => {
    const { api, world } = context;
    const request = await requestJoin(api, world.caseOne, 'B', person('Once'));
    await decideJoin(api, world.mediator.token, world.caseOne, request.request_id, 'admit');
    const forged = await api('GET', `/session/join/${request.request_id}/`, { token: 'x'.repeat(43) });
    expect(forged.status).toBe(401);
    const first = await joinStatus(api, request);
    expect(first.body).toMatchObject({ status: 'admitted', side: 'B', case_id: world.caseOne.id });
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('set-cookie')).toMatch(/party_session=.*HttpOnly/i);
    const second = await joinStatus(api, request);
    expect(second.body).toEqual({ status: 'admitted' });
  });
});

describe('finding 3: client look-ups answer only about the case whose code is given', () => {
  it("a code of one case tells nothing of another case's party", async () => {
    const { api, world } = context;
    const response = await api('GET', '/users/client/get_by_email/', {
      query: { email: world.otherParty.email, link_id: world.caseOne.link },
    });
    expect(response.body).toEqual({ email: world.otherParty.email, first_name: '', last_name: '', side: null });
  });

  it('nobody renames a party but that party, with its own token', async () => {
    const { api, world } = context;
    const body = {
      id: world.otherParty.id,
      first_name: 'Hacked',
      last_name: 'Name',
      email: world.otherParty.email,
      link_id: world.caseOne.link,
    };
    expect((await api('PATCH', `/users/client/${world.otherParty.id}/`, { body })).status).toBe(401);
    expect((await api('PATCH', `/users/client/${world.otherParty.id}/`, { body, token: world.partyA.token })).status).toBe(403);
    expect((await context.server.app.repos.users.findById(world.otherParty.id))?.firstName).toBe('Gil');
  });
});

describe('finding 4: history is paginated and one person cannot flood from many sockets', () => {
  it('answers at most 200 messages with has_more, pages back with before_seq and forward with after_seq', async () => {
    const { api, world, server } = context;
    const row = await createCase(api, world.mediator.token, world.mediator.id, 'Long history');
    await startCase(api, world.mediator.token, row);
    const { messages } = server.app.repos;
    for (let index = 1; index <= 450; index += 1) {
      await messages.append(
        {
          caseId: row.id,
          clientMsgId: `seed-${index}`,
          fromUserId: world.mediator.id,
          fromSide: 'M',
          side: 'M',
          message: `message ${index}`,
          displayName: 'Maya',
          ext: null,
        },
        { refuseInShuttle: false },
      );
    }
    const client = await connect(server.url, { token: world.mediator.token, query: { case_id: row.id } });
    try {
      const latest = await client.emit<{ messages: ChatMessage[]; has_more: boolean; last_seq: number }>('history', { case_id: row.id });
      if (!latest.ok) throw new Error(latest.error.message);
      expect(latest.messages).toHaveLength(200);
      expect(latest.has_more).toBe(true);
      expect(latest.messages.at(-1)?.message).toBe('message 450');
      const older = await client.emit<{ messages: ChatMessage[]; has_more: boolean }>('history', {
        case_id: row.id,
        before_seq: latest.messages[0]!.seq,
      });
      if (!older.ok) throw new Error(older.error.message);
      expect(older.messages.map((message) => message.message)).toEqual(Array.from({ length: 200 }, (_, index) => `message ${index + 51}`));
      expect(older.has_more).toBe(true);
      const oldest = await client.emit<{ messages: ChatMessage[]; has_more: boolean }>('history', {
        case_id: row.id,
        before_seq: older.messages[0]!.seq,
      });
      if (!oldest.ok) throw new Error(oldest.error.message);
      expect(oldest.messages).toHaveLength(50);
      expect(oldest.has_more).toBe(false);
      // Catch-up pages forward from a position, resuming from last_seq.
      const caughtUp: string[] = [];
      let after = 0;
      for (let page = 0; page < 5; page += 1) {
        const ack = await client.emit<{
          messages: ChatMessage[];
          events: { event: string; payload: ChatMessage }[];
          has_more: boolean;
          last_seq: number;
        }>('history', { case_id: row.id, after_seq: after });
        if (!ack.ok) throw new Error(ack.error.message);
        expect(ack.events.length).toBeLessThanOrEqual(200);
        // Each message travels once, among the events.
        expect(ack.messages).toEqual([]);
        caughtUp.push(...ack.events.map((entry) => entry.payload.message));
        after = ack.last_seq;
        if (!ack.has_more) break;
      }
      expect(caughtUp).toEqual(Array.from({ length: 450 }, (_, index) => `message ${index + 1}`));
    } finally {
      client.close();
    }
  });
});

describe('finding 5: NUL and control characters are refused with the field, never a 500', () => {
  it('refuses them in sign-in, join, case and mediator texts with a 400 naming the field', async () => {
    const { api, world } = context;
    const signIn = await api<{ errors: Record<string, string[]> }>('POST', '/core/auth/token/', {
      body: { email: 'a\u0000@b.co', password: 'x' },
    });
    expect(signIn.status).toBe(400);
    expect(Object.keys(signIn.body.errors)).toEqual(['email']);
    const join = await api('POST', '/session/join/', {
      body: { email: 'a@b.co', first_name: 'A\u0000', last_name: 'B', link_id: world.caseOne.link, side: 'A' },
    });
    expect(join).toMatchObject({ status: 400, body: { errors: { first_name: [expect.any(String)] } } });
    const title = await api('POST', '/session/case/', {
      token: world.mediator.token,
      body: { title: 'T\u0000', category: 'other', mediator: world.mediator.id },
    });
    expect(title).toMatchObject({ status: 400, body: { errors: { title: [expect.any(String)] } } });
    const mediator = await api('POST', '/users/mediator/', {
      token: world.adminToken,
      body: {
        user: { email: 'nul@example.com', password: 'password-1', first_name: 'Nu\u0000l', last_name: 'Char' },
        phone: '+97250111222',
      },
    });
    expect(mediator).toMatchObject({ status: 400, body: { errors: { 'user.first_name': [expect.any(String)] } } });
  });

  it('refuses them in socket texts with bad_request, keeping line breaks', async () => {
    const { world, server } = context;
    const client = await connect(server.url, mediatorOptions());
    try {
      const refused = await client.emit('roomMsg', roomMsg(world, 'mediator', 'M', 'nul \u0000 inside'));
      expect(refused).toMatchObject({ ok: false, error: { code: 'bad_request', message: expect.stringContaining('message') } });
      const note = await client.emit('note', { case_id: world.caseOne.id, action: 'add', note: { note: 'bell \u0007', groupTag: 'Both' } });
      expect(note).toMatchObject({ ok: false, error: { code: 'bad_request' } });
      const stored = await send(client, roomMsg(world, 'mediator', 'M', 'two\nlines'));
      expect(stored.message).toBe('two\nlines');
    } finally {
      client.close();
    }
  });
});

describe('finding 6: refresh families and sign-in work', () => {
  it('a refresh cookie replayed after its rotation revokes its whole family, the newest cookie too', async () => {
    const { server, world } = context;
    const signIn = await fetch(`${server.url}/api/core/auth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: world.mediator.email, password: world.mediator.password }),
    });
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const cookieOf = (response: Response) => /refresh=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const refresh = (cookie: string) =>
      fetch(`${server.url}/api/core/auth/token/refresh/`, { method: 'POST', headers: { cookie: `refresh=${cookie}` } });
    const first = cookieOf(signIn);
    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    const newest = cookieOf(rotated);
    // Within seconds of its rotation, the old cookie is another tab refreshing at once: refused, nothing revoked.
    expect((await refresh(first)).status).toBe(401);
    const again = await refresh(newest);
    expect(again.status).toBe(200);
    const newer = cookieOf(again);
    const longAgo = new Date(Date.now() - 60_000);
    await server.app.db
      .update(refreshTokens)
      .set({ revokedAt: longAgo })
      .where(eq(refreshTokens.tokenHash, sha256(first)));
    // Later, the same cookie is a stolen copy: the whole family goes, the newest cookie too.
    expect((await refresh(first)).status).toBe(401);
    expect((await refresh(newer)).status).toBe(401);
  });

  it('an unknown e-mail costs the same scrypt work as a known one', async () => {
    const verify = vi.mocked(passwords.verifyPassword);
    verify.mockClear();
    const response = await context.api('POST', '/core/auth/token/', {
      body: { email: 'nobody.at.all@example.com', password: 'guess-1234' },
    });
    expect(response.status).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[1]).toMatch(/^scrypt\$32768\$/);
  });
});

describe('finding 7: a code lookup tells nothing about a case that is not running', () => {
  // A party holding the code of a case not started yet is told to wait rather than that its code is
  // wrong: the answer says only that, never the case's title or id, and an unknown code stays a 404.
  it('answers an unknown code 404 and a not-started case 409 "not running", with nothing about the case', async () => {
    const { api, world } = context;
    const idle = await createCase(api, world.mediator.token, world.mediator.id, 'Not started');
    const person = { email: 'same@example.com', first_name: 'S', last_name: 'A' };
    const routes: [string, string, (code: string) => object][] = [
      ['GET', '/session/get_case_full_id/', (code) => ({ query: { link_id: code } })],
      ['GET', '/users/client/get_by_email/', (code) => ({ query: { email: person.email, link_id: code } })],
      ['POST', '/session/join/', (code) => ({ body: { link_id: code, side: 'A', ...person } })],
    ];
    for (const [method, path, options] of routes) {
      const unknown = await api(method, path, options('ZZ9ZZ9'));
      const notStarted = await api(method, path, options(idle.link));
      expect([unknown.status, notStarted.status]).toEqual([404, 409]);
      expect(notStarted.body).toEqual({ detail: MESSAGES.caseNotRunning, code: 'case_waiting_for_mediator' });
    }
  });
});

describe('finding 8: parties cannot pass for the system, answer a survey twice, or send invites', () => {
  let mediator: TestClient;
  let partyA: TestClient;
  beforeAll(async () => {
    const { world, server } = context;
    mediator = await connect(server.url, mediatorOptions());
    partyA = await connect(server.url, { token: world.partyA.token, query: { case_id: world.caseOne.id } });
  });
  afterAll(() => {
    mediator?.close();
    partyA?.close();
  });

  it("refuses a party's message dressed as the system's", async () => {
    const { world } = context;
    const fake = roomMsg(world, 'partyA', 'M', 'Rule 1: the mediator agrees with A.', {
      ext: { type: 'instraction', title: 'Discussion rules' },
    });
    expect(await partyA.emit('roomMsg', fake)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('lets a party send its initial position once, while it is asked for, under the title the server gives', async () => {
    const { world } = context;
    const ask = await mediator.emit('action', { case_id: world.caseOne.id, actionType: 'add', actionPayload: 'initialPosition' });
    expect(ask.ok).toBe(true);
    const position = await send(
      partyA,
      roomMsg(world, 'partyA', 'A', 'I want the fence moved.', { ext: { type: 'guided', title: 'Discussion rules' } }),
    );
    expect(position.ext).toEqual({ type: 'guided', stage: 'initialPosition', title: 'Initial position' });
    const again = await partyA.emit('roomMsg', roomMsg(world, 'partyA', 'A', 'Another one.', { ext: { type: 'guided' } }));
    expect(again).toMatchObject({ ok: false, error: { code: 'conflict' } });
    await mediator.emit('endGuid', { case_id: world.caseOne.id });
  });

  it('accepts one survey answer per party per survey request, and none without a request', async () => {
    const { world, api, server } = context;
    const row = await createCase(api, world.mediator.token, world.mediator.id, 'Survey case');
    await startCase(api, world.mediator.token, row);
    const party = await joinParty(api, row, 'A', 'Rater', world.mediator.token);
    const room = await connect(server.url, { token: world.mediator.token, query: { case_id: row.id } });
    const rater = await connect(server.url, { token: party.token, query: { case_id: row.id } });
    try {
      const answer = { case_id: row.id, rating: 4, feedback: 'Helpful' };
      expect(await rater.emit('submitSurvey', answer)).toMatchObject({ ok: false, error: { code: 'conflict' } });
      expect((await room.emit('sendSurvey', { case_id: row.id })).ok).toBe(true);
      expect((await rater.emit('submitSurvey', answer)).ok).toBe(true);
      expect(await rater.emit('submitSurvey', answer)).toMatchObject({
        ok: false,
        error: { code: 'conflict', message: expect.stringMatching(/already answered/), reason: 'survey_answered' },
      });
      expect((await room.emit('sendSurvey', { case_id: row.id })).ok).toBe(true);
      expect((await rater.emit('submitSurvey', { ...answer, rating: 5 })).ok).toBe(true);
      expect(await server.app.repos.surveys.listByCase(row.id)).toHaveLength(2);
    } finally {
      room.close();
      rater.close();
    }
  });

  it('rate-limits invitations per mediator', async () => {
    const { api, world } = context;
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push(
        (
          await api('POST', '/session/send-invite-email/', {
            token: world.mediator.token,
            body: { case_id: world.caseOne.id, email: `limit${index}@example.com`, side: 'A' },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});

describe('finding 9: headers, token claims and origins', () => {
  it('sends security headers, and no-store on token answers', async () => {
    const { api, world } = context;
    const response = await api('GET', '/auth/users/me/', { token: world.mediator.token });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const token = await api('POST', '/core/auth/token/', { body: { email: ADMIN.email, password: ADMIN.password } });
    expect(token.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a token without exp or with a sub that is not a user number', async () => {
    const { api, world } = context;
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const noExp = await new SignJWT({ typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(world.mediator.id)).sign(key);
    const badSub = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(`${world.mediator.id}.0`)
      .setExpirationTime('5m')
      .sign(key);
    expect((await api('GET', '/auth/users/me/', { token: noExp })).status).toBe(401);
    expect((await api('GET', '/auth/users/me/', { token: badSub })).status).toBe(401);
  });

  it('answers CORS only for ALLOWED_ORIGINS', async () => {
    const storage = await createStorage('pglite');
    const server = await startServer(storage, { ALLOWED_ORIGINS: 'https://partner.example' });
    try {
      const ask = (origin: string) => fetch(`${server.url}/api/session/get_case_full_id/?link_id=ABC123`, { headers: { origin } });
      expect((await ask('https://partner.example')).headers.get('access-control-allow-origin')).toBe('https://partner.example');
      expect((await ask('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.close();
      await storage.drop();
    }
  });
});

describe('the waiting room', () => {
  it('tells the mediator of a request live, and the decision reaches the waiting person', async () => {
    const { api, world, server } = context;
    const room = await connect(server.url, mediatorOptions());
    try {
      const asker = person('Live');
      const request = await requestJoin(api, world.caseOne, 'B', asker);
      const heard = await room.waitFor<JoinRequestItem>('joinRequest', (item) => item.request_id === request.request_id);
      expect(heard).toMatchObject({ side: 'B', email: asker.email, first_name: 'Live', was_admitted_before: false, status: 'waiting' });
      const decided = await room.emit('decideJoin', { case_id: world.caseOne.id, request_id: request.request_id, decision: 'admit' });
      expect(decided).toEqual({ ok: true, request_id: request.request_id, status: 'admitted' });
      const status = await joinStatus(api, request);
      expect(status.body).toMatchObject({ status: 'admitted', side: 'B', user: { email: asker.email } });
      const party = await connect(server.url, { token: status.body.access!, query: { case_id: world.caseOne.id } });
      party.close();
    } finally {
      room.close();
    }
  });

  it("refuses another mediator's decisions and socket decisions of a party", async () => {
    const { api, world, server } = context;
    const request = await requestJoin(api, world.caseOne, 'A', person('Other'));
    expect((await decideJoin(api, world.otherMediator.token, world.caseOne, request.request_id, 'admit')).status).toBe(403);
    expect((await waitingList(api, world.otherMediator.token, world.caseOne.id)).status).toBe(403);
    const party = await connect(server.url, { token: world.partyA.token, query: { case_id: world.caseOne.id } });
    try {
      const ack = await party.emit('decideJoin', { case_id: world.caseOne.id, request_id: request.request_id, decision: 'admit' });
      expect(ack).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    } finally {
      party.close();
    }
    expect((await joinStatus(api, request)).body).toEqual({ status: 'waiting' });
  });

  it('expires requests that waited too long; they cannot be admitted', async () => {
    const { api, world, server } = context;
    const request = await requestJoin(api, world.caseOne, 'A', person('Late'));
    await server.app.db
      .update(joinRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(joinRequests.id, request.request_id));
    expect((await joinStatus(api, request)).body).toEqual({ status: 'expired' });
    expect((await decideJoin(api, world.mediator.token, world.caseOne, request.request_id, 'admit')).status).toBe(409);
    const list = await waitingList(api, world.mediator.token, world.caseOne.id);
    expect(list.body.some((item) => item.request_id === request.request_id)).toBe(false);
  });

  it('limits how many requests one address keeps waiting', async () => {
    const { api, world } = context;
    const row = await createCase(api, world.mediator.token, world.mediator.id, 'Flooded');
    await startCase(api, world.mediator.token, row);
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await api('POST', '/session/join/', { body: { link_id: row.link, side: 'A', ...person('Flood') } })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    // Requests past their time no longer count: the address may ask again.
    await context.server.app.db
      .update(joinRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(joinRequests.caseId, row.id));
    expect((await api('POST', '/session/join/', { body: { link_id: row.link, side: 'A', ...person('Flood') } })).status).toBe(202);
    // Requests past their time no longer count: the address may ask again.
    await context.server.app.db
      .update(joinRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(joinRequests.caseId, row.id));
    expect((await api('POST', '/session/join/', { body: { link_id: row.link, side: 'A', ...person('Flood') } })).status).toBe(202);
  });

  it('keeps an admitted party in after a reload through its session cookie, until the case ends', async () => {
    const { api, world, server } = context;
    const row = await createCase(api, world.mediator.token, world.mediator.id, 'Reload');
    await startCase(api, world.mediator.token, row);
    const request = await requestJoin(api, row, 'A', person('Reload'));
    await decideJoin(api, world.mediator.token, row, request.request_id, 'admit');
    const admitted = await joinStatus(api, request);
    const cookie = /party_session=([^;]+)/.exec(admitted.headers.get('set-cookie') ?? '')?.[1];
    expect(cookie).toBeTruthy();
    const refresh = (value: string) =>
      fetch(`${server.url}/api/session/party/refresh/`, { method: 'POST', headers: { cookie: `party_session=${value}` } });
    const reloaded = await refresh(cookie!);
    expect(reloaded.status).toBe(200);
    const body = (await reloaded.json()) as JoinResponse;
    expect(body).toMatchObject({ case_id: row.id, side: 'A' });
    expect((await api('GET', '/auth/users/me/', { token: body.access })).status).toBe(200);
    const next = /party_session=([^;]+)/.exec(reloaded.headers.get('set-cookie') ?? '')?.[1];
    // The cookie rotates: the old one no longer works.
    expect((await refresh(cookie!)).status).toBe(401);
    await api('DELETE', '/session/delete_case_full_id/', { token: world.mediator.token, body: { link_id: row.link } });
    expect((await refresh(next!)).status).toBe(401);
  });

  it('admits a personal invitation at once, once, on its side', async () => {
    const { api, world } = context;
    const email = `invited.${(serial += 1)}@example.com`;
    // The other mediator: the invitation limit test spent this mediator's hourly budget.
    const sent = await api<{ link: string }>('POST', '/session/send-invite-email/', {
      token: world.otherMediator.token,
      body: { case_id: world.caseTwo.id, email, side: 'B' },
    });
    const invite = /client-login\?invite=([A-Za-z0-9_-]+)/.exec(sent.body.link)![1]!;
    const joined = await api<JoinResponse>('POST', '/session/join/', { body: { invite, side: 'A', first_name: 'In', last_name: 'Vited' } });
    expect(joined).toMatchObject({ status: 200, body: { case_id: world.caseTwo.id, side: 'B', user: { email, first_name: 'In' } } });
    expect((await api('POST', '/session/join/', { body: { invite } })).status).toBe(410);
    expect((await api('POST', '/session/join/', { body: { invite: 'y'.repeat(43) } })).status).toBe(404);
  });
});

describe('a staff account never joins as a party', () => {
  it('refuses to admit the e-mail of a mediator', async () => {
    const { api, world } = context;
    const request = await requestJoin(api, world.caseOne, 'A', { email: world.otherMediator.email, first_name: 'Omer', last_name: 'M' });
    const decided = await decideJoin(api, world.mediator.token, world.caseOne, request.request_id, 'admit');
    expect(decided.status).toBe(409);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;
describe.each(REDIS_URL ? [REDIS_URL] : [])('finding 7: rate limits shared across processes through Redis (%s)', (redisUrl) => {
  let storage: Storage;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    storage = await createStorage('pglite');
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `mediation-test-${clientMsgId()}`, RATE_LIMIT_LOOKUP_PER_MIN: '3' };
    servers.push(await startServer(storage, env));
    const second = await createStorage('pglite');
    servers.push(await startServer(second, env));
    afterAll(() => second.drop());
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await storage?.drop();
  });

  it('gives an address one budget whichever process answers', async () => {
    const [one, two] = servers.map((server) => apiClient(server.url));
    const statuses = [
      (await one!('GET', '/session/get_case_full_id/', { query: { link_id: 'AAAAA1' } })).status,
      (await two!('GET', '/session/get_case_full_id/', { query: { link_id: 'AAAAA2' } })).status,
      (await one!('GET', '/session/get_case_full_id/', { query: { link_id: 'AAAAA3' } })).status,
      (await two!('GET', '/session/get_case_full_id/', { query: { link_id: 'AAAAA4' } })).status,
    ];
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
