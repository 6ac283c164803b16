/**
 * MSW helpers shared by the stories (in the browser) and the component tests (msw/node): every JSON answer
 * is first read through its route's response schema, so a fixture or a handler that drifts from the
 * contract fails the story or the test instead of showing a screen the server could never produce.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { errorBodySchema } from '@mediation/protocol/rest';

/** The app calls the server under /api (the HTTP client's base). */
export const api = (path: string) => `/api${path}`;

/** A JSON answer that is first read through its schema: a value the contract refuses throws here. */
export function json<S extends z.ZodType>(schema: S, value: z.input<S>, init?: ResponseInit) {
  return HttpResponse.json(schema.parse(value) as never, init);
}

/** An error answer shaped as the server's error body ({ detail, errors? }). */
export function failure(status: number, detail: string, errors?: Record<string, string[]>) {
  return json(errorBodySchema, errors ? { detail, errors } : { detail }, { status });
}

type Method = 'get' | 'post' | 'patch' | 'delete';

/** A route that never answers: the screen stays in its loading state, the same in every screenshot. */
export function pending(method: Method, path: string): HttpHandler {
  return http[method](api(path), async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** A route that answers with a server error. */
export function broken(method: Method, path: string, status = 500, detail = 'The server is unavailable. Try again later.'): HttpHandler {
  return http[method](api(path), () => failure(status, detail));
}

// Stand-in for the protocol's route table until it lands (replaced by ROUTES and ROUTE_SCHEMAS).
import * as rest from '@mediation/protocol/rest';
import { agreementVerifyResponseSchema } from '@mediation/protocol/agreement';
import { caseDetailsSchema } from '@mediation/protocol/entities';
import type { HttpResponseResolver } from 'msw';
const STANDIN = {
  token: ['POST', '/core/auth/token/', rest.tokenResponseSchema],
  tokenRefresh: ['POST', '/core/auth/token/refresh/', rest.tokenResponseSchema],
  logout: ['POST', '/core/auth/logout/', errorBodySchema.optional()],
  me: ['GET', '/auth/users/me/', rest.meResponseSchema],
  profile: ['GET', '/auth/users/me/profile/', rest.updateMeResponseSchema],
  setPassword: ['POST', '/auth/users/set_password/', rest.setPasswordResponseSchema],
  createCase: ['POST', '/session/case/', caseDetailsSchema],
  mediatorCases: ['GET', '/session/case/get_mediator_cases/', rest.mediatorCasesResponseSchema],
  caseById: ['GET', '/session/case/:id/', rest.caseReadResponseSchema],
  caseByCode: ['GET', '/session/get_case_full_id/', rest.caseStateResponseSchema],
  join: ['POST', '/session/join/', rest.joinWaitingResponseSchema.or(rest.joinResponseSchema)],
  invitePreview: ['POST', '/session/invite/preview/', rest.invitePreviewResponseSchema],
  joinStatus: ['GET', '/session/join/:request_id/', rest.joinStatusResponseSchema],
  withdrawJoin: ['DELETE', '/session/join/:request_id/', rest.joinDecisionResponseSchema],
  partyRefresh: ['POST', '/session/party/refresh/', rest.joinResponseSchema],
  joinRequests: ['GET', '/session/case/:id/join-requests/', rest.joinRequestsResponseSchema],
  caseParticipants: ['GET', '/session/case/:id/participants/', rest.caseParticipantsResponseSchema],
  clientByEmail: ['GET', '/users/client/get_by_email/', rest.clientLookupResponseSchema],
  createMediator: ['POST', '/users/mediator/', rest.mediatorResponseSchema],
  mediatorAreas: ['POST', '/users/mediator-area/add_areas/', rest.addAreasResponseSchema],
  agreementVerify: ['POST', '/agreements/verify/', agreementVerifyResponseSchema],
} as const;
type StandinName = keyof typeof STANDIN;

/** An MSW handler of one route of the contract, at its method and path (`:name` parameters as the table has them). */
export function route(name: StandinName, resolver: HttpResponseResolver): HttpHandler {
  const [method, path] = STANDIN[name];
  return http[method.toLowerCase() as Method](api(path), resolver);
}

/** A route's JSON answer, first read through the route's response schema: a body the contract refuses throws. */
export function respond<K extends StandinName>(name: K, body: z.input<(typeof STANDIN)[K][2]>, init?: ResponseInit) {
  return json(STANDIN[name][2] as z.ZodType, body, init);
}
