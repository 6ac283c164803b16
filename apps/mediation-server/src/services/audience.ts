/**
 * Who hears which event of a case: one rule for the live broadcast and for the catch-up after a reconnect.
 * An event is addressed to an audience; a member hears the audiences `audiencesOf` names. The socket layer
 * joins a connection to the rooms of exactly those audiences, and `history` replays exactly those, so a
 * member never catches up on what it would not have heard live, nor misses what it would have.
 */
import type { PositionMarker, ServerToClientEvents, Side } from '@mediation/protocol';
import type { Audience } from '../repositories/stream-repository';
import type { Member } from './member';

export type { Audience };

/** The audiences whose events a member hears: a party its own side's, both parties' and everyone's; the mediator all but the parties'. */
export function audiencesOf(member: Pick<Member, 'isMediator' | 'side'>): Audience[] {
  if (member.isMediator) return ['all', 'A', 'B', 'mediator'];
  return ['all', member.side === 'B' ? 'B' : 'A', 'parties'];
}

export const hears = (member: Pick<Member, 'isMediator' | 'side'>, audience: Audience): boolean => audiencesOf(member).includes(audience);

/** The groups a member reads and writes: a party its own side and M, the mediator all three. */
export function sidesOf(member: Pick<Member, 'isMediator' | 'side'>): Side[] {
  return member.isMediator ? ['A', 'B', 'M'] : [member.side, 'M'];
}

/** An event that lands in a group (a message, an edit, a like, typing) is heard by whoever reads the group. */
export const audienceOfGroup = (side: Side): Audience => (side === 'M' ? 'all' : side);

/** initialPosition asks every party; a received position is for its own side and the mediator. */
export function audienceOfAction(marker: PositionMarker): Audience {
  switch (marker) {
    case 'initialPosition':
      return 'all';
    case 'receivedInitialA':
      return 'A';
    case 'receivedInitialB':
      return 'B';
    default:
      return marker satisfies never;
  }
}

/** The events that land in a group: their audience is `audienceOfGroup` of it. */
export const GROUP_EVENTS = [
  'roomMsg',
  'editMsg',
  'like',
  'removeLike',
  'typing',
] as const satisfies readonly (keyof ServerToClientEvents)[];

/** The audience of every other event of a case (`action` follows its marker: `audienceOfAction`). */
export const AUDIENCE_OF_EVENT = {
  shuttle: 'all',
  rules: 'all',
  endCase: 'all',
  sendSurvey: 'parties',
  note: 'mediator',
  guid: 'mediator',
  endGuid: 'mediator',
  read: 'mediator',
  joinRequest: 'mediator',
  joinRequestDecided: 'mediator',
} as const satisfies Partial<Record<keyof ServerToClientEvents, Audience>>;
