import { eq } from 'drizzle-orm';
import type { GuideState } from '@mediation/protocol';
import type { Database } from '../db/client';
import { guideStates } from '../db/schema/index';

type GuideRow = typeof guideStates.$inferSelect;

export const initialGuideState = (): GuideState => ({
  guideType: 0,
  stageIdx: 0,
  iteration: 0,
  initialIteration: 0,
  receivedInitialA: false,
  receivedInitialB: false,
  initialStateA: null,
  initialStateB: null,
});

function toGuideState(row: GuideRow): GuideState {
  return {
    guideType: row.guideType,
    stageIdx: row.stageIdx,
    iteration: row.iteration,
    initialIteration: row.initialIteration,
    receivedInitialA: row.receivedInitialA,
    receivedInitialB: row.receivedInitialB,
    initialStateA: row.initialStateA,
    initialStateB: row.initialStateB,
  };
}

/** The guided negotiation's progress per case. */
export function guideRepository(db: Database) {
  async function get(caseId: string, tx: Database = db): Promise<GuideState> {
    const [row] = await tx.select().from(guideStates).where(eq(guideStates.caseId, caseId));
    return row ? toGuideState(row) : initialGuideState();
  }

  return {
    get,

    /** Replaces the stored state of the case with `state`. */
    async put(tx: Database, caseId: string, state: GuideState): Promise<GuideState> {
      const values = { ...state, updatedAt: new Date() };
      const [row] = await tx
        .insert(guideStates)
        .values({ caseId, ...values })
        .onConflictDoUpdate({ target: guideStates.caseId, set: values })
        .returning();
      return toGuideState(row!);
    },
  };
}

export type GuideRepository = ReturnType<typeof guideRepository>;
