import { audiencesOf } from '../services/audience';
import type { Audience } from '../services/audience';
import type { Member } from '../services/member';

/**
 * Rooms of a case: `case:{id}` everyone (group M), `case:{id}:A` / `:B` that party and the mediator,
 * `case:{id}:mediator` the mediator, `case:{id}:parties` both parties: one room per audience.
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

/** The rooms a member's connection joins: those of the audiences it hears (services/audience.ts), and its own. */
export function roomsOfMember(member: Member & { caseId: string }): string[] {
  const { caseId } = member;
  return [...audiencesOf(member).map((audience) => roomOfAudience(caseId, audience)), personRoomName(caseId, member.userId)];
}
