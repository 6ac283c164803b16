/** Every REST path, relative to API_BASE: plain strings and functions, so importing them brings no schema or zod along. */

export { API_BASE } from './contract';

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
  clientById: (id: number | string) => `/users/client/${id}/`,
  mediator: '/users/mediator/',
  mediatorAreas: '/users/mediator-area/add_areas/',
  outbox: '/admin/outbox/',
  caseStatistics: (id: string) => `/session/case/${id}/statistics/`,
  caseMessages: (id: string) => `/session/case/${id}/messages/`,
} as const;

/** Paths of the insight and profile routes, relative to API_BASE; the statistics and messages pages are in PATHS. */
export const INSIGHT_PATHS = {
  caseParticipants: (id: string) => `/session/case/${id}/participants/`,
  adminStatistics: '/admin/statistics/',
  onlineCases: '/admin/online-cases/',
  setPassword: '/auth/users/set_password/',
  /** The signed-in person's editable profile (names, and a mediator's phone). */
  profile: '/auth/users/me/profile/',
} as const;

/** Paths of the agreement's REST routes, relative to API_BASE. */
export const AGREEMENT_PATHS = {
  /** The signed agreement's PDF: the case's mediator and its admitted parties. */
  pdf: (caseId: string) => `/session/case/${caseId}/agreement/pdf/`,
  /** Public: is this file (by its SHA-256) a signed agreement we keep? */
  verify: '/agreements/verify/',
} as const;
