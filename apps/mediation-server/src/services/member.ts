/**
 * The two words for the caller. A `Principal` (token-service.ts) is who a token says is calling: a signed-in
 * admin or mediator, or a party bound to one case. A `Member` is a principal's place in a case, as the stored
 * rows say: the case's mediator (side M) or a party on its stored side. REST routes hold a principal and ask
 * for its member where a rule of a case needs one; a socket connection holds its member.
 */
import type { Side } from '@mediation/protocol';
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
    return { userId: principal.userId, isMediator: false, side: principal.side, displayName: principal.displayName, caseId: principal.caseId };
  }
  return { userId: principal.userId, isMediator: principal.role === 'Mediator', side: 'M', displayName: principal.displayName, caseId };
}
