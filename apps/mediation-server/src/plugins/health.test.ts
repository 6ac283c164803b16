/**
 * Health and readiness as a load balancer reads them, and the order of a graceful stop: readiness turns
 * 503 first (the balancer drains the process), sockets close after the drain, then the process exits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, apiClient, createStorage, DATABASE_KINDS, startServer, TEST_JWT_SECRET } from '../testing/harness';
import { runServer } from '../testing/processes';
import { connect } from '../testing/sockets';
import { createMediator, login } from '../testing/world';

interface Readiness {
  status: string;
  detail?: string;
  checks: Record<string, string>;
}

describe.each(DATABASE_KINDS)('health and readiness on %s', (kind) => {
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

describe.each(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])('readiness when the database goes away (%s)', (kind) => {
  it('turns 503 naming the database, while health stays 200', async () => {
    const storage = await createStorage(kind);
    const server = await startServer(storage);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const api = apiClient(server.url);
      expect((await api('GET', '/ready')).status).toBe(200);
      const database = new URL(storage.env.DATABASE_URL!).pathname.slice(1);
      await admin.query(`DROP DATABASE ${database} WITH (FORCE)`);
      const ready = await api<Readiness>('GET', '/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.status).toBe('unavailable');
      expect(ready.body.checks.database).not.toBe('ok');
      expect(ready.body.detail).toMatch(/^Not ready: database \(/);
      expect((await api('GET', '/health')).status).toBe(200);
    } finally {
      await admin.end();
      await server.close();
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
      const closed = new Promise<void>((resolve) => socket.socket.once('disconnect', () => resolve())).then(() => order.push('socket closed'));
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
