import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Role, RouteAuth } from '@mediation/protocol';
import type { Config } from '../config';
import { forbidden, unauthorized } from '../lib/http-error';
import { authService } from '../services/auth-service';
import type { AuthService } from '../services/auth-service';
import { tokenService } from '../services/token-service';
import type { Principal, TokenService } from '../services/token-service';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Staff sign-in and sessions. */
    sessions: AuthService;
    /**
     * The check of the route's `auth` (its entry in the REST contract, in its config), as a preHandler: after its
     * input is validated, before its handler. Leaves the caller in `request.principal`.
     */
    authorize: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyContextConfig {
    /** Who may call the route, from the REST contract. */
    auth?: RouteAuth;
  }
}

/** Reads `Authorization: JWT <token>` (the spec's scheme; `Bearer` is accepted too). */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** Verifies tokens signed with `secret` (JWT_SECRET or the key file's: signing-key.ts). */
export default fp<{ config: Config; secret: string }>(
  async (app, { config, secret }) => {
    const tokens = tokenService({
      secret,
      accessTtlS: config.ACCESS_TOKEN_TTL_S,
      partyTtlS: config.PARTY_TOKEN_TTL_S,
      users: app.repos.users,
      cases: app.repos.cases,
      sessions: app.repos.auth,
    });
    app.decorate('tokens', tokens);
    app.decorate(
      'sessions',
      authService({ repos: app.repos, tokens, caseEvents: app.caseEvents, refreshTokenTtlS: config.REFRESH_TOKEN_TTL_S }),
    );
    app.decorateRequest('principal', undefined);

    /** The caller behind the Authorization header; throws 401 when there is none or it is bad. */
    async function authenticate(request: FastifyRequest): Promise<Principal> {
      if (request.principal) return request.principal;
      const token = tokenFromHeader(request.headers.authorization);
      if (!token) throw unauthorized('credentials_missing');
      request.principal = await tokens.verify(token);
      return request.principal;
    }

    /** Like authenticate, and throws 403 unless the caller has one of the roles (parties are never staff). */
    async function requireRole(request: FastifyRequest, ...roles: Role[]): Promise<Principal & { kind: 'user' }> {
      const principal = await authenticate(request);
      if (principal.kind !== 'user' || !roles.includes(principal.role)) throw forbidden();
      return principal;
    }

    app.decorate('authorize', async (request: FastifyRequest) => {
      switch (request.routeOptions.config.auth ?? 'anonymous') {
        case 'anonymous':
          return;
        case 'optional':
          if (request.headers.authorization !== undefined) await authenticate(request);
          return;
        case 'signedIn':
          await authenticate(request);
          return;
        case 'staff':
          await requireRole(request, 'Mediator', 'Admin');
          return;
        case 'mediator':
          await requireRole(request, 'Mediator');
          return;
        case 'admin':
          await requireRole(request, 'Admin');
          return;
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
