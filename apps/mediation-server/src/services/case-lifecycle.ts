import type { Repositories } from '../repositories/index';
import type { CaseRow } from '../repositories/cases-repository';
import type { ServerEventEmitter } from './session-events';

/** Ending a running case, shared by every path that ends one. */
export function caseLifecycle(repos: Repositories, caseEvents: ServerEventEmitter) {
  return {
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
