import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseDetailsQuerySchema,
  caseCodeQuerySchema,
  caseIdParamsSchema,
  caseReadResponseSchema,
  caseResponseSchema,
  caseStateResponseSchema,
  closeCaseRequestSchema,
  createCaseRequestSchema,
  endCaseRequestSchema,
  caseJoinRequestParamsSchema,
  caseParticipantParamsSchema,
  inviteEmailRequestSchema,
  inviteEmailResponseSchema,
  invitePreviewRequestSchema,
  invitePreviewResponseSchema,
  joinDecisionRequestSchema,
  joinDecisionResponseSchema,
  fieldErrors,
  joinByCodeRequestSchema,
  joinByInviteRequestSchema,
  joinRequestIdParamsSchema,
  joinRequestsResponseSchema,
  joinResponseSchema,
  joinStatusResponseSchema,
  joinWaitingResponseSchema,
  mediatorCasesQuerySchema,
  mediatorCasesResponseSchema,
  sameCaseCode,
  startCaseRequestSchema,
} from '@mediation/protocol';
import type { InviteEmailRequest } from '@mediation/protocol';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { publicOriginOf } from '../../config';
import { cookieRouteGuard } from '../../lib/cookie-route-guard';
import { randomToken, sha256 } from '../../lib/ids';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../../lib/http-error';
import { errorAnswers, noContent } from '../../lib/responses';
import { tokenFromHeader } from '../../plugins/auth';
import { toCaseDetails, toCaseListItem } from '../../repositories/cases-repository';
import type { CaseRow } from '../../repositories/cases-repository';
import { displayNameOf } from '../../repositories/users-repository';
import { caseAccess } from '../../services/case-access';
import { caseLifecycle } from '../../services/case-lifecycle';
import { memberOf } from '../../services/member';

export const PARTY_COOKIE = 'party_session';
const PARTY_COOKIE_PATH = '/api/session/party';

/** Parses a body with a schema, or throws the 400 the central error handler gives for a bad body. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw badRequest(`Invalid body: ${Object.keys(errors).join(', ')}`, errors);
}

/** The body of POST /session/join/, which its schema (a record, parsed in the handler) cannot show. */
const JOIN_BODY =
  'The body is either an invitation, `{invite, side?, first_name?, last_name?}` (admits at once: 200), or a request to join with the case code, `{link_id, side, email, first_name, last_name}` (waits for the mediator: 202).';

const caseStateOf = (row: CaseRow) => ({ case_id: row.id, link_id: row.link, is_started: row.isStarted });

/** Case routes under /api/session. */
const sessionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const access = caseAccess(app.repos);
  const refreshLimit = { rateLimit: { max: config.RATE_LIMIT_AUTH_PER_MIN, timeWindow: '1 minute' } };

  /** The case of an invitation: by id, or by the case code of an older client's link. */
  async function inviteCaseOf(body: InviteEmailRequest): Promise<CaseRow> {
    if (body.case_id) return access.load(body.case_id);
    const code = body.link ? new URL(body.link).searchParams.get('case_code') : null;
    if (!code) throw badRequest('Name the case: case_id.', { case_id: ['Required.'] });
    return access.loadByLink(code);
  }

  const lifecycle = caseLifecycle(app.repos, app.caseEvents);

  app.post(
    '/session/case/',
    { schema: { body: createCaseRequestSchema, response: { 201: caseResponseSchema, ...errorAnswers(400, 401, 403) } } },
    async (request, reply) => {
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
    },
  );

  app.get(
    '/session/case/get_mediator_cases/',
    { schema: { querystring: mediatorCasesQuerySchema, response: { 200: mediatorCasesResponseSchema, ...errorAnswers(400, 401, 403) } } },
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
    {
      schema: {
        params: caseIdParamsSchema,
        querystring: caseDetailsQuerySchema,
        response: { 200: caseReadResponseSchema, ...errorAnswers(400, 401, 403, 404, 429) },
      },
      // Reading a case by its code is a code lookup and spends the shared lookup budget.
      onRequest: async (request, reply) => {
        if ((request.query as { link_id?: unknown }).link_id !== undefined) await app.lookupLimit(request, reply);
      },
    },
    async (request) => {
      const hasToken = request.headers.authorization !== undefined;
      const principal = hasToken ? await app.authenticate(request) : undefined;
      const row = await app.repos.cases.findById(request.params.id);
      const { link_id: code } = request.query;
      if (row && access.canRead(principal, row)) return toCaseDetails(row);
      // Someone who presents the code of a running case may recognise it before asking to join: its title,
      // category and brief, never what either side wrote about itself.
      const presentsCode = row !== undefined && code !== undefined && sameCaseCode(code, row.link) && row.isStarted && row.isActive;
      if (row && presentsCode) return { id: row.id, title: row.title, category: row.category, problem_brief: row.problemBrief };
      if (!principal) throw unauthorized('Authentication credentials were not provided.');
      if (!row) throw notFound('Case not found.');
      if (!access.canRead(principal, row)) throw forbidden('This case is not yours.');
      return toCaseDetails(row);
    },
  );

  app.patch(
    '/session/case/:id/',
    {
      schema: {
        params: caseIdParamsSchema,
        body: closeCaseRequestSchema,
        response: { 200: caseResponseSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const principal = await app.authenticate(request);
      const row = await access.load(request.params.id);
      access.assertMediatorOf(principal, row);
      await app.repos.cases.update(row.id, { isActive: false, closeAt: new Date(request.body.close_at) });
      await lifecycle.end(row);
      return toCaseDetails(await access.load(row.id));
    },
  );

  app.delete(
    '/session/case/:id/',
    { schema: { params: caseIdParamsSchema, response: { 204: noContent, ...errorAnswers(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      const principal = await app.authenticate(request);
      const row = await access.load(request.params.id);
      access.assertMediatorOf(principal, row);
      if (row.isActive) throw conflict('Only a closed case can be deleted; close it first.');
      await app.repos.cases.remove(row.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/session/get_case_full_id/',
    {
      schema: { querystring: caseCodeQuerySchema, response: { 200: caseStateResponseSchema, ...errorAnswers(400, 404, 429) } },
      onRequest: app.lookupLimit,
    },
    async (request) => caseStateOf(await access.loadStartedByLink(request.query.link_id)),
  );

  app.post(
    '/session/set_case_full_id/',
    { schema: { body: startCaseRequestSchema, response: { 200: caseStateResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) } } },
    async (request) => {
      const principal = await app.authenticate(request);
      // The one way a case starts, as the socket's startCase does; here the caller also names its code.
      return caseStateOf(await lifecycle.start(memberOf(principal), request.body.case_id, { link: request.body.link_id }));
    },
  );

  app.delete(
    '/session/delete_case_full_id/',
    { schema: { body: endCaseRequestSchema, response: { 200: caseStateResponseSchema, ...errorAnswers(400, 401, 403, 404) } } },
    async (request) => {
      const principal = await app.authenticate(request);
      const row = await access.loadByLink(request.body.link_id);
      access.assertMediatorOf(principal, row);
      await lifecycle.end(row);
      return caseStateOf({ ...row, isStarted: false });
    },
  );

  /** Sets the httpOnly cookie that lets an admitted party refresh its token after a reload. */
  function setPartyCookie(reply: FastifyReply, sessionCookie: string) {
    reply.setCookie(PARTY_COOKIE, sessionCookie, {
      httpOnly: true,
      sameSite: 'strict',
      secure: config.COOKIE_SECURE,
      path: PARTY_COOKIE_PATH,
      maxAge: config.REFRESH_TOKEN_TTL_S,
    });
  }

  app.post(
    '/session/join/',
    {
      schema: {
        body: z.record(z.string(), z.unknown()),
        response: { 200: joinResponseSchema, 202: joinWaitingResponseSchema, ...errorAnswers(400, 404, 409, 410, 429) },
        description: JOIN_BODY,
      },
      onRequest: app.lookupLimit,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Two shapes on one route: an invitation, or a request to join with the code (named field errors for each).
      if ('invite' in request.body) {
        const admission = await app.joins.acceptInvite(parseBody(joinByInviteRequestSchema, request.body));
        setPartyCookie(reply, admission.sessionCookie);
        return reply.status(200).send(admission.response);
      }
      const body = parseBody(joinByCodeRequestSchema, request.body);
      return reply.status(202).send(await app.joins.request(body, request.ip));
    },
  );

  // Reads an invitation without using it (the token travels in the body, never in a logged URL).
  app.post(
    '/session/invite/preview/',
    {
      schema: { body: invitePreviewRequestSchema, response: { 200: invitePreviewResponseSchema, ...errorAnswers(400, 404, 410, 429) } },
      onRequest: app.lookupLimit,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.joins.previewInvite(request.body.invite);
    },
  );

  app.get(
    '/session/join/:request_id/',
    { schema: { params: joinRequestIdParamsSchema, response: { 200: joinStatusResponseSchema, ...errorAnswers(400, 401) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { body, sessionCookie } = await app.joins.status(request.params.request_id, tokenFromHeader(request.headers.authorization));
      if (sessionCookie) setPartyCookie(reply, sessionCookie);
      return body;
    },
  );

  // The waiting person cancels: its request token (Authorization: JWT <request_token>) withdraws the request.
  app.delete(
    '/session/join/:request_id/',
    { schema: { params: joinRequestIdParamsSchema, response: { 200: joinDecisionResponseSchema, ...errorAnswers(400, 401, 409) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.joins.withdraw(request.params.request_id, tokenFromHeader(request.headers.authorization));
    },
  );

  app.post(
    '/session/party/refresh/',
    {
      schema: { response: { 200: joinResponseSchema, ...errorAnswers(401, 403, 415, 429) } },
      config: refreshLimit,
      onRequest: cookieRouteGuard(config),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const cookie = request.cookies[PARTY_COOKIE];
      try {
        const admission = await app.joins.refresh(cookie);
        setPartyCookie(reply, admission.sessionCookie);
        return admission.response;
      } catch (error) {
        // A cookie is cleared only when one came.
        if (cookie) reply.clearCookie(PARTY_COOKIE, { path: PARTY_COOKIE_PATH });
        throw error;
      }
    },
  );

  app.get(
    '/session/case/:id/join-requests/',
    { schema: { params: caseIdParamsSchema, response: { 200: joinRequestsResponseSchema, ...errorAnswers(400, 401, 403, 404) } } },
    async (request) => {
      const principal = await app.authenticate(request);
      return app.joins.listWaiting(memberOf(principal), request.params.id);
    },
  );

  app.post(
    '/session/case/:id/join-requests/:request_id/',
    {
      schema: {
        params: caseJoinRequestParamsSchema,
        body: joinDecisionRequestSchema,
        response: { 200: joinDecisionResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const principal = await app.authenticate(request);
      return app.joins.decide(memberOf(principal), request.params.id, request.params.request_id, request.body.decision);
    },
  );

  app.delete(
    '/session/case/:id/participants/:user_id/',
    { schema: { params: caseParticipantParamsSchema, response: { 204: noContent, ...errorAnswers(400, 401, 403, 404) } } },
    async (request, reply) => {
      const principal = await app.authenticate(request);
      await app.joins.removeParticipant(memberOf(principal), request.params.id, request.params.user_id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/session/send-invite-email/',
    {
      schema: {
        body: inviteEmailRequestSchema,
        response: { 202: inviteEmailResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const principal = await app.requireRole(request, 'Mediator');
      const row = await inviteCaseOf(request.body);
      access.assertMediatorOf(principal, row);
      if (!row.isActive) throw conflict('A closed case takes no invitations.');
      const token = randomToken();
      const stored = await app.repos.join.createInviteWithinLimit(
        {
          caseId: row.id,
          mediatorId: principal.userId,
          email: request.body.email,
          side: request.body.side,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + config.INVITE_TTL_S * 1000),
        },
        { max: config.INVITES_PER_HOUR, since: new Date(Date.now() - 60 * 60 * 1000) },
      );
      if (!stored) throw tooManyRequests(`At most ${config.INVITES_PER_HOUR} invitations an hour; try again later.`);
      // The link is built here from the public origin, never taken from the request.
      const address = app.server.address();
      const link = new URL('/client-login', publicOriginOf(config, typeof address === 'object' && address ? address.port : config.PORT));
      link.searchParams.set('invite', token);
      const mediatorName = displayNameOf(principal.user);
      const result = await app.mailer.send({
        to: request.body.email,
        from: config.MAIL_FROM,
        replyTo: principal.user.email,
        subject: `Invitation to the mediation case "${row.title}"`,
        text: [
          `${mediatorName} invites you to join the mediation case "${row.title}"${request.body.side ? ` as side ${request.body.side}` : ''}.`,
          `Open this personal link to join (it works once): ${link.toString()}`,
          `Reply to this e-mail to reach ${mediatorName}.`,
        ].join('\n'),
        // The outbox and the logs never hold the link; undelivered, it goes only to the mediator who made it.
        secret: link.toString(),
      });
      return reply.status(202).send({ status: result.status, ...(result.status === 'queued' ? { link: link.toString() } : {}) });
    },
  );
};

export default sessionRoutes;
