/** The room's reducer: the change each stream event makes, and the merge helpers it shares with the client. */
import { applyAgreementChange } from '@mediation/protocol';
import type { CaseEvent, ChatMessage as WireMessage } from '@mediation/protocol';
import type { ChatMessage, ChatParticipant, Side } from '../types';
import { fromWireLikes, fromWireMessage, fromWireNote } from './mapping';
import type { RoomState } from '../room/roomState';

/** Messages merged by id, ordered by stream position; unsent ones (no position) stay last. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((left, right) => (left.seq ?? Number.MAX_SAFE_INTEGER) - (right.seq ?? Number.MAX_SAFE_INTEGER));
}

/** The further of two read positions, per group. */
export function maxPositions(left: Partial<Record<Side, number>>, right: Partial<Record<Side, number>>): Partial<Record<Side, number>> {
  const merged: Partial<Record<Side, number>> = { ...left };
  for (const side of Object.keys(right) as Side[]) merged[side] = Math.max(left[side] ?? 0, right[side] ?? 0);
  return merged;
}

export function mergeParticipants(current: readonly ChatParticipant[], incoming: readonly ChatParticipant[]): ChatParticipant[] {
  const byId = new Map(current.map((participant) => [`${participant.side}-${participant.userId}`, participant]));
  for (const participant of incoming) {
    const key = `${participant.side}-${participant.userId}`;
    byId.set(key, { ...byId.get(key), ...participant });
  }
  return [...byId.values()];
}

/** The participants as the server listed them, online when connected now (the viewer always), and who is connected. */
export function withOnline(
  state: RoomState,
  listed: readonly { user_id: number; side: Side; displayName: string }[],
  online: readonly number[] | undefined,
): Pick<RoomState, 'participants' | 'online'> {
  const connected = new Set([...(online ?? state.online), state.viewer.id]);
  return {
    participants: mergeParticipants(
      state.participants.map((participant) => ({ ...participant, isOnline: connected.has(participant.userId) })),
      listed.map((p) => ({ userId: p.user_id, name: p.displayName, side: p.side, isOnline: connected.has(p.user_id) })),
    ),
    online: [...connected],
  };
}

/** The change one stream event makes to the room. */
export function reduceEvent(state: RoomState, entry: CaseEvent): Partial<RoomState> {
  switch (entry.event) {
    case 'roomMsg': {
      const message: WireMessage = entry.payload;
      // One's own message sent from another tab replaces nothing here; a pending send is replaced by its ack.
      const withoutPending = message.client_msg_id
        ? state.messages.filter((candidate) => candidate.id !== message.client_msg_id)
        : state.messages;
      const messages = mergeMessages(withoutPending, [fromWireMessage(message, state.viewer.id)]);
      // "X is typing…" ends when X's message arrives in that group, not seconds later.
      const typing = state.typing.filter((entry) => entry.userId !== message.from || entry.side !== message.side);
      return typing.length === state.typing.length ? { messages } : { messages, typing };
    }
    case 'editMsg':
      return {
        messages: state.messages.map((message) =>
          message.id === entry.payload.message_id
            ? { ...message, text: entry.payload.message, editedAt: entry.payload.edited_at }
            : message,
        ),
      };
    case 'like':
    case 'removeLike':
      return {
        messages: state.messages.map((message) =>
          message.id === entry.payload.message_id ? { ...message, likes: fromWireLikes(entry.payload.likeData) } : message,
        ),
      };
    case 'shuttle':
      return { shuttle: entry.payload.shuttle };
    case 'note':
      return { notes: entry.payload.notes.map(fromWireNote) };
    case 'guid':
    case 'endGuid': {
      const { seq: _seq, case_id: _caseId, ...guide } = entry.payload;
      return { guide };
    }
    case 'action': {
      const { actionType, actionPayload, extMsg } = entry.payload;
      const actions = new Set(state.actions);
      if (actionType === 'add') actions.add(actionPayload);
      else actions.delete(actionPayload);
      if (actionPayload === 'initialPosition' || !state.guide) return { actions: [...actions] };
      // A party's position is stored in the guide in the marker's transaction: the guide shows it at once.
      const received = actionType === 'add';
      const text = received ? (extMsg ?? '') : null;
      const guide =
        actionPayload === 'receivedInitialA'
          ? { ...state.guide, receivedInitialA: received, initialStateA: text }
          : { ...state.guide, receivedInitialB: received, initialStateB: text };
      return { actions: [...actions], guide };
    }
    case 'sendSurvey':
      return { surveyRequest: Math.max(state.surveyRequest ?? 0, entry.seq) };
    case 'endCase':
      return { isCaseEnded: true };
    case 'agreement':
      // A view as of an earlier position than the one held is stale (views cross on the wire): it is dropped.
      return entry.payload.seq >= state.agreementSeq ? { agreement: entry.payload.agreement, agreementSeq: entry.payload.seq } : {};
    case 'agreementChanged':
      // A change applies to the view it follows: one as of its position or later already holds it (or is
      // newer), and before the first view there is nothing to apply it to (the client reads the view first).
      if (state.agreement === null || entry.payload.seq <= state.agreementSeq) return {};
      return { agreement: applyAgreementChange(state.agreement, entry.payload), agreementSeq: entry.payload.seq };
    default:
      return entry satisfies never;
  }
}
