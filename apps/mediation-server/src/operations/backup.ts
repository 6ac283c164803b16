/**
 * Backup and restore of the server's data, from the same settings the server reads (DATA_DIR or
 * DATABASE_URL). The embedded database is copied with PGlite's own dump of its data folder (a gzipped
 * tarball); PostgreSQL with `pg_dump` in its custom format, loaded back with `pg_restore`. A restore goes
 * only into an empty data folder or an empty database.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { HOLDER_FILE, holderOf } from '../db/client';

export type BackupKind = 'pglite' | 'postgres';

/** What a backup file holds, from its first bytes: a gzip stream (PGlite's tarball) or pg_dump's archive. */
export function kindOfBackup(head: Buffer): BackupKind | undefined {
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  return undefined;
}

/** Runs a PostgreSQL client program; rejects with its error output when it fails. */
function runTool(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${program} could not run (${error.message}); install PostgreSQL's client programs.`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${errors.trim()}`))));
  });
}

/** Refuses to touch a data folder that a running server holds: PGlite's folder belongs to one process. */
function requireFolderFree(dataDir: string) {
  const holder = holderOf(dataDir);
  if (holder !== undefined) {
    throw new Error(`A server (process ${holder}) is using ${path.resolve(dataDir)}; stop it first (the embedded database belongs to one process).`);
  }
}

/** Writes a consistent copy of the data to `file`; answers what was copied. */
export async function backup(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>, file: string): Promise<{ kind: BackupKind; bytes: number }> {
  if (config.DATABASE_URL) {
    // One snapshot: pg_dump reads the whole database in one repeatable-read transaction.
    await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, config.DATABASE_URL]);
    return { kind: 'postgres', bytes: readFileSync(file).length };
  }
  if (!existsSync(path.join(config.DATA_DIR, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${path.resolve(config.DATA_DIR)} to back up.`);
  }
  requireFolderFree(config.DATA_DIR);
  const client = await PGlite.create(config.DATA_DIR);
  try {
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    writeFileSync(file, bytes);
    return { kind: 'pglite', bytes: bytes.length };
  } finally {
    await client.close();
  }
}

async function isDatabaseEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      "SELECT count(*) AS count FROM pg_catalog.pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    return result.rows[0]?.count === '0';
  } finally {
    await client.end();
  }
}

/** Loads a backup into an empty data folder or database; refuses a non-empty one and a backup of the other kind. */
export async function restore(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>, file: string): Promise<{ kind: BackupKind }> {
  if (!existsSync(file)) throw new Error(`There is no backup at ${path.resolve(file)}.`);
  const content = readFileSync(file);
  const kind = kindOfBackup(content);
  if (!kind) throw new Error(`${path.resolve(file)} is not a backup of this server (neither a PGlite data folder nor a pg_dump archive).`);
  const target: BackupKind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (kind !== target) {
    throw new Error(
      kind === 'pglite'
        ? 'This backup is of the embedded database: restore it without DATABASE_URL, into an empty DATA_DIR.'
        : 'This backup is of a PostgreSQL database: restore it with DATABASE_URL naming an empty database.',
    );
  }
  if (config.DATABASE_URL) {
    if (!(await isDatabaseEmpty(config.DATABASE_URL))) {
      throw new Error('The database named by DATABASE_URL is not empty; restore only into an empty database.');
    }
    await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${config.DATABASE_URL}`, file]);
    return { kind };
  }
  if (existsSync(config.DATA_DIR) && readdirSync(config.DATA_DIR).length > 0) {
    throw new Error(`${path.resolve(config.DATA_DIR)} is not empty; restore only into an empty data folder.`);
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    const client = await PGlite.create(config.DATA_DIR, { loadDataDir: new Blob([content]) });
    await client.close();
    // A backup of a folder whose server was killed carries its holder file; nobody holds the restored one.
    rmSync(path.join(config.DATA_DIR, HOLDER_FILE), { force: true });
  } catch (error) {
    // Leave no half-written folder behind: the next attempt needs it empty.
    rmSync(config.DATA_DIR, { recursive: true, force: true });
    throw error;
  }
  return { kind };
}
