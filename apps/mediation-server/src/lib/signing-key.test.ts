/**
 * The token-signing key lives outside the data: JWT_SECRET (required in production), or a private key file
 * beside the data folder made once, the same for processes that start together; never the database.
 */
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { migrationsUpTo } from '../testing/migrations';
import { runServer } from '@mediation/test-harness/processes';
import { signingKeyFileOf, signingSecretOf } from './signing-key';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'mediation-key-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const settingsOf = (dataDir: string, file?: string) => ({
  DATA_DIR: dataDir,
  JWT_SECRET: undefined,
  JWT_SECRET_FILE: file,
  NODE_ENV: undefined,
});
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('the signing key without JWT_SECRET', () => {
  it('is made once in a file beside the data folder, readable by its owner only, and read back the same', () => {
    const dataDir = path.join(scratch, 'first', 'data');
    const key = signingSecretOf(settingsOf(dataDir));
    const file = signingKeyFileOf(settingsOf(dataDir));
    expect(file).toBe(`${path.resolve(dataDir)}.jwt-secret`);
    expect(path.relative(dataDir, file).startsWith('..')).toBe(true);
    expect(modeOf(file)).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(key);
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(signingSecretOf(settingsOf(dataDir))).toBe(key);
    // JWT_SECRET wins over the file.
    expect(signingSecretOf({ ...settingsOf(dataDir), JWT_SECRET: 'given-secret' })).toBe('given-secret');
  });

  it('is the same key for processes that start at the same moment', async () => {
    const dataDir = path.join(scratch, 'together', 'data');
    const startAt = Date.now() + 3000;
    // Each process waits for the same instant, then reads or makes the key.
    const script = `
      import { signingSecretOf } from ${JSON.stringify(path.join(here, 'signing-key.ts'))};
      while (Date.now() < ${startAt});
      console.log(signingSecretOf({ DATA_DIR: ${JSON.stringify(dataDir)} }));`;
    const keys = await Promise.all(
      Array.from({ length: 4 }, () =>
        run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]).then(({ stdout }) => stdout.trim()),
      ),
    );
    expect(keys[0]!.length).toBeGreaterThanOrEqual(32);
    expect(new Set(keys).size).toBe(1);
    expect(readFileSync(signingKeyFileOf(settingsOf(dataDir)), 'utf8').trim()).toBe(keys[0]);
  }, 60_000);

  it('refuses a key file inside the data folder, and one that others can read', () => {
    const dataDir = path.join(scratch, 'refusals', 'data');
    expect(() => signingSecretOf(settingsOf(dataDir, path.join(dataDir, 'key')))).toThrow(
      /is inside DATA_DIR .*a backup of the data folder would carry the key/,
    );
    const file = signingKeyFileOf(settingsOf(dataDir));
    signingSecretOf(settingsOf(dataDir));
    chmodSync(file, 0o644);
    expect(() => signingSecretOf(settingsOf(dataDir))).toThrow(/can be read by other users .*chmod 600/);
    chmodSync(file, 0o600);
    writeFileSync(file, 'short\n');
    expect(() => signingSecretOf(settingsOf(dataDir))).toThrow(/fewer than 32 characters/);
  });

  it('is required in production: the server refuses to start without JWT_SECRET, before it opens the data folder', async () => {
    const dataDir = path.join(scratch, 'production', 'data');
    const server = runServer({ DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'production', JWT_SECRET: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      // A server that started anyway is stopped by the race's other side, and fails the test.
      const outcome = await Promise.race([server.exited, server.ready.then(() => 'listening')]);
      expect(outcome).toBe(1);
      expect(server.output()).toContain('JWT_SECRET is not set: in production (NODE_ENV=production) the server needs it to sign tokens');
      // The sentence alone, not a stack trace.
      expect(server.output()).not.toMatch(/^\s+at /m);
      expect(existsSync(dataDir)).toBe(false);
      expect(existsSync(signingKeyFileOf(settingsOf(dataDir)))).toBe(false);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 60_000);
});

describe('migration 0010 (the stored signing key forgotten)', () => {
  it('deletes the key an older build kept in the settings table', async () => {
    const dataDir = path.join(scratch, 'migration', 'data');
    const before = await openDatabase({ dataDir, migrationsDir: migrationsUpTo(scratch, '0009_case_code_upper_index') });
    await before.db.execute(sql`INSERT INTO settings (key, value) VALUES ('jwt_secret', 'the-old-stored-secret-of-an-older-build')`);
    await before.close();
    const after = await openDatabase({ dataDir });
    try {
      const rows = (await after.db.execute(sql`SELECT key FROM settings`)) as unknown as { rows: { key: string }[] };
      expect(rows.rows).toEqual([]);
    } finally {
      await after.close();
    }
  });
});
