/** How a party gets into a case: its requests to join, its invitations and the sessions of an admitted party. */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';
import { cases } from './cases';

/** A party's join: its token carries this id, and ending the case revokes it. */
export const partySessions = pgTable('party_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  caseId: text('case_id')
    .notNull()
    .references(() => cases.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  side: text('side').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** SHA-256 of the party's httpOnly session cookie, which refreshes its token after a reload; rotated on use. */
  cookieHash: text('cookie_hash').unique(),
});

/**
 * The cookies a party session has rotated away from (hashes only): one of them coming back later is a stolen
 * copy being replayed, and revokes the session.
 */
export const partySessionOldCookies = pgTable('party_session_old_cookies', {
  cookieHash: text('cookie_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => partySessions.id, { onDelete: 'cascade' }),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person asking to join a case with its code: the case's mediator admits or refuses. The request
 * token (kept only as a hash) lets the person poll for the decision and collect its party token once.
 */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** waiting, admitted, refused, expired or withdrawn. */
    status: text('status').notNull().default('waiting'),
    /** The address the request came from, to limit floods. */
    address: text('address').notNull().default(''),
    /** The party session made at admission; its token is handed out once. */
    partySessionId: uuid('party_session_id'),
    tokenDeliveredAt: timestamp('token_delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('join_requests_case_status_idx').on(table.caseId, table.status),
    index('join_requests_case_email_idx').on(table.caseId, sql`lower(${table.email})`),
  ],
);

/** A personal, single-use invitation the mediator e-mailed: it admits its e-mail (on its side) at once. */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    mediatorId: integer('mediator_id').notNull(),
    email: text('email').notNull(),
    /** A or B; null lets the invitee keep its side in the case, or choose one. */
    side: text('side'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when the mediator revoked it or sent it again (a new link replaces it). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('invites_mediator_created_idx').on(table.mediatorId, table.createdAt),
    index('invites_case_created_idx').on(table.caseId, table.createdAt),
  ],
);
