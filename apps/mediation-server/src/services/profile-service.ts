/** The signed-in mediator's or admin's own profile: names, and a mediator's phone. */
import type { UpdateMeRequest, UpdateMeResponse } from '@mediation/protocol';
import { badRequest } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import { toAccount } from '../repositories/users-repository';
import type { Principal } from './token-service';

export function profileService(repos: Repositories) {
  const profiles = repos.profile;
  return {
    async read(caller: Principal & { kind: 'user' }): Promise<UpdateMeResponse> {
      return { ...toAccount(caller.user), phone: await profiles.phoneOf(caller.userId) };
    },

    async update(caller: Principal & { kind: 'user' }, changes: UpdateMeRequest): Promise<UpdateMeResponse> {
      const { first_name: firstName, last_name: lastName, phone, language } = changes;
      if (phone !== undefined && caller.role !== 'Mediator') {
        throw badRequest('phone_mediator_only', { phone: ['Only a mediator has a phone number here.'] });
      }
      const updated = await profiles.update(caller.userId, { firstName, lastName, phone, language });
      return { ...toAccount(updated), phone: await profiles.phoneOf(caller.userId) };
    },
  };
}
