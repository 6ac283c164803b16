import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, principalOf } from '../../contract-route';
import { memberOf } from '../../../services/member';

/** The people of a case: who is in it and online, and the mediator removing an admitted party. */
const participantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { insights } = app.services;

  app.route({
    ...contractRoute('caseParticipants'),
    handler: async (request) => insights.caseParticipants(principalOf(request), request.params.id),
  });

  app.route({
    ...contractRoute('removeParticipant'),
    handler: async (request, reply) => {
      await app.joins.removeParticipant(memberOf(principalOf(request)), request.params.id, request.params.user_id);
      return reply.status(204).send();
    },
  });
};

export default participantsRoutes;
