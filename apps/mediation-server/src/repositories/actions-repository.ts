import { asc, eq } from 'drizzle-orm';
import type { ActionMessage, PositionMarker, Side } from '@mediation/protocol';
import type { Database } from '../db/client';
import { actions } from '../db/schema/index';

type ActionRow = typeof actions.$inferSelect;

export function toActionMessage(row: ActionRow): ActionMessage {
  return {
    seq: row.seq,
    time: row.time.toISOString(),
    actionType: row.actionType as ActionMessage['actionType'],
    actionPayload: row.actionPayload as PositionMarker,
    extMsg: row.extMsg,
    displayName: row.displayName,
    from: row.fromUserId,
    to: row.caseId,
    side: row.side as Side,
  };
}

/** The staged initial-position markers of a case. */
export function actionsRepository(db: Database) {
  return {
    async add(
      tx: Database,
      action: {
        caseId: string;
        seq: number;
        actionType: 'add' | 'remove';
        actionPayload: PositionMarker;
        extMsg: string | null;
        fromUserId: number;
        side: Side;
        displayName: string;
      },
    ): Promise<ActionMessage> {
      const [row] = await tx.insert(actions).values(action).returning();
      return toActionMessage(row!);
    },

    /** Every action of the case, oldest first. */
    async list(caseId: string, tx: Database = db): Promise<ActionMessage[]> {
      const rows = await tx.select().from(actions).where(eq(actions.caseId, caseId)).orderBy(asc(actions.seq));
      return rows.map(toActionMessage);
    },
  };
}

export type ActionsRepository = ReturnType<typeof actionsRepository>;
