/**
 * Issue 17, points 3, 4 and 7: sessions and sockets end together (token expiry, sign-out, a password
 * change, a case's end racing a handshake), and the per-person limits hold across processes.
 */
import { decodeJwt, SignJWT } from 'jose';
import { io as connectClient } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, apiClient, createStorage, startServer, TEST_JWT_SECRET } from './testing/harness';
import type { Api, TestServer } from './testing/harness';
import { connectOptionsOf } from './testing/rooms';
import { connect, disconnected, recordClient } from './testing/sockets';
import type { ConnectOptions, TestClient } from './testing/sockets';
import { createCase, createMediator, joinParty, login, SERVER_PAIR_REDIS, startCase, useServerPair, useWorldServer } from './testing/world';

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0]!;

/** Signs in through fetch, keeping the refresh cookie: one browser or device. */
async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/core/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return { access: ((await response.json()) as { access: string }).access, cookie: cookieOf(response) };
}

/** The same token with another expiry, signed as the server signs. */
async function withExpiry(token: string, expiresInS: number) {
  const { exp: _exp, iat: _iat, sub, ...claims } = decodeJwt(token);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub!)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInS)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

/** Opens a connection and resolves once it is accepted (without waiting for the greeting), or with the refusal. */
function open(url: string, options: ConnectOptions): Promise<TestClient | Error> {
  const socket = connectClient(url, {
    auth: { token: options.token },
    query: options.query ?? {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const client = { ...recordClient(socket), greeting: {} };
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      resolve(error);
    });
  });
}

const connected = (results: (TestClient | Error)[]) => results.filter((result): result is TestClient => !(result instanceof Error));
const closeEach = (clients: TestClient[]) => clients.forEach((client) => client.close());

describe('a socket lives no longer than its token', () => {
  const context = useWorldServer('pglite');

  it("closes a mediator's and a party's connection at their token's expiry; a fresh token connects again", async () => {
    const { server, world } = context;
    const mediator = await connect(server.url, {
      ...connectOptionsOf(world, 'mediator'),
      token: await withExpiry(world.mediator.token, 2),
    });
    const party = await connect(server.url, { ...connectOptionsOf(world, 'partyA'), token: await withExpiry(world.partyA.token, 2) });
    const mediatorGone = disconnected(mediator);
    const partyGone = disconnected(party);
    try {
      expect(await mediatorGone).toBe('io server disconnect');
      expect(await partyGone).toBe('io server disconnect');
      expect(mediator.all('sessionEnded')).toEqual([{ reason: 'expired' }]);
      expect(party.all('sessionEnded')).toEqual([{ reason: 'expired' }]);
      // The client refreshes its token and goes on.
      const again = await connect(server.url, connectOptionsOf(world, 'mediator'));
      expect((await again.emit('history', { case_id: world.caseOne.id })).ok).toBe(true);
      again.close();
    } finally {
      mediator.close();
      party.close();
    }
  });
});

describe('the current password is guessed no faster than a sign-in', () => {
  let server: TestServer | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await server?.close();
    await drop?.();
  });

  it('answers 429 past RATE_LIMIT_AUTH_PER_MIN attempts', async () => {
    const storage = await createStorage('pglite');
    drop = storage.drop;
    server = await startServer(storage, { RATE_LIMIT_AUTH_PER_MIN: '5' });
    const api = apiClient(server.url);
    const adminToken = await login(api, ADMIN.email, ADMIN.password);
    const mediator = await createMediator(api, adminToken, 'Guess');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await api('POST', '/auth/users/set_password/', {
        token: mediator.token,
        body: { current_password: `guess-${attempt}`, new_password: 'a-brand-new-password' },
      });
      statuses.push(response.status);
    }
    expect(statuses[0]).toBe(400);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
  });
});

describe.each(SERVER_PAIR_REDIS)('sessions and limits across two server processes sharing Redis (%s)', (redisUrl) => {
  // The crowd below signs in from one address all at once: the cap of sockets waiting to sign in per address
  // (pending-connections.test.ts) is another limit than the per-person ones tested here.
  const pair = useServerPair(redisUrl, { SOCKET_EVENTS_PER_10S: '40', SOCKET_UNAUTHENTICATED_PER_ADDRESS: '100' });
  const api = (server: TestServer | undefined): Api => apiClient(server!.url);

  it('a party connecting while its case ends never outlives the end, even once the case is restarted (25 rounds)', async () => {
    const { first, second, world } = pair;
    const mediatorApi = api(first);
    let raced = 0;
    for (let round = 0; round < 25; round += 1) {
      const row = await createCase(mediatorApi, world.mediator.token, world.mediator.id, `Race ${round}`);
      await startCase(mediatorApi, world.mediator.token, row);
      const party = await joinParty(mediatorApi, row, 'A', 'Racer', world.mediator.token);
      const options = { token: party.token, query: { case_id: row.id } };
      const end = new Promise((resolve) => setTimeout(resolve, round % 6)).then(() =>
        mediatorApi('DELETE', '/session/delete_case_full_id/', { token: world.mediator.token, body: { link_id: row.link } }),
      );
      const [ended, ...results] = await Promise.all([end, open(second.url, options), open(second.url, options), open(first!.url, options)]);
      expect(ended.status).toBe(200);
      await startCase(mediatorApi, world.mediator.token, row);
      const clients = connected(results);
      raced += clients.length;
      try {
        // Every connection that got in is closed: none reads or writes in the restarted case.
        for (const client of clients) await disconnected(client, 5000);
      } finally {
        closeEach(clients);
      }
    }
    // The rounds did race: some connections got in before the end.
    expect(raced).toBeGreaterThan(0);
  });

  it("sign-out and a password change close that person's sockets on the other process and refuse the old tokens at once", async () => {
    const { first, second, world } = pair;
    const mediator = await createMediator(api(first), world.adminToken, 'Lena');
    const laptop = await signIn(first!.url, mediator.email, mediator.password);
    const phone = await signIn(first!.url, mediator.email, mediator.password);
    const tablet = await signIn(first!.url, mediator.email, mediator.password);
    const [onLaptop, onPhone, onTablet] = await Promise.all(
      [laptop, phone, tablet].map((device) => connect(second.url, { token: device.access })),
    );
    const me = (token: string) => api(second)('GET', '/auth/users/me/', { token });
    try {
      // Sign-out on process one: the laptop's socket on process two closes, its token is refused at once.
      const laptopGone = disconnected(onLaptop!);
      const out = await fetch(`${first!.url}/api/core/auth/logout/`, { method: 'POST', headers: { cookie: laptop.cookie } });
      expect(out.status).toBe(204);
      expect((await me(laptop.access)).status).toBe(401);
      expect(await laptopGone).toBe('io server disconnect');
      expect(onLaptop!.all('sessionEnded')).toEqual([{ reason: 'ended' }]);
      // The other devices go on.
      expect((await me(phone.access)).status).toBe(200);
      expect(onPhone!.socket.connected).toBe(true);

      // A password change on the phone ends every session: the tablet's and the phone's own old ones.
      const tabletGone = disconnected(onTablet!);
      const phoneGone = disconnected(onPhone!);
      const changed = await fetch(`${first!.url}/api/auth/users/set_password/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${phone.access}`, cookie: phone.cookie },
        body: JSON.stringify({ current_password: mediator.password, new_password: 'lena-new-password-1' }),
      });
      expect(changed.status).toBe(200);
      const fresh = ((await changed.json()) as { access: string }).access;
      expect((await me(tablet.access)).status).toBe(401);
      expect((await me(phone.access)).status).toBe(401);
      expect(await tabletGone).toBe('io server disconnect');
      expect(await phoneGone).toBe('io server disconnect');
      // The phone goes on in its new session: the new token works, over REST and on a socket, and its new cookie refreshes.
      expect((await me(fresh)).status).toBe(200);
      const again = await connect(second.url, { token: fresh });
      again.close();
      const refreshed = await fetch(`${first!.url}/api/core/auth/token/refresh/`, {
        method: 'POST',
        headers: { cookie: cookieOf(changed) },
      });
      expect(refreshed.status).toBe(200);
      expect(
        (await fetch(`${first!.url}/api/core/auth/token/refresh/`, { method: 'POST', headers: { cookie: tablet.cookie } })).status,
      ).toBe(401);
    } finally {
      closeEach([onLaptop!, onPhone!, onTablet!]);
    }
  });

  it('60 connections of one token at once over both processes leave at most SOCKETS_PER_PERSON open', async () => {
    const { first, second, world } = pair;
    const party = await joinParty(api(first), world.caseTwo, 'B', 'Crowd', world.otherMediator.token);
    const options = { token: party.token, query: { case_id: world.caseTwo.id } };
    const results = await Promise.all(Array.from({ length: 60 }, (_, index) => open(index % 2 === 0 ? first!.url : second.url, options)));
    const clients = connected(results);
    try {
      expect(clients).toHaveLength(10);
      for (const refusal of results.filter((result): result is Error => result instanceof Error)) {
        expect((refusal as Error & { data?: { code?: string } }).data?.code).toBe('rate_limited');
      }
      // Closing one makes room again, on either process.
      const gone = disconnected(clients[0]!);
      clients[0]!.close();
      await gone;
      let replacement: TestClient | Error = new Error('not tried');
      for (let attempt = 0; attempt < 20 && replacement instanceof Error; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        replacement = await open(second.url, options);
      }
      expect(replacement).not.toBeInstanceOf(Error);
      clients.push(replacement as TestClient);
    } finally {
      closeEach(clients);
    }
  });

  it('one budget of SOCKET_EVENTS_PER_10S per person across both processes', async () => {
    const { first, second, world } = pair;
    const party = await joinParty(api(first), world.caseTwo, 'A', 'Burst', world.otherMediator.token);
    const options = { token: party.token, query: { case_id: world.caseTwo.id } };
    const one = await connect(first!.url, options);
    const two = await connect(second.url, options);
    try {
      // 25 + 25 events: each process's share is under the budget of 40, the person's total is not.
      const burst = (client: TestClient) => Array.from({ length: 25 }, () => client.emit('historyActions', { case_id: world.caseTwo.id }));
      const acks = await Promise.all([...burst(one), ...burst(two)]);
      const accepted = acks.filter((ack) => ack.ok).length;
      expect(accepted).toBeGreaterThanOrEqual(38);
      expect(accepted).toBeLessThanOrEqual(42);
      expect(acks.find((ack) => !ack.ok)).toEqual({
        ok: false,
        error: { code: 'rate_limited', message: expect.any(String), reason: 'too_many_events' },
      });
    } finally {
      one.close();
      two.close();
    }
  });
});
