import { and, asc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { callMembers, calls } from '../db/schema/index';

export type CallRow = typeof calls.$inferSelect;
export type CallMemberRow = typeof callMembers.$inferSelect;
export type NewCallMember = Omit<typeof callMembers.$inferInsert, 'joinedAt' | 'goneAt'>;

/** A call with its members, in the order they joined. */
export interface CallRecord {
  call: CallRow;
  members: CallMemberRow[];
}

/** A person taken out of a call, and the call's group (to announce its new state). */
export interface LeftCall {
  callId: string;
  caseId: string;
  group: string;
  userId: number;
  /** The person's side in the case: M for the mediator. */
  side: string;
}

/** Which of a person's places to take away: any, or only one held by this connection, session or case. */
export interface MemberFilter {
  socketId?: string;
  sessionId?: string;
  caseId?: string;
  /** Only a place whose connection dropped before this time (the grace period is over). */
  goneBefore?: Date;
  /** Only a place in another call than this one. */
  notInCall?: string;
}

/** The calls of the case rooms and their members; the rules that need no lock are constraints. */
export function callsRepository(db: Database) {
  async function membersOf(executor: Database, callIds: string[]): Promise<CallMemberRow[]> {
    if (callIds.length === 0) return [];
    return executor
      .select()
      .from(callMembers)
      .where(inArray(callMembers.callId, callIds))
      .orderBy(asc(callMembers.joinedAt), asc(callMembers.userId));
  }

  const group = (rows: CallRow[], members: CallMemberRow[]): CallRecord[] =>
    rows.map((call) => ({ call, members: members.filter((member) => member.callId === call.id) }));

  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((transaction) => work(transaction as unknown as Database));
    },

    /** Every call of a case, with its members. */
    async listForCase(caseId: string, executor: Database = db): Promise<CallRecord[]> {
      const rows = await executor.select().from(calls).where(eq(calls.caseId, caseId)).orderBy(asc(calls.startedAt));
      return group(
        rows,
        await membersOf(
          executor,
          rows.map((row) => row.id),
        ),
      );
    },

    /** One call with its members, or undefined when it ended. */
    async record(callId: string, executor: Database = db): Promise<CallRecord | undefined> {
      const [row] = await executor.select().from(calls).where(eq(calls.id, callId));
      return row ? { call: row, members: await membersOf(executor, [row.id]) } : undefined;
    },

    /** The group's call, locked until the transaction ends (so that joins to it are counted one at a time). */
    async lockGroupCall(tx: Database, caseId: string, groupSide: string): Promise<CallRow | undefined> {
      const [row] = await tx
        .select()
        .from(calls)
        .where(and(eq(calls.caseId, caseId), eq(calls.group, groupSide)))
        .for('update');
      return row;
    },

    /** A new call of the group; undefined when the group already holds one. */
    async create(tx: Database, call: { id: string; caseId: string; group: string }): Promise<CallRow | undefined> {
      const [row] = await tx.insert(calls).values(call).onConflictDoNothing().returning();
      return row;
    },

    /** How many people other than `userId` are in the call. */
    async countOthers(tx: Database, callId: string, userId: number): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(callMembers)
        .where(and(eq(callMembers.callId, callId), ne(callMembers.userId, userId)));
      return Number(row?.count ?? 0);
    },

    /** Puts a person in a call (their place kept, their connection renewed, when already there). */
    async putMember(tx: Database, member: NewCallMember): Promise<void> {
      await tx
        .insert(callMembers)
        .values(member)
        .onConflictDoUpdate({
          target: [callMembers.callId, callMembers.userId],
          set: { socketId: member.socketId, sessionId: member.sessionId, displayName: member.displayName, goneAt: null },
        });
    },

    /**
     * Takes a person out of their call (when `filter` matches the place), and ends that call when nobody is
     * left in it. Returns the call left, if any.
     */
    async removeMember(userId: number, filter: MemberFilter = {}, executor: Database = db): Promise<LeftCall | undefined> {
      const conditions = [eq(callMembers.userId, userId)];
      if (filter.socketId !== undefined) conditions.push(eq(callMembers.socketId, filter.socketId));
      if (filter.sessionId !== undefined) conditions.push(eq(callMembers.sessionId, filter.sessionId));
      if (filter.caseId !== undefined) conditions.push(eq(callMembers.caseId, filter.caseId));
      if (filter.notInCall !== undefined) conditions.push(ne(callMembers.callId, filter.notInCall));
      if (filter.goneBefore !== undefined) conditions.push(isNotNull(callMembers.goneAt), lt(callMembers.goneAt, filter.goneBefore));
      const [removed] = await executor
        .delete(callMembers)
        .where(and(...conditions))
        .returning({ callId: callMembers.callId, caseId: callMembers.caseId, userId: callMembers.userId, side: callMembers.side });
      if (!removed) return undefined;
      const [call] = await executor.select().from(calls).where(eq(calls.id, removed.callId));
      // A call nobody is in is over (the statement re-checks, so a join that just committed keeps it).
      await executor.execute(
        sql`delete from ${calls} where ${calls.id} = ${removed.callId} and not exists (select 1 from ${callMembers} where ${callMembers.callId} = ${removed.callId})`,
      );
      return { ...removed, group: call?.group ?? 'M' };
    },

    /** Members of a call whose connection dropped before `before`: their grace period is over. */
    async goneBefore(caseId: string, before: Date): Promise<CallMemberRow[]> {
      return db
        .select()
        .from(callMembers)
        .where(and(eq(callMembers.caseId, caseId), isNotNull(callMembers.goneAt), lt(callMembers.goneAt, before)));
    },

    /** The place a connection holds (if any) is marked as dropped now; the place is returned. */
    async markGone(socketId: string): Promise<CallMemberRow | undefined> {
      const [row] = await db
        .update(callMembers)
        .set({ goneAt: sql`now()` })
        .where(eq(callMembers.socketId, socketId))
        .returning();
      return row;
    },

    /** What a person in a call sends now; false when they are not in it. */
    async setMedia(callId: string, userId: number, media: { mic: boolean; camera: boolean; screen: boolean }): Promise<boolean> {
      const rows = await db
        .update(callMembers)
        .set(media)
        .where(and(eq(callMembers.callId, callId), eq(callMembers.userId, userId)))
        .returning({ userId: callMembers.userId });
      return rows.length > 0;
    },

    /** The places of these people in a call of the case (those not in it are missing). */
    async membersIn(caseId: string, callId: string, userIds: number[]): Promise<CallMemberRow[]> {
      return db
        .select()
        .from(callMembers)
        .where(and(eq(callMembers.caseId, caseId), eq(callMembers.callId, callId), inArray(callMembers.userId, userIds)));
    },

    /** Ends the group's call at once (everyone in it leaves); its id, when there was one. */
    async endGroupCall(caseId: string, groupSide: string, executor: Database = db): Promise<string | undefined> {
      const [row] = await executor
        .delete(calls)
        .where(and(eq(calls.caseId, caseId), eq(calls.group, groupSide)))
        .returning({ id: calls.id });
      return row?.id;
    },

    /** Ends every call of a case; their groups. */
    async endAllOfCase(caseId: string): Promise<string[]> {
      const rows = await db.delete(calls).where(eq(calls.caseId, caseId)).returning({ group: calls.group });
      return rows.map((row) => row.group);
    },
  };
}

export type CallsRepository = ReturnType<typeof callsRepository>;
