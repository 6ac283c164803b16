/**
 * The cookie routes (staff refresh and logout, party refresh) act only on a same-origin JSON request, and
 * clear a cookie only when one came: another site cannot sign a person out. A party cookie replayed after its
 * rotation revokes the party session, as a replayed staff refresh cookie revokes its family.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partySessionOldCookies } from '../../../db/schema/index';
import { sha256 } from '../../../lib/ids';
import { DATABASE_KINDS } from '../../../testing/harness';
import { createCase, decideJoin, joinStatus, requestJoin, startCase, useWorldServer } from '../../../testing/world';

const EMBEDDING = 'https://partner.example.org';

describe.each(DATABASE_KINDS)('cookie routes on %s', (kind) => {
  const context = useWorldServer(kind, { ALLOWED_ORIGINS: EMBEDDING });
  let serial = 0;

  const cookieOf = (response: Response, name: string) => new RegExp(`${name}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '')?.[1];

  async function staffCookie(): Promise<string> {
    const { server, world } = context;
    const signIn = await fetch(`${server.url}/api/core/auth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: world.mediator.email, password: world.mediator.password }),
    });
    return cookieOf(signIn, 'refresh')!;
  }

  async function partyCookie(): Promise<string> {
    const { api, world } = context;
    serial += 1;
    const row = await createCase(api, world.mediator.token, world.mediator.id, `Cookie ${serial}`);
    await startCase(api, world.mediator.token, row);
    const request = await requestJoin(api, row, 'A', { email: `cookie.${serial}@example.com`, first_name: 'Cookie', last_name: 'Party' });
    await decideJoin(api, world.mediator.token, row, request.request_id, 'admit');
    const admitted = await joinStatus(api, request);
    return /party_session=([^;]+)/.exec(admitted.headers.get('set-cookie') ?? '')![1]!;
  }

  const ROUTES = [
    { name: 'staff refresh', path: '/api/core/auth/token/refresh/', cookie: 'refresh', make: staffCookie },
    { name: 'staff logout', path: '/api/core/auth/logout/', cookie: 'refresh', make: staffCookie },
    { name: 'party refresh', path: '/api/session/party/refresh/', cookie: 'party_session', make: partyCookie },
  ];
  const refreshPathOf = (cookie: string) => (cookie === 'refresh' ? '/api/core/auth/token/refresh/' : '/api/session/party/refresh/');

  function post(path: string, headers: Record<string, string>, body?: string) {
    return fetch(`${context.server.url}${path}`, { method: 'POST', headers, body });
  }

  describe.each(ROUTES)('$name', ({ path, cookie, make }) => {
    const CROSS_SITE: [string, Record<string, string>, string | undefined][] = [
      ['a text/plain form of another origin', { 'content-type': 'text/plain', origin: 'http://127.0.0.1:1' }, 'a=b'],
      ['a text/plain form without Origin', { 'content-type': 'text/plain' }, 'a=b'],
      [
        'an urlencoded form of another origin',
        { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
        'a=b',
      ],
      ['JSON from another origin', { 'content-type': 'application/json', origin: 'http://127.0.0.1:1' }, '{}'],
      ['JSON marked cross-site', { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, '{}'],
      ['a bodiless request of another origin', { origin: 'http://localhost:1', 'sec-fetch-site': 'same-site' }, undefined],
    ];

    it.each(CROSS_SITE)('refuses %s, touches no cookie, and the session lives on', async (_label, headers, body) => {
      const value = await make();
      const answer = await post(path, { ...headers, cookie: `${cookie}=${value}` }, body);
      expect([403, 415]).toContain(answer.status);
      expect(answer.headers.get('set-cookie')).toBeNull();
      const still = await post(refreshPathOf(cookie), { 'content-type': 'application/json', cookie: `${cookie}=${value}` }, '{}');
      expect(still.status).toBe(200);
    });

    it('clears no cookie when none came', async () => {
      const answer = await post(path, { 'content-type': 'application/json', origin: context.server.url }, '{}');
      expect(answer.headers.get('set-cookie')).toBeNull();
    });

    it('serves a same-origin JSON request, and one of an ALLOWED_ORIGINS page', async () => {
      for (const origin of [context.server.url, EMBEDDING]) {
        const value = await make();
        const answer = await post(
          path,
          { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin', cookie: `${cookie}=${value}` },
          '{}',
        );
        expect(answer.status).toBeLessThan(300);
        expect(cookieOf(answer, cookie)).toBeDefined();
      }
    });
  });

  it('a party cookie replayed after its rotation revokes the party session, the newest cookie too', async () => {
    const { server } = context;
    const refresh = (value: string) =>
      post('/api/session/party/refresh/', { 'content-type': 'application/json', cookie: `party_session=${value}` }, '{}');
    const first = await partyCookie();
    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    const newest = cookieOf(rotated, 'party_session')!;
    // Within seconds of its rotation, the old cookie is another tab refreshing at once: refused, nothing revoked.
    expect((await refresh(first)).status).toBe(401);
    const again = await refresh(newest);
    expect(again.status).toBe(200);
    const newer = cookieOf(again, 'party_session')!;
    await server.app.db
      .update(partySessionOldCookies)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(partySessionOldCookies.cookieHash, sha256(first)));
    // Later, the same cookie is a stolen copy: the session ends, its newest cookie too.
    expect((await refresh(first)).status).toBe(401);
    expect((await refresh(newer)).status).toBe(401);
  });

  it('two tabs refreshing one party cookie at once: one gets the new cookie, the session lives on (20 rounds)', async () => {
    const refresh = (value: string) =>
      post('/api/session/party/refresh/', { 'content-type': 'application/json', cookie: `party_session=${value}` }, '{}');
    let cookie = await partyCookie();
    for (let round = 0; round < 20; round += 1) {
      const answers = await Promise.all([refresh(cookie), refresh(cookie)]);
      const winners = answers.filter((answer) => answer.status === 200);
      expect(winners).toHaveLength(1);
      cookie = cookieOf(winners[0]!, 'party_session')!;
    }
    expect((await refresh(cookie)).status).toBe(200);
  });
});
