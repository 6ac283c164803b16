import { sameCaseCode } from '@mediation/protocol';
import type { Repositories } from '../repositories/index';
import type { CaseRow } from '../repositories/cases-repository';
import { badRequest, conflict, forbidden } from '../lib/http-error';
import { caseAccess } from './access';
import type { Member } from './member';
import type { ServerEventEmitter } from './session-events';

/** Starting and ending a case: the one path of each, whether a REST route or a socket event asks. */
export function caseLifecycle(repos: Repositories, caseEvents: ServerEventEmitter) {
  const access = caseAccess(repos);
  return {
    /**
     * The case's mediator starts it: from then on its code lets people ask to join. With `code`, the code
     * the caller names must be the case's own. A closed case never starts; a started one stays as it is.
     */
    async start(member: Pick<Member, 'userId' | 'isMediator'>, caseId: string, options: { code?: string } = {}): Promise<CaseRow> {
      const row = await access.load(caseId);
      if (!member.isMediator || row.mediatorId !== member.userId) throw forbidden('mediator_only');
      if (options.code !== undefined && !sameCaseCode(options.code, row.code)) {
        throw badRequest('code_not_of_case', { link_id: ['The code does not belong to this case.'] });
      }
      if (!row.isActive) throw conflict('closed_case_no_start');
      if (row.isStarted) return row;
      return (await repos.cases.update(row.id, { isStarted: true })) ?? row;
    },

    /**
     * Stops the case (its code no longer joins), revokes the parties' tokens, then announces the end;
     * the socket layer tells every participant and disconnects them.
     */
    async end(row: CaseRow): Promise<void> {
      await repos.cases.update(row.id, { isStarted: false });
      await repos.cases.revokePartySessions(row.id);
      await repos.join.expireWaiting(row.id);
      caseEvents.emit('ended', row.id);
    },
  };
}

export type CaseLifecycle = ReturnType<typeof caseLifecycle>;
