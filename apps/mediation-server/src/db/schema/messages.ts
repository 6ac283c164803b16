/** What is said in a case room: messages and their likes, the mediator's notes, actions and how far each person read. */
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';
import { cases } from './cases';

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** Position in the case's stream (case_streams), shared with actions and case_events. */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    clientMsgId: text('client_msg_id'),
    fromUserId: integer('from_user_id').notNull(),
    fromSide: text('from_side').notNull(),
    side: text('side').notNull(),
    message: text('message').notNull(),
    displayName: text('display_name').notNull(),
    ext: jsonb('ext'),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('messages_case_client_msg_unique').on(table.caseId, table.clientMsgId),
    index('messages_case_seq_idx').on(table.caseId, table.seq),
    index('messages_case_side_seq_idx').on(table.caseId, table.side, table.seq),
    index('messages_case_stage_cards_idx')
      .on(table.caseId)
      .where(sql`jsonb_typeof(${table.ext} -> 'stage') = 'number'`),
    // Search in a case: "contains this text" answered by trigrams (pg_trgm), in any language.
    index('messages_text_trgm_idx').using('gin', table.message.op('gin_trgm_ops')),
  ],
);

export const likes = pgTable(
  'likes',
  {
    messageId: integer('message_id').notNull(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    side: text('side').notNull(),
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.userId, table.side] }),
    index('likes_case_message_idx').on(table.caseId, table.messageId),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    groupTag: text('group_tag').notNull().default('Both'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notes_case_idx').on(table.caseId, table.id)],
);

export const actions = pgTable(
  'actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** Position in the case's stream (case_streams). */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    actionType: text('action_type').notNull(),
    actionPayload: text('action_payload').notNull(),
    extMsg: text('ext_msg'),
    fromUserId: integer('from_user_id').notNull(),
    side: text('side').notNull(),
    displayName: text('display_name').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('actions_case_seq_idx').on(table.caseId, table.seq)],
);

/** How far each person has read each group of a case, so unread counts survive a reload and a second device. */
export const readPositions = pgTable(
  'read_positions',
  {
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    /** The stream position read up to. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.userId, table.side] })],
);
