/**
 * Health and readiness as a load balancer reads them, and the order of a graceful stop: readiness turns
 * 503 first (the balancer drains the process), sockets close after the drain, then the process exits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, apiClient, createStorage, DATABASE_KINDS, logRecorder, startServer, TEST_JWT_SECRET } from '../testing/harness';
import type { Storage, TestServer } from '../testing/harness';
import { runServer } from '@mediation/test-harness/processes';
import { connect } from '../testing/sockets';
import { createMediator, login } from '../testing/world';

interface Readiness {
  status: string;
  detail?: string;
  checks: Record<string, string>;
}

describe.each(DATABASE_KINDS)('health and readiness on %s', (kind) => {
  it('answers 503 on a database a newer build has migrated, so that a balancer drains this process', async () => {
    const storage = await createStorage(kind);
    const server = await startServer(storage);
    try {
      const api = apiClient(server.url);
      expect((await api('GET', '/ready')).status).toBe(200);
      const applied = (await server.app.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as {
        rows: { n: number }[];
      };
      const shipped = Number(applied.rows[0]!.n);
      await server.app.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from a newer build', ${Date.now()})`,
      );
      const ready = await api<Readiness>('GET', '/ready');
      expect(ready.status).toBe(503);
      const migrations = `the database is newer than this build (${shipped + 1} migrations applied, ${shipped} shipped): upgrade this process`;
      expect(ready.body).toEqual({
        status: 'unavailable',
        detail: `Not ready: migrations (${migrations}).`,
        checks: { database: 'ok', migrations, redis: 'not configured' },
      });
      expect((await api('GET', '/health')).status).toBe(200);
    } finally {
      await server.close();
      await storage.drop();
    }
  });

  it('answers 200 for health and ready, without a token and never cached', async () => {
    const storage = await createStorage(kind);
    const server = await startServer(storage);
    try {
      const api = apiClient(server.url);
      const health = await api('GET', '/health');
      expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
      const ready = await api<Readiness>('GET', '/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'not configured' } });
      expect(ready.headers.get('cache-control')).toBe('no-store');
    } finally {
      await server.close();
      await storage.drop();
    }
  });
});

/** Takes the database away from a running server: PGlite's handle closed, or the PostgreSQL database dropped. */
async function loseDatabase(server: TestServer, storage: Storage) {
  if (!storage.env.DATABASE_URL) {
    await (server.app.db as unknown as { $client: PGlite }).$client.close();
    return;
  }
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE ${new URL(storage.env.DATABASE_URL).pathname.slice(1)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

describe.each(DATABASE_KINDS)('readiness when the database goes away (%s)', (kind) => {
  it('turns 503 with a plain reason for anyone, the error itself in the log only, while health stays 200', async () => {
    const { stream: logStream, records: lines } = logRecorder<{ msg?: string; err?: { message?: string } }>();
    const storage = await createStorage(kind);
    const server = await startServer(storage, { LOG_FORMAT: 'json' }, { logStream });
    try {
      const api = apiClient(server.url);
      expect((await api('GET', '/ready')).status).toBe(200);
      await loseDatabase(server, storage);
      const ready = await api<Readiness>('GET', '/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({
        status: 'unavailable',
        detail: 'Not ready: database (unavailable), migrations (unknown: the database did not answer).',
        checks: { database: 'unavailable', migrations: 'unknown: the database did not answer', redis: 'not configured' },
      });
      const logged = lines.find((line) => line.msg === 'readiness: the database failed');
      expect(logged?.err?.message).toMatch(/^Failed query: SELECT count\(\*\)/);
      expect((await api('GET', '/health')).status).toBe(200);
    } finally {
      // PGlite's handle is already closed: closing it again may refuse.
      await server.close().catch(() => undefined);
      await storage.drop();
    }
  });
});

describe.each(process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [])('readiness with Redis (%s)', (redisUrl) => {
  it('checks Redis when REDIS_URL is set', async () => {
    const storage = await createStorage('pglite');
    const server = await startServer(storage, { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `mediation-ready-${Date.now()}` });
    try {
      const ready = await apiClient(server.url)<Readiness>('GET', '/ready');
      expect(ready).toMatchObject({ status: 200, body: { checks: { redis: 'ok' } } });
    } finally {
      await server.close();
      await storage.drop();
    }
  });
});

describe('a graceful stop on SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mediation-drain-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers 503 on ready first while sockets stay connected, then closes the sockets, then exits 0', async () => {
    const server = runServer({
      DATA_DIR: dataDir,
      PORT: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: TEST_JWT_SECRET,
      SHUTDOWN_DRAIN_S: '3',
    });
    try {
      const url = await server.ready;
      const api = apiClient(url);
      const mediator = await createMediator(api, await login(api, ADMIN.email, ADMIN.password), 'Drain');
      const socket = await connect(url, { token: mediator.token });
      const order: string[] = [];
      const closed = new Promise<void>((resolve) => socket.socket.once('disconnect', () => resolve())).then(() =>
        order.push('socket closed'),
      );
      const exited = server.exited.then((code) => order.push(`exited ${code}`));
      expect((await api('GET', '/ready')).status).toBe(200);

      server.child.kill('SIGTERM');
      let ready = 200;
      for (let attempt = 0; attempt < 50 && ready === 200; attempt += 1) {
        ready = (await api('GET', '/ready')).status;
        if (ready === 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(ready).toBe(503);
      order.push('ready 503');
      // Still serving while it drains: the socket is connected and an ordinary request is answered.
      expect(socket.socket.connected).toBe(true);
      expect((await api('GET', '/health')).status).toBe(200);
      await Promise.all([closed, exited]);
      expect(order).toEqual(['ready 503', 'socket closed', 'exited 0']);
      expect(server.output()).toMatch(/draining[\s\S]*shutting down/);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 60_000);
});
