import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite, parse as pgliteResults, protocol, types as pgliteTypes } from '@electric-sql/pglite';
import type { messages as wire, Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { preparePrivateFolder, tightenTree } from '../lib/private-files';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The database as the repositories see it, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A statement of the realtime hot path, with `$n` parameters and a name unique to its text. */
export interface NamedStatement {
  name: string;
  text: string;
}

/**
 * Runs a named statement and answers its rows. On PostgreSQL it is prepared once per pooled connection and then
 * only bound and executed (a message's insert spent a third of its database time being parsed and planned); on
 * PGlite, which prepares every query anyway, it skips the ORM's query building. Parameters go as text or
 * numbers: a JSON value is sent as its text and cast in the statement, so both drivers read it alike.
 */
export type RunStatement = <T>(statement: NamedStatement, params: readonly (string | number | boolean | null)[]) => Promise<T[]>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  run: RunStatement;
  close: () => Promise<void>;
}

/** The file in DATA_DIR naming the process that has the embedded database open (PGlite's own lock names no real process). */
export const HOLDER_FILE = 'mediation-server.pid';

/** The id of a live process that has the embedded database in `dataDir` open, if any. */
export function holderOf(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, HOLDER_FILE), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's; ESRCH: gone (a server that was killed left its file behind).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/** Runs `start`, calls `observe` with the seconds its promise took to settle, and passes the promise on. */
function timed<T>(start: () => T, observe: (seconds: number) => void): T {
  const started = process.hrtime.bigint();
  const work = start();
  if (work && typeof (work as { finally?: unknown }).finally === 'function') {
    void (work as unknown as Promise<unknown>)
      .finally(() => observe(Number(process.hrtime.bigint() - started) / 1e9))
      .catch(() => undefined);
  }
  return work;
}

/** node-postgres's client, timing every statement it sends, in the promise form and in the callback form (the pool's). */
function timedClient(observe: (seconds: number) => void): typeof pg.Client {
  return class TimedClient extends pg.Client {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const send = (...rest: any[]) => (super.query as (...all: any[]) => unknown)(...rest);
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        const started = process.hrtime.bigint();
        return send(...args.slice(0, -1), (...results: unknown[]) => {
          observe(Number(process.hrtime.bigint() - started) / 1e9);
          (callback as (...all: unknown[]) => void)(...results);
        });
      }
      return timed(() => send(...args), observe);
    }
  } as unknown as typeof pg.Client;
}

/** PGlite's queries, statements and transactions (a transaction counts once: its statements run inside it). */
function timePglite(client: PGlite, observe: (seconds: number) => void) {
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => timed(() => original(...args), observe);
  }
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir`, and applies
 * every pending migration before returning.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  migrationsDir?: string;
  /** Told of a connection that failed while idle in the pool (the pool replaces it). */
  onPoolError?: (error: Error) => void;
  /** Told how long each statement (PostgreSQL) or each query and transaction (PGlite) took, in seconds. */
  onQuery?: (seconds: number) => void;
  /** Told how many entries of an existing data folder that others could read were made private. */
  onTightened?: (entries: number) => void;
}): Promise<DatabaseHandle> {
  const folder = options.migrationsDir ?? migrationsFolder;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.onQuery ? { Client: timedClient(options.onQuery) } : {}),
    });
    // Without a listener, an idle connection that the server drops (a restart, an administrator
    // terminating it) would be thrown as an uncaught exception and stop the whole process.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder: folder });
    const run: RunStatement = async <T>(statement: NamedStatement, params: readonly (string | number | boolean | null)[]) =>
      (await pool.query<T & pg.QueryResultRow>({ name: statement.name, text: statement.text, values: [...params] })).rows;
    return { db: db as unknown as Database, kind: 'postgres', run, close: () => pool.end() };
  }
  const tightened = preparePrivateFolder(options.dataDir);
  if (tightened > 0) options.onTightened?.(tightened);
  // pg_trgm backs message search by index, as on PostgreSQL (see the search_and_scale_indexes migration).
  const client = new PGlite(options.dataDir, {
    extensions: { pg_trgm },
    // A new WAL file (one each 16 MB, about 9,000 messages) is otherwise first filled with zeros, in this thread:
    // the messages of that moment waited 65 ms. Unzeroed, the file is made at once; the embedded database runs
    // with fsync off anyway, so the zeros' promise of space already allocated was never kept.
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off'],
  });
  await client.waitReady;
  const holder = path.join(options.dataDir, HOLDER_FILE);
  writeFileSync(holder, `${process.pid}\n`, { mode: 0o600 });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: folder });
  // PGlite copies its initial files with mode 0666 whatever the umask; Postgres' own later files are 0600.
  tightenTree(options.dataDir);
  const close = async () => {
    await client.close();
    rmSync(holder, { force: true });
    tightenTree(options.dataDir);
  };
  // After the migrations, which keep PGlite's own path; timed after, so that the ORM's prepared queries count.
  const run = namedStatementsOf(client);
  if (options.onQuery) timePglite(client, options.onQuery);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    run: options.onQuery ? (statement, params) => timed(() => run(statement, params), options.onQuery!) : run,
    close,
  };
}

/** Protocol messages sent to the embedded database as one buffer: it answers them all in one call. */
function joined(parts: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.length;
  }
  return buffer;
}

/** An unnamed portal's Execute of every row, then Sync: the same bytes after every Bind. */
const EXECUTE_AND_SYNC = joined([protocol.serialize.execute({}), protocol.serialize.sync()]);

/**
 * Bind (to an unnamed portal, every parameter and column as text), Execute and Sync for a prepared statement, in
 * one buffer. PGlite's own serializer is not used for this: its writer, built with private fields that its
 * bundle turns into WeakMap lookups, allocates a new buffer at every flush, and a loop of its Binds alone kept
 * 9 MB alive at each scavenge, nearly all of it then promoted (pauses of 17–52 ms where this takes 1–2).
 */
function executionOf(statement: string, values: readonly (string | null)[]): Uint8Array {
  // 'B', length, portal "", statement, 0 format codes (all text), the count, each value, 0 result formats.
  let length = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 + 2;
  const sizes = values.map((value) => (value === null ? -1 : Buffer.byteLength(value)));
  for (const size of sizes) length += 4 + Math.max(size, 0);
  const bytes = Buffer.allocUnsafe(1 + length + EXECUTE_AND_SYNC.length);
  let offset = bytes.writeUInt8(0x42, 0);
  offset = bytes.writeInt32BE(length, offset);
  offset = bytes.writeUInt8(0, offset);
  offset += bytes.write(statement, offset);
  offset = bytes.writeUInt8(0, offset);
  offset = bytes.writeInt16BE(0, offset);
  offset = bytes.writeInt16BE(values.length, offset);
  for (let index = 0; index < values.length; index += 1) {
    offset = bytes.writeInt32BE(sizes[index]!, offset);
    const value = values[index];
    if (value !== null) offset += bytes.write(value!, offset);
  }
  offset = bytes.writeInt16BE(0, offset);
  bytes.set(EXECUTE_AND_SYNC, offset);
  return bytes;
}

/** Most distinct query texts the embedded database keeps prepared for the ORM (its queries are a few hundred). */
const MAX_PREPARED_QUERIES = 2000;

type QueryOptions = Parameters<PGlite['query']>[2];
type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
const isRowDescription = (message: BackendMessage): message is wire.RowDescriptionMessage => message.name === 'rowDescription';
const isParameterDescription = (message: BackendMessage): message is wire.ParameterDescriptionMessage =>
  message.name === 'parameterDescription';
const isDataRow = (message: BackendMessage): message is wire.DataRowMessage => message.name === 'dataRow';

/**
 * Queries whose best plan depends on the value bound, left to PGlite's own path and planned for each one. A
 * prepared statement goes over to one plan for every value after its fifth run, and for a pattern that plan
 * cannot use the trigram index: a search for a rare word in a case of 100,000 messages went from 5.5 to 136 ms
 * at p99 (bench:scale).
 */
const PLANNED_BY_VALUE = /\b(i?like|similar to)\b/i;

/**
 * What the embedded database said of a statement prepared under a name: its parameters' types, and the
 * description of its rows (none for a statement that answers none), kept to read every later execution's rows.
 */
interface Described {
  name: string;
  paramTypes: number[];
  rows: wire.RowDescriptionMessage | undefined;
}

/**
 * Named statements on PGlite, as on PostgreSQL: each is parsed, planned and described once (a Parse with its
 * name), then only bound and executed. PGlite's own `query` parses, describes and plans the text again on every
 * call, in six calls into the database: a batch of four messages took 965 µs that way and 300 µs by name, all of
 * it on the server's one thread. An execution asks for no description: the one kept from the Parse is read
 * instead, so the database does not describe, and this thread does not parse, the same columns for every message.
 * Like `query`, a statement waits for any transaction under way and runs alone.
 *
 * No call asks PGlite to sync its file system: the server's data folder is PGlite's NodeFS, whose sync does
 * nothing (Postgres writes its files through to the folder), and the call's locks and promises were a few per
 * cent of what each message allocated on this thread.
 */
function namedStatementsOf(client: PGlite): RunStatement {
  const { serialize } = protocol;
  const statements = new Map<string, Described>();
  const turn = turnsOf(client);
  const exclusive = <T>(work: () => Promise<T>) =>
    turn(async () => {
      await client._checkReady();
      return work();
    });
  const prepare = async (name: string, text: string): Promise<Described> => {
    const { messages } = await client.execProtocol(
      joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    return { name, paramTypes: messages.find(isParameterDescription)?.dataTypeIDs ?? [], rows: messages.find(isRowDescription) };
  };
  const executeRaw = async (statement: Described, values: (string | null)[]) =>
    (await client.execProtocol(executionOf(statement.name, values), { syncToFs: false })).messages;
  const execute = async (statement: Described, values: (string | null)[], options?: QueryOptions) => {
    const messages = await executeRaw(statement, values);
    if (statement.rows) messages.unshift(statement.rows);
    return pgliteResults.parseResults(messages, client.parsers, options)[0];
  };
  // A named statement's rows as objects, built field by field: PGlite's parseResults builds each row from an
  // array of pairs, and the statements of the message path are the hottest reads there are.
  const rowsOf = <T>(messages: BackendMessage[], statement: Described): T[] => {
    const fields = statement.rows?.fields ?? [];
    const rows: T[] = [];
    for (const message of messages) {
      if (!isDataRow(message)) continue;
      const row: Record<string, unknown> = {};
      const values = message.fields as (string | null)[];
      for (let index = 0; index < fields.length; index += 1) {
        const field = fields[index]!;
        const value = values[index] ?? null;
        row[field.name] = value === null ? null : pgliteTypes.parseType(value, field.dataTypeID, client.parsers);
      }
      rows.push(row as T);
    }
    return rows;
  };

  prepareOrmQueries(client, exclusive, prepare, execute);

  return <T>(statement: NamedStatement, params: readonly (string | number | boolean | null)[]) =>
    exclusive(async () => {
      let described = statements.get(statement.name);
      if (!described) {
        described = await prepare(statement.name, statement.text);
        statements.set(statement.name, described);
      }
      const values = params.map((value) => (value === null ? null : String(value)));
      return rowsOf<T>(await executeRaw(described, values), described);
    });
}

const ignore = () => undefined;

/**
 * One turn at a time on the embedded database's one protocol stream, for PGlite's own calls and the named
 * statements alike, kept by a chain of promises. PGlite keeps its turns with the async-mutex it bundles, and
 * that mutex is a collector's trap: a loop that only took and released it kept 7 MB alive at every scavenge,
 * all of it promoted at the next (pauses of 15 ms), where the same loop on a promise chain kept nothing. The
 * named statements take only this turn; PGlite's public calls take it before their own mutexes, which are then
 * never contended, so no call runs in the middle of another or of a transaction.
 */
function turnsOf(client: PGlite): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  const turn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work);
    last = run.then(ignore, ignore);
    return run;
  };
  for (const name of ['query', 'exec', 'transaction', 'describeQuery', 'close'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => turn(() => original(...args));
  }
  return turn;
}

/**
 * The ORM's queries outside a transaction go the way of the named statements, each text prepared under a name of
 * its own the first time it runs: a catch-up page is five reads, and each paid its parse and plan again. Their
 * parameters are turned into text as PGlite's `query` does, by the types the database describes for the
 * statement. A transaction's queries keep PGlite's own path (they run on the transaction's handle, not on the
 * client), and so do the texts PLANNED_BY_VALUE names.
 */
function prepareOrmQueries(
  client: PGlite,
  exclusive: <T>(work: () => Promise<T>) => Promise<T>,
  prepare: (name: string, text: string) => Promise<Described>,
  execute: (statement: Described, values: (string | null)[], options?: QueryOptions) => Promise<Results | undefined>,
) {
  // Each text's statement, or null for a text left to PGlite's own path (decided once per text).
  const queries = new Map<string, Described | null>();
  let named = 0;
  const original = client.query.bind(client);
  const query = async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    let statement = queries.get(text);
    if (!statement) {
      named += 1;
      statement = await prepare(`orm_${named}`, text);
      queries.set(text, statement);
    }
    const { paramTypes } = statement;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    return (await execute(statement, values, options)) ?? { rows: [], fields: [] };
  };
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    let route = queries.get(text);
    if (route === undefined && (PLANNED_BY_VALUE.test(text) || queries.size >= MAX_PREPARED_QUERIES)) {
      route = null;
      if (queries.size < MAX_PREPARED_QUERIES) queries.set(text, null);
    }
    return route === null || options?.blob !== undefined || options?.paramTypes !== undefined
      ? original(text, params, options)
      : exclusive(() => query(text, params, options));
  }) as PGlite['query'];
}

/** Migrations shipped, by folder: read once, since a running build's migrations do not change under it. */
const shippedByFolder = new Map<string, number>();

function shippedIn(migrationsDir: string): number {
  let shipped = shippedByFolder.get(migrationsDir);
  if (shipped === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    shipped = journal.entries.length;
    shippedByFolder.set(migrationsDir, shipped);
  }
  return shipped;
}

/**
 * How many migrations this build ships, and how many the database has applied (drizzle's own table). The
 * readiness probe asks every few seconds: the journal is read from disk once, the database every time.
 */
export async function migrationState(db: Database, migrationsDir = migrationsFolder): Promise<{ shipped: number; applied: number }> {
  // Both drivers answer a raw query with `{rows}`.
  const result = (await db.execute(sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`)) as unknown as {
    rows: { applied: number }[];
  };
  return { shipped: shippedIn(migrationsDir), applied: Number(result.rows[0]?.applied ?? 0) };
}
