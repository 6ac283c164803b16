import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addAreasRequestSchema,
  addAreasResponseSchema,
  clientByEmailQuerySchema,
  clientLookupResponseSchema,
  clientResponseSchema,
  createClientRequestSchema,
  createClientResponseSchema,
  createMediatorRequestSchema,
  mediatorListResponseSchema,
  mediatorResponseSchema,
  outboxResponseSchema,
  publicUserSchema,
  updateClientRequestSchema,
  userIdParamsSchema,
  usernameFromEmail,
} from '@mediation/protocol';
import type { ClientLookupResponse, PartySide } from '@mediation/protocol';
import type { Config } from '../../config';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { errorAnswers } from '../../lib/responses';
import { caseAccess } from '../../services/case-access';
import { assertNameFree } from '../../services/participant-names';
import { displayNameOf, toClient } from '../../repositories/users-repository';
import { isUniqueViolation } from '../../repositories/db-helpers';

const EMAIL_TAKEN = 'A user with this e-mail already exists.';

/** Users, clients (parties) and the admin's mediator management. */
const usersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const access = caseAccess(app.repos);

  app.get(
    '/users/user/:id/',
    { schema: { params: userIdParamsSchema, response: { 200: publicUserSchema, ...errorAnswers(400, 401, 403, 404) } } },
    async (request) => {
      const principal = await app.authenticate(request);
      const target = await app.repos.users.findById(request.params.id);
      if (!target) throw notFound('User not found.');
      const isSelf = target.id === principal.userId;
      // The e-mail goes to the person, the admin and the mediator of a case the person is in; never to the other party.
      const mediatesTarget = principal.role === 'Mediator' && (await app.repos.cases.sharesCase(principal.userId, target.id));
      let allowed = isSelf || principal.role === 'Admin' || mediatesTarget;
      if (!allowed && principal.kind === 'party') {
        const row = await access.load(principal.caseId);
        allowed = row.mediatorId === target.id || (await app.repos.cases.isParticipant(row.id, target.id));
      }
      if (!allowed) throw forbidden('You can only see people of your own cases.');
      const seesEmail = isSelf || principal.role === 'Admin' || mediatesTarget;
      return {
        id: target.id,
        first_name: target.firstName,
        last_name: target.lastName,
        ...(seesEmail ? { email: target.email } : {}),
        is_staff: target.isStaff,
        is_superuser: target.isSuperuser,
      };
    },
  );

  // Client look-ups carry no auth header: they name a started case's code, share the lookup budget, and
  // answer only about that case's participants, in one shape whether or not an e-mail is known.
  async function lookupAnswer(code: string, email: string): Promise<ClientLookupResponse> {
    const row = await access.loadStartedByLink(code);
    const user = await app.repos.users.findByEmail(email);
    // A removed participant keeps its side: a new request of its e-mail is filed under it.
    const stored = user !== undefined ? await app.repos.cases.findParticipant(row.id, user.id) : undefined;
    const isParticipant = stored !== undefined && !stored.removedAt;
    return {
      email,
      first_name: isParticipant ? user!.firstName : '',
      last_name: isParticipant ? user!.lastName : '',
      side: stored ? (stored.side as PartySide) : null,
    };
  }

  app.get(
    '/users/client/get_by_email/',
    {
      schema: { querystring: clientByEmailQuerySchema, response: { 200: clientLookupResponseSchema, ...errorAnswers(400, 404, 429) } },
      onRequest: app.lookupLimit,
    },
    async (request) => lookupAnswer(request.query.link_id, request.query.email),
  );

  // Kept for the spec's entry flow; nobody is created here any more: the join request carries the names,
  // and the person's account is made when the mediator admits them.
  app.post(
    '/users/client/',
    {
      schema: { body: createClientRequestSchema, response: { 200: createClientResponseSchema, ...errorAnswers(400, 404, 429) } },
      onRequest: app.lookupLimit,
    },
    async (request) => {
      await access.loadStartedByLink(request.body.link_id);
      return { email: request.body.email, first_name: request.body.first_name, last_name: request.body.last_name };
    },
  );

  app.patch(
    '/users/client/:id/',
    {
      schema: {
        params: userIdParamsSchema,
        body: updateClientRequestSchema,
        response: { 200: clientResponseSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const principal = await app.authenticate(request);
      if (principal.kind !== 'party' || principal.userId !== request.params.id) {
        throw forbidden('A party can change only its own names, with its own token.');
      }
      if (request.body.id !== request.params.id) {
        throw badRequest('The id in the body does not match the path.', { id: ['Does not match the path.'] });
      }
      // The e-mail identifies a party that has no password: it can fix its names, not take another address.
      if (principal.user.email.toLowerCase() !== request.body.email.toLowerCase()) {
        throw badRequest('A client e-mail cannot be changed.', { email: ['A client e-mail cannot be changed.'] });
      }
      // Nobody of the case reads another's name (the mediator's above all) on this party's messages and signature.
      const caseRow = await app.repos.cases.findById(principal.caseId);
      const name = displayNameOf({ firstName: request.body.first_name, lastName: request.body.last_name, email: principal.user.email });
      if (caseRow) await assertNameFree(app.repos, caseRow, { userId: principal.userId }, name, ['first_name', 'last_name']);
      const updated = await app.repos.users.updateNames(principal.userId, {
        firstName: request.body.first_name,
        lastName: request.body.last_name,
      });
      await app.repos.cases.renameParticipant(principal.caseId, principal.userId, displayNameOf(updated));
      return toClient(updated);
    },
  );

  app.post(
    '/users/mediator/',
    { schema: { body: createMediatorRequestSchema, response: { 201: mediatorResponseSchema, ...errorAnswers(400, 401, 403) } } },
    async (request, reply) => {
      await app.requireRole(request, 'Admin');
      const { user, ...profile } = request.body;
      try {
        const mediator = await app.repos.users.createMediator(
          {
            email: user.email,
            username: user.username || usernameFromEmail(user.email),
            passwordHash: await hashPassword(user.password),
            firstName: user.first_name,
            lastName: user.last_name,
            isStaff: true,
            isSuperuser: false,
            firstLogged: user.first_logged,
          },
          {
            phone: profile.phone,
            education: profile.education,
            relevantExperience: profile.relevant_experience,
            certificationCourse: profile.certification_course,
            address: profile.address,
            country: profile.country,
          },
        );
        return reply.status(201).send(mediator);
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
        throw error;
      }
    },
  );

  app.get('/users/mediator/', { schema: { response: { 200: mediatorListResponseSchema, ...errorAnswers(401, 403) } } }, async (request) => {
    await app.requireRole(request, 'Admin');
    return app.repos.users.listMediators();
  });

  app.post(
    '/users/mediator-area/add_areas/',
    { schema: { body: addAreasRequestSchema, response: { 201: addAreasResponseSchema, ...errorAnswers(400, 401, 403, 404) } } },
    async (request, reply) => {
      await app.requireRole(request, 'Admin');
      if (!(await app.repos.users.isMediator(request.body.mediator))) throw notFound('Mediator not found.');
      const areas = await app.repos.users.addAreas(request.body.mediator, request.body.areas);
      return reply.status(201).send({ mediator: request.body.mediator, areas });
    },
  );

  app.get('/admin/outbox/', { schema: { response: { 200: outboxResponseSchema, ...errorAnswers(401, 403) } } }, async (request) => {
    await app.requireRole(request, 'Admin');
    return app.repos.outbox.list();
  });
};

export default usersRoutes;
