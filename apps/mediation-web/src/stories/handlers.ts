/**
 * MSW handlers of the app's stories, typed by the protocol: every JSON answer is parsed with the route's
 * response schema before it is sent (`json`, in ../testing/msw.ts, shared with the component tests).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { AGREEMENT_PATHS, agreementVerifyResponseSchema } from '@mediation/protocol/agreement';
import { caseDetailsSchema } from '@mediation/protocol/entities';
import {
  addAreasResponseSchema,
  adminStatisticsSchema,
  caseByCodeResponseSchema,
  caseMessagesPageSchema,
  caseParticipantsResponseSchema,
  caseStateResponseSchema,
  caseStatisticsSchema,
  clientLookupResponseSchema,
  INSIGHT_PATHS,
  joinRequestsResponseSchema,
  joinStatusResponseSchema,
  joinWaitingResponseSchema,
  mediatorCasesResponseSchema,
  mediatorListResponseSchema,
  mediatorResponseSchema,
  meResponseSchema,
  onlineCasesResponseSchema,
  PATHS,
  setPasswordResponseSchema,
  tokenResponseSchema,
  updateMeResponseSchema,
} from '@mediation/protocol/rest';
import { api, json } from '../testing/msw';
import * as fixtures from './fixtures';

export { api, broken, failure, json, pending } from '../testing/msw';

const caseByIdPath = api('/session/case/:id/');

/** Every route the app's screens read, answered from the fixtures; a story puts its own in front. */
export const defaultHandlers: HttpHandler[] = [
  http.post(api(PATHS.token), () => json(tokenResponseSchema, { access: 'story-token' })),
  http.get(api(PATHS.me), () => json(meResponseSchema, fixtures.MEDIATOR)),
  http.post(api(PATHS.logout), () => new HttpResponse(null, { status: 204 })),
  http.get(api(PATHS.mediatorCases), () => json(mediatorCasesResponseSchema, fixtures.mediatorCases)),
  http.get(api(PATHS.mediator), () => json(mediatorListResponseSchema, fixtures.mediators)),
  http.post(api(PATHS.mediator), () =>
    json(mediatorResponseSchema, {
      user: { ...fixtures.MEDIATOR, id: 20, email: 'new@example.com', first_name: 'New', last_name: 'Mediator' },
      phone: '+972 50 000 0000',
      education: '',
      relevant_experience: '',
      certification_course: false,
      address: '',
      country: 'Israel',
      areas: [],
    }),
  ),
  http.post(api(PATHS.mediatorAreas), () => json(addAreasResponseSchema, { mediator: 20, areas: [] })),
  http.get(api(INSIGHT_PATHS.adminStatistics), () => json(adminStatisticsSchema, fixtures.adminStatistics)),
  http.get(api(INSIGHT_PATHS.onlineCases), () => json(onlineCasesResponseSchema, fixtures.onlineCases)),
  http.get(api(INSIGHT_PATHS.profile), () => json(updateMeResponseSchema, fixtures.profile)),
  http.patch(api(PATHS.me), async ({ request }) =>
    json(updateMeResponseSchema, { ...fixtures.profile, ...((await request.json()) as object) }),
  ),
  http.post(api(INSIGHT_PATHS.setPassword), () => json(setPasswordResponseSchema, { access: 'story-token-2' })),
  http.get(api('/session/case/:id/statistics/'), () => json(caseStatisticsSchema, fixtures.caseStatistics)),
  http.get(api('/session/case/:id/messages/'), () => json(caseMessagesPageSchema, fixtures.caseMessagesPage)),
  http.get(api('/session/case/:id/participants/'), () => json(caseParticipantsResponseSchema, fixtures.caseParticipants)),
  http.get(api('/session/case/:id/join-requests/'), () => json(joinRequestsResponseSchema, [])),
  // A code holder without a token reads only what recognises the case, as the server answers.
  http.get(caseByIdPath, ({ request }) =>
    new URL(request.url).searchParams.has('link_id') && !request.headers.has('authorization')
      ? json(caseByCodeResponseSchema, caseByCodeResponseSchema.parse(fixtures.caseDetails))
      : json(caseDetailsSchema, fixtures.caseDetails),
  ),
  http.post(api(PATHS.case), async ({ request }) =>
    json(caseDetailsSchema, {
      ...fixtures.caseDetails,
      ...((await request.json()) as object),
      id: 'n3wcase001',
      link: 'N3WC4S',
      is_started: false,
    }),
  ),
  http.get(api(PATHS.caseByCode), () =>
    json(caseStateResponseSchema, { case_id: fixtures.CASE_ID, link_id: fixtures.CASE_CODE, is_started: true }),
  ),
  http.get(api(PATHS.clientByEmail), () =>
    json(clientLookupResponseSchema, { email: 'omer@example.com', first_name: '', last_name: '', side: null }),
  ),
  http.post(api(PATHS.join), () =>
    json(joinWaitingResponseSchema, {
      request_id: '7d2c6a3e-1f4b-4c1a-9e55-2b8f0c6d9a11',
      request_token: 'story-request-token',
      status: 'waiting',
      side: 'B',
    }),
  ),
  http.get(api('/session/join/:requestId/'), () => json(joinStatusResponseSchema, { status: 'waiting' })),
  http.post(api(AGREEMENT_PATHS.verify), () => json(agreementVerifyResponseSchema, { status: 'unknown' })),
];
