import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, staffOf } from '../../contract-route';

/** Case statistics and the messages table; the admin's statistics and the cases running now. */
const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { insights } = app.services;

  app.route({
    ...contractRoute('caseStatistics'),
    handler: async (request) => insights.caseStatistics(staffOf(request), request.params.id),
  });

  app.route({
    ...contractRoute('caseMessages'),
    handler: async (request) => insights.caseMessages(staffOf(request), request.params.id, request.query.page),
  });

  app.route({
    ...contractRoute('adminStatistics'),
    handler: async () => insights.adminStatistics(),
  });

  app.route({
    ...contractRoute('onlineCases'),
    handler: async () => insights.onlineCases(),
  });
};

export default insightsRoutes;
