/** Who is in a case room and what they are doing: the greeting, typing, and how far each person has read. */
import type { Participant, ReadEvent, ReadPosition, TypingEvent } from '@mediation/protocol';
import type { caseRefSchema, markReadPayloadSchema, typingPayloadSchema } from '@mediation/protocol';
import { badRequest } from '../../lib/http-error';
import { audienceOfGroup, AUDIENCE_OF_EVENT } from '../audience';
import type { Member } from '../member';
import { lastVisibleSeq } from './history';
import { broadcast, done } from './outcome';
import type { Input, Outcome, PayloadOf, RoomContext } from './outcome';

/** One typing notice per person and group at most this often; the others are dropped. */
export const TYPING_INTERVAL_MS = 1000;

export function participantOf(member: Member): Participant {
  return { user_id: member.userId, side: member.side, displayName: member.displayName };
}

export function presenceRules({ repos, access }: RoomContext) {
  const { cases, readPositions } = repos;
  /** When each person last announced typing in each group (not stored: typing is a passing signal). */
  const lastTyping = new Map<string, number>();

  return {
    /** The `connection` payload right after connecting (the socket layer adds who is online to a party's). */
    async greeting(member: Member): Promise<PayloadOf<'connection'>> {
      if (member.caseId === null) return { case_active: null };
      const row = await cases.findById(member.caseId);
      if (member.isMediator) return { case_active: row?.isActive ? row.id : null };
      const participants = await cases.listParticipants(member.caseId);
      return {
        creator: row?.mediatorId ?? 0,
        participants: JSON.stringify(participants),
        shuttle: row?.shuttle ? 'true' : 'false',
      };
    },

    /** Tells those who may see the group that the member is typing; at most once a second per person and group. */
    async typing(member: Member, payload: Input<typeof typingPayloadSchema>): Promise<Outcome<{ delivered: boolean }>> {
      const caseId = access.requireCase(member, payload.case_id);
      await access.requirePartyMayWriteIn(member, caseId, payload.side);
      const key = `${caseId}:${member.userId}:${payload.side}`;
      const now = Date.now();
      if (now - (lastTyping.get(key) ?? 0) < TYPING_INTERVAL_MS) return done({ delivered: false });
      lastTyping.set(key, now);
      if (lastTyping.size > 10_000) lastTyping.clear();
      const event: TypingEvent = { case_id: caseId, side: payload.side, user_id: member.userId, displayName: member.displayName };
      return done({ delivered: true }, [broadcast('typing', audienceOfGroup(payload.side), event)]);
    },

    /** Stores how far the member has read a group; the mediator hears of it ("Seen"). */
    async markRead(member: Member, payload: Input<typeof markReadPayloadSchema>): Promise<Outcome<ReadPosition>> {
      const caseId = access.requireCase(member, payload.case_id);
      access.requireGroup(member, payload.side);
      // Bounded by what the member may know of, so the refusal tells a party nothing of the other side's writes.
      if (payload.seq > (await lastVisibleSeq(repos, member, caseId))) throw badRequest('seq_not_reached');
      const seq = await readPositions.mark(caseId, member.userId, payload.side, payload.seq);
      const event: ReadEvent = { case_id: caseId, user_id: member.userId, side: payload.side, seq };
      return done({ user_id: member.userId, side: payload.side, seq }, [broadcast('read', AUDIENCE_OF_EVENT.read, event)]);
    },

    /** The member's read positions; the mediator's answer also holds the parties'. */
    async readPositions(member: Member, payload: Input<typeof caseRefSchema>): Promise<Outcome<{ positions: ReadPosition[] }>> {
      const caseId = access.requireCase(member, payload.case_id);
      const positions = await readPositions.list(caseId);
      return done({ positions: member.isMediator ? positions : positions.filter((position) => position.user_id === member.userId) });
    },
  };
}
