import { and, count, desc, eq, gt, isNull, max, min, sql } from 'drizzle-orm';
import type { JoinRequestItem, JoinRequestStatus, PartySide } from '@mediation/protocol';
import type { Database } from '../db/client';
import { invites, joinRequests, participants, partySessionOldCookies, partySessions, users } from '../db/schema/index';
import { CONCURRENT_REFRESH_GRACE_MS, oldestLiveSessionStart } from './auth-repository';
import type { SessionLifetime } from './auth-repository';

export type JoinRequestRow = typeof joinRequests.$inferSelect;
export type InviteRow = typeof invites.$inferSelect;
type NewInvite = { caseId: string; mediatorId: number; email: string; side: PartySide | null; tokenHash: string; expiresAt: Date };

/**
 * Takes a transaction-level advisory lock on a key: transactions that take the same key, on any process
 * sharing the database, run their count-then-insert one after another. Released at commit or rollback.
 */
async function lockKey(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** What the mediator learns of a request's e-mail besides the request itself. */
export interface JoinRequestContext {
  /** The side this e-mail holds in the case (kept after a removal), or null. */
  previousSide: PartySide | null;
  connectedNow: boolean;
  requestsCount: number;
  firstRequestedAt: Date;
  lastRequestedAt: Date;
}

export function toJoinRequestItem(row: JoinRequestRow, context: JoinRequestContext): JoinRequestItem {
  return {
    request_id: row.id,
    case_id: row.caseId,
    side: row.side as PartySide,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    was_admitted_before: context.previousSide !== null,
    previous_side: context.previousSide,
    connected_now: context.connectedNow,
    requests_count: Math.max(1, context.requestsCount),
    first_requested_at: context.firstRequestedAt.toISOString(),
    last_requested_at: context.lastRequestedAt.toISOString(),
    status: row.status as JoinRequestStatus,
    created_at: row.createdAt.toISOString(),
  };
}

/** The waiting room of cases (join requests) and the mediators' personal invitations. */
export function joinRepository(db: Database, lifetime: SessionLifetime) {
  /** A waiting request past its time reads as expired; reads never write (nothing sweeps the table on a read). */
  const asOfNow = (row: JoinRequestRow): JoinRequestRow =>
    row.status === 'waiting' && row.expiresAt.getTime() <= Date.now() ? { ...row, status: 'expired', decidedAt: row.expiresAt } : row;
  /** Still waiting and not past its time. */
  const isWaiting = () => and(eq(joinRequests.status, 'waiting'), gt(joinRequests.expiresAt, new Date()));

  return {
    /**
     * Puts a request in the waiting room unless its address already has `maxWaitingFromAddress` waiting
     * there (undefined then). Counted and inserted in one step: concurrent requests (on any process) take
     * turns on a lock of the case and address, so the limit holds exactly.
     */
    async createRequest(
      values: {
        caseId: string;
        side: PartySide;
        email: string;
        firstName: string;
        lastName: string;
        tokenHash: string;
        address: string;
        expiresAt: Date;
      },
      maxWaitingFromAddress: number,
    ): Promise<JoinRequestRow | undefined> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await lockKey(tx, `join-waiting:${values.caseId}:${values.address}`);
        const [waiting] = await tx
          .select({ value: count() })
          .from(joinRequests)
          .where(and(eq(joinRequests.caseId, values.caseId), eq(joinRequests.address, values.address), isWaiting()));
        if ((waiting?.value ?? 0) >= maxWaitingFromAddress) return undefined;
        const [row] = await tx.insert(joinRequests).values(values).returning();
        return row;
      });
    },

    async findRequest(id: string): Promise<JoinRequestRow | undefined> {
      const [row] = await db.select().from(joinRequests).where(eq(joinRequests.id, id));
      return row && asOfNow(row);
    },

    async listWaiting(caseId: string): Promise<JoinRequestRow[]> {
      return db
        .select()
        .from(joinRequests)
        .where(and(eq(joinRequests.caseId, caseId), isWaiting()))
        .orderBy(joinRequests.createdAt);
    },

    /** The participant row of this e-mail in the case (admitted before, by request or invitation; removed or not). */
    async participantByEmail(
      caseId: string,
      email: string,
    ): Promise<{ userId: number; side: PartySide; removedAt: Date | null } | undefined> {
      const [row] = await db
        .select({ userId: participants.userId, side: participants.side, removedAt: participants.removedAt })
        .from(participants)
        .innerJoin(users, eq(users.id, participants.userId))
        .where(and(eq(participants.caseId, caseId), sql`lower(${users.email}) = lower(${email})`))
        .limit(1);
      return row && { ...row, side: row.side as PartySide };
    },

    /** How many times an e-mail asked to join a case, and when first and last. */
    async requestHistoryOf(caseId: string, email: string): Promise<{ count: number; first: Date | null; last: Date | null }> {
      const [row] = await db
        .select({ count: count(), first: min(joinRequests.createdAt), last: max(joinRequests.createdAt) })
        .from(joinRequests)
        .where(and(eq(joinRequests.caseId, caseId), sql`lower(${joinRequests.email}) = lower(${email})`));
      return { count: row?.count ?? 0, first: row?.first ?? null, last: row?.last ?? null };
    },

    /** The person withdraws its waiting request; undefined when it is no longer waiting. */
    async withdraw(id: string): Promise<JoinRequestRow | undefined> {
      const [row] = await db
        .update(joinRequests)
        .set({ status: 'withdrawn', decidedAt: new Date() })
        .where(and(eq(joinRequests.id, id), isWaiting()))
        .returning();
      return row;
    },

    /** Decides a waiting request; undefined when it is no longer waiting (decided, expired). */
    async decide(
      id: string,
      decision: { status: 'admitted' | 'refused'; partySessionId?: string },
      tx: Database = db,
    ): Promise<JoinRequestRow | undefined> {
      const [row] = await tx
        .update(joinRequests)
        .set({ status: decision.status, partySessionId: decision.partySessionId ?? null, decidedAt: new Date() })
        .where(and(eq(joinRequests.id, id), isWaiting()))
        .returning();
      return row;
    },

    /** Marks the admitted request's token as handed out; true only for the first caller. */
    async markTokenDelivered(id: string): Promise<boolean> {
      const rows = await db
        .update(joinRequests)
        .set({ tokenDeliveredAt: new Date() })
        .where(and(eq(joinRequests.id, id), eq(joinRequests.status, 'admitted'), isNull(joinRequests.tokenDeliveredAt)))
        .returning({ id: joinRequests.id });
      return rows.length === 1;
    },

    /** Expires every waiting request of a case (when it ends). */
    async expireWaiting(caseId: string, tx: Database = db): Promise<void> {
      await tx
        .update(joinRequests)
        .set({ status: 'expired', decidedAt: new Date() })
        .where(and(eq(joinRequests.caseId, caseId), eq(joinRequests.status, 'waiting')));
    },

    async createInvite(values: NewInvite): Promise<InviteRow> {
      const [row] = await db.insert(invites).values(values).returning();
      return row!;
    },

    /**
     * Stores an invitation unless its mediator made `limit.max` of them since `limit.since` (undefined then).
     * Counted and inserted in one step under a lock of the mediator, so the limit holds across processes.
     */
    async createInviteWithinLimit(values: NewInvite, limit: { max: number; since: Date }): Promise<InviteRow | undefined> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await lockKey(tx, `invites:${values.mediatorId}`);
        const [sent] = await tx
          .select({ value: count() })
          .from(invites)
          .where(and(eq(invites.mediatorId, values.mediatorId), gt(invites.createdAt, limit.since)));
        if ((sent?.value ?? 0) >= limit.max) return undefined;
        const [row] = await tx.insert(invites).values(values).returning();
        return row;
      });
    },

    async findInvite(tokenHash: string): Promise<InviteRow | undefined> {
      const [row] = await db.select().from(invites).where(eq(invites.tokenHash, tokenHash));
      return row;
    },

    /**
     * Uses an invitation once; undefined when it was used already or has expired. Checked against the
     * database's clock when the row is written, the clock `revokeInvites` stops invitations by.
     */
    async consumeInvite(id: string, tx: Database = db): Promise<InviteRow | undefined> {
      const [row] = await tx
        .update(invites)
        .set({ usedAt: new Date() })
        .where(and(eq(invites.id, id), isNull(invites.usedAt), isNull(invites.revokedAt), gt(invites.expiresAt, sql`clock_timestamp()`)))
        .returning();
      return row;
    },

    /**
     * Ends an e-mail's unused invitations to a case at this instant (the person was removed or refused):
     * an invitation sent before the mediator's decision never overrides it. In the decision's transaction,
     * so a use that commits after it finds the invitation expired.
     */
    async revokeInvites(caseId: string, email: string, tx: Database = db): Promise<void> {
      await tx
        .update(invites)
        .set({ expiresAt: sql`least(${invites.expiresAt}, clock_timestamp())` })
        .where(and(eq(invites.caseId, caseId), sql`lower(${invites.email}) = lower(${email})`, isNull(invites.usedAt)));
    },

    /** A case's invitations, newest first. */
    async listInvites(caseId: string): Promise<InviteRow[]> {
      return db.select().from(invites).where(eq(invites.caseId, caseId)).orderBy(desc(invites.createdAt)).limit(200);
    },

    async findInviteById(caseId: string, id: string): Promise<InviteRow | undefined> {
      const [row] = await db
        .select()
        .from(invites)
        .where(and(eq(invites.caseId, caseId), eq(invites.id, id)));
      return row;
    },

    /** The mediator stops an unused invitation (revoked, or replaced by a new link); undefined if it was used meanwhile. */
    async revokeInvite(id: string): Promise<InviteRow | undefined> {
      const [row] = await db
        .update(invites)
        .set({ revokedAt: sql`coalesce(${invites.revokedAt}, clock_timestamp())` })
        .where(and(eq(invites.id, id), isNull(invites.usedAt)))
        .returning();
      return row;
    },

    async setSessionCookie(sessionId: string, cookieHash: string): Promise<void> {
      await db.update(partySessions).set({ cookieHash }).where(eq(partySessions.id, sessionId));
    },

    /**
     * Swaps a live party session's cookie for a new one, keeping the old one's hash; the session, or undefined for
     * an unknown or revoked one. A cookie the session rotated away from is a replayed copy and revokes the session,
     * unless it was rotated within CONCURRENT_REFRESH_GRACE_MS (two tabs refreshing at once), as for staff cookies.
     */
    async rotateSessionCookie(oldHash: string, newHash: string) {
      const [row] = await db
        .update(partySessions)
        .set({ cookieHash: newHash })
        .where(
          and(
            eq(partySessions.cookieHash, oldHash),
            isNull(partySessions.revokedAt),
            gt(partySessions.createdAt, oldestLiveSessionStart(lifetime)),
          ),
        )
        .returning();
      if (row) {
        await db.insert(partySessionOldCookies).values({ cookieHash: oldHash, sessionId: row.id }).onConflictDoNothing();
        return row;
      }
      const [replayed] = await db.select().from(partySessionOldCookies).where(eq(partySessionOldCookies.cookieHash, oldHash));
      if (replayed && Date.now() - replayed.rotatedAt.getTime() >= CONCURRENT_REFRESH_GRACE_MS) {
        await db
          .update(partySessions)
          .set({ revokedAt: new Date(), cookieHash: null })
          .where(and(eq(partySessions.id, replayed.sessionId), isNull(partySessions.revokedAt)));
      }
      return undefined;
    },
  };
}

export type JoinRepository = ReturnType<typeof joinRepository>;
