/**
 * Calls in a case's groups: which call each group holds and who is in it. Kept in the database, not in one
 * process's memory, so that every server process (behind the Redis adapter) sees the same calls and the
 * rules that must hold under concurrency (one call per group, one call per person) are constraints.
 */
import { boolean, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { users } from './users';

export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** M, A or B. */
    group: text('group_side').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('calls_case_id_group_unique').on(table.caseId, table.group)],
);

export const callMembers = pgTable(
  'call_members',
  {
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** Unique: a person is in at most one call. */
    userId: integer('user_id')
      .notNull()
      .unique('call_members_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    /** The person's stored side when joining: M for the mediator. */
    side: text('side').notNull(),
    mic: boolean('mic').notNull().default(true),
    camera: boolean('camera').notNull().default(true),
    screen: boolean('screen').notNull().default(false),
    /** The connection that joined: signals for the person go to it alone (on whichever process holds it). */
    socketId: text('socket_id').notNull(),
    /** The session of that connection: when it ends (a sign-out), the person leaves the call. */
    sessionId: text('session_id').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when that connection dropped: the place is kept for a grace period, so a reconnection resumes. */
    goneAt: timestamp('gone_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.callId, table.userId] })],
);
