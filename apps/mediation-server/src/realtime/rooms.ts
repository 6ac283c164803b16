import type { Audience } from '../repositories/stream-repository';
import type { Member } from '../services/case-room';

/**
 * Rooms of a case: `case:{id}` everyone (group M), `case:{id}:A` / `:B` that party and the mediator,
 * `case:{id}:mediator` the mediator, `case:{id}:parties` both parties.
 */
export const caseRoomName = (caseId: string) => `case:${caseId}`;

export function roomOfAudience(caseId: string, audience: Audience): string {
  return audience === 'all' ? caseRoomName(caseId) : `${caseRoomName(caseId)}:${audience}`;
}

/** Every connection of one person in a case (tabs, devices), on every process. */
export const personRoomName = (caseId: string, userId: number) => `${caseRoomName(caseId)}:user:${userId}`;

/** Every connection of one person, whatever its case, on every process (to count them). */
export const userRoomName = (userId: number) => `user:${userId}`;

/** Every connection of one session (a staff sign-in or a party's case session), on every process (to end them). */
export const sessionRoomName = (sessionId: string) => `session:${sessionId}`;

/** The rooms a member's connection joins, so that it hears exactly what it may see. */
export function roomsOfMember(member: Member & { caseId: string }): string[] {
  const { caseId } = member;
  const person = personRoomName(caseId, member.userId);
  if (member.isMediator) {
    return [caseRoomName(caseId), ...(['A', 'B', 'mediator'] as const).map((audience) => roomOfAudience(caseId, audience)), person];
  }
  const side = member.side === 'B' ? 'B' : 'A';
  return [caseRoomName(caseId), roomOfAudience(caseId, side), roomOfAudience(caseId, 'parties'), person];
}
