import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponseSchema, tokenRequestSchema, tokenResponseSchema, verifyRequestSchema, verifyResponseSchema } from '@mediation/protocol';
import type { Config } from '../../config';
import { cookieRouteGuard } from '../../lib/cookie-route-guard';
import { unauthorized } from '../../lib/http-error';
import { errorAnswers, noContent } from '../../lib/responses';
import { randomToken, sha256 } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { UserRow } from '../../repositories/users-repository';
import { toUser } from '../../repositories/users-repository';

export const REFRESH_COOKIE = 'refresh';
const REFRESH_COOKIE_PATH = '/api/core/auth';
const LOGIN_FAILED = 'No active account found with the given credentials';

/** Sets a new refresh cookie of a user session (the cookie rotates; the session is its family). */
export async function issueRefreshCookie(app: FastifyInstance, reply: FastifyReply, userId: number, sessionId: string) {
  const { config } = app;
  const token = randomToken();
  const expiresAt = new Date(Date.now() + config.REFRESH_TOKEN_TTL_S * 1000);
  await app.repos.auth.saveRefreshToken(userId, sha256(token), expiresAt, sessionId);
  // Token answers are personal: no cache may keep them.
  reply.header('cache-control', 'no-store');
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.COOKIE_SECURE,
    path: REFRESH_COOKIE_PATH,
    expires: expiresAt,
  });
}

/** Starts a new session for a signed-in user: a refresh cookie and the access token answered. */
export async function startUserSession(app: FastifyInstance, reply: FastifyReply, user: UserRow): Promise<{ access: string }> {
  const sessionId = await app.repos.auth.startSession(user.id);
  await issueRefreshCookie(app, reply, user.id, sessionId);
  return { access: await app.tokens.signAccess(user, sessionId) };
}

/** Sign-in, token refresh and verify, logout and the current user. */
const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // A hash of a password nobody knows, checked when the e-mail is unknown (made once, at start).
  const decoyHash = hashPassword(randomToken());
  const authLimit = { rateLimit: { max: config.RATE_LIMIT_AUTH_PER_MIN, timeWindow: '1 minute' } };
  const sameSiteJson = cookieRouteGuard(config);

  app.post(
    '/core/auth/token/',
    { schema: { body: tokenRequestSchema, response: { 200: tokenResponseSchema, ...errorAnswers(400, 401, 429) } }, config: authLimit },
    async (request, reply) => {
      const user = await app.repos.users.findByEmail(request.body.email);
      // Parties have no password and never sign in here; the same message for every failure reveals nothing,
      // and an unknown e-mail costs the same scrypt work as a known one, so timing reveals nothing either.
      const isValid = await verifyPassword(request.body.password, user?.passwordHash ?? (await decoyHash));
      reply.header('cache-control', 'no-store');
      if (!user || !user.passwordHash || !isValid || !(user.isStaff || user.isSuperuser)) throw unauthorized(LOGIN_FAILED);
      return startUserSession(app, reply, user);
    },
  );

  app.post(
    '/core/auth/token/refresh/',
    { schema: { response: { 200: tokenResponseSchema, ...errorAnswers(401, 403, 415, 429) } }, config: authLimit, onRequest: sameSiteJson },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = request.cookies[REFRESH_COOKIE];
      // A replayed cookie ends its session: its access tokens and sockets stop at once.
      const onReplay = (replayed: { userId: number; sessionId: string }) => app.caseEvents.emit('sessionsEnded', replayed);
      const used = token ? await app.repos.auth.consumeRefreshToken(sha256(token), onReplay) : undefined;
      const user = used === undefined ? undefined : await app.repos.users.findById(used.userId);
      // A cookie may still be fresh while its session has reached SESSION_MAX_AGE_S: rotation never extends a session.
      if (!user || !used || !(await app.repos.auth.isSessionLive(used.familyId, user.id)))
        throw unauthorized('Token is invalid or expired');
      await issueRefreshCookie(app, reply, user.id, used.familyId);
      return { access: await app.tokens.signAccess(user, used.familyId) };
    },
  );

  app.post(
    '/core/auth/logout/',
    { schema: { response: { 204: noContent, ...errorAnswers(403, 415) } }, onRequest: sameSiteJson },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      // A cookie is cleared only when one came. Signing out ends the cookie's session: its access tokens stop
      // working and its sockets close, on every process.
      if (token) {
        const session = await app.repos.auth.sessionOfRefreshToken(sha256(token));
        if (session) {
          await app.repos.auth.endSession(session.sessionId);
          app.caseEvents.emit('sessionsEnded', session);
        } else {
          await app.repos.auth.revokeRefreshToken(sha256(token));
        }
        reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
      }
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/jwt/verify',
    { schema: { body: verifyRequestSchema, response: { 200: verifyResponseSchema, ...errorAnswers(400, 401) } } },
    async (request) => {
      await app.tokens.verify(request.body.token);
      return {};
    },
  );

  app.get('/auth/users/me/', { schema: { response: { 200: meResponseSchema, ...errorAnswers(401) } } }, async (request) => {
    const principal = await app.authenticate(request);
    return toUser(principal.user);
  });
};

export default authRoutes;
