import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, principalOf } from '../../contract-route';

/** Users, clients (parties) and the admin's mediator management and outbox. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, accounts } = app.services;

  app.route({
    ...contractRoute('user'),
    handler: async (request) => users.publicUser(principalOf(request), request.params.id),
  });

  // Client look-ups carry no auth header: they name a started case's code and share the lookup budget.
  app.route({
    ...contractRoute('clientByEmail', { onRequest: app.lookupLimit }),
    handler: async (request) => users.clientLookup(request.query.link_id, request.query.email),
  });

  app.route({
    ...contractRoute('clientById'),
    handler: async (request) => users.renameClient(principalOf(request), request.params.id, request.body),
  });

  app.route({
    ...contractRoute('createMediator'),
    handler: async (request, reply) => reply.status(201).send(await users.createMediator(request.body)),
  });

  app.route({
    ...contractRoute('mediators'),
    handler: async () => users.mediators(),
  });

  app.route({
    ...contractRoute('mediatorAreas'),
    handler: async (request, reply) => reply.status(201).send(await users.addAreas(request.body)),
  });

  app.route({
    ...contractRoute('updateMediator'),
    handler: async (request) => accounts.update(request.params.id, request.body),
  });

  app.route({
    ...contractRoute('deactivateMediator'),
    handler: async (request) => accounts.deactivate(request.params.id),
  });

  app.route({
    ...contractRoute('reactivateMediator'),
    handler: async (request) => accounts.reactivate(request.params.id),
  });

  app.route({
    ...contractRoute('mediatorPasswordReset'),
    handler: async (request, reply) => reply.status(202).send(await accounts.sendPasswordReset(request.params.id)),
  });

  app.route({
    ...contractRoute('outbox'),
    handler: async () => users.outbox(),
  });
};

export default usersRoutes;
