import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, principalOf, staffOf } from '../../contract-route';

/** A mediator's cases: create, list, read, close, delete, start and end. */
const casesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cases } = app.services;

  app.route({
    ...contractRoute('createCase'),
    handler: async (request, reply) => reply.status(201).send(await cases.create(staffOf(request), request.body)),
  });

  app.route({
    ...contractRoute('mediatorCases'),
    // The database writes the list's JSON (see listItemsOfMediatorJson); a string is sent as it is.
    handler: async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await cases.listOfMediator(staffOf(request), request.query.userId)),
  });

  app.route({
    ...contractRoute('mediatorCasePage'),
    handler: async (request) => cases.pageOfMediator(staffOf(request), request.query),
  });

  app.route({
    // Reading a case by its code is a code lookup and spends the shared lookup budget.
    ...contractRoute('caseById', {
      onRequest: async (request, reply) => {
        if ((request.query as { link_id?: unknown }).link_id !== undefined) await app.lookupLimit(request, reply);
      },
    }),
    handler: async (request) => cases.read(request.principal, request.params.id, request.query.link_id),
  });

  app.route({
    ...contractRoute('closeCase'),
    handler: async (request) => cases.close(principalOf(request), request.params.id, request.body),
  });

  app.route({
    ...contractRoute('caseInformation'),
    handler: async (request) => cases.setInformation(principalOf(request), request.params.id, request.body),
  });

  app.route({
    ...contractRoute('deleteCase'),
    handler: async (request, reply) => {
      await cases.remove(principalOf(request), request.params.id);
      return reply.status(204).send();
    },
  });

  app.route({
    ...contractRoute('caseByCode', { onRequest: app.lookupLimit }),
    handler: async (request) => cases.stateByCode(request.query.link_id),
  });

  app.route({
    ...contractRoute('startCase'),
    handler: async (request) => cases.start(principalOf(request), request.body.case_id, request.body.link_id),
  });

  app.route({
    ...contractRoute('endCase'),
    handler: async (request) => cases.end(principalOf(request), request.body.link_id),
  });
};

export default casesRoutes;
