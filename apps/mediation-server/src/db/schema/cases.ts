/** A case and the people admitted to it. */
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { LANGUAGES } from '@mediation/protocol';
import { users } from './users';

export const cases = pgTable(
  'cases',
  {
    id: text('id').primaryKey(),
    /**
     * The case code: the last 6 characters of the id, unique among cases. New codes are capitals and digits
     * of CASE_CODE_ALPHABET; older ones may mix cases. Codes are looked up by upper(link). The column keeps
     * the name the wire gives the code (`link`, `link_id`); our code calls it what it is.
     */
    code: text('link').notNull().unique(),
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
    /** The case's language (its e-mails and agreement PDF): its mediator's language when it was created. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
  },
  (table) => [
    index('cases_link_upper_idx').on(sql`upper(${table.code})`),
    index('cases_mediator_idx').on(table.mediatorId, table.createdAt),
    index('cases_mediator_state_idx').on(table.mediatorId, table.isActive, table.createdAt.desc(), table.id.desc()),
  ],
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
    /** The names the person typed to join this case (a returning e-mail may type others than its account's). */
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the mediator removed the person: the row stays so that it keeps its side if admitted again. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.userId] })],
);
