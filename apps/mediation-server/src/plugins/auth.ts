import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@mediation/protocol';
import type { Config } from '../config';
import { forbidden, unauthorized } from '../lib/http-error';
import { tokenService } from '../services/token-service';
import type { Principal, TokenService } from '../services/token-service';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** The caller behind the Authorization header; throws 401 when there is none or it is bad. */
    authenticate: (request: FastifyRequest) => Promise<Principal>;
    /** Like authenticate, and throws 403 unless the caller has one of the roles (parties are never staff). */
    requireRole: (request: FastifyRequest, ...roles: Role[]) => Promise<Principal & { kind: 'user' }>;
  }
  interface FastifyRequest {
    principal?: Principal;
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
    app.decorateRequest('principal', undefined);

    async function authenticate(request: FastifyRequest): Promise<Principal> {
      if (request.principal) return request.principal;
      const token = tokenFromHeader(request.headers.authorization);
      if (!token) throw unauthorized('Authentication credentials were not provided.');
      request.principal = await tokens.verify(token);
      return request.principal;
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', async (request: FastifyRequest, ...roles: Role[]) => {
      const principal = await authenticate(request);
      if (principal.kind !== 'user' || !roles.includes(principal.role)) throw forbidden();
      return principal;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
