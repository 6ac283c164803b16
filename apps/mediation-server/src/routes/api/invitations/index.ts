import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkOriginOf, namedOriginOf } from '../../../lib/public-origin';
import { contractRoute, staffOf } from '../../contract-route';

/** A mediator's personal invitations by e-mail (sent, listed, sent again, revoked), and reading one before using it. */
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
    handler: async (request, reply) =>
      reply.status(202).send(await invitations.send(staffOf(request), request.body, linkOriginOf(app, request))),
  });

  // The case's own mediator only (the service checks); never cached: the statuses change.
  app.route({
    ...contractRoute('caseInvitations'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return invitations.list(staffOf(request), request.params.id, namedOriginOf(app, request));
    },
  });

  app.route({
    ...contractRoute('resendInvitation'),
    handler: async (request, reply) =>
      reply
        .status(202)
        .send(await invitations.resend(staffOf(request), request.params.id, request.params.invitation_id, linkOriginOf(app, request))),
  });

  app.route({
    ...contractRoute('revokeInvitation'),
    handler: async (request) => invitations.revoke(staffOf(request), request.params.id, request.params.invitation_id),
  });
};

export default invitationsRoutes;
