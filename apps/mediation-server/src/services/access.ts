/**
 * Who may do what with a case, for the REST routes and the socket handlers alike: finding a case by id or code,
 * who reads it and who runs it, and the guards every rule of the case room shares, the shuttle rule among them.
 */
import type { Side } from '@mediation/protocol';
import type { Database } from '../db/client';
import type { Repositories } from '../repositories/index';
import type { CaseRow } from '../repositories/cases-repository';
import { parseMessageId } from '../repositories/messages-repository';
import type { MessageRow } from '../repositories/messages-repository';
import { conflict, englishSentence, forbidden, notFound } from '../lib/http-error';
import { sidesOf } from './audience';
import type { Member } from './member';
import type { Principal } from './token-service';

/** The shuttle rule's one sentence, whichever event of a party it refuses. */
export const SHUTTLE_REFUSAL = englishSentence('shuttle_mediator_writes_m');

/** True when the shuttle rule governs an event of this member landing in this group: a party's, in M. */
export const isShuttleBound = (member: Pick<Member, 'isMediator'>, side: Side): boolean => !member.isMediator && side === 'M';

export function caseAccess(repos: Pick<Repositories, 'cases' | 'messages'>) {
  const { cases, messages } = repos;

  function requireGroup(member: Member, side: Side) {
    if (!sidesOf(member).includes(side)) throw forbidden('party_reads_own_group');
  }

  /** The member's own case, or a refusal when the payload names another one. */
  function requireCase(member: Member, caseId: string): string {
    if (member.caseId === null) throw conflict('case_not_started_on_connection');
    if (caseId !== member.caseId) throw forbidden('connection_other_case');
    return member.caseId;
  }

  return {
    async load(caseId: string): Promise<CaseRow> {
      const row = await cases.findById(caseId);
      if (!row) throw notFound('case_not_found');
      return row;
    },

    async loadByCode(code: string): Promise<CaseRow> {
      const row = await cases.findByCode(code);
      if (!row) throw notFound('no_case_with_code');
      return row;
    },

    /**
     * A started, active case found by its code. An open case its mediator has not started (or has ended
     * for now) answers 409 with `MESSAGES.caseNotRunning`, so that the person waits on the page instead of
     * thinking the code wrong; an unknown or closed case's code reads as "no such code".
     */
    async loadStartedByCode(code: string): Promise<CaseRow> {
      const row = await cases.findByCode(code);
      if (!row || !row.isActive) throw notFound('no_started_case_with_code');
      if (!row.isStarted) throw conflict('case_waiting_for_mediator');
      return row;
    },

    /** Only the case's own mediator may run it. */
    assertMediatorOf(principal: Pick<Principal, 'kind' | 'role' | 'userId'>, row: CaseRow): void {
      if (principal.kind !== 'user' || principal.role !== 'Mediator' || row.mediatorId !== principal.userId) {
        throw forbidden('mediator_only');
      }
    },

    /** The case's mediator, an admin, or a party of this very case. */
    canRead(principal: Principal | undefined, row: CaseRow): boolean {
      if (!principal) return false;
      if (principal.kind === 'party') return principal.caseId === row.id;
      if (principal.role === 'Admin') return true;
      return principal.role === 'Mediator' && row.mediatorId === principal.userId;
    },

    requireGroup,

    /**
     * The one shuttle rule, for every party event that lands in a group (a message, an edit, a like,
     * typing, the initial position, and any event added later): a party writes only in its own group and
     * M, and not in M while shuttle mode is on. With `tx` the case row is read share-locked inside the
     * event's transaction, so the event is ordered wholly before or wholly after a change of shuttle mode.
     * (roomMsg's batched insert checks the same flag in its own statement: see `isShuttleBound`.)
     */
    async requirePartyMayWriteIn(member: Member, caseId: string, side: Side, tx?: Database): Promise<void> {
      requireGroup(member, side);
      if (!isShuttleBound(member, side)) return;
      const row = tx ? await cases.findForWrite(tx, caseId) : await cases.findById(caseId);
      if (row?.shuttle) throw forbidden('shuttle_mediator_writes_m');
    },

    requireCase,

    requireMediator(member: Member, caseId: string): string {
      const id = requireCase(member, caseId);
      if (!member.isMediator) throw forbidden('mediator_only');
      return id;
    },

    async requireRunning(caseId: string): Promise<CaseRow> {
      const row = await cases.findById(caseId);
      if (!row) throw notFound('case_not_found');
      if (!row.isActive || !row.isStarted) throw conflict('case_not_running');
      return row;
    },

    /** What the payload says of its sender must be the member itself. */
    requireSelf(member: Member, claimed: { userId?: number; side?: Side }) {
      if (claimed.userId !== undefined && claimed.userId !== member.userId) {
        throw forbidden('payload_user_not_yours');
      }
      if (claimed.side !== undefined && claimed.side !== member.side) throw forbidden('payload_side_not_yours');
    },

    /** A message of the member's case that the member may see; anything else reads as unknown. */
    async visibleMessage(member: Member, caseId: string, messageId: string): Promise<MessageRow> {
      const id = parseMessageId(messageId);
      const row = id === undefined ? undefined : await messages.findById(caseId, id);
      if (!row || !sidesOf(member).includes(row.side as Side)) throw notFound('message_not_found');
      return row;
    },
  };
}

export type CaseAccess = ReturnType<typeof caseAccess>;
