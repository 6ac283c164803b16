/**
 * Every REST call the app makes, derived from the protocol's REST contract: `call(route, { params, query, body })`
 * takes the route's method and path from ROUTES (zod-free) and its types from ROUTE_SCHEMAS by `import type`, so
 * the app's first script carries no schema. The named endpoints below are that call, one line each, so a screen
 * reads `api.cases.start(...)`; none names a path or a type of its own.
 */
import { buildPath, ROUTES, type PathParamNames, type PathParams, type RouteName, type RoutePath } from '@mediation/protocol/contract';
import type { CaseDetails } from '@mediation/protocol/entities';
import type { Language, PartySide } from '@mediation/protocol';
import type {
  CaseByCode,
  JoinByCodeRequest,
  JoinByInviteRequest,
  JoinDecision,
  JoinResponse,
  JoinWaitingResponse,
  RouteBody,
  RouteQuery,
  RouteResponse,
} from '@mediation/protocol/rest';
import type { HttpClient, RequestOptions } from './httpClient';

type Params<K extends RouteName> = [PathParamNames<RoutePath<K>>] extends [never] ? { params?: undefined } : { params: PathParams<K> };
type Query<K extends RouteName> =
  RouteQuery<K> extends undefined
    ? { query?: undefined }
    : object extends RouteQuery<K>
      ? { query?: RouteQuery<K> }
      : { query: RouteQuery<K> };
/** A route without a body still takes `{}`: the cookie routes refuse a call without a JSON body. */
type Body<K extends RouteName> = RouteBody<K> extends undefined ? { body?: Record<string, never> } : { body: RouteBody<K> };

/** What a call of route K sends: its path parameters, query and body as the contract types them, and how it is sent. */
export type CallInput<K extends RouteName> = Params<K> &
  Query<K> &
  Body<K> &
  Pick<RequestOptions, 'token' | 'anonymous' | 'signal' | 'responseType'>;

type CallArgs<K extends RouteName> = object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

export type Call = <K extends RouteName>(name: K, ...args: CallArgs<K>) => Promise<RouteResponse<K>>;

/**
 * The typed call of any route over the one HTTP client. A route anyone may call goes without the session's token
 * (and never refreshes it) unless the call brings a token of its own, such as a join request's.
 */
export function createCall(http: HttpClient): Call {
  return <K extends RouteName>(name: K, ...[input]: CallArgs<K>) => {
    const { method, auth } = ROUTES[name];
    const { params, query, body, token, anonymous, signal, responseType } = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: RequestOptions['query'];
      body?: unknown;
    } & Pick<RequestOptions, 'token' | 'anonymous' | 'signal' | 'responseType'>;
    // The generic name cannot pick buildPath's overload for its parameters; the call's types already did.
    const fill = buildPath as (route: RouteName, values?: Record<string, string | number>) => string;
    return http<RouteResponse<K>>(method, fill(name, params), {
      query,
      body,
      token,
      signal,
      responseType,
      anonymous: anonymous ?? (auth === 'anonymous' && token === undefined),
    });
  };
}

export function createEndpoints(http: HttpClient) {
  const call = createCall(http);
  return {
    call,
    auth: {
      signIn: (body: RouteBody<'token'>) => call('token', { body }),
      me: (token?: string) => call('me', { token }),
      // The cookie routes take only JSON (an empty object), which a form of another site cannot send.
      refreshStaff: () => call('tokenRefresh', { body: {} }),
      refreshParty: () => call('partyRefresh', { body: {} }),
      logout: () => call('logout', { body: {} }),
      profile: () => call('profile'),
      updateMe: (body: RouteBody<'updateMe'>, token?: string) => call('updateMe', { body, token }),
      setPassword: (body: RouteBody<'setPassword'>) => call('setPassword', { body }),
      /** Sets a new password from a reset link's secret; every session of the account ends. */
      resetPassword: (body: RouteBody<'passwordReset'>) => call('passwordReset', { body }),
    },
    cases: {
      /** A page of the mediator's cases in one state: what the dashboard and the current case read. */
      pageByMediator: (query: RouteQuery<'mediatorCasePage'>) => call('mediatorCasePage', { query }),
      // The case route answers its members the whole case, a code holder what recognises it.
      details: (id: string) => call('caseById', { params: { id } }) as Promise<CaseDetails>,
      create: (body: RouteBody<'createCase'>) => call('createCase', { body }),
      close: (id: string, body: RouteBody<'closeCase'>) => call('closeCase', { params: { id }, body }),
      // The same PATCH with the case information its mediator edits: the case's language.
      setLanguage: (id: string, language: Language) => call('caseInformation', { params: { id }, body: { language } }),
      remove: (id: string) => call('deleteCase', { params: { id } }),
      start: (body: RouteBody<'startCase'>) => call('startCase', { body }),
      end: (body: RouteBody<'endCase'>) => call('endCase', { body }),
      statistics: (id: string) => call('caseStatistics', { params: { id } }),
      messages: (id: string, page: number) => call('caseMessages', { params: { id }, query: { page } }),
      participants: (id: string) => call('caseParticipants', { params: { id } }),
      joinRequests: (id: string) => call('joinRequests', { params: { id } }),
      decide: (id: string, requestId: string, decision: JoinDecision) =>
        call('joinDecision', { params: { id, request_id: requestId }, body: { decision } }),
      /** The mediator removes an admitted party: its session ends, its connections close; it may ask again. */
      removeParticipant: (id: string, userId: number) => call('removeParticipant', { params: { id, user_id: userId } }),
      /** Invites a person by e-mail; without SMTP the answer carries the link for the mediator to pass on. */
      inviteByEmail: (body: RouteBody<'inviteEmail'>) => call('inviteEmail', { body }),
      /** The case's invitations with their status, and the link that shares the case. */
      invitations: (id: string) => call('caseInvitations', { params: { id } }),
      /** A new link for the same person; the old one stops. Without SMTP the answer carries the new link. */
      resendInvitation: (id: string, invitationId: string) => call('resendInvitation', { params: { id, invitation_id: invitationId } }),
      revokeInvitation: (id: string, invitationId: string) => call('revokeInvitation', { params: { id, invitation_id: invitationId } }),
    },
    party: {
      caseByCode: (code: string) => call('caseByCode', { query: { link_id: code } }),
      /** A code holder reads what recognises the case, without a token even when it has one. */
      caseDetailsByCode: (id: string, code: string) =>
        call('caseById', { params: { id }, query: { link_id: code }, anonymous: true }) as Promise<CaseByCode>,
      clientByEmail: (email: string, code: string) => call('clientByEmail', { query: { email, link_id: code } }),
      // The join route answers a request by code with a ticket to wait (202), an invitation with the admission (200).
      join: (body: JoinByCodeRequest) => call('join', { body }) as Promise<JoinWaitingResponse>,
      /** Reads an invitation without using it (the token goes in the body, not the URL). */
      previewInvite: (invite: string) => call('invitePreview', { body: { invite } }),
      joinWithInvite: (body: JoinByInviteRequest) => call('join', { body }) as Promise<JoinResponse>,
      joinStatus: (requestId: string, requestToken: string) =>
        call('joinStatus', { params: { request_id: requestId }, token: requestToken }),
      /** Cancel on the waiting screen: the request is withdrawn and leaves the mediator's waiting room. */
      withdraw: (requestId: string, requestToken: string) =>
        call('withdrawJoin', { params: { request_id: requestId }, token: requestToken }),
    },
    agreements: {
      /** Public: is the file of this SHA-256 a signed agreement the server keeps? Only the digest is sent. */
      verify: (body: RouteBody<'agreementVerify'>) => call('agreementVerify', { body }),
      /**
       * The signed agreement's PDF (the case's mediator and its admitted parties), the same stored bytes each time,
       * under the file name the server gives it.
       */
      pdf: (caseId: string): Promise<File> => call('agreementPdf', { params: { id: caseId }, responseType: 'blob' }),
      /** The mediator: how the signed agreement reached each signer, and the file's name. */
      deliveries: (caseId: string) => call('agreementDeliveries', { params: { id: caseId } }),
      /** The mediator: a new personal link for a party (the old one stops), shown once. */
      newLink: (caseId: string, side: PartySide) => call('agreementLinkNew', { params: { id: caseId, side } }),
      revokeLink: (caseId: string, side: PartySide) => call('agreementLinkRevoke', { params: { id: caseId, side } }),
    },
    admin: {
      createMediator: (body: RouteBody<'createMediator'>) => call('createMediator', { body }),
      addAreas: (body: RouteBody<'mediatorAreas'>) => call('mediatorAreas', { body }),
      mediators: () => call('mediators'),
      updateMediator: (id: number, body: RouteBody<'updateMediator'>) => call('updateMediator', { params: { id }, body }),
      /** The mediator cannot sign in any more, and is signed out everywhere at once. */
      deactivateMediator: (id: number) => call('deactivateMediator', { params: { id } }),
      reactivateMediator: (id: number) => call('reactivateMediator', { params: { id } }),
      /** Without SMTP the answer carries the link, for the admin to pass on: it is shown this once. */
      sendPasswordReset: (id: number) => call('mediatorPasswordReset', { params: { id } }),
      statistics: () => call('adminStatistics'),
      onlineCases: () => call('onlineCases'),
    },
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
