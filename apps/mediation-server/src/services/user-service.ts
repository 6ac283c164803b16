/** People: a user's public fields, a party's look-up and names, and the mediators the admin manages. */
import { usernameFromEmail } from '@mediation/protocol';
import type { AddAreasRequest, ClientLookupResponse, CreateMediatorRequest, PartySide, UpdateClientRequest } from '@mediation/protocol';
import { badRequest, englishSentence, forbidden, notFound } from '../lib/http-error';
import { hashPassword } from '../lib/passwords';
import { isUniqueViolation } from '../repositories/db-helpers';
import type { Repositories } from '../repositories/index';
import { displayNameOf, toClient } from '../repositories/users-repository';
import { caseAccess } from './access';
import { assertNameFree } from './participant-names';
import type { Principal } from './token-service';

const EMAIL_TAKEN = englishSentence('email_taken');

export function userService(repos: Repositories) {
  const access = caseAccess(repos);

  return {
    async publicUser(caller: Principal, userId: number) {
      const target = await repos.users.findById(userId);
      if (!target) throw notFound('user_not_found_full');
      const isSelf = target.id === caller.userId;
      // The e-mail goes to the person, the admin and the mediator of a case the person is in; never to the other party.
      const mediatesTarget = caller.role === 'Mediator' && (await repos.cases.sharesCase(caller.userId, target.id));
      let allowed = isSelf || caller.role === 'Admin' || mediatesTarget;
      if (!allowed && caller.kind === 'party') {
        const row = await access.load(caller.caseId);
        allowed = row.mediatorId === target.id || (await repos.cases.isParticipant(row.id, target.id));
      }
      if (!allowed) throw forbidden('people_of_own_cases');
      const seesEmail = isSelf || caller.role === 'Admin' || mediatesTarget;
      return {
        id: target.id,
        first_name: target.firstName,
        last_name: target.lastName,
        ...(seesEmail ? { email: target.email } : {}),
        is_staff: target.isStaff,
        is_superuser: target.isSuperuser,
      };
    },

    /**
     * A client look-up names a started case's code and answers only about that case's participants, in one
     * shape whether or not an e-mail is known.
     */
    async clientLookup(code: string, email: string): Promise<ClientLookupResponse> {
      const row = await access.loadStartedByCode(code);
      const user = await repos.users.findByEmail(email);
      // A removed participant keeps its side: a new request of its e-mail is filed under it.
      const stored = user !== undefined ? await repos.cases.findParticipant(row.id, user.id) : undefined;
      const isParticipant = stored !== undefined && !stored.removedAt;
      return {
        email,
        // The names it goes by in this case (its account's on a row older than per-case names).
        first_name: isParticipant ? (stored.firstName || stored.lastName ? stored.firstName : user!.firstName) : '',
        last_name: isParticipant ? (stored.firstName || stored.lastName ? stored.lastName : user!.lastName) : '',
        side: stored ? (stored.side as PartySide) : null,
      };
    },

    /** A party changes its own names, with its own token. */
    async renameClient(caller: Principal, userId: number, body: UpdateClientRequest) {
      if (caller.kind !== 'party' || caller.userId !== userId) throw forbidden('party_own_names_only');
      if (body.id !== userId) throw badRequest('id_mismatch', { id: [englishSentence('id_mismatch_field')] });
      // The e-mail identifies a party that has no password: it can fix its names, not take another address.
      if (caller.user.email.toLowerCase() !== body.email.toLowerCase()) {
        throw badRequest('client_email_fixed', { email: ['A client e-mail cannot be changed.'] });
      }
      // Nobody of the case reads another's name (the mediator's above all) on this party's messages and signature.
      const caseRow = await repos.cases.findById(caller.caseId);
      const name = displayNameOf({ firstName: body.first_name, lastName: body.last_name, email: caller.user.email });
      if (caseRow) await assertNameFree(repos, caseRow, { userId: caller.userId }, name, ['first_name', 'last_name']);
      const updated = await repos.users.updateNames(caller.userId, { firstName: body.first_name, lastName: body.last_name });
      await repos.cases.renameParticipant(caller.caseId, caller.userId, {
        displayName: displayNameOf(updated),
        firstName: updated.firstName,
        lastName: updated.lastName,
      });
      return toClient(updated);
    },

    async createMediator(body: CreateMediatorRequest) {
      const { user, ...profile } = body;
      try {
        return await repos.users.createMediator(
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
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('email_taken', { email: [EMAIL_TAKEN] });
        throw error;
      }
    },

    async mediators() {
      return repos.users.listMediators();
    },

    async addAreas(body: AddAreasRequest) {
      if (!(await repos.users.isMediator(body.mediator))) throw notFound('mediator_not_found');
      const areas = await repos.users.addAreas(body.mediator, body.areas);
      return { mediator: body.mediator, areas };
    },

    async outbox() {
      return repos.outbox.list();
    },
  };
}
