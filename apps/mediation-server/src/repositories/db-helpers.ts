/** Helpers shared by the repositories (and the services that read a database error), whichever driver runs. */
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** A unique-violation from PostgreSQL or PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}

/** Rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer `{rows}`). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp from either driver (a Date, or PostgreSQL's text form) as ISO 8601. */
export function toIso(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}
