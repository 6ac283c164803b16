import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseDetailsQuerySchema,
  caseCodeQuerySchema,
  caseIdParamsSchema,
  closeCaseRequestSchema,
  createCaseRequestSchema,
  endCaseRequestSchema,
  inviteEmailRequestSchema,
  joinRequestSchema,
  mediatorCasesQuerySchema,
  startCaseRequestSchema,
} from '@mediation/protocol';
import type { Config } from '../../config';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/http-error';
import { toCaseDetails, toCaseListItem } from '../../repositories/cases-repository';
import type { CaseRow } from '../../repositories/cases-repository';
import { displayNameOf, toClient } from '../../repositories/users-repository';
import { caseAccess } from '../../services/case-access';
import { caseLifecycle } from '../../services/case-lifecycle';


const caseStateOf = (row: CaseRow) => ({ case_id: row.id, link_id: row.link, is_started: row.isStarted });

/** Case routes under /api/session. */
const sessionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const access = caseAccess(app.repos);
  const lookupLimit = { rateLimit: { max: config.RATE_LIMIT_LOOKUP_PER_MIN, timeWindow: '1 minute' } };

  const lifecycle = caseLifecycle(app.repos, app.caseEvents);

  app.post('/session/case/', { schema: { body: createCaseRequestSchema } }, async (request, reply) => {
    const principal = await app.requireRole(request, 'Mediator');
    if (request.body.mediator !== principal.userId) throw forbidden('A mediator can only create cases of their own.');
    const row = await app.repos.cases.create({
      title: request.body.title,
      category: request.body.category,
      subCategory: request.body.sub_category,
      problemBrief: request.body.problem_brief,
      sideADescription: request.body.sideA_description,
      sideBDescription: request.body.sideB_description,
      mediatorId: principal.userId,
    });
    return reply.status(201).send(toCaseDetails(row));
  });

  app.get(
    '/session/case/get_mediator_cases/',
    { schema: { querystring: mediatorCasesQuerySchema } },
    async (request) => {
      const principal = await app.requireRole(request, 'Mediator', 'Admin');
      if (principal.role === 'Mediator' && request.query.userId !== principal.userId) {
        throw forbidden('A mediator can only list their own cases.');
      }
      const rows = await app.repos.cases.listByMediator(request.query.userId);
      return rows.map(toCaseListItem);
    },
  );

  app.get(
    '/session/case/:id/',
    { schema: { params: caseIdParamsSchema, querystring: caseDetailsQuerySchema } },
    async (request) => {
      const hasToken = request.headers.authorization !== undefined;
      const principal = hasToken ? await app.authenticate(request) : undefined;
      const row = await app.repos.cases.findById(request.params.id);
      const { link_id: code } = request.query;
      // Someone who presents the code of a running case may read it: the party entry flow shows it before joining.
      const presentsCode = row !== undefined && code !== undefined && code === row.link && row.isStarted && row.isActive;
      if (row && presentsCode) return toCaseDetails(row);
      if (!principal) throw unauthorized('Authentication credentials were not provided.');
      if (!row) throw notFound('Case not found.');
      if (!access.canRead(principal, row)) throw forbidden('This case is not yours.');
      return toCaseDetails(row);
    },
  );

  app.patch(
    '/session/case/:id/',
    { schema: { params: caseIdParamsSchema, body: closeCaseRequestSchema } },
    async (request) => {
      const principal = await app.authenticate(request);
      const row = await access.load(request.params.id);
      access.assertMediatorOf(principal, row);
      await app.repos.cases.update(row.id, { isActive: false, closeAt: new Date(request.body.close_at) });
      await lifecycle.end(row);
      return toCaseDetails(await access.load(row.id));
    },
  );

  app.delete('/session/case/:id/', { schema: { params: caseIdParamsSchema } }, async (request, reply) => {
    const principal = await app.authenticate(request);
    const row = await access.load(request.params.id);
    access.assertMediatorOf(principal, row);
    if (row.isActive) throw conflict('Only a closed case can be deleted; close it first.');
    await app.repos.cases.remove(row.id);
    return reply.status(204).send();
  });

  app.get(
    '/session/get_case_full_id/',
    { schema: { querystring: caseCodeQuerySchema }, config: lookupLimit },
    async (request) => caseStateOf(await access.loadStartedByLink(request.query.link_id)),
  );

  app.post('/session/set_case_full_id/', { schema: { body: startCaseRequestSchema } }, async (request) => {
    const principal = await app.authenticate(request);
    const row = await access.load(request.body.case_id);
    access.assertMediatorOf(principal, row);
    if (row.link !== request.body.link_id) {
      throw badRequest('The code does not belong to this case.', { link_id: ['The code does not belong to this case.'] });
    }
    if (!row.isActive) throw conflict('A closed case cannot be started.');
    const updated = await app.repos.cases.update(row.id, { isStarted: true });
    return caseStateOf(updated!);
  });

  app.delete('/session/delete_case_full_id/', { schema: { body: endCaseRequestSchema } }, async (request) => {
    const principal = await app.authenticate(request);
    const row = await access.loadByLink(request.body.link_id);
    access.assertMediatorOf(principal, row);
    await lifecycle.end(row);
    return caseStateOf({ ...row, isStarted: false });
  });

  app.post(
    '/session/join/',
    { schema: { body: joinRequestSchema }, config: lookupLimit },
    async (request) => {
      const row = await access.loadStartedByLink(request.body.link_id);
      const client = await app.repos.users.findById(request.body.client_id);
      if (!client || client.isStaff || client.isSuperuser) throw notFound('Client not found.');
      const displayName = displayNameOf(client);
      await app.repos.cases.upsertParticipant({ caseId: row.id, userId: client.id, side: request.body.side, displayName });
      const session = await app.repos.cases.createPartySession({ caseId: row.id, userId: client.id, side: request.body.side });
      const token = await app.tokens.signParty(client, { id: session.id, caseId: row.id, side: request.body.side });
      return { access: token, case_id: row.id, side: request.body.side, user: toClient(client) };
    },
  );

  app.post(
    '/session/send-invite-email/',
    { schema: { body: inviteEmailRequestSchema, response: { 202: z.object({ status: z.enum(['sent', 'queued']) }) } } },
    async (request, reply) => {
      const principal = await app.requireRole(request, 'Mediator');
      const code = new URL(request.body.link).searchParams.get('case_code');
      if (!code) throw badRequest('The link must carry a case_code.', { link: ['The link must carry a case_code.'] });
      const row = await access.loadByLink(code);
      access.assertMediatorOf(principal, row);
      const result = await app.mailer.send({
        to: request.body.email,
        from: config.MAIL_FROM,
        replyTo: request.body.sender_email,
        subject: `Invitation to the mediation case "${row.title}"`,
        text: [
          'You are invited to join a mediation case.',
          `Open this link to join: ${request.body.link}`,
          `Case code: ${row.link}`,
          `Sent by ${request.body.sender_email}.`,
        ].join('\n'),
      });
      return reply.status(202).send({ status: result.status });
    },
  );
};

export default sessionRoutes;
