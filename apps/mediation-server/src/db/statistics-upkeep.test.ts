/**
 * The embedded database's tables are analyzed as they grow, as PostgreSQL's autovacuum analyzes a server's: the
 * planner then chooses by what the tables hold, not by what they held when the server started.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { analyzeGrownTables } from './statistics-upkeep';
import { rowsOf } from '../repositories/db-helpers';
import { createStorage, DATABASE_KINDS, openTestDatabase, startServer } from '../testing/harness';

/** Rows of about 100 bytes: 5,000 of them are some 70 pages. */
const addRows = (handle: DatabaseHandle, table: string, count: number) =>
  handle.db.execute(sql.raw(`INSERT INTO ${table} (note) SELECT repeat(md5(g::text), 3) FROM generate_series(1, ${count}) AS g`));

const rowsCounted = async (handle: DatabaseHandle, table: string) => {
  const [row] = await rowsOf<{ rows: number }>(handle.db, sql`SELECT reltuples::int AS rows FROM pg_class WHERE relname = ${table}`);
  return row?.rows;
};

describe.each(DATABASE_KINDS)('statistics upkeep (%s)', (kind) => {
  let handle: DatabaseHandle;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, close } = await openTestDatabase(kind));
    await handle.db.execute(sql`CREATE TABLE grown_probe (id serial PRIMARY KEY, note text NOT NULL)`);
    await handle.db.execute(sql`CREATE TABLE small_probe (id serial PRIMARY KEY, note text NOT NULL)`);
  });
  afterAll(async () => close());

  it('analyzes a table once it has grown, and leaves alone what has not', async () => {
    await analyzeGrownTables(handle.db);
    await addRows(handle, 'grown_probe', 5000);
    await addRows(handle, 'small_probe', 20);
    expect(await analyzeGrownTables(handle.db)).toEqual(['grown_probe']);
    expect(await rowsCounted(handle, 'grown_probe')).toBe(5000);
    // Analyzed: nothing to do until it grows again, by a tenth.
    expect(await analyzeGrownTables(handle.db)).toEqual([]);
    await addRows(handle, 'grown_probe', 200);
    expect(await analyzeGrownTables(handle.db)).toEqual([]);
    await addRows(handle, 'grown_probe', 800);
    expect(await analyzeGrownTables(handle.db)).toEqual(['grown_probe']);
    expect(await rowsCounted(handle, 'grown_probe')).toBe(6000);
  });
});

describe('the server on the embedded database', () => {
  it('analyzes the tables that grew in the background, every STATISTICS_INTERVAL_MS', async () => {
    const storage = await createStorage('pglite');
    const server = await startServer(storage, { STATISTICS_INTERVAL_MS: '50' });
    try {
      const handle = server.app.database;
      await handle.db.execute(sql`CREATE TABLE served_probe (id serial PRIMARY KEY, note text NOT NULL)`);
      await addRows(handle, 'served_probe', 5000);
      await vi.waitFor(async () => expect(await rowsCounted(handle, 'served_probe')).toBe(5000), { timeout: 10_000, interval: 100 });
    } finally {
      await server.close();
      await storage.drop();
    }
  });
});
