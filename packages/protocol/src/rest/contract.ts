/**
 * Every REST route of the API: its method, its path relative to API_BASE (a Fastify-style template, `:name` for a
 * parameter) and who may call it. Plain strings only, so a web script importing it brings no schema or zod along;
 * the schemas of each route (params, query, body, answers) are in ./schemas.ts, keyed alike.
 */

/** Where the REST API lives: every path below is relative to it. */
export const API_BASE = '/api';

export type RouteMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a route, checked before its handler (after its input is validated):
 * - `anonymous`: anyone; the route reads its own credential when it needs one (a cookie, a request token).
 * - `optional`: anyone, and a token, when one comes, must be valid (the route answers more to its owner).
 * - `signedIn`: any valid token, a staff user's or a party's; the route checks the case itself.
 * - `staff`: a mediator or an admin.
 * - `mediator`, `admin`: that role only.
 */
export type RouteAuth = 'anonymous' | 'optional' | 'signedIn' | 'staff' | 'mediator' | 'admin';

export interface RouteDefinition {
  readonly method: RouteMethod;
  readonly path: string;
  readonly auth: RouteAuth;
}

const route = <const M extends RouteMethod, const P extends string, const A extends RouteAuth>(method: M, path: P, auth: A) => ({
  method,
  path,
  auth,
});

/** Every REST route by name. */
export const ROUTES = {
  // Sign-in, tokens and the signed-in person.
  token: route('POST', '/core/auth/token/', 'anonymous'),
  /** The refresh cookie is the credential. */
  tokenRefresh: route('POST', '/core/auth/token/refresh/', 'anonymous'),
  logout: route('POST', '/core/auth/logout/', 'anonymous'),
  jwtVerify: route('POST', '/auth/jwt/verify', 'anonymous'),
  me: route('GET', '/auth/users/me/', 'signedIn'),
  /** The signed-in person's editable profile (names, and a mediator's phone). */
  profile: route('GET', '/auth/users/me/profile/', 'staff'),
  updateMe: route('PATCH', '/auth/users/me/', 'staff'),
  setPassword: route('POST', '/auth/users/set_password/', 'staff'),

  // A mediator's cases.
  createCase: route('POST', '/session/case/', 'mediator'),
  mediatorCases: route('GET', '/session/case/get_mediator_cases/', 'staff'),
  /** A page of the same list, one state at a time: what the dashboard reads. */
  mediatorCasePage: route('GET', '/session/case/mediator_cases_page/', 'staff'),
  /** Its owner reads the whole case; someone presenting the code of a running case, what identifies it. */
  caseById: route('GET', '/session/case/:id/', 'optional'),
  closeCase: route('PATCH', '/session/case/:id/', 'signedIn'),
  // The case's information its mediator may change after creating it (its language).
  caseInformation: route('PATCH', '/session/case/:id/information/', 'signedIn'),
  deleteCase: route('DELETE', '/session/case/:id/', 'signedIn'),
  caseByCode: route('GET', '/session/get_case_full_id/', 'anonymous'),
  startCase: route('POST', '/session/set_case_full_id/', 'signedIn'),
  endCase: route('DELETE', '/session/delete_case_full_id/', 'signedIn'),

  // Joining a case.
  join: route('POST', '/session/join/', 'anonymous'),
  invitePreview: route('POST', '/session/invite/preview/', 'anonymous'),
  /** The request token (Authorization: JWT <request_token>) is the credential. */
  joinStatus: route('GET', '/session/join/:request_id/', 'anonymous'),
  withdrawJoin: route('DELETE', '/session/join/:request_id/', 'anonymous'),
  /** The party cookie is the credential. */
  partyRefresh: route('POST', '/session/party/refresh/', 'anonymous'),
  joinRequests: route('GET', '/session/case/:id/join-requests/', 'signedIn'),
  joinDecision: route('POST', '/session/case/:id/join-requests/:request_id/', 'signedIn'),
  /** The case's mediator removes an admitted party. */
  removeParticipant: route('DELETE', '/session/case/:id/participants/:user_id/', 'signedIn'),
  inviteEmail: route('POST', '/session/send-invite-email/', 'mediator'),
  /** The case's invitations, for its mediator: listed, sent again with a new link, revoked. */
  caseInvitations: route('GET', '/session/case/:id/invitations/', 'mediator'),
  resendInvitation: route('POST', '/session/case/:id/invitations/:invitation_id/resend/', 'mediator'),
  revokeInvitation: route('POST', '/session/case/:id/invitations/:invitation_id/revoke/', 'mediator'),

  // A case's figures, messages and people.
  caseStatistics: route('GET', '/session/case/:id/statistics/', 'staff'),
  caseMessages: route('GET', '/session/case/:id/messages/', 'mediator'),
  caseParticipants: route('GET', '/session/case/:id/participants/', 'signedIn'),

  // People.
  user: route('GET', '/users/user/:id/', 'signedIn'),
  clientByEmail: route('GET', '/users/client/get_by_email/', 'anonymous'),
  /** A party changes its own names, with its own token. */
  clientById: route('PATCH', '/users/client/:id/', 'signedIn'),
  createMediator: route('POST', '/users/mediator/', 'admin'),
  mediators: route('GET', '/users/mediator/', 'admin'),
  mediatorAreas: route('POST', '/users/mediator-area/add_areas/', 'admin'),
  /** The admin edits a mediator's names, phone and areas. */
  updateMediator: route('PATCH', '/users/mediator/:id/', 'admin'),
  /** The account cannot sign in any more and its sessions end at once. */
  deactivateMediator: route('POST', '/users/mediator/:id/deactivate/', 'admin'),
  reactivateMediator: route('POST', '/users/mediator/:id/reactivate/', 'admin'),
  /** A single-use link, valid one hour, by e-mail (or to the admin once when there is no SMTP server). */
  mediatorPasswordReset: route('POST', '/users/mediator/:id/password-reset/', 'admin'),
  /** The reset link's secret is the credential. */
  passwordReset: route('POST', '/auth/password-reset/', 'anonymous'),

  // The admin.
  outbox: route('GET', '/admin/outbox/', 'admin'),
  adminStatistics: route('GET', '/admin/statistics/', 'admin'),
  onlineCases: route('GET', '/admin/online-cases/', 'admin'),

  // The settlement agreement.
  /** The signed agreement's PDF: the case's mediator and its admitted parties. */
  agreementPdf: route('GET', '/session/case/:id/agreement/pdf/', 'signedIn'),
  /** The case's mediator: how the signed agreement reached each signer, and each party's personal link. */
  agreementDeliveries: route('GET', '/session/case/:id/agreement/deliveries/', 'mediator'),
  agreementLinkNew: route('POST', '/session/case/:id/agreement/links/:side/', 'mediator'),
  agreementLinkRevoke: route('DELETE', '/session/case/:id/agreement/links/:side/', 'mediator'),
  /** A party's personal link to its signed agreement (the link's secret is the credential); read-only. */
  agreementCopy: route('GET', '/agreements/copy/:token/', 'anonymous'),
  /** Is this file (by its SHA-256) a signed agreement we keep? */
  agreementVerify: route('POST', '/agreements/verify/', 'anonymous'),

  // For a load balancer.
  health: route('GET', '/health', 'anonymous'),
  ready: route('GET', '/ready', 'anonymous'),
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof ROUTES;
export type RouteName = keyof Routes;
export type RoutePath<K extends RouteName> = Routes[K]['path'];

/** The parameter names of a path template: `'/case/:id/x/:user_id/'` gives `'id' | 'user_id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path's parameters take (ids are strings or numbers on the path alike). */
export type PathParams<K extends RouteName> = { [Name in PathParamNames<RoutePath<K>>]: string | number };

/** The route names whose path has no parameter. */
export type StaticRouteName = { [K in RouteName]: PathParamNames<RoutePath<K>> extends never ? K : never }[RouteName];

/**
 * A route's path relative to API_BASE with its parameters filled in (each encoded); a path without parameters
 * needs none. Throws on a missing parameter, which the types already refuse.
 */
export function buildPath<K extends RouteName>(
  name: K,
  ...params: PathParamNames<RoutePath<K>> extends never ? [params?: Record<string, never>] : [params: PathParams<K>]
): string {
  const values = (params[0] ?? {}) as Record<string, string | number>;
  return ROUTES[name].path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${name}: no value for :${key}`);
    return encodeURIComponent(String(value));
  });
}
