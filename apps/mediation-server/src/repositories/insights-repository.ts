/**
 * Figures computed from what the cases stored: a case's statistics and how far each person has read, its
 * messages page, and the admin's overview. One file because they share the counting helpers and the series
 * (days, weeks) the screens draw, and each figure's query is read beside the others it must agree with.
 */
import { sql } from 'drizzle-orm';
import { STATISTICS_CASES, STATISTICS_WEEKS, stageReached } from '@mediation/protocol';
import type { AdminStatistics, CaseMessageRow, CaseStatistics, Side } from '@mediation/protocol';
import type { Database } from '../db/client';
import { rowsOf, toIso } from './db-helpers';

/** Days in the admin's "over time" series. */
export const SERIES_DAYS = 30;

const count = (value: unknown) => Number(value ?? 0);
const sideCounts = (rows: { key: string; n: unknown }[]): Record<Side, number> => {
  const counts: Record<Side, number> = { A: 0, B: 0, M: 0 };
  for (const row of rows) if (row.key === 'A' || row.key === 'B' || row.key === 'M') counts[row.key] = count(row.n);
  return counts;
};

/** The last `days` UTC dates, oldest first, each with the count the rows give it (0 otherwise). */
export function dailySeries(rows: { day: string; n: unknown }[], days: number, now = new Date()): { date: string; count: number }[] {
  const byDay = new Map(rows.map((row) => [row.day, count(row.n)]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return { date, count: byDay.get(date) ?? 0 };
  });
}

/** The Monday (a UTC date) of the week holding `time`. */
function mondayOf(time: Date): number {
  const day = Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate());
  // getUTCDay: 0 is Sunday; weeks start on Monday, as PostgreSQL's date_trunc('week') starts them.
  return day - ((time.getUTCDay() + 6) % 7) * 86_400_000;
}

/** The last `weeks` weeks by their Monday (UTC dates), oldest first, each with the count the rows give it (0 otherwise). */
export function weeklySeries(rows: { week: string; n: unknown }[], weeks: number, now = new Date()): { week: string; count: number }[] {
  const byWeek = new Map(rows.map((row) => [row.week, count(row.n)]));
  const thisWeek = mondayOf(now);
  return Array.from({ length: weeks }, (_, index) => {
    const week = new Date(thisWeek - (weeks - 1 - index) * 7 * 86_400_000).toISOString().slice(0, 10);
    return { week, count: byWeek.get(week) ?? 0 };
  });
}

/** Figures computed from what the cases stored: statistics, the messages table and the admin's overview. */
export function insightsRepository(db: Database) {
  return {
    async caseStatistics(caseRow: {
      id: string;
      createdAt: Date;
      closeAt: Date | null;
    }): Promise<Omit<CaseStatistics, 'mediator' | 'reading'>> {
      const caseId = caseRow.id;
      // One statement for every figure: the page waits for one answer, not for ten in turn, and every figure is of
      // one moment (one snapshot), so figures read while the case goes on still agree with each other. Every message
      // figure comes from the case's counts (message_counts, kept by the database as messages are written), so a
      // long case is not read at all; the stage cards sent (their ext names a guided type and a stage) come by
      // their partial index. The agreement is the case's one (unique by case), its clauses counted in place.
      const [figures] = await rowsOf<{
        total: unknown;
        edits: unknown;
        first: unknown;
        last: unknown;
        summaries: unknown;
        likes: unknown;
        in_m: unknown;
        in_a: unknown;
        in_b: unknown;
        from_m: unknown;
        from_a: unknown;
        from_b: unknown;
        people: Record<string, unknown> | null;
        cards: ({ type?: unknown; stage?: unknown } | null)[] | null;
        initial_a: boolean;
        initial_b: boolean;
        ratings: [unknown, unknown][] | null;
        feedback: string[] | null;
        agreement_state: string | null;
        agreement_version: unknown;
        finalized_at: unknown;
        signed_at: unknown;
        clauses: unknown;
        accepted: unknown;
        change_requested: unknown;
      }>(
        db,
        sql`SELECT counts.*,
                   (SELECT json_object_agg(side, n) FROM (SELECT side, count(*) AS n FROM participants
                     WHERE case_id = ${caseId} GROUP BY side) AS p) AS people,
                   (SELECT json_agg(ext) FROM (SELECT DISTINCT ext FROM messages
                     WHERE case_id = ${caseId} AND jsonb_typeof(ext->'stage') = 'number') AS c) AS cards,
                   coalesce(marked.a OR guide.received_initial_a, false) AS initial_a,
                   coalesce(marked.b OR guide.received_initial_b, false) AS initial_b,
                   (SELECT json_agg(json_build_array(rating, n)) FROM (SELECT rating, count(*) AS n FROM surveys
                     WHERE case_id = ${caseId} GROUP BY rating) AS r) AS ratings,
                   (SELECT json_agg(feedback ORDER BY id) FROM surveys
                     WHERE case_id = ${caseId} AND btrim(feedback) <> '') AS feedback,
                   agreement.*
            FROM (SELECT sum(messages) AS total, sum(edits) AS edits, min(first_at) AS first, max(last_at) AS last,
                         sum(summaries) AS summaries, sum(likes) AS likes,
                         sum(messages) FILTER (WHERE side = 'M') AS in_m, sum(messages) FILTER (WHERE side = 'A') AS in_a,
                         sum(messages) FILTER (WHERE side = 'B') AS in_b, sum(messages) FILTER (WHERE from_side = 'M') AS from_m,
                         sum(messages) FILTER (WHERE from_side = 'A') AS from_a, sum(messages) FILTER (WHERE from_side = 'B') AS from_b
                  FROM message_counts WHERE case_id = ${caseId}) AS counts
            -- A side's position is received by its marker action or by the wizard's record (one row a case).
            CROSS JOIN (SELECT bool_or(action_payload = 'receivedInitialA') AS a, bool_or(action_payload = 'receivedInitialB') AS b
                        FROM actions WHERE case_id = ${caseId} AND action_payload IN ('receivedInitialA', 'receivedInitialB')) AS marked
            LEFT JOIN guide_states guide ON guide.case_id = ${caseId}
            LEFT JOIN LATERAL (
              SELECT a.state AS agreement_state, a.version AS agreement_version, a.finalized_at, a.signed_at,
                     count(c.id) AS clauses,
                     count(c.id) FILTER (WHERE (SELECT count(*) FROM agreement_answers x
                                                WHERE x.clause_id = c.id AND x.answer = 'accept' AND x.clause_version = c.version) = 2) AS accepted,
                     count(c.id) FILTER (WHERE EXISTS (SELECT 1 FROM agreement_answers x
                                                       WHERE x.clause_id = c.id AND x.answer = 'change' AND x.clause_version = c.version)) AS change_requested
              FROM agreements a
              LEFT JOIN agreement_clauses c ON c.agreement_id = a.id AND c.removed_at IS NULL
              WHERE a.case_id = ${caseId}
              GROUP BY a.id) AS agreement ON true`,
      );
      // An aggregate over the counts without GROUP BY: always one row, even for a case with no message.
      const row = figures!;
      const byRating = [0, 0, 0, 0, 0];
      let answers = 0;
      let ratingSum = 0;
      for (const [ratingValue, nValue] of row.ratings ?? []) {
        const rating = count(ratingValue);
        const n = count(nValue);
        if (rating >= 1 && rating <= 5) byRating[rating - 1] = n;
        answers += n;
        ratingSum += rating * n;
      }
      const agreement: CaseStatistics['agreement'] = row.agreement_state
        ? {
            state: row.agreement_state as CaseStatistics['agreement']['state'],
            version: count(row.agreement_version),
            clauses: count(row.clauses),
            accepted: count(row.accepted),
            change_requested: count(row.change_requested),
            finalized_at: row.finalized_at ? toIso(row.finalized_at) : null,
            signed_at: row.signed_at ? toIso(row.signed_at) : null,
          }
        : { state: 'none', version: 0, clauses: 0, accepted: 0, change_requested: 0, finalized_at: null, signed_at: null };
      const groups: Record<Side, number> = { M: count(row.in_m), A: count(row.in_a), B: count(row.in_b) };
      const sides: Record<Side, number> = { M: count(row.from_m), A: count(row.from_a), B: count(row.from_b) };
      const people = sideCounts(Object.entries(row.people ?? {}).map(([key, n]) => ({ key, n })));
      const end = caseRow.closeAt ?? new Date();
      return {
        case_id: caseId,
        created_at: caseRow.createdAt.toISOString(),
        close_at: caseRow.closeAt ? caseRow.closeAt.toISOString() : null,
        duration_s: Math.max(0, Math.floor((end.getTime() - caseRow.createdAt.getTime()) / 1000)),
        first_message_at: row.first ? toIso(row.first) : null,
        last_message_at: row.last ? toIso(row.last) : null,
        messages: { total: count(row.total), by_group: groups, by_side: sides },
        participants: { total: people.A + people.B, by_side: { A: people.A, B: people.B } },
        edits: count(row.edits),
        likes: count(row.likes),
        guide: {
          stage_reached: stageReached(row.cards ?? [])?.stage ?? 0,
          summary_sent: count(row.summaries) > 0,
          initial_positions: { A: row.initial_a === true, B: row.initial_b === true },
        },
        surveys: {
          count: answers,
          average_rating: answers === 0 ? null : Math.round((ratingSum / answers) * 100) / 100,
          by_rating: byRating,
          feedback: row.feedback ?? [],
        },
        agreement,
      };
    },

    /**
     * How far each person has read each group it sees (the mediator all three, a party M and its own side),
     * with the messages of others still unread there. `people` are the case's mediator and parties.
     */
    async reading(caseId: string, people: { user_id: number; side: Side; displayName: string }[]): Promise<CaseStatistics['reading']> {
      if (people.length === 0) return [];
      // The groups each person reads (as the room's sidesOf rules), M first as the page lists them.
      const groupsOf = (side: Side): Side[] => (side === 'M' ? ['M', 'A', 'B'] : ['M', side]);
      const pairs = sql.join(
        people.flatMap((person) => groupsOf(person.side).map((group) => sql`(${person.user_id}::int, ${group}::text)`)),
        sql`, `,
      );
      // Each person's position in each group with the messages of others after it, in one statement. A position
      // counts one range of the (case, group, seq) index, so a person who reads as the case goes counts a few
      // rows, not the case; someone who never opened a group has all of it unread, which the case's counts say
      // without reading it.
      const rows = await rowsOf<{ user_id: unknown; side: Side; seq: unknown; updated_at: unknown; n: unknown }>(
        db,
        sql`SELECT p.user_id, p.side, r.seq, r.updated_at,
              CASE WHEN coalesce(r.seq, 0) = 0 THEN
                (SELECT coalesce(sum(c.messages), 0) FROM message_counts c
                  WHERE c.case_id = ${caseId} AND c.side = p.side AND c.from_user_id <> p.user_id)
              ELSE
                (SELECT count(*) FROM messages m
                  WHERE m.case_id = ${caseId} AND m.side = p.side AND m.seq > r.seq AND m.from_user_id <> p.user_id)
              END AS n
            FROM (VALUES ${pairs}) AS p(user_id, side)
            LEFT JOIN read_positions r ON r.case_id = ${caseId} AND r.user_id = p.user_id AND r.side = p.side`,
      );
      return people.flatMap((person) => {
        return groupsOf(person.side).map((group) => {
          const row = rows.find((candidate) => count(candidate.user_id) === person.user_id && candidate.side === group);
          const hasPosition = row?.seq !== null && row?.seq !== undefined;
          return {
            user_id: person.user_id,
            name: person.displayName,
            side: person.side,
            group,
            read_seq: hasPosition ? count(row.seq) : null,
            read_at: hasPosition ? toIso(row.updated_at) : null,
            unread: count(row?.n),
          };
        });
      });
    },

    /** One page (counted from 1) of a case's messages in the order they were written, with like counts. */
    async messagesPage(caseId: string, page: number, pageSize: number): Promise<{ count: number; rows: CaseMessageRow[] }> {
      const [total] = await rowsOf<{ n: unknown }>(
        db,
        sql`SELECT coalesce(sum(messages), 0) AS n FROM message_counts WHERE case_id = ${caseId}`,
      );
      const rows = await rowsOf<{
        id: unknown;
        seq: unknown;
        from_user_id: unknown;
        from_side: Side;
        side: Side;
        display_name: string;
        message: string;
        time: unknown;
        edited_at: unknown;
        likes: unknown;
        ext_type: string | null;
      }>(
        db,
        sql`SELECT m.id, m.seq, m.from_user_id, m.from_side, m.side, m.display_name, m.message, m.time, m.edited_at,
                   m.ext->>'type' AS ext_type,
                   (SELECT count(*) FROM likes l WHERE l.case_id = m.case_id AND l.message_id = m.id) AS likes
            FROM messages m WHERE m.case_id = ${caseId}
            ORDER BY m.seq, m.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      );
      return {
        count: count(total?.n),
        rows: rows.map((row) => ({
          _id: String(row.id),
          seq: count(row.seq),
          from: count(row.from_user_id),
          fromSide: row.from_side,
          side: row.side,
          displayName: row.display_name,
          message: row.message,
          time: toIso(row.time),
          edited_at: row.edited_at ? toIso(row.edited_at) : null,
          likes: count(row.likes),
          ext_type: row.ext_type,
        })),
      };
    },

    async adminStatistics(now = new Date()): Promise<AdminStatistics> {
      const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (SERIES_DAYS - 1) * 86_400_000);
      const firstWeek = new Date(mondayOf(now) - (STATISTICS_WEEKS - 1) * 7 * 86_400_000).toISOString();
      // Independent reads, asked at once: on PostgreSQL they run side by side on the pool's connections.
      const [
        categories,
        [mediators],
        [parties],
        messagesPerDay,
        surveysPerDay,
        [surveys],
        [agreements],
        casesPerWeek,
        signedPerWeek,
        messagesPerCase,
      ] = await Promise.all([
        // Every case once, by category and state, from the counts the database keeps (case_counts): the
        // totals are the categories' sums, and a category whose cases are all gone is not listed.
        rowsOf<{ category: string; n: unknown; open: unknown; running: unknown; closed: unknown }>(
          db,
          sql`SELECT category, sum(cases) AS n,
                       sum(cases) FILTER (WHERE is_active AND NOT is_started) AS open,
                       sum(cases) FILTER (WHERE is_active AND is_started) AS running,
                       sum(cases) FILTER (WHERE NOT is_active) AS closed
                FROM case_counts GROUP BY category HAVING sum(cases) > 0 ORDER BY category`,
        ),
        rowsOf<{ total: unknown; certified: unknown; with_cases: unknown }>(
          db,
          // One probe of the cases' mediator index per mediator. Written as EXISTS, the planner hashed every
          // case; with a bare LIMIT 1 it scanned the cases until it met one of the mediator's. Ordered as the
          // index (mediator_id, created_at) is, the first entry is the answer.
          sql`SELECT count(*) AS total, count(*) FILTER (WHERE certification_course) AS certified,
                       count(*) FILTER (WHERE (SELECT 1 FROM cases c WHERE c.mediator_id = mediators.user_id
                                                ORDER BY c.created_at LIMIT 1) IS NOT NULL) AS with_cases
                FROM mediators`,
        ),
        rowsOf<{ n: unknown }>(db, sql`SELECT count(*) AS n FROM users WHERE NOT is_staff AND NOT is_superuser`),
        rowsOf<{ day: string; n: unknown }>(
          db,
          sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(messages) AS n FROM message_counts
                WHERE day >= ${since.toISOString().slice(0, 10)}::date GROUP BY 1`,
        ),
        rowsOf<{ day: string; n: unknown }>(
          db,
          sql`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS n FROM surveys WHERE created_at >= ${since.toISOString()} GROUP BY 1`,
        ),
        rowsOf<{ n: unknown; average: unknown }>(db, sql`SELECT count(*) AS n, avg(rating) AS average FROM surveys`),
        rowsOf<{ total: unknown; signed: unknown }>(
          db,
          sql`SELECT count(*) AS total, count(*) FILTER (WHERE state = 'signed') AS signed FROM agreements`,
        ),
        rowsOf<{ week: string; n: unknown }>(
          db,
          sql`SELECT to_char(week, 'YYYY-MM-DD') AS week, sum(cases) AS n
                FROM case_counts WHERE week >= ${firstWeek.slice(0, 10)}::date GROUP BY 1`,
        ),
        rowsOf<{ week: string; n: unknown }>(
          db,
          sql`SELECT to_char(date_trunc('week', signed_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, count(*) AS n
                FROM agreements WHERE state = 'signed' AND signed_at >= ${firstWeek} GROUP BY 1`,
        ),
        rowsOf<{ code: string; title: string; created_at: unknown; n: unknown }>(
          db,
          sql`SELECT c.link AS code, c.title, c.created_at,
                       (SELECT coalesce(sum(m.messages), 0) FROM message_counts m WHERE m.case_id = c.id) AS n
                FROM cases c ORDER BY c.created_at DESC, c.id DESC LIMIT ${STATISTICS_CASES}`,
        ),
      ]);
      const cases = { total: 0, open: 0, running: 0, closed: 0 };
      for (const row of categories) {
        cases.total += count(row.n);
        cases.open += count(row.open);
        cases.running += count(row.running);
        cases.closed += count(row.closed);
      }
      return {
        cases_per_week: weeklySeries(casesPerWeek, STATISTICS_WEEKS, now),
        agreements_signed_per_week: weeklySeries(signedPerWeek, STATISTICS_WEEKS, now),
        messages_per_case: messagesPerCase
          .map((row) => ({ code: row.code, title: row.title, created_at: toIso(row.created_at), messages: count(row.n) }))
          .reverse(),
        cases: {
          ...cases,
          by_category: Object.fromEntries(categories.map((row) => [row.category, count(row.n)])),
        },
        mediators: { total: count(mediators?.total), with_cases: count(mediators?.with_cases), certified: count(mediators?.certified) },
        parties: count(parties?.n),
        messages_per_day: dailySeries(messagesPerDay, SERIES_DAYS, now),
        surveys_per_day: dailySeries(surveysPerDay, SERIES_DAYS, now),
        surveys: {
          count: count(surveys?.n),
          average_rating:
            surveys?.average === null || surveys?.average === undefined ? null : Math.round(Number(surveys.average) * 100) / 100,
        },
        agreements: { total: count(agreements?.total), signed: count(agreements?.signed) },
      };
    },

    /** Started, open cases with their mediator's name and number of parties, newest first. */
    async startedCases(): Promise<
      { id: string; code: string; title: string; category: string; mediatorId: number; mediatorName: string; participants: number }[]
    > {
      const rows = await rowsOf<{
        id: string;
        code: string;
        title: string;
        category: string;
        mediator_id: unknown;
        mediator_name: string;
        participants: unknown;
      }>(
        db,
        sql`SELECT c.id, c.link AS code, c.title, c.category, c.mediator_id,
                   btrim(u.first_name || ' ' || u.last_name) AS mediator_name,
                   (SELECT count(*) FROM participants p WHERE p.case_id = c.id) AS participants
            FROM cases c JOIN users u ON u.id = c.mediator_id
            WHERE c.is_active AND c.is_started ORDER BY c.created_at DESC`,
      );
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        title: row.title,
        category: row.category,
        mediatorId: count(row.mediator_id),
        mediatorName: row.mediator_name,
        participants: count(row.participants),
      }));
    },
  };
}

export type InsightsRepository = ReturnType<typeof insightsRepository>;
