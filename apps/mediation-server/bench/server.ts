/**
 * One server under benchmark, run as its own process: `bare` (a socket.io relay with no auth and no
 * storage), `pglite` or `postgres` (our server). Prints one JSON line `{url}` when it listens and
 * stops on SIGTERM, dropping what it created. Our server also answers the bench's `commits` request
 * over IPC (see CommitsRequest): the store-then-broadcast floor's commit, timed in this process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Server } from 'socket.io';
import { LIMITS } from '@mediation/protocol';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { BENCH_ADMIN } from './constants';
import type { CommitsReply, CommitsRequest } from './constants';

type Target = 'bare' | 'pglite' | 'postgres';

interface Running {
  url: string;
  stop: () => Promise<void>;
  /** Our server only: times lone commits of a message (see startOurs). */
  measureCommits?: (request: CommitsRequest) => Promise<number[]>;
}

async function startBare(): Promise<Running> {
  const http = createServer();
  const io = new Server(http, { maxHttpBufferSize: LIMITS.socketPayloadMaxBytes, serveClient: false });
  io.on('connection', (socket) => {
    const room = String(socket.handshake.query.room ?? '');
    void socket.join(room);
    socket.on('roomMsg', (payload: unknown, ack?: (answer: object) => void) => {
      socket.to(room).emit('roomMsg', payload);
      if (typeof ack === 'function') ack({ ok: true });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await io.close();
    },
  };
}

async function startOurs(target: 'pglite' | 'postgres', extraEnv: Record<string, string>): Promise<Running> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mediation-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as unknown;
  if (target === 'postgres') {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
    const name = `mediation_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
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
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  /**
   * Stores `samples` messages into a running case one after another, each alone, through the server's
   * own repository (`append`: one INSERT in its own transaction on this database, with this pool),
   * and answers how long each took. `warmup` more go first, untimed.
   */
  const measureCommits = async (request: CommitsRequest): Promise<number[]> => {
    const latencies: number[] = [];
    for (let index = 0; index < request.warmup + request.samples; index += 1) {
      const started = performance.now();
      const result = await app.repos.messages.append(
        {
          caseId: request.caseId,
          clientMsgId: `commit-${randomUUID()}`,
          fromUserId: request.fromUserId,
          fromSide: 'M',
          side: 'M',
          message: String(started),
          displayName: 'Bench Mediator',
          ext: null,
        },
        { refuseInShuttle: false },
      );
      if ('refused' in result) throw new Error(`the commit sample was refused: ${result.refused}`);
      if (index >= request.warmup) latencies.push(performance.now() - started);
    }
    return latencies;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    measureCommits,
    stop: async () => {
      await app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const target = process.argv[2] as Target;
  const extraEnv = JSON.parse(process.argv[3] ?? '{}') as Record<string, string>;
  const server = target === 'bare' ? await startBare() : await startOurs(target, extraEnv);
  process.on('message', (request: CommitsRequest) => {
    if (request.type !== 'commits') return;
    const timing = server.measureCommits?.(request) ?? Promise.reject(new Error(`${target} stores nothing`));
    void timing.then(
      (latenciesMs) => process.send?.({ type: 'commits', latenciesMs } satisfies CommitsReply),
      (error: unknown) => process.send?.({ type: 'commits', error: String(error) } satisfies CommitsReply),
    );
  });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  let isStopping = false;
  const stop = async () => {
    if (isStopping) return;
    isStopping = true;
    await server.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
