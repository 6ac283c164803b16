/** Every REST call the app makes, typed, through the one HTTP client. */
import { AGREEMENT_PATHS, INSIGHT_PATHS, PATHS } from '@mediation/protocol';
import type {
  AddAreasRequest,
  AddAreasResponse,
  AdminStatistics,
  AgreementVerifyRequest,
  AgreementVerifyResponse,
  CaseByCode,
  CaseDetails,
  CaseListItem,
  CaseMessagesPage,
  CaseParticipant,
  CaseStateResponse,
  CaseStatistics,
  ClientLookupResponse,
  CloseCaseRequest,
  CreateCaseRequest,
  CreateMediatorRequest,
  EndCaseRequest,
  Mediator,
  MediatorListItem,
  JoinByCodeRequest,
  InvitePreviewResponse,
  JoinByInviteRequest,
  JoinDecision,
  JoinDecisionResponse,
  JoinRequestItem,
  JoinRequestStatus,
  JoinResponse,
  JoinStatusResponse,
  JoinWaitingResponse,
  OnlineCase,
  SetPasswordRequest,
  SetPasswordResponse,
  StartCaseRequest,
  TokenRequest,
  TokenResponse,
  UpdateMeRequest,
  UpdateMeResponse,
  User,
} from '@mediation/protocol';
import type { HttpClient } from './httpClient';

/** The case a code opens while it is started. */
export type CaseState = CaseStateResponse;

/** A party admitted to a case: its token, case, side and identity. */
export type PartyAdmission = JoinResponse;
export type JoinTicket = JoinWaitingResponse;
export type JoinStatus = JoinRequestStatus;

export function createEndpoints(http: HttpClient) {
  return {
    auth: {
      signIn: (body: TokenRequest) => http<TokenResponse>('POST', PATHS.token, { body, anonymous: true }),
      me: (token?: string) => http<User>('GET', PATHS.me, token ? { token } : {}),
      // The cookie routes take only JSON (an empty object), which a form of another site cannot send.
      refreshStaff: () => http<TokenResponse>('POST', PATHS.tokenRefresh, { anonymous: true, body: {} }),
      refreshParty: () => http<PartyAdmission>('POST', PATHS.partyRefresh, { anonymous: true, body: {} }),
      logout: () => http<void>('POST', PATHS.logout, { anonymous: true, body: {} }),
      profile: () => http<UpdateMeResponse>('GET', INSIGHT_PATHS.profile),
      updateMe: (body: UpdateMeRequest) => http<UpdateMeResponse>('PATCH', PATHS.me, { body }),
      setPassword: (body: SetPasswordRequest) => http<SetPasswordResponse>('POST', INSIGHT_PATHS.setPassword, { body }),
    },
    cases: {
      listByMediator: (userId: number) => http<CaseListItem[]>('GET', PATHS.mediatorCases, { query: { userId } }),
      details: (id: string) => http<CaseDetails>('GET', PATHS.caseById(id)),
      create: (body: CreateCaseRequest) => http<CaseDetails>('POST', PATHS.case, { body }),
      close: (id: string, body: CloseCaseRequest) => http<CaseDetails>('PATCH', PATHS.caseById(id), { body }),
      remove: (id: string) => http<void>('DELETE', PATHS.caseById(id)),
      start: (body: StartCaseRequest) => http<CaseState>('POST', PATHS.startCase, { body }),
      end: (body: EndCaseRequest) => http<CaseState>('DELETE', PATHS.endCase, { body }),
      statistics: (id: string) => http<CaseStatistics>('GET', PATHS.caseStatistics(id)),
      messages: (id: string, page: number) => http<CaseMessagesPage>('GET', PATHS.caseMessages(id), { query: { page } }),
      participants: (id: string) => http<CaseParticipant[]>('GET', INSIGHT_PATHS.caseParticipants(id)),
      joinRequests: (id: string) => http<JoinRequestItem[]>('GET', PATHS.joinRequests(id)),
      decide: (id: string, requestId: string, decision: JoinDecision) =>
        http<JoinDecisionResponse>('POST', PATHS.joinDecision(id, requestId), { body: { decision } }),
      /** The mediator removes an admitted party: its session ends, its connections close; it may ask again. */
      removeParticipant: (id: string, userId: number) => http<void>('DELETE', PATHS.caseParticipant(id, userId)),
    },
    party: {
      caseByCode: (code: string) => http<CaseState>('GET', PATHS.caseByCode, { query: { link_id: code }, anonymous: true }),
      caseDetailsByCode: (id: string, code: string) =>
        http<CaseByCode>('GET', PATHS.caseById(id), { query: { link_id: code }, anonymous: true }),
      clientByEmail: (email: string, code: string) =>
        http<ClientLookupResponse>('GET', PATHS.clientByEmail, { query: { email, link_id: code }, anonymous: true }),
      join: (body: JoinByCodeRequest) => http<JoinTicket>('POST', PATHS.join, { body, anonymous: true }),
      /** Reads an invitation without using it (the token goes in the body, not the URL). */
      previewInvite: (invite: string) => http<InvitePreviewResponse>('POST', PATHS.invitePreview, { body: { invite }, anonymous: true }),
      joinWithInvite: (body: JoinByInviteRequest) => http<PartyAdmission>('POST', PATHS.join, { body, anonymous: true }),
      joinStatus: (requestId: string, requestToken: string) =>
        http<JoinStatusResponse>('GET', PATHS.joinStatus(requestId), { token: requestToken }),
      /** Cancel on the waiting screen: the request is withdrawn and leaves the mediator's waiting room. */
      withdraw: (requestId: string, requestToken: string) =>
        http<JoinDecisionResponse>('DELETE', PATHS.joinStatus(requestId), { token: requestToken }),
    },
    agreements: {
      /** Public: is the file of this SHA-256 a signed agreement the server keeps? Only the digest is sent. */
      verify: (body: AgreementVerifyRequest) => http<AgreementVerifyResponse>('POST', AGREEMENT_PATHS.verify, { body, anonymous: true }),
      /** The signed agreement's PDF (the case's mediator and its admitted parties), the same stored bytes each time. */
      pdf: (caseId: string) => http<Blob>('GET', AGREEMENT_PATHS.pdf(caseId), { responseType: 'blob' }),
    },
    admin: {
      createMediator: (body: CreateMediatorRequest) => http<Mediator>('POST', PATHS.mediator, { body }),
      addAreas: (body: AddAreasRequest) => http<AddAreasResponse>('POST', PATHS.mediatorAreas, { body }),
      mediators: () => http<MediatorListItem[]>('GET', PATHS.mediator),
      statistics: () => http<AdminStatistics>('GET', INSIGHT_PATHS.adminStatistics),
      onlineCases: () => http<OnlineCase[]>('GET', INSIGHT_PATHS.onlineCases),
    },
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
