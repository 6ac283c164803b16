/** The ordered stream of a case's events, which a reconnecting client replays. */
import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { cases } from './cases';

/** The last stream position handed out per case; its row lock orders concurrent writes to one case. */
export const caseStreams = pgTable('case_streams', {
  caseId: text('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});

/**
 * Broadcast events of a case other than messages and actions (edits, likes, shuttle, notes, guide,
 * survey requests, the end), kept so that a client that was away can replay them in order.
 */
export const caseEvents = pgTable(
  'case_events',
  {
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
    /** Who may see it: all, A, B, mediator or parties. */
    audience: text('audience').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.seq] })],
);
