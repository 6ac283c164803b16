import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, staffOf } from '../../contract-route';

/** A mediator's personal invitations by e-mail, and reading one before using it. */
const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invitations } = app.services;

  // Reads an invitation without using it (the token travels in the body, never in a logged URL).
  app.route({
    ...contractRoute('invitePreview', { onRequest: app.lookupLimit }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.joins.previewInvite(request.body.invite);
    },
  });

  app.route({
    ...contractRoute('inviteEmail'),
    handler: async (request, reply) => reply.status(202).send(await invitations.send(staffOf(request), request.body)),
  });
};

export default invitationsRoutes;
