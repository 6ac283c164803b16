/**
 * Our server for a benchmark, in the calling process, on a fresh database: an embedded PGlite folder or a
 * new PostgreSQL database made beside BENCH_DATABASE_URL (or TEST_DATABASE_URL). Limits meant for people are
 * raised so the bench measures the server, not its rate limits; `extraEnv` adds or overrides settings, and the
 * settings a run compares by (`comparedServerSettings`) override both.
 * `stop` closes the server and drops what it made.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { BENCH_ADMIN } from './constants';
import { comparedServerSettings } from './lib';

export type BenchDatabase = 'pglite' | 'postgres';

export async function startBenchApp(target: BenchDatabase, extraEnv: Record<string, string> = {}, folderPrefix = 'mediation-bench-') {
  const dataDir = mkdtempSync(path.join(tmpdir(), folderPrefix));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as unknown;
  if (target === 'postgres') {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
    const name = `${folderPrefix.replace(/\W+/g, '_')}${process.pid}`;
    const run = async (statement: string) => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(statement);
      await admin.end();
    };
    await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await run(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    RATE_LIMIT_AUTH_PER_MIN: '100000',
    RATE_LIMIT_LOOKUP_PER_MIN: '100000',
    ...extraEnv,
    ...comparedServerSettings(),
  });
  // The benches print their report on stdout; a warning the server logs under load must not land inside it.
  const app = await buildApp(config, { logStream: process.stderr });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
