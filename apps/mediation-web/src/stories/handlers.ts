/**
 * MSW handlers of the app's stories, by the protocol's REST contract: each is named by its route and every JSON
 * answer is parsed with the route's response schema before it is sent (`respond`, in ../testing/msw.ts, shared
 * with the component tests).
 */
import type { HttpHandler } from 'msw';
import { caseByCodeResponseSchema } from '@mediation/protocol/rest';
import { onRoute, respond } from '../testing/msw';
import { casePagesFrom } from '../testing/casePages';
import * as fixtures from './fixtures';

export { broken, onRoute, pending, refuse, respond } from '../testing/msw';

/** Every route the app's screens read, answered from the fixtures; a story puts its own in front. */
export const defaultHandlers: HttpHandler[] = [
  onRoute('token', () => respond('token', { access: 'story-token' })),
  onRoute('me', () => respond('me', fixtures.MEDIATOR)),
  onRoute('logout', () => respond('logout', undefined)),
  onRoute('mediatorCases', () => respond('mediatorCases', fixtures.mediatorCases)),
  onRoute('mediatorCasePage', casePagesFrom(fixtures.mediatorCases)),
  onRoute('mediators', () => respond('mediators', fixtures.mediators)),
  onRoute('createMediator', () =>
    respond('createMediator', {
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
  onRoute('mediatorAreas', () => respond('mediatorAreas', { mediator: 20, areas: [] })),
  onRoute('updateMediator', async ({ params, request }) => {
    const body = (await request.json()) as { first_name: string; last_name: string; phone: string; areas: string[] };
    const mediator = fixtures.mediators.find((row) => row.user.id === Number(params.id)) ?? fixtures.mediators[0]!;
    return respond('updateMediator', {
      ...mediator,
      user: { ...mediator.user, first_name: body.first_name, last_name: body.last_name },
      phone: body.phone,
      areas: body.areas,
    });
  }),
  onRoute('deactivateMediator', ({ params }) =>
    respond('deactivateMediator', { ...fixtures.mediators.find((row) => row.user.id === Number(params.id))!, is_active: false }),
  ),
  onRoute('reactivateMediator', ({ params }) =>
    respond('reactivateMediator', { ...fixtures.mediators.find((row) => row.user.id === Number(params.id))!, is_active: true }),
  ),
  onRoute('mediatorPasswordReset', () =>
    respond('mediatorPasswordReset', { status: 'queued', link: fixtures.PASSWORD_RESET_LINK, expires_at: '2026-03-03T11:00:00.000Z' }),
  ),
  onRoute('passwordReset', () => respond('passwordReset', { email: 'dana@example.com' })),
  onRoute('adminStatistics', () => respond('adminStatistics', fixtures.adminStatistics)),
  onRoute('onlineCases', () => respond('onlineCases', fixtures.onlineCases)),
  onRoute('profile', () => respond('profile', fixtures.profile)),
  onRoute('updateMe', async ({ request }) => respond('updateMe', { ...fixtures.profile, ...((await request.json()) as object) })),
  onRoute('setPassword', () => respond('setPassword', { access: 'story-token-2' })),
  onRoute('caseStatistics', () => respond('caseStatistics', fixtures.caseStatistics)),
  onRoute('caseMessages', () => respond('caseMessages', fixtures.caseMessagesPage)),
  onRoute('caseParticipants', () => respond('caseParticipants', fixtures.caseParticipants)),
  onRoute('joinRequests', () => respond('joinRequests', [])),
  // A code holder without a token reads only what recognises the case, as the server answers.
  onRoute('caseById', ({ request }) =>
    respond(
      'caseById',
      new URL(request.url).searchParams.has('link_id') && !request.headers.has('authorization')
        ? caseByCodeResponseSchema.parse(fixtures.caseDetails)
        : fixtures.caseDetails,
    ),
  ),
  onRoute('createCase', async ({ request }) =>
    respond('createCase', {
      ...fixtures.caseDetails,
      ...((await request.json()) as object),
      id: 'n3wcase001',
      link: 'N3WC4S',
      is_started: false,
    }),
  ),
  onRoute('caseByCode', () => respond('caseByCode', { case_id: fixtures.CASE_ID, link_id: fixtures.CASE_CODE, is_started: true })),
  onRoute('clientByEmail', () => respond('clientByEmail', { email: 'omer@example.com', first_name: '', last_name: '', side: null })),
  onRoute('join', () =>
    respond(
      'join',
      { request_id: '7d2c6a3e-1f4b-4c1a-9e55-2b8f0c6d9a11', request_token: 'story-request-token', status: 'waiting', side: 'B' },
      { status: 202 },
    ),
  ),
  onRoute('joinStatus', () => respond('joinStatus', { status: 'waiting' })),
  onRoute('agreementVerify', () => respond('agreementVerify', { status: 'unknown' })),
];
