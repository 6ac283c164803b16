/** What a case and the platform hold, read back: a case's statistics, messages and people; the admin's statistics and online cases. */
import { z } from 'zod';
import { AGREEMENT_STATES } from '../agreement';

const countSchema = z.number().int().min(0);
const sideCountsSchema = z.object({ A: countSchema, B: countSchema, M: countSchema });
const personRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET the messages page: `page` counts from 1. */
export const caseMessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const caseMessageRowSchema = z.object({
  _id: z.string(),
  seq: z.number().int(),
  from: z.number().int(),
  fromSide: z.enum(['A', 'B', 'M']),
  side: z.enum(['A', 'B', 'M']),
  displayName: z.string(),
  message: z.string(),
  time: z.string(),
  edited_at: z.string().nullable(),
  likes: countSchema,
  ext_type: z.string().nullable(),
});
export type CaseMessageRow = z.infer<typeof caseMessageRowSchema>;

/** One page of a case's messages, oldest first, LIMITS.messagesPageSize a page. */
export const caseMessagesPageSchema = z.object({
  count: countSchema,
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
  page_count: z.number().int().min(1),
  results: z.array(caseMessageRowSchema),
});
export type CaseMessagesPage = z.infer<typeof caseMessagesPageSchema>;

/** The case information screen's figures, computed from what was stored. */
export const caseStatisticsSchema = z.object({
  case_id: z.string(),
  mediator: personRefSchema,
  created_at: z.string(),
  close_at: z.string().nullable(),
  /** Seconds from creation to closing (or to now while open). */
  duration_s: countSchema,
  first_message_at: z.string().nullable(),
  last_message_at: z.string().nullable(),
  messages: z.object({
    total: countSchema,
    /** Messages per group the message was written in. */
    by_group: sideCountsSchema,
    /** Messages per side of the person who wrote them. */
    by_side: sideCountsSchema,
  }),
  participants: z.object({
    total: countSchema,
    by_side: z.object({ A: countSchema, B: countSchema }),
  }),
  edits: countSchema,
  likes: countSchema,
  guide: z.object({
    /** Highest stage of the guided negotiation reached (0: never started). */
    stage_reached: countSchema,
    summary_sent: z.boolean(),
    initial_positions: z.object({ A: z.boolean(), B: z.boolean() }),
  }),
  surveys: z.object({
    count: countSchema,
    average_rating: z.number().nullable(),
    /** Answers per rating, index 0 for rating 1. */
    by_rating: z.array(countSchema).length(5),
    feedback: z.array(z.string()),
  }),
  /** The settlement agreement: `none` before the mediator's first clause. */
  agreement: z.object({
    state: z.enum(['none', ...AGREEMENT_STATES]),
    /** Its version (a reopening makes the next one); 0 when there is none. */
    version: countSchema,
    clauses: countSchema,
    /** Clauses whose current version both sides accepted. */
    accepted: countSchema,
    /** Clauses whose current version a side asked to change. */
    change_requested: countSchema,
    finalized_at: z.string().nullable(),
    /** When the mediator countersigned (everyone had signed). */
    signed_at: z.string().nullable(),
  }),
  /** How far each person of the case has read each group it sees: the mediator all three, a party M and its own. */
  reading: z.array(
    z.object({
      user_id: z.number().int(),
      name: z.string(),
      /** The person's side. */
      side: z.enum(['A', 'B', 'M']),
      /** The group read. */
      group: z.enum(['A', 'B', 'M']),
      /** Stream position read up to; null when the person never opened the group. */
      read_seq: countSchema.nullable(),
      /** When the position last moved. */
      read_at: z.string().nullable(),
      /** Messages of others in the group after the position. */
      unread: countSchema,
    }),
  ),
});
export type CaseStatistics = z.infer<typeof caseStatisticsSchema>;

const dayCountSchema = z.object({ date: z.string(), count: countSchema });
/** A week's count: `week` is the week's Monday (a UTC date). */
const weekCountSchema = z.object({ week: z.string(), count: countSchema });

/** Weeks in the admin's weekly series, this week included. */
export const STATISTICS_WEEKS = 12;
/** Cases in the admin's messages-per-case series, the newest. */
export const STATISTICS_CASES = 12;

/** The admin's statistics over every case. */
export const adminStatisticsSchema = z.object({
  cases: z.object({
    total: countSchema,
    /** Open and not started. */
    open: countSchema,
    /** Started now (parties can join). */
    running: countSchema,
    closed: countSchema,
    /** Cases per stored category value. */
    by_category: z.record(z.string(), countSchema),
  }),
  mediators: z.object({ total: countSchema, with_cases: countSchema, certified: countSchema }),
  parties: countSchema,
  /** Messages per day over the last 30 days, oldest first (UTC dates). */
  messages_per_day: z.array(dayCountSchema),
  /** Survey answers per day over the last 30 days, oldest first (UTC dates). */
  surveys_per_day: z.array(dayCountSchema),
  surveys: z.object({ count: countSchema, average_rating: z.number().nullable() }),
  /** Settlement agreements: begun (a first clause written) and signed by everyone. */
  agreements: z.object({ total: countSchema, signed: countSchema }),
  /** Cases created per week over the last STATISTICS_WEEKS weeks, oldest first. */
  cases_per_week: z.array(weekCountSchema),
  /** Agreements signed by everyone per week over the last STATISTICS_WEEKS weeks, oldest first. */
  agreements_signed_per_week: z.array(weekCountSchema),
  /** The messages of the newest STATISTICS_CASES cases, oldest of them first. */
  messages_per_case: z.array(
    z.object({
      /** The case code (never the internal id). */
      code: z.string(),
      title: z.string(),
      created_at: z.string(),
      messages: countSchema,
    }),
  ),
});
export type AdminStatistics = z.infer<typeof adminStatisticsSchema>;

/** A person connected to a case right now (on any server process). */
export const connectedPersonSchema = z.object({
  user_id: z.number().int(),
  side: z.enum(['A', 'B', 'M']),
  displayName: z.string(),
});
export type ConnectedPerson = z.infer<typeof connectedPersonSchema>;

/** A started case and who is connected to it. */
export const onlineCaseSchema = z.object({
  case_id: z.string(),
  link: z.string(),
  title: z.string(),
  category: z.string(),
  mediator: personRefSchema,
  participants: countSchema,
  connected: z.array(connectedPersonSchema),
});
export type OnlineCase = z.infer<typeof onlineCaseSchema>;
export const onlineCasesResponseSchema = z.array(onlineCaseSchema);

/** The people of a case (its mediator first) and whether each is connected now. */
export const caseParticipantsResponseSchema = z.array(connectedPersonSchema.extend({ is_online: z.boolean() }));
export type CaseParticipant = z.infer<typeof caseParticipantsResponseSchema>[number];
