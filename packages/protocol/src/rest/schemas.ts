/**
 * The schemas of every REST route, keyed like ROUTES (./contract.ts): its path parameters, query, body and every
 * answer it gives. The server validates and serializes with them and its OpenAPI document is made from them; a
 * client takes its types from them (`import type`, so no zod comes along).
 */
import { z } from 'zod';
import { mediatorListItemSchema } from '../entities';
import { agreementPdfResponseSchema, agreementVerifyRequestSchema, agreementVerifyResponseSchema } from '../agreement';
import type { RouteName } from './contract';
import {
  meResponseSchema,
  publicUserSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  userIdParamsSchema,
  verifyRequestSchema,
  verifyResponseSchema,
} from './auth';
import {
  caseCodeQuerySchema,
  caseInformationRequestSchema,
  closeCaseRequestSchema,
  caseDetailsQuerySchema,
  caseIdParamsSchema,
  caseReadResponseSchema,
  caseResponseSchema,
  caseStateResponseSchema,
  createCaseRequestSchema,
  endCaseRequestSchema,
  mediatorCasePageQuerySchema,
  mediatorCasePageResponseSchema,
  mediatorCasesQuerySchema,
  mediatorCasesResponseSchema,
  startCaseRequestSchema,
} from './cases';
import {
  passwordResetLinkResponseSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  updateMediatorRequestSchema,
} from './accounts';
import {
  agreementCopyParamsSchema,
  agreementDeliveriesResponseSchema,
  agreementLinkParamsSchema,
  agreementLinkResponseSchema,
  caseInvitationParamsSchema,
  caseInvitationsResponseSchema,
  resendInvitationResponseSchema,
  revokeInvitationResponseSchema,
} from './delivery';
import { errorBodySchema } from './errors';
import { healthResponseSchema, notReadyResponseSchema, readyResponseSchema } from './health';
import {
  adminStatisticsSchema,
  caseMessagesPageSchema,
  caseMessagesQuerySchema,
  caseParticipantsResponseSchema,
  caseStatisticsSchema,
  onlineCasesResponseSchema,
} from './insights';
import {
  caseJoinRequestParamsSchema,
  caseParticipantParamsSchema,
  inviteEmailRequestSchema,
  inviteEmailResponseSchema,
  invitePreviewRequestSchema,
  invitePreviewResponseSchema,
  joinDecisionRequestSchema,
  joinDecisionResponseSchema,
  joinRequestIdParamsSchema,
  joinRequestSchema,
  joinRequestsResponseSchema,
  joinResponseSchema,
  joinStatusResponseSchema,
  joinWaitingResponseSchema,
} from './join';
import { setPasswordRequestSchema, setPasswordResponseSchema, updateMeRequestSchema, updateMeResponseSchema } from './profile';
import {
  addAreasRequestSchema,
  addAreasResponseSchema,
  clientByEmailQuerySchema,
  clientLookupResponseSchema,
  clientResponseSchema,
  createMediatorRequestSchema,
  mediatorListResponseSchema,
  mediatorResponseSchema,
  outboxResponseSchema,
  updateClientRequestSchema,
} from './users';

/** What each error status means, for the API's description. */
const ERROR_MEANINGS = {
  400: 'Bad input: `detail` says what, `errors` names each bad field',
  401: 'No token, or a token that is invalid, expired or whose session ended',
  403: 'The caller may not do this',
  404: 'Not found',
  409: 'The state of the case or request does not allow it',
  410: 'The invitation was used or expired',
  413: 'The body is larger than 1 MB',
  415: 'The body is not JSON',
  429: 'Too many requests; try again later',
  500: 'Internal server error',
} as const;

export type ErrorStatus = Exclude<keyof typeof ERROR_MEANINGS, 500>;
type ErrorSchemas<S extends number> = { [status in S | 500]: typeof errorBodySchema };

/** The error answers of a route, for the statuses it gives (and 500, which any route may give): one body for all. */
export function errorAnswers<S extends ErrorStatus>(...statuses: S[]): ErrorSchemas<S> {
  const answers: Record<number, z.ZodType> = {};
  for (const status of [...statuses, 500 as const]) answers[status] = errorBodySchema.describe(ERROR_MEANINGS[status]);
  return answers as ErrorSchemas<S>;
}

/** A 204 answer: no body. */
export const noContent = z.undefined().describe('No content');

export interface RouteSchema {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The route parses its body itself (it takes more than one shape and names the bad fields of the one it got):
   * the server only checks that the body is a JSON object; `body` is what it takes.
   */
  bodyParsedByRoute?: true;
  /** What the route does, when its schemas cannot show it. */
  description?: string;
  /** Every answer by status: its successes and its errors. */
  response: Record<number, z.ZodType>;
}

/** The schemas of every route of ROUTES, by the same names. */
export const ROUTE_SCHEMAS = {
  token: { body: tokenRequestSchema, response: { 200: tokenResponseSchema, ...errorAnswers(400, 401, 403, 429) } },
  tokenRefresh: { response: { 200: tokenResponseSchema, ...errorAnswers(401, 403, 415, 429) } },
  logout: { response: { 204: noContent, ...errorAnswers(403, 415) } },
  jwtVerify: { body: verifyRequestSchema, response: { 200: verifyResponseSchema, ...errorAnswers(400, 401) } },
  me: { response: { 200: meResponseSchema, ...errorAnswers(401) } },
  profile: { response: { 200: updateMeResponseSchema, ...errorAnswers(401, 403) } },
  updateMe: { body: updateMeRequestSchema, response: { 200: updateMeResponseSchema, ...errorAnswers(400, 401, 403) } },
  setPassword: { body: setPasswordRequestSchema, response: { 200: setPasswordResponseSchema, ...errorAnswers(400, 401, 403, 429) } },

  createCase: { body: createCaseRequestSchema, response: { 201: caseResponseSchema, ...errorAnswers(400, 401, 403) } },
  mediatorCases: { query: mediatorCasesQuerySchema, response: { 200: mediatorCasesResponseSchema, ...errorAnswers(400, 401, 403) } },
  mediatorCasePage: {
    query: mediatorCasePageQuerySchema,
    response: { 200: mediatorCasePageResponseSchema, ...errorAnswers(400, 401, 403) },
  },
  caseById: {
    params: caseIdParamsSchema,
    query: caseDetailsQuerySchema,
    response: { 200: caseReadResponseSchema, ...errorAnswers(400, 401, 403, 404, 429) },
  },
  closeCase: {
    params: caseIdParamsSchema,
    body: closeCaseRequestSchema,
    response: { 200: caseResponseSchema, ...errorAnswers(400, 401, 403, 404) },
  },
  caseInformation: {
    params: caseIdParamsSchema,
    body: caseInformationRequestSchema,
    response: { 200: caseResponseSchema, ...errorAnswers(400, 401, 403, 404) },
  },
  deleteCase: { params: caseIdParamsSchema, response: { 204: noContent, ...errorAnswers(400, 401, 403, 404, 409) } },
  // 409: an open case its mediator has not started now (MESSAGES.caseNotRunning); the party's page waits.
  caseByCode: { query: caseCodeQuerySchema, response: { 200: caseStateResponseSchema, ...errorAnswers(400, 404, 409, 429) } },
  startCase: { body: startCaseRequestSchema, response: { 200: caseStateResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) } },
  endCase: { body: endCaseRequestSchema, response: { 200: caseStateResponseSchema, ...errorAnswers(400, 401, 403, 404) } },

  join: {
    body: joinRequestSchema,
    bodyParsedByRoute: true,
    description:
      'The body is either an invitation, `{invite, side?, first_name?, last_name?}` (admits at once: 200), or a request to join with the case code, `{link_id, side, email, first_name, last_name}` (waits for the mediator: 202).',
    response: { 200: joinResponseSchema, 202: joinWaitingResponseSchema, ...errorAnswers(400, 404, 409, 410, 429) },
  },
  invitePreview: {
    body: invitePreviewRequestSchema,
    response: { 200: invitePreviewResponseSchema, ...errorAnswers(400, 404, 410, 429) },
  },
  joinStatus: { params: joinRequestIdParamsSchema, response: { 200: joinStatusResponseSchema, ...errorAnswers(400, 401) } },
  withdrawJoin: { params: joinRequestIdParamsSchema, response: { 200: joinDecisionResponseSchema, ...errorAnswers(400, 401, 409) } },
  partyRefresh: { response: { 200: joinResponseSchema, ...errorAnswers(401, 403, 415, 429) } },
  joinRequests: { params: caseIdParamsSchema, response: { 200: joinRequestsResponseSchema, ...errorAnswers(400, 401, 403, 404) } },
  joinDecision: {
    params: caseJoinRequestParamsSchema,
    body: joinDecisionRequestSchema,
    response: { 200: joinDecisionResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  },
  removeParticipant: { params: caseParticipantParamsSchema, response: { 204: noContent, ...errorAnswers(400, 401, 403, 404) } },
  inviteEmail: {
    body: inviteEmailRequestSchema,
    response: { 202: inviteEmailResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
  },
  caseInvitations: { params: caseIdParamsSchema, response: { 200: caseInvitationsResponseSchema, ...errorAnswers(400, 401, 403, 404) } },
  resendInvitation: {
    params: caseInvitationParamsSchema,
    response: { 202: resendInvitationResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
  },
  revokeInvitation: {
    params: caseInvitationParamsSchema,
    response: { 200: revokeInvitationResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  },

  caseStatistics: { params: caseIdParamsSchema, response: { 200: caseStatisticsSchema, ...errorAnswers(400, 401, 403, 404) } },
  caseMessages: {
    params: caseIdParamsSchema,
    query: caseMessagesQuerySchema,
    response: { 200: caseMessagesPageSchema, ...errorAnswers(400, 401, 403, 404) },
  },
  caseParticipants: { params: caseIdParamsSchema, response: { 200: caseParticipantsResponseSchema, ...errorAnswers(400, 401, 403, 404) } },

  user: { params: userIdParamsSchema, response: { 200: publicUserSchema, ...errorAnswers(400, 401, 403, 404) } },
  clientByEmail: { query: clientByEmailQuerySchema, response: { 200: clientLookupResponseSchema, ...errorAnswers(400, 404, 409, 429) } },
  clientById: {
    params: userIdParamsSchema,
    body: updateClientRequestSchema,
    response: { 200: clientResponseSchema, ...errorAnswers(400, 401, 403) },
  },
  createMediator: { body: createMediatorRequestSchema, response: { 201: mediatorResponseSchema, ...errorAnswers(400, 401, 403) } },
  mediators: { response: { 200: mediatorListResponseSchema, ...errorAnswers(401, 403) } },
  mediatorAreas: { body: addAreasRequestSchema, response: { 201: addAreasResponseSchema, ...errorAnswers(400, 401, 403, 404) } },
  updateMediator: {
    params: userIdParamsSchema,
    body: updateMediatorRequestSchema,
    response: { 200: mediatorListItemSchema, ...errorAnswers(400, 401, 403, 404) },
  },
  deactivateMediator: { params: userIdParamsSchema, response: { 200: mediatorListItemSchema, ...errorAnswers(400, 401, 403, 404) } },
  reactivateMediator: { params: userIdParamsSchema, response: { 200: mediatorListItemSchema, ...errorAnswers(400, 401, 403, 404) } },
  mediatorPasswordReset: {
    params: userIdParamsSchema,
    response: { 202: passwordResetLinkResponseSchema, ...errorAnswers(400, 401, 403, 404) },
  },
  passwordReset: {
    body: passwordResetRequestSchema,
    description: 'Sets a new password from a reset link (once, within the hour); every session of the account ends.',
    response: { 200: passwordResetResponseSchema, ...errorAnswers(400, 410, 429) },
  },

  outbox: { response: { 200: outboxResponseSchema, ...errorAnswers(401, 403) } },
  adminStatistics: { response: { 200: adminStatisticsSchema, ...errorAnswers(401, 403) } },
  onlineCases: { response: { 200: onlineCasesResponseSchema, ...errorAnswers(401, 403) } },

  agreementPdf: {
    params: caseIdParamsSchema,
    response: {
      200: agreementPdfResponseSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      404: errorBodySchema,
    },
  },
  agreementDeliveries: {
    params: caseIdParamsSchema,
    response: { 200: agreementDeliveriesResponseSchema, ...errorAnswers(400, 401, 403, 404) },
  },
  agreementLinkNew: {
    params: agreementLinkParamsSchema,
    response: { 201: agreementLinkResponseSchema, ...errorAnswers(400, 401, 403, 404) },
  },
  agreementLinkRevoke: {
    params: agreementLinkParamsSchema,
    response: { 204: noContent, ...errorAnswers(400, 401, 403, 404) },
  },
  agreementCopy: {
    params: agreementCopyParamsSchema,
    response: { 200: agreementPdfResponseSchema, ...errorAnswers(400, 404, 410, 429) },
  },
  agreementVerify: {
    body: agreementVerifyRequestSchema,
    response: {
      200: agreementVerifyResponseSchema,
      400: errorBodySchema,
      413: errorBodySchema,
      415: errorBodySchema,
      429: errorBodySchema,
    },
  },

  health: { response: { 200: healthResponseSchema } },
  ready: { response: { 200: readyResponseSchema, 503: notReadyResponseSchema } },
} as const satisfies { [K in RouteName]: RouteSchema };

export type RouteSchemas = typeof ROUTE_SCHEMAS;

type SchemaPart<K extends RouteName, Part extends 'params' | 'query' | 'body'> = RouteSchemas[K] extends {
  [P in Part]: infer S extends z.ZodType;
}
  ? S
  : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** A route's path parameters, as its schema takes them. */
export type RouteParams<K extends RouteName> = Input<SchemaPart<K, 'params'>>;
/** A route's query, as its schema takes it. */
export type RouteQuery<K extends RouteName> = Input<SchemaPart<K, 'query'>>;
/** A route's body, as its schema takes it (what a client sends). */
export type RouteBody<K extends RouteName> = Input<SchemaPart<K, 'body'>>;

/** The statuses of a success. */
export type SuccessStatus = 200 | 201 | 202 | 204;
type Answers<K extends RouteName> = RouteSchemas[K]['response'];
/** A route's success statuses. */
export type RouteSuccessStatus<K extends RouteName> = Extract<keyof Answers<K>, SuccessStatus>;
/** A route's answer on success (each success status's, when it has several), as a client reads it. */
export type RouteResponse<K extends RouteName> = {
  [S in RouteSuccessStatus<K>]: Answers<K>[S] extends z.ZodType ? z.output<Answers<K>[S]> : never;
}[RouteSuccessStatus<K>];
