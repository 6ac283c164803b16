/** Request and response bodies of every REST call (spec section 7, under the base path /api). */
import { z } from 'zod';
import { LIMITS, MEDIATOR_AREAS } from './constants';
import {
  caseDetailsSchema,
  caseIdSchema,
  caseListItemSchema,
  categoryValueSchema,
  clientSchema,
  mediatorListItemSchema,
  mediatorSchema,
  partySideSchema,
  userIdParamSchema,
  userIdSchema,
  userSchema,
} from './entities';
import { multiLine, singleLine } from './text';
import { caseCodeSchema, loginSchema, MESSAGES } from './validation';

const email = z.email({ error: MESSAGES.emailInvalid }).max(LIMITS.emailMaxLength);
const shortText = singleLine().max(LIMITS.shortTextMaxLength);
const longText = multiLine().max(LIMITS.longTextMaxLength);

export const API_BASE = '/api';

/** Every REST path, relative to API_BASE. */
export const PATHS = {
  token: '/core/auth/token/',
  tokenRefresh: '/core/auth/token/refresh/',
  logout: '/core/auth/logout/',
  jwtVerify: '/auth/jwt/verify',
  me: '/auth/users/me/',
  user: (id: number | string) => `/users/user/${id}/`,
  case: '/session/case/',
  caseById: (id: string) => `/session/case/${id}/`,
  mediatorCases: '/session/case/get_mediator_cases/',
  caseByCode: '/session/get_case_full_id/',
  startCase: '/session/set_case_full_id/',
  endCase: '/session/delete_case_full_id/',
  join: '/session/join/',
  joinStatus: (requestId: string) => `/session/join/${requestId}/`,
  partyRefresh: '/session/party/refresh/',
  joinRequests: (caseId: string) => `/session/case/${caseId}/join-requests/`,
  joinDecision: (caseId: string, requestId: string) => `/session/case/${caseId}/join-requests/${requestId}/`,
  /** DELETE: the case's mediator removes an admitted party. */
  caseParticipant: (caseId: string, userId: number) => `/session/case/${caseId}/participants/${userId}/`,
  inviteEmail: '/session/send-invite-email/',
  invitePreview: '/session/invite/preview/',
  clientByEmail: '/users/client/get_by_email/',
  client: '/users/client/',
  clientById: (id: number | string) => `/users/client/${id}/`,
  mediator: '/users/mediator/',
  mediatorAreas: '/users/mediator-area/add_areas/',
  outbox: '/admin/outbox/',
  caseStatistics: (id: string) => `/session/case/${id}/statistics/`,
  caseMessages: (id: string) => `/session/case/${id}/messages/`,
} as const;

/** Body of every error answer: a sentence, and for a 400 the messages of each bad field. */
export const errorBodySchema = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

// --- Users and auth

export const tokenRequestSchema = loginSchema;
export type TokenRequest = z.infer<typeof tokenRequestSchema>;
export const tokenResponseSchema = z.object({ access: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const verifyRequestSchema = z.object({ token: singleLine().min(1).max(4096) });
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export const meResponseSchema = userSchema;
export const userIdParamsSchema = z.object({ id: userIdParamSchema });
/** GET /users/user/{id}/: the public fields of a user. */
export const publicUserSchema = userSchema.pick({
  id: true,
  first_name: true,
  last_name: true,
  email: true,
  is_staff: true,
  is_superuser: true,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

// --- Cases

export const createCaseRequestSchema = z.object({
  title: singleLine().trim().min(1, { error: MESSAGES.titleRequired }).max(LIMITS.shortTextMaxLength),
  sub_category: shortText.default(''),
  problem_brief: longText.default(''),
  category: categoryValueSchema,
  mediator: userIdSchema,
  sideA_description: longText.default(''),
  sideB_description: longText.default(''),
});
export type CreateCaseRequest = z.input<typeof createCaseRequestSchema>;
export const caseResponseSchema = caseDetailsSchema;

export const mediatorCasesQuerySchema = z.object({ userId: userIdParamSchema });
export const mediatorCasesResponseSchema = z.array(caseListItemSchema);

export const caseIdParamsSchema = z.object({ id: caseIdSchema });
/** GET /session/case/{id}/ accepts the case code so that a party can see the case before joining. */
export const caseDetailsQuerySchema = z.object({ link_id: caseCodeSchema.optional() });

export const closeCaseRequestSchema = z.object({
  is_active: z.literal(false),
  close_at: z.iso.datetime({ offset: true }),
});
export type CloseCaseRequest = z.infer<typeof closeCaseRequestSchema>;

export const caseCodeQuerySchema = z.object({ link_id: caseCodeSchema });
export const startCaseRequestSchema = z.object({ case_id: caseIdSchema, link_id: caseCodeSchema });
export type StartCaseRequest = z.infer<typeof startCaseRequestSchema>;
export const endCaseRequestSchema = z.object({ link_id: caseCodeSchema });
export type EndCaseRequest = z.infer<typeof endCaseRequestSchema>;
export const caseStateResponseSchema = z.object({
  case_id: z.string(),
  link_id: z.string(),
  is_started: z.boolean(),
});

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

// --- Client look-ups (no auth header; every call names a started case's code and shares one budget)

export const clientByEmailQuerySchema = z.object({ email, link_id: caseCodeSchema });
/**
 * The answer of the client look-ups, one shape whatever the e-mail: the names are filled in only for a
 * participant of the case whose code was given, and are empty otherwise.
 */
export const clientLookupResponseSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The side the participant holds in this case (a request of this e-mail is filed under it), or null. */
  side: partySideSchema.nullable(),
});
export type ClientLookupResponse = z.infer<typeof clientLookupResponseSchema>;
export const createClientRequestSchema = z.object({
  first_name: singleLine().trim().min(1).max(LIMITS.nameMax),
  last_name: singleLine().trim().min(1).max(LIMITS.nameMax),
  email,
  link_id: caseCodeSchema,
});
export type CreateClientRequest = z.infer<typeof createClientRequestSchema>;
/** PATCH /users/client/{id}/ with the party's own token: a party fixes its names (never its e-mail). */
export const updateClientRequestSchema = z.object({
  id: userIdSchema,
  first_name: singleLine().trim().min(1).max(LIMITS.nameMax),
  last_name: singleLine().trim().min(1).max(LIMITS.nameMax),
  email,
  link_id: caseCodeSchema.optional(),
});
export type UpdateClientRequest = z.infer<typeof updateClientRequestSchema>;
export const clientResponseSchema = clientSchema;

// --- Admin

export const createMediatorRequestSchema = z.object({
  user: z.object({
    username: singleLine().max(150).default(''),
    password: singleLine().min(LIMITS.passwordMin).max(256),
    email,
    first_name: singleLine().min(LIMITS.nameMin).max(LIMITS.nameMax),
    last_name: singleLine().min(LIMITS.nameMin).max(LIMITS.nameMax),
    staff_status: z.literal(true).default(true),
    superuser_status: z.literal(false).default(false),
    first_logged: z.boolean().default(true),
  }),
  phone: singleLine().min(LIMITS.phoneMin).max(24),
  education: longText.default(''),
  relevant_experience: longText.default(''),
  certification_course: z.boolean().default(false),
  address: longText.default(''),
  country: shortText.default('Israel'),
});
export type CreateMediatorRequest = z.input<typeof createMediatorRequestSchema>;
export const mediatorResponseSchema = mediatorSchema;
export const mediatorListResponseSchema = z.array(mediatorListItemSchema);

export const addAreasRequestSchema = z.object({
  areas: z.array(z.enum(MEDIATOR_AREAS)).min(1).max(MEDIATOR_AREAS.length),
  mediator: userIdSchema,
});
export type AddAreasRequest = z.infer<typeof addAreasRequestSchema>;
export const addAreasResponseSchema = z.object({
  mediator: z.number().int(),
  areas: z.array(z.string()),
});

export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

// --- Web app, part 1 (issue 10): case statistics and messages page, admin statistics, online cases,
// --- participants, the signed-in person's profile and password.

/** Paths of this block, relative to API_BASE (the statistics and messages pages are in PATHS). */
export const INSIGHT_PATHS = {
  caseParticipants: (id: string) => `/session/case/${id}/participants/`,
  adminStatistics: '/admin/statistics/',
  onlineCases: '/admin/online-cases/',
  setPassword: '/auth/users/set_password/',
  /** The signed-in person's editable profile (names, and a mediator's phone). */
  profile: '/auth/users/me/profile/',
} as const;

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

/** The fields of a profile (PATCH /auth/users/me/), whole: the Settings form takes its rules from here. */
export const profileFieldsSchema = z.object({
  first_name: singleLine().trim().min(LIMITS.nameMin).max(LIMITS.nameMax),
  last_name: singleLine().trim().min(LIMITS.nameMin).max(LIMITS.nameMax),
  phone: singleLine().trim().min(LIMITS.phoneMin).max(LIMITS.phoneMax).regex(/^\+?[0-9 ()-]+$/, { error: 'Enter a phone number' }),
});

/** PATCH /auth/users/me/: names for everyone, the phone for mediators. */
export const updateMeRequestSchema = profileFieldsSchema
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;
/** The answer of PATCH /auth/users/me/ and GET the profile: the user, and the phone of a mediator. */
export const updateMeResponseSchema = userSchema.extend({ phone: z.string().nullable() });
export type UpdateMeResponse = z.infer<typeof updateMeResponseSchema>;

export const setPasswordRequestSchema = z.object({
  current_password: singleLine().min(1, { error: 'Current password is required' }).max(256),
  new_password: singleLine().min(LIMITS.passwordMin).max(256),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;
/**
 * The answer of a password change: every session of the account ended (other devices, their access
 * tokens and sockets), and this browser goes on in a new one — this access token and a new refresh cookie.
 */
export const setPasswordResponseSchema = tokenResponseSchema;
export type SetPasswordResponse = TokenResponse;
