import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

export const cases = pgTable(
  'cases',
  {
    id: text('id').primaryKey(),
    /**
     * The case code: the last 6 characters of the id, unique among cases. New codes are capitals and digits
     * of CASE_CODE_ALPHABET; older ones may mix cases. Codes are looked up by upper(link).
     */
    link: text('link').notNull().unique(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull().default(''),
    problemBrief: text('problem_brief').notNull().default(''),
    sideADescription: text('side_a_description').notNull().default(''),
    sideBDescription: text('side_b_description').notNull().default(''),
    mediatorId: integer('mediator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shuttle: boolean('shuttle').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** True between start (set_case_full_id) and end (delete_case_full_id): only then can parties join. */
    isStarted: boolean('is_started').notNull().default(false),
    closeAt: timestamp('close_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cases_link_upper_idx').on(sql`upper(${table.link})`)],
);

export const participants = pgTable(
  'participants',
  {
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    displayName: text('display_name').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the mediator removed the person: the row stays so that it keeps its side if admitted again. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.userId] })],
);

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
  },
  (table) => [index('invites_mediator_created_idx').on(table.mediatorId, table.createdAt)],
);

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
    index('messages_case_id_idx').on(table.caseId, table.id),
    index('messages_case_seq_idx').on(table.caseId, table.seq),
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

export const guideStates = pgTable('guide_states', {
  caseId: text('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  /** The running negotiation's type (an index of GUIDE_TYPES), so that any device resumes it exactly; 0 when none. */
  guideType: smallint('guide_type').notNull().default(0),
  stageIdx: smallint('stage_idx').notNull().default(0),
  iteration: integer('iteration').notNull().default(0),
  initialIteration: integer('initial_iteration').notNull().default(0),
  receivedInitialA: boolean('received_initial_a').notNull().default(false),
  receivedInitialB: boolean('received_initial_b').notNull().default(false),
  initialStateA: text('initial_state_a'),
  initialStateB: text('initial_state_b'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    /** The stream position of the survey request this answers: one answer per party and request. */
    requestSeq: bigint('request_seq', { mode: 'number' }).notNull().default(0),
    rating: smallint('rating').notNull(),
    feedback: text('feedback').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('surveys_case_user_request_unique').on(table.caseId, table.userId, table.requestSeq)],
);

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
