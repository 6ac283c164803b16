import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, staffOf } from '../../contract-route';
import { setRefreshCookie } from '../../../lib/session-cookies';

/** The signed-in mediator's or admin's own profile (names, a mediator's phone) and password. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles } = app.services;

  app.route({
    ...contractRoute('profile'),
    handler: async (request) => profiles.read(staffOf(request)),
  });

  app.route({
    ...contractRoute('updateMe'),
    handler: async (request) => profiles.update(staffOf(request), request.body),
  });

  // Guessing the current password is limited like signing in.
  const passwordLimit = { rateLimit: { max: app.config.RATE_LIMIT_AUTH_PER_MIN, timeWindow: '1 minute' } };
  app.route({
    ...contractRoute('setPassword', { config: passwordLimit }),
    handler: async (request, reply) => {
      const caller = staffOf(request);
      const { current_password: current, new_password: next } = request.body;
      // This browser goes on in the new session: the answer's access token and a new refresh cookie.
      const session = await app.sessions.changePassword(caller.user, current, next);
      setRefreshCookie(reply, app.config, session.refresh);
      return { access: session.access };
    },
  });
};

export default profileRoutes;
