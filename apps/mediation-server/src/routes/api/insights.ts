import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStatisticsSchema,
  caseIdParamsSchema,
  caseMessagesPageSchema,
  caseMessagesQuerySchema,
  caseParticipantsResponseSchema,
  caseStatisticsSchema,
  INSIGHT_PATHS,
  LIMITS,
  onlineCasesResponseSchema,
  PATHS,
} from '@mediation/protocol';
import type { CaseMessagesPage, CaseParticipant, CaseStatistics, OnlineCase, Participant } from '@mediation/protocol';
import { forbidden } from '../../lib/http-error';
import { errorAnswers } from '../../lib/responses';
import { displayNameOf } from '../../repositories/users-repository';
import { caseAccess } from '../../services/case-access';

const route = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Case statistics, the messages table, participants, and the admin's statistics and online cases. */
const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = caseAccess(app.repos);
  const insights = app.repos.insights;

  /** The case's mediator (as participant M) and its parties. */
  const peopleOf = async (row: { id: string; mediatorId: number }): Promise<Participant[]> => {
    const [mediator, participants] = await Promise.all([
      app.repos.users.findById(row.mediatorId),
      app.repos.cases.listParticipants(row.id),
    ]);
    return [
      ...(mediator ? [{ user_id: mediator.id, side: 'M' as const, displayName: displayNameOf(mediator) }] : []),
      ...participants.filter((participant) => participant.user_id !== row.mediatorId),
    ];
  };

  // The case's mediator sees its figures; an admin too (figures only, never the messages).
  app.get(
    route(PATHS.caseStatistics('{id}')),
    { schema: { params: caseIdParamsSchema, response: { 200: caseStatisticsSchema, ...errorAnswers(400, 401, 403, 404) } } },
    async (request): Promise<CaseStatistics> => {
      const principal = await app.requireRole(request, 'Mediator', 'Admin');
      const row = await access.load(request.params.id);
      if (principal.role === 'Mediator') access.assertMediatorOf(principal, row);
      const mediator = await app.repos.users.findById(row.mediatorId);
      const statistics = await insights.caseStatistics(row);
      const reading = await insights.reading(row.id, await peopleOf(row));
      return { ...statistics, reading, mediator: { id: row.mediatorId, name: mediator ? displayNameOf(mediator) : '' } };
    },
  );

  app.get(
    route(PATHS.caseMessages('{id}')),
    {
      schema: {
        params: caseIdParamsSchema,
        querystring: caseMessagesQuerySchema,
        response: { 200: caseMessagesPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request): Promise<CaseMessagesPage> => {
      const principal = await app.requireRole(request, 'Mediator');
      const row = await access.load(request.params.id);
      access.assertMediatorOf(principal, row);
      const pageSize = LIMITS.messagesPageSize;
      const { count, rows } = await insights.messagesPage(row.id, request.query.page, pageSize);
      return { count, page: request.query.page, page_size: pageSize, page_count: Math.max(1, Math.ceil(count / pageSize)), results: rows };
    },
  );

  // The people of a case: for its mediator, an admin and its own parties.
  app.get(
    route(INSIGHT_PATHS.caseParticipants('{id}')),
    { schema: { params: caseIdParamsSchema, response: { 200: caseParticipantsResponseSchema, ...errorAnswers(400, 401, 403, 404) } } },
    async (request): Promise<CaseParticipant[]> => {
      const principal = await app.authenticate(request);
      const row = await access.load(request.params.id);
      if (!access.canRead(principal, row)) throw forbidden('This case is not yours.');
      const [everyone, online] = await Promise.all([peopleOf(row), app.presence.connectedTo(row.id)]);
      const onlineIds = new Set(online.map((person) => person.user_id));
      return everyone.map((person) => ({ ...person, is_online: onlineIds.has(person.user_id) }));
    },
  );

  app.get(
    INSIGHT_PATHS.adminStatistics,
    { schema: { response: { 200: adminStatisticsSchema, ...errorAnswers(401, 403) } } },
    async (request) => {
      await app.requireRole(request, 'Admin');
      return insights.adminStatistics();
    },
  );

  app.get(
    INSIGHT_PATHS.onlineCases,
    { schema: { response: { 200: onlineCasesResponseSchema, ...errorAnswers(401, 403) } } },
    async (request): Promise<OnlineCase[]> => {
      await app.requireRole(request, 'Admin');
      const [started, connected] = await Promise.all([insights.startedCases(), app.presence.connectedByCase()]);
      return started.map((row) => ({
        case_id: row.id,
        link: row.link,
        title: row.title,
        category: row.category,
        mediator: { id: row.mediatorId, name: row.mediatorName },
        participants: row.participants,
        connected: connected.get(row.id) ?? [],
      }));
    },
  );
};

export default insightsRoutes;
