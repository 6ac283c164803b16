/**
 * The two words for the caller. A `Principal` (token-service.ts) is who a token says is calling: a signed-in
 * admin or mediator, or a party bound to one case. A `Member` is a principal's place in a case, as the stored
 * rows say: the case's mediator (side M) or a party on its stored side. REST routes hold a principal and ask
 * for its member where a rule of a case needs one; a socket connection holds its member.
 */
import type { Side } from '@mediation/protocol';
import type { Repositories } from '../repositories/index';
import { forbidden, notFound } from '../lib/http-error';
import type { Principal } from './token-service';

export interface Member {
  userId: number;
  isMediator: boolean;
  /** M for the mediator, A or B for a party (its stored participant's side). */
  side: Side;
  displayName: string;
  /** The case the member acts in; a mediator's connection has none until startCase. */
  caseId: string | null;
}

/**
 * The member a principal is, from what was read when its token was verified: a party in its own case on its
 * stored side; a staff principal on side M, in `caseId` (none by default) and a mediator only with that role.
 * Whether a staff principal mediates a given case is the caller's check (caseAccess.assertMediatorOf).
 */
export function memberOf(principal: Principal, caseId: string | null = null): Member {
  if (principal.kind === 'party') {
    return {
      userId: principal.userId,
      isMediator: false,
      side: principal.side,
      displayName: principal.displayName,
      caseId: principal.caseId,
    };
  }
  return { userId: principal.userId, isMediator: principal.role === 'Mediator', side: 'M', displayName: principal.displayName, caseId };
}

/** The stored side of membership: who a connecting principal is in a case, and whether its session still holds. */
export function memberships(repos: Pick<Repositories, 'cases' | 'auth'>) {
  return {
    /**
     * The member a principal connects as: a party in its running case, on its stored side, while it is
     * listed; a mediator in the case it names (which must be its own), or in none yet. Anyone else is
     * refused (403; 404 for an unknown case).
     */
    async connecting(principal: Principal, caseId?: string): Promise<Member> {
      if (principal.kind === 'party') {
        const row = await repos.cases.findById(principal.caseId);
        if (!row || !row.isActive || !row.isStarted) throw forbidden('this_case_not_running');
        const participant = (await repos.cases.listParticipants(principal.caseId)).find((entry) => entry.user_id === principal.userId);
        if (!participant) throw forbidden('not_participant');
        // The stored participant's side and name (listParticipants holds only people not removed).
        return { ...memberOf(principal), side: participant.side, displayName: participant.displayName };
      }
      if (principal.role !== 'Mediator') throw forbidden('connect_mediator_or_parties');
      if (caseId === undefined) return memberOf(principal);
      const row = await repos.cases.findById(caseId);
      if (!row) throw notFound('case_not_found');
      if (row.mediatorId !== principal.userId) throw forbidden('not_case_mediator');
      return memberOf(principal, row.id);
    },

    /** Whether a member's session is still live: the staff sign-in, or the party's session in a running case. */
    async isSessionLive(member: Member, sessionId: string): Promise<boolean> {
      if (member.isMediator) return repos.auth.isSessionLive(sessionId, member.userId);
      const session = await repos.cases.findLivePartySession(sessionId);
      if (!session || session.revokedAt) return false;
      const row = await repos.cases.findById(session.caseId);
      return row !== undefined && row.isActive && row.isStarted;
    },
  };
}

export type Memberships = ReturnType<typeof memberships>;
