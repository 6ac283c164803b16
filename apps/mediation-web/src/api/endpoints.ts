/** Every REST call the app makes, typed, through the one HTTP client. */
import { INSIGHT_PATHS, PATHS } from '@mediation/protocol';
import type {
  AdminStatistics,
  CaseDetails,
  CaseListItem,
  CaseMessagesPage,
  CaseParticipant,
  CaseStatistics,
  CloseCaseRequest,
  CreateCaseRequest,
  CreateMediatorRequest,
  Mediator,
  MediatorListItem,
  OnlineCase,
  PartySide,
  SetPasswordRequest,
  UpdateMeRequest,
  UpdateMeResponse,
  User,
} from '@mediation/protocol';
import type { HttpClient } from './httpClient';

/** The case a code opens while it is started. */
export interface CaseState {
  case_id: string;
  link_id: string;
  is_started: boolean;
}

/** A party admitted to a case: its token, case, side and identity. */
export interface PartyAdmission {
  access: string;
  case_id: string;
  side: PartySide;
  user: { id: number; email: string; first_name: string; last_name: string };
}

export type JoinStatus = 'waiting' | 'admitted' | 'refused' | 'expired';

export interface JoinTicket {
  request_id: string;
  request_token: string;
  status: 'waiting';
}

export type JoinStatusAnswer = { status: JoinStatus } & Partial<PartyAdmission>;

/** A party's request to join, as the mediator sees it in the waiting room. */
export interface JoinRequestItem {
  request_id: string;
  case_id: string;
  side: PartySide;
  email: string;
  first_name: string;
  last_name: string;
  was_admitted_before: boolean;
  status: JoinStatus;
  created_at: string;
}

export const JOIN_PATHS = {
  join: '/session/join/',
  joinStatus: (requestId: string) => `/session/join/${requestId}/`,
  partyRefresh: '/session/party/refresh/',
  joinRequests: (caseId: string) => `/session/case/${caseId}/join-requests/`,
  decide: (caseId: string, requestId: string) => `/session/case/${caseId}/join-requests/${requestId}/`,
} as const;

export function createEndpoints(http: HttpClient) {
  return {
    auth: {
      signIn: (body: { email: string; password: string }) =>
        http<{ access: string }>('POST', PATHS.token, { body, anonymous: true }),
      me: (token?: string) => http<User>('GET', PATHS.me, token ? { token } : {}),
      refreshStaff: () => http<{ access: string }>('POST', PATHS.tokenRefresh, { anonymous: true }),
      refreshParty: () => http<PartyAdmission>('POST', JOIN_PATHS.partyRefresh, { anonymous: true }),
      logout: () => http<void>('POST', PATHS.logout, { anonymous: true }),
      profile: () => http<UpdateMeResponse>('GET', INSIGHT_PATHS.profile),
      updateMe: (body: UpdateMeRequest) => http<UpdateMeResponse>('PATCH', PATHS.me, { body }),
      setPassword: (body: SetPasswordRequest) => http<void>('POST', INSIGHT_PATHS.setPassword, { body }),
    },
    cases: {
      listByMediator: (userId: number) => http<CaseListItem[]>('GET', PATHS.mediatorCases, { query: { userId } }),
      details: (id: string) => http<CaseDetails>('GET', PATHS.caseById(id)),
      create: (body: CreateCaseRequest) => http<CaseDetails>('POST', PATHS.case, { body }),
      close: (id: string, body: CloseCaseRequest) => http<CaseDetails>('PATCH', PATHS.caseById(id), { body }),
      remove: (id: string) => http<void>('DELETE', PATHS.caseById(id)),
      start: (body: { case_id: string; link_id: string }) => http<CaseState>('POST', PATHS.startCase, { body }),
      end: (body: { link_id: string }) => http<CaseState>('DELETE', PATHS.endCase, { body }),
      statistics: (id: string) => http<CaseStatistics>('GET', PATHS.caseStatistics(id)),
      messages: (id: string, page: number) => http<CaseMessagesPage>('GET', PATHS.caseMessages(id), { query: { page } }),
      participants: (id: string) => http<CaseParticipant[]>('GET', INSIGHT_PATHS.caseParticipants(id)),
      joinRequests: (id: string) => http<JoinRequestItem[]>('GET', JOIN_PATHS.joinRequests(id)),
      decide: (id: string, requestId: string, decision: 'admit' | 'refuse') =>
        http<{ request_id: string; status: JoinStatus }>('POST', JOIN_PATHS.decide(id, requestId), { body: { decision } }),
    },
    party: {
      caseByCode: (code: string) => http<CaseState>('GET', PATHS.caseByCode, { query: { link_id: code }, anonymous: true }),
      caseDetailsByCode: (id: string, code: string) =>
        http<CaseDetails>('GET', PATHS.caseById(id), { query: { link_id: code }, anonymous: true }),
      clientByEmail: (email: string, code: string) =>
        http<{ email: string; first_name: string; last_name: string }>('GET', PATHS.clientByEmail, {
          query: { email, link_id: code },
          anonymous: true,
        }),
      join: (body: { link_id: string; side: PartySide; email: string; first_name: string; last_name: string }) =>
        http<JoinTicket>('POST', JOIN_PATHS.join, { body, anonymous: true }),
      joinWithInvite: (invite: string) => http<PartyAdmission>('POST', JOIN_PATHS.join, { body: { invite }, anonymous: true }),
      joinStatus: (requestId: string, requestToken: string) =>
        http<JoinStatusAnswer>('GET', JOIN_PATHS.joinStatus(requestId), { token: requestToken }),
    },
    admin: {
      createMediator: (body: CreateMediatorRequest) => http<Mediator>('POST', PATHS.mediator, { body }),
      addAreas: (body: { areas: string[]; mediator: number }) => http<unknown>('POST', PATHS.mediatorAreas, { body }),
      mediators: () => http<MediatorListItem[]>('GET', PATHS.mediator),
      statistics: () => http<AdminStatistics>('GET', INSIGHT_PATHS.adminStatistics),
      onlineCases: () => http<OnlineCase[]>('GET', INSIGHT_PATHS.onlineCases),
    },
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
