import type { Repositories } from '../repositories/index';
import type { CaseRow } from '../repositories/cases-repository';
import { forbidden, notFound } from '../lib/http-error';
import type { Principal } from './token-service';

/** Permission rules for cases, shared by the REST routes and the socket handlers. */
export function caseAccess(repos: Repositories) {
  return {
    async load(caseId: string): Promise<CaseRow> {
      const row = await repos.cases.findById(caseId);
      if (!row) throw notFound('Case not found.');
      return row;
    },

    async loadByLink(link: string): Promise<CaseRow> {
      const row = await repos.cases.findByLink(link);
      if (!row) throw notFound('No case has this code.');
      return row;
    },

    /** Only the case's own mediator may run it. */
    assertMediatorOf(principal: Pick<Principal, 'kind' | 'role' | 'userId'>, row: CaseRow): void {
      if (principal.kind !== 'user' || principal.role !== 'Mediator' || row.mediatorId !== principal.userId) {
        throw forbidden('Only the mediator of this case can do this.');
      }
    },

    /** The case's mediator, an admin, or a party of this very case. */
    canRead(principal: Principal | undefined, row: CaseRow): boolean {
      if (!principal) return false;
      if (principal.kind === 'party') return principal.caseId === row.id;
      if (principal.role === 'Admin') return true;
      return principal.role === 'Mediator' && row.mediatorId === principal.userId;
    },

    /** A started, active case found by its code; anything else reads as "no such code". */
    async loadStartedByLink(link: string): Promise<CaseRow> {
      const row = await repos.cases.findByLink(link);
      if (!row || !row.isStarted || !row.isActive) throw notFound('No started case has this code.');
      return row;
    },
  };
}

export type CaseAccess = ReturnType<typeof caseAccess>;
