import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ChatMessage, LikeData, MessageExt, Side } from '@mediation/protocol';
import type { Database } from '../db/client';
import { likes, messages } from '../db/schema/index';
import { rowsOf, toIso } from './stream-repository';
import { isUniqueViolation } from './users-repository';

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

export function messagesRepository(db: Database) {
  async function findByClientId(caseId: string, clientMsgId: string): Promise<MessageRow | undefined> {
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.caseId, caseId), eq(messages.clientMsgId, clientMsgId)));
    return row;
  }

  return {
    findByClientId,

    /**
     * Stores a message at the next position of its case in one statement, only while the case is
     * running (and, with `refuseInShuttle`, only while shuttle mode is off). A retry with a known
     * client id returns the stored message with `isNew` false.
     */
    async append(
      values: NewMessage,
      options: { refuseInShuttle: boolean },
    ): Promise<{ row: MessageRow; isNew: boolean } | { refused: AppendRefusal }> {
      const ext = values.ext === null ? null : JSON.stringify(values.ext);
      let inserted: InsertedRow | undefined;
      try {
        [inserted] = await rowsOf<InsertedRow>(
          db,
          sql`
            WITH running AS (
              SELECT id FROM cases
              WHERE id = ${values.caseId}::text AND is_active AND is_started
                AND (${options.refuseInShuttle}::boolean IS FALSE OR shuttle IS FALSE)
            ), stream AS (
              INSERT INTO case_streams (case_id, last_seq)
              SELECT id, 1 FROM running
              ON CONFLICT (case_id) DO UPDATE SET last_seq = case_streams.last_seq + 1
              RETURNING last_seq
            )
            INSERT INTO messages (case_id, seq, client_msg_id, from_user_id, from_side, side, message, display_name, ext)
            SELECT ${values.caseId}::text, stream.last_seq, ${values.clientMsgId}::text, ${values.fromUserId}::int,
              ${values.fromSide}::text, ${values.side}::text, ${values.message}::text, ${values.displayName}::text, ${ext}::jsonb
            FROM stream
            RETURNING id::text AS id, seq::float8 AS seq, to_json(time) #>> '{}' AS time`,
        );
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
      return {
        isNew: true,
        row: {
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
        },
      };
    },

    async findById(caseId: string, id: number, tx: Database = db): Promise<MessageRow | undefined> {
      const [row] = await tx.select().from(messages).where(and(eq(messages.caseId, caseId), eq(messages.id, id)));
      return row;
    },

    /** Messages of the given groups, oldest first; with `afterSeq` only those after that position. */
    async listVisible(caseId: string, sides: readonly Side[], afterSeq = 0): Promise<ChatMessage[]> {
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.caseId, caseId), inArray(messages.side, [...sides]), gt(messages.seq, afterSeq)))
        .orderBy(asc(messages.seq));
      if (rows.length === 0) return [];
      const likeRows = await db
        .select()
        .from(likes)
        .where(and(eq(likes.caseId, caseId), inArray(likes.messageId, rows.map((row) => row.id))))
        .orderBy(asc(likes.createdAt));
      const byMessage = new Map<number, LikeRow[]>();
      for (const like of likeRows) {
        const list = byMessage.get(like.messageId) ?? [];
        list.push(like);
        byMessage.set(like.messageId, list);
      }
      return rows.map((row) => toChatMessage(row, likeDataOf(byMessage.get(row.id) ?? [])));
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
