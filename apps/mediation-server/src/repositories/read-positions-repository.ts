import { asc, eq, sql } from 'drizzle-orm';
import type { ReadPosition, Side } from '@mediation/protocol';
import type { Database } from '../db/client';
import { readPositions } from '../db/schema/index';

/** Read positions per person and group of a case; a position only ever moves forward. */
export function readPositionsRepository(db: Database) {
  return {
    /** Records that `userId` read group `side` up to `seq` and returns the position now stored. */
    async mark(caseId: string, userId: number, side: Side, seq: number): Promise<number> {
      const [row] = await db
        .insert(readPositions)
        .values({ caseId, userId, side, seq })
        .onConflictDoUpdate({
          target: [readPositions.caseId, readPositions.userId, readPositions.side],
          set: { seq: sql`greatest(${readPositions.seq}, excluded.seq)`, updatedAt: sql`now()` },
        })
        .returning({ seq: readPositions.seq });
      return row!.seq;
    },

    async list(caseId: string): Promise<ReadPosition[]> {
      const rows = await db
        .select()
        .from(readPositions)
        .where(eq(readPositions.caseId, caseId))
        .orderBy(asc(readPositions.userId), asc(readPositions.side));
      return rows.map((row) => ({ user_id: row.userId, side: row.side as Side, seq: row.seq }));
    },
  };
}

export type ReadPositionsRepository = ReturnType<typeof readPositionsRepository>;
