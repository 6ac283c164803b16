import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { caseEvents, caseStreams } from '../db/schema/index';

/** Who may see an entry of a case's stream. Group M is `all`; groups A and B include the mediator. */
export const AUDIENCES = ['all', 'A', 'B', 'mediator', 'parties'] as const;
export type Audience = (typeof AUDIENCES)[number];

export interface StoredEvent {
  seq: number;
  event: string;
  audience: Audience;
  payload: unknown;
}

/**
 * The database's clock in microseconds: a new position is at least this. A position counting the case's
 * events would let a party read, in the gap between two events it sees, how many events happened where
 * it cannot read; a position taken from the clock tells only when its event happened.
 */
export const STREAM_CLOCK_SQL = '(extract(epoch from clock_timestamp()) * 1000000)::bigint';
export const STREAM_CLOCK = sql.raw(STREAM_CLOCK_SQL);

/**
 * The stream of a case: one counter per case hands out positions, each the later of the clock and one
 * past the previous one. Taking a position locks the counter's row until the transaction ends, so within
 * a case positions commit in order.
 */
export function streamRepository(db: Database) {
  return {
    /** Takes the next position of the case inside the caller's transaction. */
    async nextSeq(tx: Database, caseId: string): Promise<number> {
      const [row] = await tx
        .insert(caseStreams)
        .values({ caseId, lastSeq: STREAM_CLOCK })
        .onConflictDoUpdate({ target: caseStreams.caseId, set: { lastSeq: sql`greatest(${caseStreams.lastSeq} + 1, excluded.last_seq)` } })
        .returning({ lastSeq: caseStreams.lastSeq });
      return row!.lastSeq;
    },

    /** The last position handed out and committed (0 for a case with no stream yet). */
    async lastSeq(caseId: string): Promise<number> {
      const [row] = await db.select({ lastSeq: caseStreams.lastSeq }).from(caseStreams).where(eq(caseStreams.caseId, caseId));
      return row?.lastSeq ?? 0;
    },

    /** The position of the latest recorded event of a kind (0 when there is none). */
    async lastEventSeq(caseId: string, event: string): Promise<number> {
      const [row] = await db
        .select({ seq: sql<number | null>`max(${caseEvents.seq})` })
        .from(caseEvents)
        .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.event, event)));
      return Number(row?.seq ?? 0);
    },

    /** The latest position, at most `upTo`, of a recorded event one of the audiences may see (0 when there is none). */
    async lastSeqFor(caseId: string, audiences: readonly Audience[], upTo: number): Promise<number> {
      const [row] = await db
        .select({ seq: sql<number | null>`max(${caseEvents.seq})` })
        .from(caseEvents)
        .where(and(eq(caseEvents.caseId, caseId), inArray(caseEvents.audience, [...audiences]), lte(caseEvents.seq, upTo)));
      return Number(row?.seq ?? 0);
    },

    /** Runs `work` in one transaction (positions taken inside it commit with it). */
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((transaction) => work(transaction as unknown as Database));
    },

    /** Keeps an event at a position taken with `nextSeq` in the same transaction. */
    async record(tx: Database, caseId: string, entry: StoredEvent): Promise<void> {
      await tx.insert(caseEvents).values({ caseId, ...entry, payload: entry.payload as object });
    },

    /** Recorded events after a position that one of the audiences may see, oldest first. */
    /** The first `limit` events after a position that the audiences may see. */
    async eventsAfter(caseId: string, afterSeq: number, audiences: readonly Audience[], limit: number): Promise<StoredEvent[]> {
      const rows = await db
        .select()
        .from(caseEvents)
        .where(and(eq(caseEvents.caseId, caseId), gt(caseEvents.seq, afterSeq), inArray(caseEvents.audience, [...audiences])))
        .orderBy(asc(caseEvents.seq))
        .limit(limit);
      return rows.map((row) => ({ seq: row.seq, event: row.event, audience: row.audience as Audience, payload: row.payload }));
    },
  };
}

export type StreamRepository = ReturnType<typeof streamRepository>;
