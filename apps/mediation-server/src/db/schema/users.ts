import { sql } from 'drizzle-orm';
import { LANGUAGES } from '@mediation/protocol';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull().default(''),
    /** scrypt hash; null for parties, who sign in with a case code instead of a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    firstLogged: boolean('first_logged').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the admin keeps the account from signing in; null for an active one. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * The language the person chose to read the platform in (e-mails to staff not about a case are in it); null
     * until they choose, while the web app follows the browser's languages.
     */
    language: text('language', { enum: LANGUAGES }),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

export const mediators = pgTable('mediators', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  education: text('education').notNull().default(''),
  relevantExperience: text('relevant_experience').notNull().default(''),
  certificationCourse: boolean('certification_course').notNull().default(false),
  address: text('address').notNull().default(''),
  country: text('country').notNull().default('Israel'),
});

export const mediatorAreas = pgTable(
  'mediator_areas',
  {
    mediatorId: integer('mediator_id')
      .notNull()
      .references(() => mediators.userId, { onDelete: 'cascade' }),
    area: text('area').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediatorId, table.area] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is only in the user's cookie. */
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * Every token rotated from one sign-in shares a family, whose id is the sign-in's user session;
     * replaying a rotated one revokes the family and ends the session.
     */
    familyId: uuid('family_id').notNull().defaultRandom(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_family_id_idx').on(table.familyId)],
);

/**
 * One sign-in of a staff user (one browser or device): its access tokens carry the id (`sid`) and stop
 * working the moment it ends (sign-out, a password change, a replayed refresh cookie).
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('user_sessions_user_id_idx').on(table.userId)],
);

/**
 * A password reset link the admin sent: only the SHA-256 of its secret is kept, so a reader of the database or
 * a backup cannot use it. It works once (`used_at`) and until `expires_at`.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  from: text('from').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  /** What the mail carries, by name, type and size (the bytes stay where they are kept, e.g. the signed PDF). */
  attachments: jsonb('attachments').$type<{ filename: string; content_type: string; size: number }[]>().notNull().default([]),
});
