import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INSIGHT_PATHS,
  PATHS,
  setPasswordRequestSchema,
  setPasswordResponseSchema,
  updateMeRequestSchema,
  updateMeResponseSchema,
} from '@mediation/protocol';
import type { SetPasswordResponse, UpdateMeResponse } from '@mediation/protocol';
import { badRequest } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { errorAnswers } from '../../lib/responses';
import { toUser } from '../../repositories/users-repository';
import { startUserSession } from './auth';

const WRONG_PASSWORD = 'The current password is not right.';
const SAME_PASSWORD = 'The new password must differ from the current one.';

/** The signed-in mediator's or admin's own profile (names, a mediator's phone) and password. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.repos.profile;

  app.get(
    INSIGHT_PATHS.profile,
    { schema: { response: { 200: updateMeResponseSchema, ...errorAnswers(401, 403) } } },
    async (request): Promise<UpdateMeResponse> => {
      const principal = await app.requireRole(request, 'Mediator', 'Admin');
      return { ...toUser(principal.user), phone: await profiles.phoneOf(principal.userId) };
    },
  );

  app.patch(
    PATHS.me,
    { schema: { body: updateMeRequestSchema, response: { 200: updateMeResponseSchema, ...errorAnswers(400, 401, 403) } } },
    async (request): Promise<UpdateMeResponse> => {
      const principal = await app.requireRole(request, 'Mediator', 'Admin');
      const { first_name: firstName, last_name: lastName, phone } = request.body;
      if (phone !== undefined && principal.role !== 'Mediator') {
        throw badRequest('Only a mediator has a phone number here.', { phone: ['Only a mediator has a phone number here.'] });
      }
      const updated = await profiles.update(principal.userId, { firstName, lastName, phone });
      return { ...toUser(updated), phone: await profiles.phoneOf(principal.userId) };
    },
  );

  // Guessing the current password is limited like signing in.
  const passwordLimit = { rateLimit: { max: app.config.RATE_LIMIT_AUTH_PER_MIN, timeWindow: '1 minute' } };
  app.post(
    INSIGHT_PATHS.setPassword,
    {
      schema: { body: setPasswordRequestSchema, response: { 200: setPasswordResponseSchema, ...errorAnswers(400, 401, 403, 429) } },
      config: passwordLimit,
    },
    async (request, reply): Promise<SetPasswordResponse> => {
      const principal = await app.requireRole(request, 'Mediator', 'Admin');
      const { current_password: current, new_password: next } = request.body;
      if (!(await verifyPassword(current, principal.user.passwordHash))) {
        throw badRequest(WRONG_PASSWORD, { current_password: [WRONG_PASSWORD] });
      }
      if (current === next) throw badRequest(SAME_PASSWORD, { new_password: [SAME_PASSWORD] });
      await profiles.setPasswordHash(principal.userId, await hashPassword(next));
      // Every session ends at once (refresh cookies, access tokens, sockets on every process); this
      // browser goes on in a new session: the answer's access token and a new refresh cookie.
      await app.repos.auth.endAllSessions(principal.userId);
      app.caseEvents.emit('sessionsEnded', { userId: principal.userId });
      return startUserSession(app, reply, principal.user);
    },
  );
};

export default profileRoutes;
