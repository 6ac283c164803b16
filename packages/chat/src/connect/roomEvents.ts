/**
 * The room's one event table: for every event the server sends a connection, the change it makes to the
 * store, and for a live event what follows it (a notice, a timer). A new event is one entry here.
 */
import { applyAgreementChange, applyPositionMarker } from '@mediation/protocol';
import type { CaseEvent, ServerToClientEvents } from '@mediation/protocol';
import type { ChatMessage, ChatParticipant, Side } from '../types';
import { fromWireLikes, fromWireMessage, fromWireNote } from './mapping';
import type { RoomNoticeKind, RoomState } from '../room/roomState';
import { CLIENT_SENTENCES } from '../internal/clientSentences';

/** How long a typing notice stays shown after it arrives. */
const TYPING_SHOWN_MS = 4000;

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

/** The events the table handles, and what each carries (a call's signals go to their subscribers, not to the store). */
export type RoomEventName = Exclude<keyof ServerToClientEvents, 'rules' | 'callSignal'>;
export type RoomEventPayload<E extends RoomEventName> = Parameters<ServerToClientEvents[E]>[0];
type StreamEvents = { [E in CaseEvent['event']]: Extract<CaseEvent, { event: E }>['payload'] };

/** What a live event may do besides changing the store. */
export interface RoomEventEffects {
  /** The room before the change and after it. */
  before: RoomState;
  after: RoomState;
  /** Queues a notice of what another person did. */
  notice(kind: RoomNoticeKind, name: string): void;
  /** Changes the store again after `ms` milliseconds. */
  later(ms: number, change: (state: RoomState) => Partial<RoomState>): void;
}

export interface RoomEventHandler<P> {
  /**
   * A stream event: it carries a position (`seq`), is applied once per position and in order, live and in
   * a catch-up after a reconnect. The others are live only and applied as they come.
   */
  stream: boolean;
  /** The change the event makes to the room. */
  reduce(state: RoomState, payload: P): Partial<RoomState>;
  /** What follows a live event once applied (never a replayed one): notices, timers. */
  after?(payload: P, effects: RoomEventEffects): void;
}

type RoomEventTable = {
  [E in RoomEventName]: RoomEventHandler<E extends keyof StreamEvents ? StreamEvents[E] : RoomEventPayload<E>>;
};

const setOnline = (
  state: RoomState,
  person: { user_id: number; displayName: string; side: Side },
  isOnline: boolean,
): Partial<RoomState> => ({
  participants: mergeParticipants(state.participants, [{ userId: person.user_id, name: person.displayName, side: person.side, isOnline }]),
  online: isOnline ? [...new Set([...state.online, person.user_id])] : state.online.filter((id) => id !== person.user_id),
});

const likes = (state: RoomState, payload: StreamEvents['like']): Partial<RoomState> => ({
  messages: state.messages.map((message) =>
    message.id === payload.message_id ? { ...message, likes: fromWireLikes(payload.likeData) } : message,
  ),
});

const guideOf = ({ seq: _seq, case_id: _caseId, ...guide }: StreamEvents['guid']): Partial<RoomState> => ({ guide });

const nextRevision = (state: RoomState): Partial<RoomState> => ({
  joinRequests: { ...state.joinRequests, revision: state.joinRequests.revision + 1 },
});

export const roomEvents: RoomEventTable = {
  connection: {
    stream: false,
    reduce: (state, greeting) => {
      if (!('participants' in greeting)) return {};
      const list = JSON.parse(greeting.participants) as { user_id: number; side: Side; displayName: string }[];
      return { shuttle: greeting.shuttle === 'true', ...withOnline(state, list, greeting.online) };
    },
  },
  // The server closes the connection at the token's expiry (the connection renews it and connects again,
  // catching up on what it missed) and when the session ends (sign-out, removal: that is final).
  sessionEnded: {
    stream: false,
    reduce: (_state, { reason }) => ({ error: reason === 'expired' ? CLIENT_SENTENCES.tokenExpired : CLIENT_SENTENCES.tokenEnded }),
  },
  userJoin: {
    stream: false,
    reduce: (state, person) => setOnline(state, person, true),
    after: (person, { after, notice }) => {
      if (person.user_id !== after.viewer.id) notice('joined', person.displayName);
    },
  },
  userLeave: {
    stream: false,
    reduce: (state, person) => setOnline(state, person, false),
    after: (person, { after, notice }) => {
      if (person.user_id !== after.viewer.id) notice('left', person.displayName);
    },
  },
  // The viewer was removed by the mediator: its connection closes next; the host shows why and the way back.
  removed: { stream: false, reduce: () => ({ isRemoved: true, error: undefined }) },
  // The mediator removed someone: it is no longer listed.
  participantRemoved: {
    stream: false,
    reduce: (state, { user_id }) => ({
      participants: state.participants.filter((participant) => participant.userId !== user_id || participant.side === 'M'),
      online: state.online.filter((id) => id !== user_id),
    }),
  },
  // The mediator's waiting room: a new request, or one decided (here or in another tab).
  joinRequest: {
    stream: false,
    reduce: (state, request) => ({ joinRequests: { latest: request, revision: state.joinRequests.revision + 1 } }),
  },
  joinRequestDecided: { stream: false, reduce: nextRevision },
  read: {
    stream: false,
    reduce: (state, event) => ({
      readByOthers: [
        ...state.readByOthers.filter((position) => !(position.userId === event.user_id && position.side === event.side)),
        { userId: event.user_id, side: event.side, seq: event.seq },
      ],
    }),
  },
  typing: {
    stream: false,
    reduce: (state, event) => ({
      typing: [
        ...state.typing.filter((entry) => entry.userId !== event.user_id || entry.side !== event.side),
        { userId: event.user_id, name: event.displayName, side: event.side, at: Date.now() },
      ],
    }),
    after: (event, { after, later }) => {
      const at = after.typing.find((entry) => entry.userId === event.user_id && entry.side === event.side)?.at;
      later(TYPING_SHOWN_MS, (state) => ({ typing: state.typing.filter((entry) => entry.at !== at) }));
    },
  },

  roomMsg: {
    stream: true,
    reduce: (state, message) => {
      // One's own message sent from another tab replaces nothing here; a pending send is replaced by its ack.
      const withoutPending = message.client_msg_id
        ? state.messages.filter((candidate) => candidate.id !== message.client_msg_id)
        : state.messages;
      const messages = mergeMessages(withoutPending, [fromWireMessage(message, state.viewer.id)]);
      // "X is typing…" ends when X's message arrives in that group, not seconds later.
      const typing = state.typing.filter((entry) => entry.userId !== message.from || entry.side !== message.side);
      return typing.length === state.typing.length ? { messages } : { messages, typing };
    },
  },
  editMsg: {
    stream: true,
    reduce: (state, payload) => ({
      messages: state.messages.map((message) =>
        message.id === payload.message_id ? { ...message, text: payload.message, editedAt: payload.edited_at } : message,
      ),
    }),
  },
  like: {
    stream: true,
    reduce: likes,
    after: (payload, { after, notice }) => {
      if (payload.action === 'add' && payload.user_id !== after.viewer.id) notice('liked', payload.displayName);
    },
  },
  removeLike: { stream: true, reduce: likes },
  shuttle: {
    stream: true,
    reduce: (_state, payload) => ({ shuttle: payload.shuttle }),
    // The mediator toggles it; the parties are told.
    after: (payload, { before, after, notice }) => {
      if (after.viewer.side !== 'M' && before.shuttle !== payload.shuttle) notice(payload.shuttle ? 'shuttleOn' : 'shuttleOff', '');
    },
  },
  note: { stream: true, reduce: (_state, payload) => ({ notes: payload.notes.map(fromWireNote) }) },
  guid: { stream: true, reduce: (_state, payload) => guideOf(payload) },
  endGuid: { stream: true, reduce: (_state, payload) => guideOf(payload) },
  action: {
    stream: true,
    reduce: (state, payload) => {
      const actions = new Set(state.actions);
      if (payload.actionType === 'add') actions.add(payload.actionPayload);
      else actions.delete(payload.actionPayload);
      // The server stores a party's position in the guide with its marker, by the same rule.
      return state.guide ? { actions: [...actions], guide: applyPositionMarker(state.guide, payload) } : { actions: [...actions] };
    },
  },
  sendSurvey: { stream: true, reduce: (state, payload) => ({ surveyRequest: Math.max(state.surveyRequest ?? 0, payload.seq) }) },
  endCase: { stream: true, reduce: () => ({ isCaseEnded: true, calls: {}, inCall: null, mediatorAway: false }) },
  // A group's call started, changed or ended. The call this client is in is left behind when it ended or no
  // longer lists the viewer (the viewer joined another call elsewhere, or was taken out of it).
  callState: {
    stream: false,
    reduce: (state, { group, call }) => {
      const calls = { ...state.calls };
      if (call) calls[group] = call;
      else delete calls[group];
      const joined = state.inCall;
      const isLeft =
        joined !== null &&
        joined.group === group &&
        (call === null || call.call_id !== joined.callId || !call.members.some((member) => member.user_id === state.viewer.id));
      return isLeft ? { calls, inCall: null } : { calls };
    },
  },
  mediatorAway: { stream: false, reduce: (_state, { away }) => ({ mediatorAway: away }) },
  // The agreement as the viewer may see it, after a change or a shuttle switch (every connection, the author's
  // too). A view as of an earlier position than the one held is stale (views cross on the wire): it is dropped.
  agreement: {
    stream: true,
    reduce: (state, payload) => (payload.seq >= state.agreementSeq ? { agreement: payload.agreement, agreementSeq: payload.seq } : {}),
  },
  // One change of the agreement, applied to the view it follows: one as of its position or later already
  // holds it (or is newer), and before the first view there is nothing to apply it to (the client reads the view first).
  agreementChanged: {
    stream: true,
    reduce: (state, payload) =>
      state.agreement === null || payload.seq <= state.agreementSeq
        ? {}
        : { agreement: applyAgreementChange(state.agreement, payload), agreementSeq: payload.seq },
  },
};

/** The change one stream event makes to the room. */
export function reduceEvent(state: RoomState, entry: CaseEvent): Partial<RoomState> {
  const handler = roomEvents[entry.event] as RoomEventHandler<CaseEvent['payload']>;
  return handler.reduce(state, entry.payload);
}
