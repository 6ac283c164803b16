/**
 * Messages and their likes: the batched append on the realtime hot path, pages of history, search and edits.
 * One file because the batch writer and the readers share the row mapping and the like attachment.
 */
import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ChatMessage, LikeData, MessageExt, Side } from '@mediation/protocol';
import type { Database, NamedStatement, RunStatement } from '../db/client';
import { likes, messages } from '../db/schema/index';
import { rowsOf, toIso } from './db-helpers';
import { isUniqueViolation } from './db-helpers';
import { STREAM_CLOCK_SQL } from './stream-repository';

export type MessageRow = typeof messages.$inferSelect;
type LikeRow = typeof likes.$inferSelect;

export interface NewMessage {
  caseId: string;
  clientMsgId: string;
  fromUserId: number;
  fromSide: Side;
  side: Side;
  message: string;
  displayName: string;
  ext: MessageExt | null;
}

/** Why a message was not stored: the case is not running, or shuttle mode forbids the group. */
export type AppendRefusal = 'not_running' | 'shuttle';

export const emptyLikeData = (): LikeData => ({ A: [], B: [], M: [] });

export function likeDataOf(rows: readonly LikeRow[]): LikeData {
  const data = emptyLikeData();
  for (const row of rows) data[row.side as Side].push({ user_id: row.userId, displayName: row.displayName, like: true });
  return data;
}

export function toChatMessage(row: MessageRow, likeData: LikeData = emptyLikeData()): ChatMessage {
  return {
    _id: String(row.id),
    seq: row.seq,
    client_msg_id: row.clientMsgId,
    from: row.fromUserId,
    fromSide: row.fromSide as Side,
    side: row.side as Side,
    message: row.message,
    time: row.time.toISOString(),
    displayName: row.displayName,
    to: row.caseId,
    ext: (row.ext as MessageExt | null) ?? null,
    edited_at: row.editedAt ? row.editedAt.toISOString() : null,
    likeData,
  };
}

/** A message id as the wire carries it (a decimal string); undefined when it cannot be one. */
export function parseMessageId(id: string): number | undefined {
  if (!/^[1-9][0-9]{0,9}$/.test(id)) return undefined;
  const value = Number(id);
  return value <= 2_147_483_647 ? value : undefined;
}

interface InsertedRow {
  id: string;
  seq: number;
  time: string;
}

interface BatchedRow extends InsertedRow {
  case_id: string;
  client_msg_id: string;
}

interface PendingAppend {
  values: NewMessage;
  options: { refuseInShuttle: boolean };
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

export type AppendResult = { row: MessageRow; isNew: boolean } | { refused: AppendRefusal };

export interface MessagesRepositoryOptions {
  /** Batches of inserts running at once (1 for PGlite, which runs one statement at a time anyway). */
  concurrentBatches?: number;
  /** Most messages in one insert statement. */
  maxBatch?: number;
}

function rowOf(values: NewMessage, inserted: InsertedRow): MessageRow {
  return {
    id: Number(inserted.id),
    caseId: values.caseId,
    seq: Number(inserted.seq),
    clientMsgId: values.clientMsgId,
    fromUserId: values.fromUserId,
    fromSide: values.fromSide,
    side: values.side,
    message: values.message,
    displayName: values.displayName,
    ext: values.ext,
    time: new Date(toIso(inserted.time)),
    editedAt: null,
  };
}

/** What an insert into messages returns for its counts (COUNTED). */
const STORED_COLUMNS = 'id, case_id, client_msg_id, seq, time, side, from_user_id, from_side, ext';

/** A stored message as its caller reads it back from `stored`: its id, its position and its time. */
const INSERTED_COLUMNS = `id::text AS id, seq::float8 AS seq, to_json(time) #>> '{}' AS time`;

/**
 * The counts a case's information page and the admin's statistics read (message_counts: one row per case, UTC
 * day, group and writer), kept by the statement that stores the messages, over the rows of its `stored` CTE. A
 * trigger on messages did this before, and its PL/pgSQL call and transition table cost a lone message on the
 * embedded database about a tenth of its time, on the server's own thread. A message is inserted unedited; its
 * first edit is counted by the messages_edit_counted trigger, rarer than a message.
 */
const COUNTED = `counted AS (
      INSERT INTO message_counts AS counted (case_id, day, side, from_user_id, from_side, messages, summaries, first_at, last_at)
      SELECT case_id, (time AT TIME ZONE 'UTC')::date, side, from_user_id, min(from_side), count(*),
        count(*) FILTER (WHERE ext->>'type' = 'guided' AND ext->>'stage' = 'summary'), min(time), max(time)
      FROM stored GROUP BY 1, 2, 3, 4
      ON CONFLICT (case_id, day, side, from_user_id) DO UPDATE SET
        messages = counted.messages + excluded.messages,
        summaries = counted.summaries + excluded.summaries,
        first_at = least(counted.first_at, excluded.first_at),
        last_at = greatest(counted.last_at, excluded.last_at)
    )`;

/**
 * Every insert into messages goes through one of these two: they give the two CTEs of a WITH list that store the
 * rows (`stored`, the insert given without a RETURNING) and count them (`counted`); the statement then selects
 * what it needs from `stored`. The first is for statements written as text (named statements), the second for
 * the ORM's templates, whose insert carries its own parameters.
 */
export const storedAndCounted = (insert: string) => `stored AS (
      ${insert}
      RETURNING ${STORED_COLUMNS}
    ), ${COUNTED}`;
export const storedAndCountedSql = (insert: SQL) => sql`stored AS (${insert} RETURNING ${sql.raw(STORED_COLUMNS)}), ${sql.raw(COUNTED)}`;

/**
 * One statement storing many messages (of any cases), given as a JSON array: each case's counter moves once
 * by its count, taken in case-id order so that concurrent batches never wait on each other in a cycle.
 * Messages of a case that is not running, refused by shuttle mode or already stored are left out (and
 * answered one by one by the caller).
 *
 * A message already stored (a client's retry) is left out by the insert's ON CONFLICT alone, which finds it
 * through the (case, client id) unique index; its place in the case's numbering is skipped, as the clock already
 * skips places. The statement reads no stored message otherwise: a prepared statement keeps the plan made when
 * it was first run, and one made on a young table probed for a retry by walking the case's (case, side, seq)
 * index, every message of the case for every message of a batch, ever slower as the case grew (a batch of two
 * took 0.9 ms at first and 3 ms after 12,000 messages, on both databases). The running case is probed one
 * input row at a time (LATERAL, LIMIT 1), which only its primary key can answer, whatever the table's size.
 */
export const APPEND_BATCH: NamedStatement = {
  name: 'messages_append_batch',
  text: `
    WITH input AS (
      SELECT * FROM jsonb_to_recordset($1::text::jsonb) AS x(
        ord int, case_id text, client_msg_id text, from_user_id int, from_side text, side text,
        message text, display_name text, ext jsonb, refuse_in_shuttle boolean)
    ), accepted AS (
      SELECT DISTINCT ON (input.case_id, input.client_msg_id) input.*
      FROM input
      CROSS JOIN LATERAL (
        SELECT 1 FROM cases
        WHERE cases.id = input.case_id AND cases.is_active AND cases.is_started AND (NOT input.refuse_in_shuttle OR NOT cases.shuttle)
        LIMIT 1) running
      ORDER BY input.case_id, input.client_msg_id, input.ord
    ), counts AS (
      SELECT case_id, count(*)::bigint AS n FROM accepted GROUP BY case_id
    ), clock AS (
      SELECT ${STREAM_CLOCK_SQL} AS us
    ), bumped AS (
      -- n positions after the case's last one, the first of them no earlier than the clock.
      INSERT INTO case_streams (case_id, last_seq)
      SELECT case_id, clock.us + n - 1 FROM counts, clock ORDER BY case_id
      ON CONFLICT (case_id) DO UPDATE SET last_seq = greatest(
        case_streams.last_seq + (SELECT counts.n FROM counts WHERE counts.case_id = excluded.case_id), excluded.last_seq)
      RETURNING case_id, last_seq
    ), numbered AS (
      SELECT accepted.*,
        bumped.last_seq - counts.n + row_number() OVER (PARTITION BY accepted.case_id ORDER BY accepted.ord) AS seq
      FROM accepted JOIN counts USING (case_id) JOIN bumped USING (case_id)
    ), ${storedAndCounted(`INSERT INTO messages (case_id, seq, client_msg_id, from_user_id, from_side, side, message, display_name, ext)
      SELECT case_id, seq, client_msg_id, from_user_id, from_side, side, message, display_name, ext FROM numbered
      ON CONFLICT (case_id, client_msg_id) DO NOTHING`)}
    SELECT ${INSERTED_COLUMNS}, case_id, client_msg_id FROM stored`,
};

function batchParams(batch: readonly PendingAppend[]): [string] {
  return [
    JSON.stringify(
      batch.map((item, ord) => ({
        ord,
        case_id: item.values.caseId,
        client_msg_id: item.values.clientMsgId,
        from_user_id: item.values.fromUserId,
        from_side: item.values.fromSide,
        side: item.values.side,
        message: item.values.message,
        display_name: item.values.displayName,
        ext: item.values.ext,
        refuse_in_shuttle: item.options.refuseInShuttle,
      })),
    ),
  ];
}

/**
 * One message at the next position of its case, only while the case is running (and, when $2 is true, only
 * while shuttle mode is off): no row comes back when it is refused.
 */
const APPEND_ONE: NamedStatement = {
  name: 'messages_append_one',
  text: `
    WITH running AS (
      SELECT id FROM cases
      WHERE id = $1::text AND is_active AND is_started AND ($2::boolean IS FALSE OR shuttle IS FALSE)
    ), stream AS (
      INSERT INTO case_streams (case_id, last_seq)
      SELECT id, ${STREAM_CLOCK_SQL} FROM running
      ON CONFLICT (case_id) DO UPDATE SET last_seq = greatest(case_streams.last_seq + 1, excluded.last_seq)
      RETURNING last_seq
    ), ${storedAndCounted(`INSERT INTO messages (case_id, seq, client_msg_id, from_user_id, from_side, side, message, display_name, ext)
      SELECT $1::text, stream.last_seq, $3::text, $4::int, $5::text, $6::text, $7::text, $8::text, $9::text::jsonb
      FROM stream`)}
    SELECT ${INSERTED_COLUMNS} FROM stored`,
};

/** A history page's row: the message's columns as the wire carries them, with its likes in order. */
interface PageRow {
  id: string;
  seq: number;
  client_msg_id: string | null;
  from_user_id: number;
  from_side: string;
  side: string;
  message: string;
  display_name: string;
  ext: MessageExt | null;
  time: string;
  edited_at: string | null;
  /** [side, user id, display name] of each like, oldest first; null when none. */
  likes: [string, number, string][] | null;
}

/**
 * A time as the wire carries it, ISO 8601 in UTC to the millisecond, as JavaScript's toISOString writes it (both
 * cut the microseconds off); made in the statement, it spares parsing each row's time into a date and back.
 */
const WIRE_TIME = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A history page's columns. The likes come in the same statement, one probe of likes_case_message_idx per
 * message, as JSON the drivers parse: as a second query over the page's ids the ORM built one parameter per id,
 * and building it and mapping its rows was a fifth of a catch-up's time in the server (bench:scale).
 */
const PAGE_COLUMNS = `m.id::text AS id, m.seq::float8 AS seq, m.client_msg_id, m.from_user_id, m.from_side, m.side,
    m.message, m.display_name, m.ext, ${WIRE_TIME('m.time')} AS time, ${WIRE_TIME('m.edited_at')} AS edited_at,
    (SELECT json_agg(json_build_array(l.side, l.user_id, l.display_name) ORDER BY l.created_at)
       FROM likes l WHERE l.case_id = m.case_id AND l.message_id = m.id) AS likes`;

/** The groups' messages of a case, by position: $1 the case, $2 the groups (a text array), then the page's bounds. */
const PAGE_LATEST: NamedStatement = {
  name: 'messages_page_latest',
  text: `SELECT ${PAGE_COLUMNS} FROM messages m
    WHERE m.case_id = $1::text AND m.side = ANY($2::text[]) ORDER BY m.seq DESC LIMIT $3::int`,
};
const PAGE_BEFORE: NamedStatement = {
  name: 'messages_page_before',
  text: `SELECT ${PAGE_COLUMNS} FROM messages m
    WHERE m.case_id = $1::text AND m.side = ANY($2::text[]) AND m.seq < $3::bigint ORDER BY m.seq DESC LIMIT $4::int`,
};
const PAGE_AFTER: NamedStatement = {
  name: 'messages_page_after',
  text: `SELECT ${PAGE_COLUMNS} FROM messages m
    WHERE m.case_id = $1::text AND m.side = ANY($2::text[]) AND m.seq > $3::bigint ORDER BY m.seq ASC LIMIT $4::int`,
};

/** A text array's literal for a statement's parameter (the groups are single letters: nothing to quote). */
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

function pageMessage(caseId: string, row: PageRow): ChatMessage {
  const likeData = emptyLikeData();
  for (const [side, userId, displayName] of row.likes ?? []) likeData[side as Side].push({ user_id: userId, displayName, like: true });
  return {
    _id: row.id,
    seq: row.seq,
    client_msg_id: row.client_msg_id,
    from: row.from_user_id,
    fromSide: row.from_side as Side,
    side: row.side as Side,
    message: row.message,
    time: row.time,
    displayName: row.display_name,
    to: caseId,
    ext: row.ext ?? null,
    edited_at: row.edited_at,
    likeData,
  };
}

export function messagesRepository(db: Database, run: RunStatement, repositoryOptions: MessagesRepositoryOptions = {}) {
  const concurrentBatches = repositoryOptions.concurrentBatches ?? 4;
  const maxBatch = repositoryOptions.maxBatch ?? 256;
  const queue: PendingAppend[] = [];
  let isFlushScheduled = false;

  async function findByClientId(caseId: string, clientMsgId: string): Promise<MessageRow | undefined> {
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.caseId, caseId), eq(messages.clientMsgId, clientMsgId)));
    return row;
  }

  /** The one-message path of `append`, and the answer for messages a batch left out. */
  async function appendOne(values: NewMessage, options: { refuseInShuttle: boolean }): Promise<AppendResult> {
    const ext = values.ext === null ? null : JSON.stringify(values.ext);
    let inserted: InsertedRow | undefined;
    try {
      [inserted] = await run<InsertedRow>(APPEND_ONE, [
        values.caseId,
        options.refuseInShuttle,
        values.clientMsgId,
        values.fromUserId,
        values.fromSide,
        values.side,
        values.message,
        values.displayName,
        ext,
      ]);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await findByClientId(values.caseId, values.clientMsgId);
      if (!existing) throw error;
      return { row: existing, isNew: false };
    }
    if (!inserted) {
      const existing = await findByClientId(values.caseId, values.clientMsgId);
      if (existing) return { row: existing, isNew: false };
      const [state] = await rowsOf<{ running: boolean }>(
        db,
        sql`SELECT (is_active AND is_started) AS running FROM cases WHERE id = ${values.caseId}::text`,
      );
      return { refused: state?.running ? 'shuttle' : 'not_running' };
    }
    return { isNew: true, row: rowOf(values, inserted) };
  }

  async function runBatch(batch: PendingAppend[]) {
    // A message alone (most of them, below a few hundred a second per process) takes the one-message statement:
    // the batch's JSON, de-duplication and numbering cost the database more than the message itself.
    if (batch.length === 1) {
      const [item] = batch as [PendingAppend];
      return appendOne(item.values, item.options).then(item.resolve, item.reject);
    }
    let rows: BatchedRow[];
    try {
      rows = await run<BatchedRow>(APPEND_BATCH, batchParams(batch));
    } catch {
      // A batch that fails as a whole (a lost connection, a conflict) is retried message by message, its cases
      // still held (the caller waits for the retries before it lets another batch take them).
      await Promise.all(batch.map((item) => appendOne(item.values, item.options).then(item.resolve, item.reject)));
      return;
    }
    const stored = new Map(rows.map((row) => [`${row.case_id}\u0000${row.client_msg_id}`, row]));
    const answeredAlone: Promise<void>[] = [];
    for (const item of batch) {
      const key = `${item.values.caseId}\u0000${item.values.clientMsgId}`;
      const row = stored.get(key);
      stored.delete(key);
      if (row) item.resolve({ isNew: true, row: rowOf(item.values, row) });
      else answeredAlone.push(appendOne(item.values, item.options).then(item.resolve, item.reject));
    }
    await Promise.all(answeredAlone);
  }

  /**
   * The cases of each batch being written now, one slot a batch: each batch holds its cases' counter rows until it
   * commits. Each batch's set is made with it and dropped with it, so it dies young. One lasting set that every
   * message entered and left would be rebuilt at each growth and shrink, and V8 builds a table's new copy where
   * the old one lives: about 100 bytes of the old generation a message, for the full collector, whose pauses set
   * the tail of the rounds it falls in (docs/scaling.md, G6).
   */
  const casesOfBatches: (Set<string> | undefined)[] = Array.from({ length: concurrentBatches }, () => undefined);
  function isBeingWritten(caseId: string): boolean {
    for (const cases of casesOfBatches) if (cases?.has(caseId)) return true;
    return false;
  }

  /**
   * The next batch: queued messages in order, up to `maxBatch`, leaving out those of a case another batch is
   * writing. Two batches with one case in common would wait for each other's commit on the case's counter row
   * (bench:realtime saw PostgreSQL's backends in that wait a fifth of the time), and with one message of it the
   * whole second batch waited; left out, that message goes in the next batch after its case's, in its order.
   */
  function takeBatch(): PendingAppend[] {
    const batch: PendingAppend[] = [];
    // The messages left are moved down in place: spread into a call (splice), a queue of more than about
    // 120,000 (a database that hangs under 10,000 talking sockets) overflowed the stack and stopped every write.
    let kept = 0;
    for (let index = 0; index < queue.length; index += 1) {
      const item = queue[index]!;
      if (batch.length < maxBatch && !isBeingWritten(item.values.caseId)) batch.push(item);
      else queue[kept++] = item;
    }
    queue.length = kept;
    return batch;
  }

  /** Starts batches while a slot is free and messages wait; a batch that ends frees its slot and pumps again. */
  function pump() {
    for (let slot = casesOfBatches.indexOf(undefined); slot !== -1 && queue.length > 0; slot = casesOfBatches.indexOf(undefined)) {
      const batch = takeBatch();
      // Everything queued belongs to cases being written: the batch that ends first pumps again.
      if (batch.length === 0) return;
      casesOfBatches[slot] = new Set(batch.map((item) => item.values.caseId));
      void runBatch(batch).finally(() => {
        casesOfBatches[slot] = undefined;
        pump();
      });
    }
  }

  return {
    findByClientId,

    /**
     * Stores a message at the next position of its case, only while the case is running (and, with
     * `refuseInShuttle`, only while shuttle mode is off). A retry with a known client id returns the
     * stored message with `isNew` false. Messages that arrive in the same turn of the event loop, or
     * while earlier ones are being written, go together in one statement and one commit.
     */
    append(values: NewMessage, options: { refuseInShuttle: boolean }): Promise<AppendResult> {
      return new Promise((resolve, reject) => {
        queue.push({ values, options, resolve, reject });
        // Start after every message that already arrived on any connection has been read (the poll
        // phase): PGlite runs in this thread and would otherwise write each message on its own.
        if (isFlushScheduled) return;
        isFlushScheduled = true;
        setImmediate(() => {
          isFlushScheduled = false;
          pump();
        });
      });
    },

    async findById(caseId: string, id: number, tx: Database = db): Promise<MessageRow | undefined> {
      const [row] = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.caseId, caseId), eq(messages.id, id)));
      return row;
    },

    /** The latest position, at most `upTo`, of a message in one of the groups (0 when there is none). */
    async lastSeqIn(caseId: string, sides: readonly Side[], upTo: number): Promise<number> {
      const [row] = await db
        .select({ seq: sql<number | null>`max(${messages.seq})` })
        .from(messages)
        .where(and(eq(messages.caseId, caseId), inArray(messages.side, [...sides]), lte(messages.seq, upTo)));
      return Number(row?.seq ?? 0);
    },

    /**
     * Messages of the given groups, oldest first, at most `limit`: the first ones after `afterSeq`, or the
     * last ones (before `beforeSeq`, if given).
     */
    async listVisible(
      caseId: string,
      sides: readonly Side[],
      page: { afterSeq?: number; beforeSeq?: number; limit: number },
    ): Promise<ChatMessage[]> {
      const groups = textArray(sides);
      if (page.afterSeq !== undefined) {
        const rows = await run<PageRow>(PAGE_AFTER, [caseId, groups, page.afterSeq, page.limit]);
        return rows.map((row) => pageMessage(caseId, row));
      }
      const rows =
        page.beforeSeq === undefined
          ? await run<PageRow>(PAGE_LATEST, [caseId, groups, page.limit])
          : await run<PageRow>(PAGE_BEFORE, [caseId, groups, page.beforeSeq, page.limit]);
      return rows.reverse().map((row) => pageMessage(caseId, row));
    },

    /**
     * One group's messages whose text contains `query`, case-insensitively, newest first, at most `limit`,
     * older than `beforeSeq` when given. LIKE's wildcards in the query match themselves. The trigram index
     * (messages_text_trgm_idx) finds rare words in a long case; a common one is found walking the case's
     * seq index from the newest message.
     */
    async search(caseId: string, side: Side, query: string, page: { beforeSeq?: number; limit: number }): Promise<ChatMessage[]> {
      const pattern = `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      // The page's columns and likes, as history reads them; by the ORM's path, so that each pattern is planned
      // for itself (a prepared pattern loses the trigram index: see db/client.ts).
      const rows = await rowsOf<PageRow>(
        db,
        sql`SELECT ${sql.raw(PAGE_COLUMNS)} FROM messages m
            WHERE m.case_id = ${caseId} AND m.side = ${side} AND m.message ILIKE ${pattern}
              ${page.beforeSeq === undefined ? sql`` : sql`AND m.seq < ${page.beforeSeq}`}
            ORDER BY m.seq DESC LIMIT ${page.limit}`,
      );
      return rows.map((row) => pageMessage(caseId, row));
    },

    /** Stores one message at a position taken in the caller's transaction (the path of messages stored with other rows). */
    async insertAt(tx: Database, values: NewMessage, seq: number): Promise<MessageRow> {
      const ext = values.ext === null ? null : JSON.stringify(values.ext);
      const [inserted] = await rowsOf<InsertedRow>(
        tx,
        sql`WITH ${storedAndCountedSql(
          sql`INSERT INTO messages (case_id, seq, client_msg_id, from_user_id, from_side, side, message, display_name, ext)
              VALUES (${values.caseId}, ${seq}, ${values.clientMsgId}, ${values.fromUserId}, ${values.fromSide}, ${values.side},
                      ${values.message}, ${values.displayName}, ${ext}::jsonb)`,
        )}
            SELECT ${sql.raw(INSERTED_COLUMNS)} FROM stored`,
      );
      return rowOf(values, inserted!);
    },

    /** True when a side sent a message with an `ext` after a stream position. */
    async hasExtFromSideAfter(caseId: string, fromSide: Side, afterSeq: number, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.caseId, caseId), eq(messages.fromSide, fromSide), gt(messages.seq, afterSeq), isNotNull(messages.ext)))
        .limit(1);
      return row !== undefined;
    },

    async edit(tx: Database, caseId: string, id: number, message: string): Promise<MessageRow> {
      const [row] = await tx
        .update(messages)
        .set({ message, editedAt: new Date() })
        .where(and(eq(messages.caseId, caseId), eq(messages.id, id)))
        .returning();
      return row!;
    },

    /** Records a like; false when this user already liked the message on this side. */
    async addLike(tx: Database, like: { caseId: string; messageId: number; userId: number; side: Side; displayName: string }) {
      const rows = await tx.insert(likes).values(like).onConflictDoNothing().returning({ userId: likes.userId });
      return rows.length > 0;
    },

    /** Removes this user's like on this side; false when there was none. */
    async removeLike(tx: Database, like: { messageId: number; userId: number; side: Side }) {
      const rows = await tx
        .delete(likes)
        .where(and(eq(likes.messageId, like.messageId), eq(likes.userId, like.userId), eq(likes.side, like.side)))
        .returning({ userId: likes.userId });
      return rows.length > 0;
    },

    async likeData(messageId: number, tx: Database = db): Promise<LikeData> {
      const rows = await tx.select().from(likes).where(eq(likes.messageId, messageId)).orderBy(asc(likes.createdAt));
      return likeDataOf(rows);
    },
  };
}

export type MessagesRepository = ReturnType<typeof messagesRepository>;
