/**
 * Keeps the embedded database's table statistics as fresh as PostgreSQL's autovacuum keeps a server's.
 *
 * The planner chooses by these statistics, and PGlite has no autovacuum: it never analyzes a table on its own.
 * A server on it plans every query without knowing what the tables hold, and its prepared statements keep the
 * plans made when they were nearly empty. bench:scale measured it (`BENCH_PLANS=young`, a case of 100,000
 * messages): a search for a rare word took 70 ms at p50, against 1.4 after one turn of this upkeep.
 *
 * So the server does what autovacuum's analyze does, by the tables' growth: every `intervalMs` it analyzes each
 * table of ours that has grown by a tenth (and at least STEP_PAGES pages) since its statistics were taken.
 * An ANALYZE reads a sample of at most 30,000 rows, and it also makes the database plan the prepared
 * statements that read the table again. PostgreSQL is left to its autovacuum.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { startPeriodicUpkeep } from './periodic-upkeep';
import type { PeriodicUpkeep } from './periodic-upkeep';

/** Growth, in pages of 8 kB, below which a table is not analyzed again (a small table is planned well enough). */
const STEP_PAGES = 8;

/**
 * The tables of the application's schema grown since their statistics were taken: their size now against the
 * size the last ANALYZE (or VACUUM) recorded, `relpages`, which is 0 for a table never analyzed.
 */
const GROWN_TABLES = sql`
  SELECT quote_ident(c.relname) AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r' AND n.nspname = 'public'
    AND pg_relation_size(c.oid) / current_setting('block_size')::int
      >= c.relpages + greatest(${STEP_PAGES}::int, c.relpages / 10)
  ORDER BY c.relname`;

/** Analyzes every table grown since its statistics were taken, one at a time; answers their names. */
export async function analyzeGrownTables(db: Database): Promise<string[]> {
  // Both drivers answer a raw query with `{rows}`.
  const { rows: grown } = (await db.execute(GROWN_TABLES)) as unknown as { rows: { name: string }[] };
  for (const { name } of grown) await db.execute(sql.raw(`ANALYZE ${name}`));
  return grown.map(({ name }) => name);
}

/**
 * Analyzes the grown tables every `intervalMs` (0: never), one turn at a time; a failure is told once, and its
 * end once (periodic-upkeep.ts).
 */
export function startStatisticsUpkeep(
  db: Database,
  options: {
    intervalMs: number;
    onError: (error: unknown) => void;
    onAnalyzed?: (tables: string[], ms: number) => void;
    onRecovered?: (failedTurns: number) => void;
  },
): PeriodicUpkeep {
  const { onAnalyzed, ...rest } = options;
  return startPeriodicUpkeep(() => analyzeGrownTables(db), {
    ...rest,
    onDone: (tables, ms) => {
      if (tables.length > 0) onAnalyzed?.(tables, ms);
    },
  });
}
