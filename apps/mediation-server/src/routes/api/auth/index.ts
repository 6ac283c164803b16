import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cookieRouteGuard } from '../../../lib/cookie-route-guard';
import { contractRoute, principalOf } from '../../contract-route';
import { REFRESH_COOKIE, clearRefreshCookie, setRefreshCookie } from '../../../lib/session-cookies';
import { toAccount } from '../../../repositories/users-repository';

/** Sign-in, token refresh and verify, logout and the current user. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const authLimit = { rateLimit: { max: config.RATE_LIMIT_AUTH_PER_MIN, timeWindow: '1 minute' } };
  const sameSiteJson = cookieRouteGuard(config);

  app.route({
    ...contractRoute('token', { config: authLimit }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await app.sessions.signIn(request.body.email, request.body.password);
      setRefreshCookie(reply, config, session.refresh);
      return { access: session.access };
    },
  });

  app.route({
    ...contractRoute('tokenRefresh', { config: authLimit, onRequest: sameSiteJson }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await app.sessions.refresh(request.cookies[REFRESH_COOKIE]);
      setRefreshCookie(reply, config, session.refresh);
      return { access: session.access };
    },
  });

  app.route({
    ...contractRoute('logout', { onRequest: sameSiteJson }),
    handler: async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      // A cookie is cleared only when one came.
      if (token) {
        await app.sessions.signOut(token);
        clearRefreshCookie(reply);
      }
      return reply.status(204).send();
    },
  });

  // The link's secret is 32 random bytes: the limit keeps the route from being a cheap way to load scrypt.
  app.route({
    ...contractRoute('passwordReset', { config: authLimit }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.services.accounts.resetPassword(request.body.token, request.body.new_password);
    },
  });

  app.route({
    ...contractRoute('jwtVerify'),
    handler: async (request) => {
      await app.tokens.verify(request.body.token);
      return {};
    },
  });

  app.route({
    ...contractRoute('me'),
    handler: async (request) => {
      const { user } = principalOf(request);
      return toAccount(user);
    },
  });
};

export default authRoutes;
