// Starts the built product (server + built web app) on a fresh data folder for the end-to-end tests,
// and removes the folder when stopped.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../../mediation-server');
const dataDir = mkdtempSync(path.join(tmpdir(), 'mediation-e2e-'));

const child = spawn(process.execPath, ['dist/server.js'], {
  cwd: serverDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3210',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Tests never share a PostgreSQL server or Redis with the server suites.
    DATABASE_URL: '',
    REDIS_URL: '',
    WEB_DIST: path.resolve(here, '../dist'),
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'admin-password-1',
    JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256',
    RATE_LIMIT_AUTH_PER_MIN: '10000',
    RATE_LIMIT_LOOKUP_PER_MIN: '10000',
    LOG_LEVEL: 'warn',
    // Calls: TURN through the coturn that e2e/calls.spec.ts starts on this port, with this secret.
    TURN_URLS: `turn:127.0.0.1:${process.env.E2E_TURN_PORT ?? '3478'}?transport=udp,turn:127.0.0.1:${process.env.E2E_TURN_PORT ?? '3478'}?transport=tcp`,
    TURN_SECRET: 'e2e-turn-secret',
    // Nothing balances these tests: stop at once.
    SHUTDOWN_DRAIN_S: '0',
  },
});

const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
