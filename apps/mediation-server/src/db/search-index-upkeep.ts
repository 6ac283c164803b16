/**
 * Keeps the message search index's pending list short, off the path of any message.
 *
 * The trigram index (GIN, `fastupdate` on) takes each new message into a pending list, cheaply; once the list
 * passes `gin_pending_list_limit` (4 MB, about 12,000 short messages) the insert that passes it merges the whole
 * list into the index before its commit returns. At 1,000 messages a second that was one merge every ~12 s, and
 * the messages of the second it happened in waited tens of milliseconds (bench:realtime: most of the p99's
 * tail fell in those seconds). Autovacuum would merge it too, but only when the table's inserts pass its
 * threshold (a fifth of a large table), and the embedded database has no autovacuum at all.
 *
 * So each process merges the list itself every `intervalMs`: a second's messages at a time (a few ms), on its
 * own connection, never in a message's statement. Several processes may do it at once: PostgreSQL lets one
 * merge run and the others find nothing left; a process never starts a second merge before its first ended.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { startPeriodicUpkeep } from './periodic-upkeep';
import type { PeriodicUpkeep } from './periodic-upkeep';

/** The index the upkeep keeps merged (search_and_scale_indexes migration). */
export const SEARCH_INDEX = 'messages_text_trgm_idx';

/** Merges the pending list into the index now: how many pending pages it merged (0 when there were none). */
export async function mergeSearchIndexPending(db: Database): Promise<number> {
  const result = (await db.execute(sql`SELECT gin_clean_pending_list(${SEARCH_INDEX}::regclass)::int AS pages`)) as unknown as {
    rows: { pages: number }[];
  };
  return Number(result.rows[0]?.pages ?? 0);
}

/** Stops the timer and waits for a merge under way. */
export type SearchIndexUpkeep = PeriodicUpkeep;

/** PostgreSQL's insufficient_privilege: the database user does not own the index (only its owner may merge it). */
const isNotOwner = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === '42501';
};

/**
 * Merges the pending list every `intervalMs` (0 leaves it to the inserts and autovacuum). A database user that
 * does not own the index (migrations run by another role) may not merge it: the upkeep says so once, through
 * `onError` with `stopped` true, and stops, instead of failing every second. Any other failure (the database
 * unreachable) is retried each turn but told once, at the first failed turn, and its end once, through
 * `onRecovered` with the number of failed turns: an outage of a minute is two lines in the log, not sixty.
 */
export function startSearchIndexUpkeep(
  db: Database,
  options: {
    intervalMs: number;
    onError: (error: unknown, stopped: boolean) => void;
    onMerged?: (pages: number, ms: number) => void;
    onRecovered?: (failedTurns: number) => void;
  },
): SearchIndexUpkeep {
  const { onMerged, ...rest } = options;
  return startPeriodicUpkeep(() => mergeSearchIndexPending(db), { ...rest, onDone: onMerged, isFinal: isNotOwner });
}
