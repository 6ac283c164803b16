import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { CaseDetails, User } from '@mediation/protocol';
import { signingKeyFileOf } from './lib/signing-key';
import { ADMIN, apiClient, createStorage, DATABASE_KINDS, logRecorder, startServer } from './testing/harness';
import { runServer } from '@mediation/test-harness/processes';
import { buildWorld, createCase, login } from './testing/world';

describe.each(DATABASE_KINDS)('restart on %s', (kind) => {
  it('reads back everything written before a restart on the same storage, with old tokens still valid', async () => {
    const storage = await createStorage(kind);
    try {
      // No JWT_SECRET: the generated secret must itself survive the restart.
      const first = await startServer(storage, { JWT_SECRET: '' });
      const api = apiClient(first.url);
      const world = await buildWorld(api);
      const extra = await createCase(api, world.mediator.token, world.mediator.id, 'Survives restarts');
      await first.close();
      // The key sits beside the data folder, its owner's alone; the database keeps no copy.
      expect(statSync(signingKeyFileOf({ DATA_DIR: storage.env.DATA_DIR!, JWT_SECRET_FILE: undefined })).mode & 0o777).toBe(0o600);

      const second = await startServer(storage, { JWT_SECRET: '' });
      const again = apiClient(second.url);
      const details = await again<CaseDetails>('GET', `/session/case/${extra.id}/`, { token: world.mediator.token });
      expect(details).toMatchObject({ status: 200, body: { title: 'Survives restarts', link: extra.link } });
      const token = await login(again, world.mediator.email, world.mediator.password);
      const list = await again<CaseDetails[]>('GET', '/session/case/get_mediator_cases/', {
        token,
        query: { userId: world.mediator.id },
      });
      expect(list.body.map((row) => row.title).sort()).toEqual(['Fence dispute', 'Survives restarts']);
      const party = await again<User>('GET', '/auth/users/me/', { token: world.partyA.token });
      expect(party.body.id).toBe(world.partyA.id);
      await second.close();
    } finally {
      await storage.drop();
    }
  });
});

describe.each(DATABASE_KINDS.filter((kind) => kind === 'postgres'))('database connections dropped on %s', (kind) => {
  it('keeps serving after the database server terminates the pool connections, logging each in one short line', async () => {
    const storage = await createStorage(kind);
    const log = logRecorder<{ msg?: string; err?: Record<string, unknown> }>();
    const server = await startServer(storage, {}, { logStream: log.stream });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const api = apiClient(server.url);
      const token = await login(api, ADMIN.email, ADMIN.password);
      expect((await api('GET', '/auth/users/me/', { token })).status).toBe(200);
      const database = new URL(storage.env.DATABASE_URL!).pathname.slice(1);
      const terminated = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      );
      expect(terminated.rowCount).toBeGreaterThan(0);
      // pg_terminate_backend returns before the backends have told their clients. A request sent in that window
      // takes the idle connection before its notice arrives and meets the error itself, and then the pool has
      // nothing to report; so the idle connections' reports are awaited first, as a quiet server would see them.
      const poolErrors = () => log.records.filter((record) => record.msg === 'an idle database connection failed; the pool replaces it');
      await expect.poll(() => poolErrors().length, { timeout: 10_000 }).toBeGreaterThan(0);
      // A connection a background task held at that moment fails its statement instead; a request may meet it once.
      const statuses: number[] = [];
      while (statuses.at(-1) !== 200 && statuses.length < 20) {
        statuses.push((await api('GET', '/auth/users/me/', { token })).status);
      }
      expect(statuses.at(-1)).toBe(200);
      expect(statuses.every((status) => status === 200 || status === 500)).toBe(true);
      // What an operator reads of it: the reason and its code, not the connection's state and statements.
      for (const record of poolErrors()) {
        expect(record.err).toMatchObject({ message: 'terminating connection due to administrator command', code: '57P01' });
        expect(record.err).not.toHaveProperty('client');
        expect(JSON.stringify(record).length).toBeLessThan(2000);
      }
    } finally {
      await admin.end();
      await server.close();
      await storage.drop();
    }
  });
});

describe('rate limits', () => {
  it('answers too many sign-in and code-lookup attempts with 429', async () => {
    const storage = await createStorage('pglite');
    const server = await startServer(storage, { RATE_LIMIT_AUTH_PER_MIN: '3', RATE_LIMIT_LOOKUP_PER_MIN: '3' });
    try {
      const api = apiClient(server.url);
      const logins = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        logins.push((await api('POST', '/core/auth/token/', { body: { email: 'x@y.io', password: 'guess' } })).status);
      }
      expect(logins).toEqual([401, 401, 401, 429]);
      // Every code lookup spends one budget per address, whichever route it takes.
      const lookups = [
        (await api('GET', '/session/get_case_full_id/', { query: { link_id: 'AAAAA1' } })).status,
        (await api('GET', '/users/client/get_by_email/', { query: { email: 'a@b.co', link_id: 'AAAAA2' } })).status,
        (await api('POST', '/session/join/', { body: { link_id: 'AAAAA3', side: 'A', email: 'a@b.co', first_name: 'A', last_name: 'B' } }))
          .status,
        (await api('GET', '/session/case/AAAAAAAAAAAAAAAAAAAAAAAA/', { query: { link_id: 'AAAAA5' } })).status,
      ];
      expect(lookups).toEqual([404, 404, 404, 429]);
    } finally {
      await server.close();
      await storage.drop();
    }
  });
});

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mediation-process-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(signingKeyFileOf({ DATA_DIR: dataDir, JWT_SECRET_FILE: undefined }), { force: true });
  });

  it('prints a demo admin once, stops cleanly on SIGTERM, and keeps its data', async () => {
    const env = { DATA_DIR: dataDir, PORT: '0', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', JWT_SECRET: '' };
    const first = runServer(env);
    children.push(first.child);
    const url = await first.ready;
    // The sign-ins stand in a box printed after the listening line.
    await expect.poll(() => first.output()).toMatch(/└─+┘/);
    expect(first.output().indexOf('┌')).toBeGreaterThan(first.output().indexOf('Server listening'));
    const printed = /e-mail:\s+(\S+)[\s│]+password:\s+(\S+)/.exec(first.output());
    expect(printed).not.toBeNull();
    const api = apiClient(url);
    const token = await login(api, printed![1]!, printed![2]!);
    const me = await api<User>('GET', '/auth/users/me/', { token });
    expect(me.body.is_superuser).toBe(true);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = runServer(env);
    children.push(second.child);
    const secondUrl = await second.ready;
    expect(second.output()).not.toMatch(/Demo sign-ins|password:/);
    const again = apiClient(secondUrl);
    expect((await again('GET', '/auth/users/me/', { token })).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    // Two cold starts from source (tsx, PGlite's first migrations) on a busy machine take longer than 30 s.
  }, 120_000);

  it('starts from source with node --import tsx outside the test runner, its routes loaded', async () => {
    // The benches and the operations scripts start it so; the route folders are .ts files then.
    const sourceDir = mkdtempSync(path.join(tmpdir(), 'mediation-source-'));
    try {
      const env = { DATA_DIR: sourceDir, PORT: '0', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', JWT_SECRET: '' };
      const server = runServer(env, { asOutsideTests: true });
      children.push(server.child);
      const api = apiClient(await server.ready);
      expect((await api('GET', '/auth/users/me/')).status).toBe(401);
      expect((await api('POST', '/core/auth/token/', { body: { email: 'nobody@example.com', password: 'wrong' } })).status).toBe(401);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      rmSync(sourceDir, { recursive: true, force: true });
      rmSync(signingKeyFileOf({ DATA_DIR: sourceDir, JWT_SECRET_FILE: undefined }), { force: true });
    }
  }, 120_000);
});
