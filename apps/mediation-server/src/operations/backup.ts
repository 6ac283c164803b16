/**
 * Backup and restore of the server's data, from the same settings the server reads (DATA_DIR or
 * DATABASE_URL). The embedded database is copied with PGlite's own dump of its data folder (a gzipped
 * tarball); PostgreSQL with `pg_dump` in its custom format, loaded back with `pg_restore`. A restore goes
 * only into an empty data folder or an empty database, in one step (a failed restore leaves it empty).
 * Backups hold password hashes and session ids: every file written here is readable by its owner only.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { HOLDER_FILE, holderOf } from '../db/client';
import { createPrivateFile, preparePrivateFolder, tightenTree } from '../lib/private-files';

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
    throw new Error(
      `A server (process ${holder}) is using ${path.resolve(dataDir)}; stop it first (the embedded database belongs to one process).`,
    );
  }
}

/** Writes a consistent copy of the data to `file`; answers what was copied. */
export async function backup(
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>,
  file: string,
): Promise<{ kind: BackupKind; bytes: number }> {
  if (config.DATABASE_URL) {
    // pg_dump would create the file through the umask (0644 usually); it writes into this private one instead.
    createPrivateFile(file);
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
    createPrivateFile(file);
    writeFileSync(file, bytes);
    return { kind: 'pglite', bytes: bytes.length };
  } finally {
    await client.close();
  }
}

/** A schema of the user's, not one of PostgreSQL's own (catalog, information schema, TOAST and temporary ones). */
const userSchema = (column: string) =>
  `${column} NOT IN ('pg_catalog', 'information_schema') AND ${column} NOT LIKE 'pg\\_toast%' AND ${column} NOT LIKE 'pg\\_temp\\_%'`;

/**
 * Everything a database holds beyond what PostgreSQL makes for a new one, named (a few are enough to say
 * why it is refused): relations of every kind (tables, views, sequences, indexes...), functions, types,
 * schemas but public, extensions but plpgsql, and the other objects a restore could collide with.
 */
const USER_OBJECTS_SQL = `
  SELECT kind, name FROM (
    SELECT 'relation' AS kind, n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${userSchema('n.nspname')}
    UNION ALL SELECT 'function', n.nspname || '.' || p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${userSchema('n.nspname')}
    UNION ALL SELECT 'type', n.nspname || '.' || t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE ${userSchema('n.nspname')}
    UNION ALL SELECT 'schema', n.nspname FROM pg_namespace n WHERE ${userSchema('n.nspname')} AND n.nspname <> 'public'
    UNION ALL SELECT 'extension', extname FROM pg_extension WHERE extname <> 'plpgsql'
    UNION ALL SELECT 'collation', n.nspname || '.' || o.collname FROM pg_collation o JOIN pg_namespace n ON n.oid = o.collnamespace WHERE ${userSchema('n.nspname')}
    UNION ALL SELECT 'operator', n.nspname || '.' || o.oprname FROM pg_operator o JOIN pg_namespace n ON n.oid = o.oprnamespace WHERE ${userSchema('n.nspname')}
    UNION ALL SELECT 'conversion', n.nspname || '.' || o.conname FROM pg_conversion o JOIN pg_namespace n ON n.oid = o.connamespace WHERE ${userSchema('n.nspname')}
    UNION ALL SELECT 'text search configuration', n.nspname || '.' || o.cfgname FROM pg_ts_config o JOIN pg_namespace n ON n.oid = o.cfgnamespace WHERE ${userSchema('n.nspname')}
    UNION ALL SELECT 'text search dictionary', n.nspname || '.' || o.dictname FROM pg_ts_dict o JOIN pg_namespace n ON n.oid = o.dictnamespace WHERE ${userSchema('n.nspname')}
    UNION ALL SELECT 'event trigger', evtname FROM pg_event_trigger
    UNION ALL SELECT 'publication', pubname FROM pg_publication
    UNION ALL SELECT 'foreign-data wrapper', fdwname FROM pg_foreign_data_wrapper
    UNION ALL SELECT 'foreign server', srvname FROM pg_foreign_server
  ) objects
  ORDER BY kind, name
  LIMIT 5`;

/** A few of the objects the database holds beyond a new database's, as "view public.v"-like phrases; none: empty. */
export async function userObjectsOf(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ kind: string; name: string }>(USER_OBJECTS_SQL);
    return result.rows.map((row) => `${row.kind} ${row.name}`);
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
    const objects = await userObjectsOf(config.DATABASE_URL);
    if (objects.length > 0) {
      throw new Error(
        `The database named by DATABASE_URL is not empty (it holds ${objects.join(', ')}); restore only into an empty database.`,
      );
    }
    // One transaction: a restore that fails part way leaves the database as empty as it found it.
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${config.DATABASE_URL}`,
      file,
    ]);
    return { kind };
  }
  if (existsSync(config.DATA_DIR) && readdirSync(config.DATA_DIR).length > 0) {
    throw new Error(`${path.resolve(config.DATA_DIR)} is not empty; restore only into an empty data folder.`);
  }
  preparePrivateFolder(config.DATA_DIR);
  try {
    const client = await PGlite.create(config.DATA_DIR, { loadDataDir: new Blob([content]) });
    await client.close();
    // A backup of a folder whose server was killed carries its holder file; nobody holds the restored one.
    rmSync(path.join(config.DATA_DIR, HOLDER_FILE), { force: true });
    // The tarball's files come out with the modes they were packed with (0666 for many of PGlite's).
    tightenTree(config.DATA_DIR);
  } catch (error) {
    // Leave no half-written folder behind: the next attempt needs it empty.
    rmSync(config.DATA_DIR, { recursive: true, force: true });
    throw error;
  }
  return { kind };
}
