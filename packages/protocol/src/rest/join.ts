/** How a party joins a case: by its code through the waiting room, or by a personal invitation (under /session/). */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { caseIdSchema, clientSchema, partySideSchema, userIdParamSchema } from '../entities';
import { singleLine } from '../text';
import { caseCodeSchema, MESSAGES } from '../validation';
import { email } from './fields';

/**
 * POST /session/join/: the case code lets a person ask to join (the mediator admits or refuses), or a
 * personal invitation admits at once. No field names who the caller is.
 */
export const joinByCodeRequestSchema = z.object({
  link_id: caseCodeSchema,
  side: partySideSchema,
  email,
  first_name: singleLine().trim().min(1, { error: MESSAGES.firstNameRequired }).max(LIMITS.nameMax),
  last_name: singleLine().trim().min(1, { error: MESSAGES.lastNameRequired }).max(LIMITS.nameMax),
});
export type JoinByCodeRequest = z.infer<typeof joinByCodeRequestSchema>;
/** The token of a personal invitation, as carried by /client-login?invite=... */
export const inviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, { error: 'Invalid invitation' });
export const joinByInviteRequestSchema = z.object({
  invite: inviteTokenSchema,
  /** Needed only when the invitation names no side (an older one) and the person is not yet in the case. */
  side: partySideSchema.optional(),
  /** Required unless the invited e-mail is already a participant of the case (its stored name is kept). */
  first_name: singleLine().trim().max(LIMITS.nameMax).optional(),
  last_name: singleLine().trim().max(LIMITS.nameMax).optional(),
});
export type JoinByInviteRequest = z.infer<typeof joinByInviteRequestSchema>;
/** POST /session/invite/preview/: what an invitation offers, read without using it (the token in the body, not the URL). */
export const invitePreviewRequestSchema = z.object({ invite: inviteTokenSchema });
export type InvitePreviewRequest = z.infer<typeof invitePreviewRequestSchema>;
export const invitePreviewResponseSchema = z.object({
  case_title: z.string(),
  mediator_name: z.string(),
  /** The side the invitation puts the person on; null for an older invitation that names none (the person chooses). */
  side: partySideSchema.nullable(),
  email: z.string(),
  /** The stored name of an invited e-mail that is already a participant of the case; null otherwise. */
  name: z.string().nullable(),
  /** True when joining needs first_name and last_name (the e-mail is not yet a participant of the case). */
  needs_name: z.boolean(),
  expires_at: z.string(),
});
export type InvitePreviewResponse = z.infer<typeof invitePreviewResponseSchema>;
export const joinRequestSchema = z.union([joinByInviteRequestSchema, joinByCodeRequestSchema]);
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/** `withdrawn`: the person cancelled its request on the waiting screen. */
export const JOIN_REQUEST_STATUSES = ['waiting', 'admitted', 'refused', 'expired', 'withdrawn'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];
export const joinRequestStatusSchema = z.enum(JOIN_REQUEST_STATUSES);
/**
 * 202 answer to a join by code: poll the status with the request token (and withdraw the request with it).
 * `side` is the side the request is filed under: a person already in the case keeps its own side.
 */
export const joinWaitingResponseSchema = z.object({
  request_id: z.string(),
  request_token: z.string(),
  status: z.literal('waiting'),
  side: partySideSchema,
});
export type JoinWaitingResponse = z.infer<typeof joinWaitingResponseSchema>;
/** A party admitted to a case: its token (bound to user, case and side) and who it is. */
export const joinResponseSchema = z.object({
  access: z.string(),
  case_id: z.string(),
  side: partySideSchema,
  user: clientSchema,
});
export type JoinResponse = z.infer<typeof joinResponseSchema>;
export const joinRequestIdParamsSchema = z.object({ request_id: z.uuid() });
/** GET /session/join/{request_id}/: the decision; the first answer after admission carries the token. */
export const joinStatusResponseSchema = z.object({
  status: joinRequestStatusSchema,
  access: z.string().optional(),
  case_id: z.string().optional(),
  side: partySideSchema.optional(),
  user: clientSchema.optional(),
});
export type JoinStatusResponse = z.infer<typeof joinStatusResponseSchema>;

/** A request in a case's waiting room, as its mediator sees it. */
export const joinRequestItemSchema = z.object({
  request_id: z.string(),
  case_id: z.string(),
  side: partySideSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** True when this e-mail was admitted to this case before (a second device, or someone using it). */
  was_admitted_before: z.boolean(),
  /** The side this e-mail holds in the case (kept after a removal), or null for a person new to it. */
  previous_side: partySideSchema.nullable(),
  /** True when the person of this e-mail has a live connection in the case right now (on any process). */
  connected_now: z.boolean(),
  /** How many times this e-mail asked to join this case (this request included), and when first and last. */
  requests_count: z.number().int().min(1),
  first_requested_at: z.string(),
  last_requested_at: z.string(),
  status: joinRequestStatusSchema,
  created_at: z.string(),
});
export type JoinRequestItem = z.infer<typeof joinRequestItemSchema>;
/** GET /session/case/{id}/join-requests/: the requests waiting in the case's waiting room. */
export const joinRequestsResponseSchema = z.array(joinRequestItemSchema);
export const caseJoinRequestParamsSchema = z.object({ id: caseIdSchema, request_id: z.uuid() });
export const JOIN_DECISIONS = ['admit', 'refuse'] as const;
export type JoinDecision = (typeof JOIN_DECISIONS)[number];
export const joinDecisionRequestSchema = z.object({ decision: z.enum(JOIN_DECISIONS) });
export const joinDecisionResponseSchema = z.object({ request_id: z.string(), status: joinRequestStatusSchema });
export type JoinDecisionResponse = z.infer<typeof joinDecisionResponseSchema>;
/** DELETE /session/case/{id}/participants/{user_id}/: the case's mediator removes an admitted party (204). */
export const caseParticipantParamsSchema = z.object({ id: caseIdSchema, user_id: userIdParamSchema });

/**
 * POST /session/send-invite-email/: a personal, single-use invitation for `email` on `side`.
 * The server builds the link itself; `link` and `sender_email` are accepted for older clients and ignored.
 */
export const inviteEmailRequestSchema = z.object({
  email,
  side: partySideSchema,
  case_id: caseIdSchema.optional(),
  link: singleLine().max(2048).pipe(z.url()).optional(),
  sender_email: email.optional(),
});
export type InviteEmailRequest = z.infer<typeof inviteEmailRequestSchema>;
export const inviteEmailResponseSchema = z.object({
  status: z.enum(['sent', 'queued']),
  /** The personal link, only when the mail could not be delivered: for the mediator to copy and pass on. */
  link: z.string().optional(),
});
export type InviteEmailResponse = z.infer<typeof inviteEmailResponseSchema>;
