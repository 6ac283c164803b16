/**
 * A backup's reader cannot act on the live server: nothing in a backup (every value of every table) signs a
 * token the server accepts, the backup and the restored folder are their owner's alone, and a session
 * found in a backup dies at SESSION_MAX_AGE_S whatever refreshes happened.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { partySessions, userSessions } from './db/schema/index';
import { signingKeyFileOf } from './lib/signing-key';
import { backup, restore } from './operations/backup';
import { ADMIN, apiClient, createStorage, DATABASE_KINDS, startServer } from './testing/harness';
import type { Storage } from './testing/harness';
import { entriesOpenToOthers } from './testing/files';
import { buildWorld, createCase, createMediator, decideJoin, joinStatus, login, requestJoin, startCase } from './testing/world';

const settingsOf = (storage: Storage) => ({ DATA_DIR: storage.env.DATA_DIR!, DATABASE_URL: storage.env.DATABASE_URL });
const NO_SECRET = { JWT_SECRET: '' };

/** Runs queries on a restored copy that no server holds: PGlite's folder, or the PostgreSQL database. */
async function openCopy(storage: Storage): Promise<{ rows: <T>(text: string) => Promise<T[]>; close: () => Promise<void> }> {
  if (storage.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: storage.env.DATABASE_URL });
    await client.connect();
    return { rows: async <T>(text: string) => (await client.query(text)).rows as T[], close: () => client.end() };
  }
  const client = await PGlite.create(storage.env.DATA_DIR!);
  return { rows: async <T>(text: string) => (await client.query<T>(text)).rows, close: () => client.close() };
}

/** Every value held in every table of the copy (as text), and its user sessions. */
async function readEverything(storage: Storage) {
  const copy = await openCopy(storage);
  try {
    const tables = await copy.rows<{ name: string }>(
      `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    const values = new Set<string>();
    const collect = (value: unknown) => {
      if (value === null || value === undefined) return;
      if (typeof value === 'object') {
        for (const inner of Object.values(value)) collect(inner);
        return;
      }
      values.add(String(value));
    };
    for (const table of tables) {
      for (const row of await copy.rows<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${table.name} t`))
        collect(JSON.parse(row.row));
    }
    const sessions = await copy.rows<{ id: string; user_id: number }>('SELECT id, user_id FROM user_sessions');
    return { tables: tables.map((table) => table.name), values: [...values].filter((value) => value !== ''), sessions };
  } finally {
    await copy.close();
  }
}

/** An access token as the server makes them (typ, role, sid; subject; expiry), signed with `key`. */
function accessToken(key: string, session: { id: string; user_id: number }) {
  return new SignJWT({ typ: 'access', role: 'Admin', sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(session.user_id))
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(key));
}

describe.each(DATABASE_KINDS)('a backup and its restored copy (%s)', (kind) => {
  const storages: Storage[] = [];
  const folder = mkdtempSync(path.join(tmpdir(), 'mediation-backup-secrets-'));
  afterAll(async () => {
    for (const storage of storages) await storage.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('hold nothing that signs a token the live server accepts, and only their owner can read them', async () => {
    const original = await createStorage(kind);
    storages.push(original);
    // No JWT_SECRET: the server makes its own key, as a fresh clone's `pnpm start` does.
    const first = await startServer(original, NO_SECRET);
    const world = await buildWorld(apiClient(first.url));
    await first.close();

    const file = path.join(folder, `${kind}.backup`);
    await backup(settingsOf(original), file);
    const copy = await createStorage(kind);
    storages.push(copy);
    await restore(settingsOf(copy), file);
    // As the restore left it, before anything opens the copy.
    const openRestoredEntries = kind === 'pglite' ? entriesOpenToOthers(copy.env.DATA_DIR!) : [];
    const found = await readEverything(copy);
    expect(found.tables).toEqual(expect.arrayContaining(['public.settings', 'public.user_sessions', 'public.users']));
    expect(found.sessions.length).toBeGreaterThanOrEqual(3);
    expect(found.values).toContain(world.mediator.email);

    const live = await startServer(original, NO_SECRET);
    try {
      const api = apiClient(live.url);
      const me = (token: string) => api('GET', '/auth/users/me/', { token }).then((response) => response.status);
      // The sessions in the backup are live on the server: only a key is missing to act as their people.
      expect(found.sessions.map((session) => session.id)).toContain(decodeJwt(world.adminToken).sid);
      expect(await me(world.adminToken)).toBe(200);
      const accepted: string[] = [];
      for (const candidate of found.values) {
        const statuses = await Promise.all(found.sessions.map(async (session) => me(await accessToken(candidate, session))));
        if (statuses.some((status) => status !== 401)) accepted.push(candidate);
      }
      expect(accepted).toEqual([]);
    } finally {
      await live.close();
    }

    const liveKey = readFileSync(signingKeyFileOf({ DATA_DIR: original.env.DATA_DIR!, JWT_SECRET_FILE: undefined }), 'utf8').trim();
    expect(found.values).not.toContain(liveKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(openRestoredEntries).toEqual([]);
    if (kind === 'pglite') expect(gunzipSync(readFileSync(file)).includes(liveKey)).toBe(false);
  }, 180_000);
});

describe('SESSION_MAX_AGE_S', () => {
  it('is refused shorter than the refresh cookie it would outlive', () => {
    expect(() => loadConfig({ SESSION_MAX_AGE_S: '3600', REFRESH_TOKEN_TTL_S: '7200' })).toThrow(
      'SESSION_MAX_AGE_S: must be at least REFRESH_TOKEN_TTL_S (7200)',
    );
    expect(loadConfig({}).SESSION_MAX_AGE_S).toBe(30 * 24 * 60 * 60);
  });
});

describe.each(DATABASE_KINDS)('the absolute lifetime of sessions (%s)', (kind) => {
  const storages: Storage[] = [];
  afterAll(async () => {
    for (const storage of storages) await storage.drop();
  });

  it('refuses the access token and the refresh of a sign-in or a party session started more than SESSION_MAX_AGE_S ago', async () => {
    const storage = await createStorage(kind);
    storages.push(storage);
    const maxAgeS = 8 * 24 * 60 * 60;
    const server = await startServer(storage, { SESSION_MAX_AGE_S: String(maxAgeS) });
    try {
      const api = apiClient(server.url);
      const refresh = (route: string, cookie: string) => fetch(`${server.url}/api${route}`, { method: 'POST', headers: { cookie } });
      const cookieOf = (headers: Headers, name: string) => new RegExp(`${name}=[^;]+`).exec(headers.get('set-cookie') ?? '')![0];
      const status = (token: string) => api('GET', '/auth/users/me/', { token }).then((response) => response.status);

      const signIn = await fetch(`${server.url}/api/core/auth/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      // Rotated once: the session is older than its newest cookie.
      const rotated = await refresh('/core/auth/token/refresh/', cookieOf(signIn.headers, 'refresh'));
      expect(rotated.status).toBe(200);
      const access = ((await rotated.json()) as { access: string }).access;
      const refreshCookie = cookieOf(rotated.headers, 'refresh');

      const mediator = await createMediator(api, await login(api, ADMIN.email, ADMIN.password), 'Lifetime');
      const row = await createCase(api, mediator.token, mediator.id, 'Long case');
      await startCase(api, mediator.token, row);
      const request = await requestJoin(api, row, 'A', { email: 'long.party@example.com', first_name: 'Long', last_name: 'Party' });
      await decideJoin(api, mediator.token, row, request.request_id, 'admit');
      const admitted = await joinStatus(api, request);
      const partyRotated = await refresh('/session/party/refresh/', cookieOf(admitted.headers, 'party_session'));
      expect(partyRotated.status).toBe(200);
      const partyToken = ((await partyRotated.json()) as { access: string }).access;
      const partyCookie = cookieOf(partyRotated.headers, 'party_session');
      expect([await status(access), await status(partyToken)]).toEqual([200, 200]);

      const started = new Date(Date.now() - (maxAgeS + 60) * 1000);
      await server.app.db
        .update(userSessions)
        .set({ createdAt: started })
        .where(eq(userSessions.id, decodeJwt(access).sid as string));
      await server.app.db
        .update(partySessions)
        .set({ createdAt: started })
        .where(eq(partySessions.id, decodeJwt(partyToken).sid as string));

      expect(await status(access)).toBe(401);
      expect((await refresh('/core/auth/token/refresh/', refreshCookie)).status).toBe(401);
      expect(await status(partyToken)).toBe(401);
      expect((await refresh('/session/party/refresh/', partyCookie)).status).toBe(401);
    } finally {
      await server.close();
    }
  }, 120_000);
});
