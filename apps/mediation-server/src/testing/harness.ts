/** Test harness: a real listening server on PGlite or on a fresh PostgreSQL database, called over HTTP. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Config } from '../config';
import { signingKeyFileOf } from '../lib/signing-key';
import { createDatabase } from '@mediation/test-harness/database';
import { openDatabase } from '../db/client';
import type { DatabaseHandle } from '../db/client';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

/** A storage place for one test server: a temporary folder, or a new database on the PostgreSQL server. */
export interface Storage {
  env: Record<string, string>;
  drop: () => Promise<void>;
}

export async function createStorage(kind: DatabaseKind): Promise<Storage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mediation-test-'));
  // A server started without JWT_SECRET keeps its key beside the data folder.
  const removeFiles = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(signingKeyFileOf({ DATA_DIR: dataDir, JWT_SECRET_FILE: undefined }), { force: true });
  };
  if (kind === 'pglite') {
    return { env: { DATA_DIR: dataDir }, drop: async () => removeFiles() };
  }
  const database = await createDatabase(process.env.TEST_DATABASE_URL!);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    drop: async () => {
      await database.drop();
      removeFiles();
    },
  };
}

/** A migrated database of its own for a test file, without a server; `close` closes it and drops its storage. */
export async function openTestDatabase(kind: DatabaseKind): Promise<{ handle: DatabaseHandle; close: () => Promise<void> }> {
  const storage = await createStorage(kind);
  const handle = await openDatabase({ databaseUrl: storage.env.DATABASE_URL, dataDir: storage.env.DATA_DIR! });
  return {
    handle,
    close: async () => {
      await handle.close();
      await storage.drop();
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  url: string;
  close: () => Promise<void>;
}

/** A log destination for `startServer` or `buildApp`, and the JSON records written to it, in order. */
export function logRecorder<T = Record<string, unknown>>(): { stream: Writable; records: T[] } {
  const records: T[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) records.push(JSON.parse(line) as T);
      callback();
    },
  });
  return { stream, records };
}

/** Builds and starts a server on a free port with the given storage and settings (its log, silent unless `logStream`). */
export async function startServer(
  storage: Storage,
  env: Record<string, string> = {},
  options: { logStream?: DestinationStream } = {},
): Promise<TestServer> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_AUTH_PER_MIN: '10000',
    RATE_LIMIT_LOOKUP_PER_MIN: '10000',
    JOIN_WAITING_PER_ADDRESS: '10000',
    // Suites that test the web app point this at a folder of their own.
    WEB_DIST: '',
    ...storage.env,
    ...env,
  });
  const app = await buildApp(config, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, config, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string | undefined;
  body?: unknown;
  /** A raw body sent as is, with content type application/json. */
  rawBody?: string;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

/** Calls the API of a running server; paths are relative to /api. */
export function apiClient(baseUrl: string) {
  return async function api<T = unknown>(method: string, apiPath: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const url = new URL(`/api${apiPath}`, baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `JWT ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Keep the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
}

export type Api = ReturnType<typeof apiClient>;
