import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CaseDetails, CaseListItem, CaseListState, Participant, Side } from '@mediation/protocol';
import type { Database, DatabaseHandle } from '../db/client';
import { cases, participants, partySessions } from '../db/schema/index';
import { randomCaseCode, randomId } from '../lib/ids';
import { isUniqueViolation, rowsOf, toIso } from './db-helpers';
import { oldestLiveSessionStart } from './auth-repository';
import type { SessionLifetime } from './auth-repository';

export type CaseRow = typeof cases.$inferSelect;
export type NewCase = Omit<typeof cases.$inferInsert, 'id' | 'code'>;
export type PartySessionRow = typeof partySessions.$inferSelect;
export type ParticipantRow = typeof participants.$inferSelect;

const CASE_ID_LENGTH = 24;

export function toCaseDetails(row: CaseRow): CaseDetails {
  return {
    id: row.id,
    link: row.code,
    title: row.title,
    category: row.category,
    sub_category: row.subCategory,
    problem_brief: row.problemBrief,
    sideA_description: row.sideADescription,
    sideB_description: row.sideBDescription,
    mediator: row.mediatorId,
    shuttle: row.shuttle,
    is_active: row.isActive,
    is_started: row.isStarted,
    close_at: row.closeAt ? row.closeAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    language: row.language,
  };
}

/** A case as the dashboard's lists read it, in the database's column names. */
interface CaseListRow {
  id: string;
  link: string;
  title: string;
  category: string;
  problem_brief: string;
  is_active: boolean;
  is_started: boolean;
  close_at: Date | string | null;
}

const toCaseListItem = (row: CaseListRow): CaseListItem => ({
  id: row.id,
  link: row.link,
  title: row.title,
  category: row.category,
  problem_brief: row.problem_brief,
  is_active: row.is_active,
  is_started: row.is_started,
  close_at: row.close_at === null ? null : toIso(row.close_at),
});

export function casesRepository(db: Database, lifetime: SessionLifetime, kind: DatabaseHandle['kind']) {
  /** Every case whose code is `code` without regard to case (the index on upper(link) finds them). */
  const casesOfCode = (code: string, limit: number) =>
    db
      .select()
      .from(cases)
      .where(sql`upper(${cases.code}) = upper(${code})`)
      .limit(limit);

  return {
    /**
     * Creates a case with a random id whose last 6 characters are its code, from the look-alike-free
     * alphabet. The code is unique without regard to case: a new code (capitals) equal to another new one
     * breaks the unique constraint on `link`, and one that only an older mixed-case code matches is drawn again.
     */
    async create(values: NewCase): Promise<CaseRow> {
      for (let attempt = 0; ; attempt += 1) {
        const code = randomCaseCode();
        const id = `${randomId(CASE_ID_LENGTH - code.length)}${code}`;
        try {
          if ((await casesOfCode(code, 1)).length > 0) {
            if (attempt >= 5) throw new Error('No free case code was found.');
            continue;
          }
          const [row] = await db
            .insert(cases)
            .values({ ...values, id, code })
            .returning();
          return row!;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 5) throw error;
        }
      }
    },

    async findById(id: string): Promise<CaseRow | undefined> {
      const [row] = await db.select().from(cases).where(eq(cases.id, id));
      return row;
    },

    /**
     * The case row inside the caller's transaction, share-locked until it ends: a change of the row (shuttle
     * mode, the end) waits for the transaction, or the transaction reads the change once it is committed.
     */
    async findForWrite(tx: Database, id: string): Promise<CaseRow | undefined> {
      const [row] = await tx.select().from(cases).where(eq(cases.id, id)).for('share');
      return row;
    },

    /**
     * The case of a code, typed in any case. Older codes were made of
     * both cases, so two of them may differ only in case: then the code as typed exactly wins, and a
     * third spelling that matches both finds none rather than a stranger's case.
     */
    async findByCode(given: string): Promise<CaseRow | undefined> {
      const code = given.trim();
      const rows = await casesOfCode(code, 8);
      return rows.find((row) => row.code === code) ?? (rows.length === 1 ? rows[0] : undefined);
    },

    /**
     * A mediator's cases as the dashboard lists them (`CaseListItem[]`), newest first, as JSON text sent as it is:
     * for a mediator of 5,000 cases, checking every item against the response schema took most of the request.
     * Who writes the JSON depends on the driver. PostgreSQL's `json_agg` takes 25–30 ms of the database's CPU for
     * 5,000 cases where the plain rows take 4 (EXPLAIN ANALYZE), and the database is the one part every process
     * shares: with node-postgres the rows are read and `JSON.stringify` writes them. PGlite hands each row across
     * from WebAssembly value by value, so there the database writes the JSON (`pnpm bench:scale`, 5,000 cases:
     * p50 48 ms, against 92 with rows).
     */
    async listItemsOfMediatorJson(mediatorId: number): Promise<string> {
      if (kind === 'pglite') {
        const [row] = await rowsOf<{ items: string }>(
          db,
          sql`SELECT coalesce(json_agg(json_build_object(
                  'id', id, 'link', link, 'title', title, 'category', category, 'problem_brief', problem_brief,
                  'is_active', is_active, 'is_started', is_started,
                  'close_at', to_char(close_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                ORDER BY created_at DESC, id), '[]'::json)::text AS items
              FROM cases WHERE mediator_id = ${mediatorId}`,
        );
        return row?.items ?? '[]';
      }
      const rows = await rowsOf<CaseListRow>(
        db,
        sql`SELECT id, link, title, category, problem_brief, is_active, is_started, close_at
            FROM cases WHERE mediator_id = ${mediatorId} ORDER BY created_at DESC, id`,
      );
      return JSON.stringify(rows.map(toCaseListItem));
    },

    /**
     * A page of a mediator's cases in one state, newest first, after the case a cursor names (its creation time
     * and id, so a page goes on from the same place when cases before it are deleted meanwhile). One index range
     * per page (cases_mediator_state_idx): the whole list took 50–100 ms for a mediator of 5,000 cases.
     */
    async pageOfMediator(
      mediatorId: number,
      state: CaseListState,
      limit: number,
      after: { createdAt: string; id: string } | undefined,
    ): Promise<{ items: CaseListItem[]; last: { createdAt: string; id: string } | undefined; hasMore: boolean }> {
      const rows = await rowsOf<CaseListRow & { created_at_utc: string }>(
        db,
        // The ORDER BY names the table's columns (an output column of the same name would be sorted instead,
        // and the index left unused).
        sql`SELECT id, link, title, category, problem_brief, is_active, is_started, close_at,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at_utc
            FROM cases
            WHERE mediator_id = ${mediatorId} AND is_active = ${state !== 'closed'}
              ${state === 'running' ? sql`AND is_started` : sql``}
              ${after ? sql`AND (cases.created_at, cases.id) < (${after.createdAt}::timestamptz, ${after.id}::text)` : sql``}
            ORDER BY cases.created_at DESC, cases.id DESC
            LIMIT ${limit + 1}`,
      );
      const page = rows.slice(0, limit);
      const lastRow = page.at(-1);
      return {
        items: page.map(toCaseListItem),
        last: lastRow ? { createdAt: lastRow.created_at_utc, id: lastRow.id } : undefined,
        hasMore: rows.length > limit,
      };
    },

    /** Updates a case; `tx` runs it inside a caller's transaction. */
    async update(
      id: string,
      values: Partial<Pick<CaseRow, 'isActive' | 'isStarted' | 'closeAt' | 'shuttle' | 'language'>>,
      tx: Database = db,
    ) {
      const [row] = await tx.update(cases).set(values).where(eq(cases.id, id)).returning();
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(cases).where(eq(cases.id, id));
    },

    /** The case's participants; removed ones are not listed. */
    async listParticipants(caseId: string): Promise<Participant[]> {
      const rows = await db
        .select()
        .from(participants)
        .where(and(eq(participants.caseId, caseId), isNull(participants.removedAt)))
        .orderBy(participants.joinedAt);
      return rows.map((row) => ({ user_id: row.userId, side: row.side as Side, displayName: row.displayName }));
    },

    async isParticipant(caseId: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: participants.userId })
        .from(participants)
        .where(and(eq(participants.caseId, caseId), eq(participants.userId, userId), isNull(participants.removedAt)));
      return row !== undefined;
    },

    /** The stored participant row of a person in a case, removed or not: the one source of its side. */
    async findParticipant(caseId: string, userId: number, tx: Database = db): Promise<ParticipantRow | undefined> {
      const [row] = await tx
        .select()
        .from(participants)
        .where(and(eq(participants.caseId, caseId), eq(participants.userId, userId)));
      return row;
    },

    /**
     * Inside the caller's transaction: inserts the person on `side` unless a row exists, then takes the
     * stored row with a lock until the transaction ends. Concurrent admissions of one person wait here
     * for each other, and every one of them reads the side that was stored first.
     */
    async takeParticipant(
      tx: Database,
      participant: { caseId: string; userId: number; side: Side; displayName: string; firstName?: string; lastName?: string },
    ): Promise<ParticipantRow> {
      await tx.insert(participants).values(participant).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(participants)
        .where(and(eq(participants.caseId, participant.caseId), eq(participants.userId, participant.userId)))
        .for('update');
      return row!;
    },

    /** A removed person admitted again: listed again, on its stored side. */
    async restoreParticipant(tx: Database, caseId: string, userId: number): Promise<void> {
      await tx
        .update(participants)
        .set({ removedAt: null })
        .where(and(eq(participants.caseId, caseId), eq(participants.userId, userId)));
    },

    /** Marks a listed participant removed; false when it is not in the case (or removed already). */
    async removeParticipant(caseId: string, userId: number, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(participants)
        .set({ removedAt: new Date() })
        .where(and(eq(participants.caseId, caseId), eq(participants.userId, userId), isNull(participants.removedAt)))
        .returning({ userId: participants.userId });
      return rows.length === 1;
    },

    /** Ends every live party session of one person in a case. */
    async revokePartySessionsOf(caseId: string, userId: number, tx: Database = db): Promise<void> {
      await tx
        .update(partySessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(partySessions.caseId, caseId), eq(partySessions.userId, userId), isNull(partySessions.revokedAt)));
    },

    /**
     * The names a person goes by in one case: the ones it typed to join (a returning e-mail may type other
     * names than before) or changed since; the case shows `displayName`.
     */
    async renameParticipant(
      caseId: string,
      userId: number,
      names: { displayName: string; firstName: string; lastName: string },
      tx: Database = db,
    ): Promise<ParticipantRow | undefined> {
      const [row] = await tx
        .update(participants)
        .set(names)
        .where(and(eq(participants.caseId, caseId), eq(participants.userId, userId)))
        .returning();
      return row;
    },

    /** True when the user is a participant of one of the mediator's cases. */
    async sharesCase(mediatorId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: participants.userId })
        .from(participants)
        .innerJoin(cases, eq(cases.id, participants.caseId))
        .where(and(eq(cases.mediatorId, mediatorId), eq(participants.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    async createPartySession(session: { caseId: string; userId: number; side: Side }, tx: Database = db): Promise<PartySessionRow> {
      const [row] = await tx.insert(partySessions).values(session).returning();
      return row!;
    },

    /** A party's session unless it was revoked or has outlived its absolute lifetime (cookie rotations never extend it). */
    async findLivePartySession(id: string): Promise<PartySessionRow | undefined> {
      const [row] = await db
        .select()
        .from(partySessions)
        .where(
          and(eq(partySessions.id, id), isNull(partySessions.revokedAt), gt(partySessions.createdAt, oldestLiveSessionStart(lifetime))),
        );
      return row;
    },

    async revokePartySession(id: string): Promise<void> {
      await db.update(partySessions).set({ revokedAt: new Date() }).where(eq(partySessions.id, id));
    },

    async revokePartySessions(caseId: string, tx: Database = db): Promise<void> {
      await tx
        .update(partySessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(partySessions.caseId, caseId), isNull(partySessions.revokedAt)));
    },
  };
}

export type CasesRepository = ReturnType<typeof casesRepository>;
