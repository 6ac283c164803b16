/** The embedded database starts with the settings the server relies on for steady message latency. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { openTestDatabase } from '../testing/harness';

describe('embedded database settings', () => {
  let handle: DatabaseHandle;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, close } = await openTestDatabase('pglite'));
  });
  afterAll(() => close());

  const show = async (name: string) =>
    ((await handle.db.execute(sql.raw(`SHOW ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0]?.[name];

  it('makes new WAL files without filling them with zeros first, and keeps PGlite its own start settings', async () => {
    expect(await show('wal_init_zero')).toBe('off');
    // PGlite's defaults still apply (its own start parameters are extended, not replaced).
    expect(await show('search_path')).toBe('public');
    expect(await show('max_worker_processes')).toBe('0');
  });

  it('still writes and reads after switching to a new WAL file', async () => {
    await handle.db.execute(sql`CREATE TABLE wal_probe (n int)`);
    await handle.db.execute(sql`INSERT INTO wal_probe VALUES (1)`);
    await handle.db.execute(sql`SELECT pg_switch_wal()`);
    await handle.db.execute(sql`INSERT INTO wal_probe VALUES (2)`);
    const rows = (await handle.db.execute(sql`SELECT sum(n)::int AS total FROM wal_probe`)) as unknown as { rows: { total: number }[] };
    expect(rows.rows[0]?.total).toBe(3);
  });
});
