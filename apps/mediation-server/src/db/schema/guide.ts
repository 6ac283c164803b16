/** The mediator's guide through the stages of a case, and the parties' surveys. */
import { bigint, boolean, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cases } from './cases';

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
