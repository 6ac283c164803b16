/** A mediator's cases: creating, reading, closing, deleting, starting and ending them (under /session/). */
import { z } from 'zod';
import { caseDetailsSchema, caseIdSchema, caseListItemSchema, categoryValueSchema, userIdParamSchema, userIdSchema } from '../entities';
import { addCaseFormSchema, caseCodeSchema, languageSchema } from '../validation';
import { longText } from './fields';
import { LIMITS } from '../constants';

export const createCaseRequestSchema = z.object({
  title: addCaseFormSchema.shape.title,
  sub_category: addCaseFormSchema.shape.sub_category,
  problem_brief: addCaseFormSchema.shape.problem_brief,
  category: categoryValueSchema,
  mediator: userIdSchema,
  sideA_description: longText('Side A description').default(''),
  sideB_description: longText('Side B description').default(''),
  /** The case's language; the mediator's own language when not given. */
  language: languageSchema.optional(),
});
export type CreateCaseRequest = z.input<typeof createCaseRequestSchema>;
export const caseResponseSchema = caseDetailsSchema;

export const mediatorCasesQuerySchema = z.object({ userId: userIdParamSchema });
export const mediatorCasesResponseSchema = z.array(caseListItemSchema);

/** Which of a mediator's cases a page lists: open (running ones among them), closed, or running now. */
export const CASE_LIST_STATES = ['open', 'closed', 'running'] as const;
export type CaseListState = (typeof CASE_LIST_STATES)[number];
/** Where the next page starts: opaque to clients, who send back the `next` of the page before. */
export const casePageCursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'Invalid page cursor' });
/**
 * A page of a mediator's cases, newest first. The dashboard reads its lists this way: the whole list
 * (get_mediator_cases) grows with every case a mediator ever had.
 */
export const mediatorCasePageQuerySchema = z.object({
  userId: userIdParamSchema,
  state: z.enum(CASE_LIST_STATES),
  limit: z.coerce.number().int().min(1).max(LIMITS.casePageMax).default(LIMITS.casePageSize),
  after: casePageCursorSchema.optional(),
});
export type MediatorCasePageQuery = z.input<typeof mediatorCasePageQuerySchema>;
export const mediatorCasePageResponseSchema = z.object({
  items: z.array(caseListItemSchema),
  /** The cursor of the next page, or null after the last. */
  next: casePageCursorSchema.nullable(),
});
export type MediatorCasePage = z.infer<typeof mediatorCasePageResponseSchema>;

export const caseIdParamsSchema = z.object({ id: caseIdSchema });
/** GET /session/case/{id}/ accepts the case code so that a party can see the case before joining. */
export const caseDetailsQuerySchema = z.object({ link_id: caseCodeSchema.optional() });
/**
 * GET /session/case/{id}/?link_id= for a code holder who is not a member of the case: what a person
 * needs to recognise the case before asking to join, and nothing either side wrote about itself.
 */
export const caseByCodeResponseSchema = caseDetailsSchema.pick({ id: true, title: true, category: true, problem_brief: true });
export type CaseByCode = z.infer<typeof caseByCodeResponseSchema>;
/** GET /session/case/{id}/: the whole case for its members, the code holder's part for anyone else. */
export const caseReadResponseSchema = z.union([caseResponseSchema, caseByCodeResponseSchema]);

export const closeCaseRequestSchema = z.object({
  is_active: z.literal(false),
  close_at: z.iso.datetime({ offset: true }),
});
export type CloseCaseRequest = z.infer<typeof closeCaseRequestSchema>;
/** PATCH /session/case/{id}/ with the case information its mediator edits: the case's language. */
export const caseInformationRequestSchema = z.object({ language: languageSchema });
export type CaseInformationRequest = z.infer<typeof caseInformationRequestSchema>;
/** PATCH /session/case/{id}/: closes the case, or changes its information. */

export const caseCodeQuerySchema = z.object({ link_id: caseCodeSchema });
export const startCaseRequestSchema = z.object({ case_id: caseIdSchema, link_id: caseCodeSchema });
export type StartCaseRequest = z.infer<typeof startCaseRequestSchema>;
export const endCaseRequestSchema = z.object({ link_id: caseCodeSchema });
export type EndCaseRequest = z.infer<typeof endCaseRequestSchema>;
/** A case's code and whether it is started: the answer of get_case_full_id, set_case_full_id and delete_case_full_id. */
export const caseStateResponseSchema = z.object({
  case_id: z.string(),
  link_id: z.string(),
  is_started: z.boolean(),
});
export type CaseStateResponse = z.infer<typeof caseStateResponseSchema>;
