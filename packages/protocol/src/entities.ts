/** Entities of spec section 3 as zod schemas, with their wire names. */
import { z } from 'zod';
import { multiLine, singleLine } from './text';
import { CASE_CATEGORY_VALUE, LIMITS, MESSAGE_EXT_TYPES, NOTE_TAGS, PARTY_SIDES, POSITION_MARKERS, ROLES, SIDES } from './constants';
import { languageSchema } from './validation';

export const sideSchema = z.enum(SIDES);
export const partySideSchema = z.enum(PARTY_SIDES);
export const roleSchema = z.enum(ROLES);
export const noteTagSchema = z.enum(NOTE_TAGS);
export const positionMarkerSchema = z.enum(POSITION_MARKERS);

/** A user id in a JSON body: a positive integer. */
export const userIdSchema = z.number().int().positive().max(2_147_483_647);

/** A user id in a path or query string, where it arrives as text. */
export const userIdParamSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A case id: random letters and digits. */
export const caseIdSchema = z.string().regex(/^[A-Za-z0-9]{6,64}$/, { error: 'Invalid case id' });

/** The value stored for a case category (mapped from its label by CASE_CATEGORY_VALUE). */
export const categoryValueSchema = z.enum(Object.values(CASE_CATEGORY_VALUE) as [string, ...string[]]);

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  first_logged: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

// roleOf lives in constants.ts, free of zod, so that a page's first script can use it without the schemas.
export { roleOf } from './constants';

export const clientSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const participantSchema = z.object({
  user_id: z.number().int(),
  side: sideSchema,
  displayName: z.string(),
});
export type Participant = z.infer<typeof participantSchema>;

export const caseDetailsSchema = z.object({
  id: z.string(),
  link: z.string(),
  title: z.string(),
  category: z.string(),
  sub_category: z.string(),
  problem_brief: z.string(),
  sideA_description: z.string(),
  sideB_description: z.string(),
  mediator: z.number().int(),
  shuttle: z.boolean(),
  is_active: z.boolean(),
  is_started: z.boolean(),
  close_at: z.string().nullable(),
  created_at: z.string(),
  /** The case's language: its e-mails and agreement PDF (always sent by the server). */
  language: languageSchema.optional(),
});
export type CaseDetails = z.infer<typeof caseDetailsSchema>;

export const caseListItemSchema = caseDetailsSchema.pick({
  id: true,
  link: true,
  title: true,
  category: true,
  problem_brief: true,
  is_active: true,
  is_started: true,
  close_at: true,
});
export type CaseListItem = z.infer<typeof caseListItemSchema>;

export const messageExtSchema = z.object({
  type: z.enum(MESSAGE_EXT_TYPES),
  stage: z.union([z.number().int().min(-1).max(100), singleLine().max(50)]).optional(),
  title: singleLine().max(LIMITS.shortTextMaxLength).optional(),
  description: multiLine().max(LIMITS.messageMaxLength).optional(),
});
export type MessageExt = z.infer<typeof messageExtSchema>;

export const likeEntrySchema = z.object({
  user_id: z.number().int(),
  displayName: z.string(),
  like: z.boolean(),
});
export type LikeEntry = z.infer<typeof likeEntrySchema>;

/** Likes of one message, listed per side of the person who liked. */
export const likeDataSchema = z.object({
  A: z.array(likeEntrySchema),
  B: z.array(likeEntrySchema),
  M: z.array(likeEntrySchema),
});
export type LikeData = z.infer<typeof likeDataSchema>;

/** A stored chat message as the server sends it. */
export const chatMessageSchema = z.object({
  _id: z.string(),
  /** Position in the case's stream of events, for ordering and catch-up. */
  seq: z.number().int(),
  client_msg_id: z.string().nullable(),
  from: z.number().int(),
  fromSide: sideSchema,
  side: sideSchema,
  message: z.string(),
  time: z.string(),
  displayName: z.string(),
  to: z.string(),
  ext: messageExtSchema.nullable(),
  edited_at: z.string().nullable(),
  likeData: likeDataSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const noteSchema = z.object({
  note: z.string(),
  groupTag: noteTagSchema,
});
export type Note = z.infer<typeof noteSchema>;

/** A stored action (the staged initial-position markers). */
export const actionMessageSchema = z.object({
  seq: z.number().int(),
  time: z.string(),
  actionType: z.enum(['add', 'remove']),
  actionPayload: positionMarkerSchema,
  extMsg: z.string().nullable(),
  displayName: z.string(),
  from: z.number().int(),
  to: z.string(),
  side: sideSchema,
});
export type ActionMessage = z.infer<typeof actionMessageSchema>;

/** The guided negotiation state the server keeps per case: the one record of where a negotiation stands. */
export const guideStateSchema = z.object({
  /**
   * The negotiation's type, an index of `GUIDE_TYPES` (Bargaining 1, Problem Solving 2, Inventive 3), as
   * set at its start; 0 when none runs or for one started before the type was stored.
   */
  guideType: z.number().int(),
  stageIdx: z.number().int(),
  iteration: z.number().int(),
  initialIteration: z.number().int(),
  receivedInitialA: z.boolean(),
  receivedInitialB: z.boolean(),
  initialStateA: z.string().nullable(),
  initialStateB: z.string().nullable(),
});
export type GuideState = z.infer<typeof guideStateSchema>;

export const mediatorSchema = z.object({
  user: userSchema,
  phone: z.string(),
  education: z.string(),
  relevant_experience: z.string(),
  certification_course: z.boolean(),
  address: z.string(),
  country: z.string(),
  areas: z.array(z.string()),
});
export type Mediator = z.infer<typeof mediatorSchema>;

export const mediatorListItemSchema = z.object({
  user: userSchema.pick({ id: true, first_name: true, last_name: true, email: true }),
  phone: z.string(),
  address: z.string(),
  certification_course: z.boolean(),
  /** The areas the mediator works in, sorted. */
  areas: z.array(z.string()),
  /** False once the admin deactivated the account: it cannot sign in until reactivated. */
  is_active: z.boolean(),
});
export type MediatorListItem = z.infer<typeof mediatorListItemSchema>;
