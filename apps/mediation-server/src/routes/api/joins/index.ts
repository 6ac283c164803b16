import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldErrors, joinByCodeRequestSchema, joinByInviteRequestSchema } from '@mediation/protocol';
import { cookieRouteGuard } from '../../../lib/cookie-route-guard';
import { contractRoute, principalOf } from '../../contract-route';
import { badRequest } from '../../../lib/http-error';
import { PARTY_COOKIE, clearPartyCookie, setPartyCookie } from '../../../lib/session-cookies';
import { tokenFromHeader } from '../../../plugins/auth';
import { memberOf } from '../../../services/member';

/** Parses a body with a schema, or throws the 400 the central error handler gives for a bad body. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw badRequest('invalid_body', errors, { fields: Object.keys(errors).join(', ') });
}

/** A party joins a case: by its code through the waiting room, or by a personal invitation; the mediator decides. */
const joinsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const refreshLimit = { rateLimit: { max: config.RATE_LIMIT_AUTH_PER_MIN, timeWindow: '1 minute' } };

  app.route({
    ...contractRoute('join', { onRequest: app.lookupLimit }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Two shapes on one route: an invitation, or a request to join with the code (named field errors for each).
      if ('invite' in request.body) {
        const admission = await app.joins.acceptInvite(parseBody(joinByInviteRequestSchema, request.body));
        setPartyCookie(reply, config, admission.sessionCookie);
        return reply.status(200).send(admission.response);
      }
      const body = parseBody(joinByCodeRequestSchema, request.body);
      return reply.status(202).send(await app.joins.request(body, request.ip));
    },
  });

  app.route({
    ...contractRoute('joinStatus'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { body, sessionCookie } = await app.joins.status(request.params.request_id, tokenFromHeader(request.headers.authorization));
      if (sessionCookie) setPartyCookie(reply, config, sessionCookie);
      return body;
    },
  });

  // The waiting person cancels: its request token (Authorization: JWT <request_token>) withdraws the request.
  app.route({
    ...contractRoute('withdrawJoin'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.joins.withdraw(request.params.request_id, tokenFromHeader(request.headers.authorization));
    },
  });

  app.route({
    ...contractRoute('partyRefresh', { config: refreshLimit, onRequest: cookieRouteGuard(config) }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const cookie = request.cookies[PARTY_COOKIE];
      try {
        const admission = await app.joins.refresh(cookie);
        setPartyCookie(reply, config, admission.sessionCookie);
        return admission.response;
      } catch (error) {
        // A cookie is cleared only when one came.
        if (cookie) clearPartyCookie(reply);
        throw error;
      }
    },
  });

  app.route({
    ...contractRoute('joinRequests'),
    handler: async (request) => app.joins.listWaiting(memberOf(principalOf(request)), request.params.id),
  });

  app.route({
    ...contractRoute('joinDecision'),
    handler: async (request) =>
      app.joins.decide(memberOf(principalOf(request)), request.params.id, request.params.request_id, request.body.decision),
  });
};

export default joinsRoutes;
