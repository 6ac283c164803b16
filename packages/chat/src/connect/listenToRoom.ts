/** What the server tells a connection, into the client's store: stream events through the reducer, the rest as it comes. */
import type { Side } from '../types';
import type { ChatClient } from './ChatClient';
import type { RoomSocket } from './connection';
import { mergeParticipants, withOnline } from './reduceEvent';

/** How long a typing notice stays shown after it arrives. */
const TYPING_SHOWN_MS = 4000;

/** Feeds every event of `socket` into `client`'s store. */
export function listenToRoom(socket: RoomSocket, client: ChatClient): void {
  const { update } = client;
  const viewer = () => client.getState().viewer;
  const setOnline = (userId: number, name: string, side: Side, isOnline: boolean) =>
    update((state) => ({
      participants: mergeParticipants(state.participants, [{ userId, name, side, isOnline }]),
      online: isOnline ? [...new Set([...state.online, userId])] : state.online.filter((id) => id !== userId),
    }));

  // The server closes the connection at the token's expiry (the connection renews it and connects again,
  // catching up on what it missed) and when the session ends (sign-out, removal: that is final).
  socket.on('sessionEnded', ({ reason }) => {
    update({ error: reason === 'expired' ? 'Token is expired' : 'The session of this token has ended' });
  });
  socket.on('connection', (greeting) => {
    if ('participants' in greeting) {
      const list = JSON.parse(greeting.participants) as { user_id: number; side: Side; displayName: string }[];
      update((state) => ({ shuttle: greeting.shuttle === 'true', ...withOnline(state, list, greeting.online) }));
    }
  });
  socket.on('userJoin', (participant) => {
    setOnline(participant.user_id, participant.displayName, participant.side, true);
    if (participant.user_id !== viewer().id) client.addNotice('joined', participant.displayName);
  });
  socket.on('userLeave', (participant) => {
    setOnline(participant.user_id, participant.displayName, participant.side, false);
    if (participant.user_id !== viewer().id) client.addNotice('left', participant.displayName);
  });
  // The viewer was removed by the mediator: its connection closes next, and the banner says why.
  socket.on('removed', () => update({ error: 'The mediator removed you from this case. You can ask to join again.' }));
  // The mediator removed someone: it is no longer listed.
  socket.on('participantRemoved', ({ user_id }) => {
    update((state) => ({
      participants: state.participants.filter((participant) => participant.userId !== user_id || participant.side === 'M'),
      online: state.online.filter((id) => id !== user_id),
    }));
  });
  // The mediator's waiting room: a new request, or one decided (here or in another tab).
  socket.on('joinRequest', (request) =>
    update((state) => ({ joinRequests: { latest: request, revision: state.joinRequests.revision + 1 } })),
  );
  socket.on('joinRequestDecided', () =>
    update((state) => ({ joinRequests: { ...state.joinRequests, revision: state.joinRequests.revision + 1 } })),
  );

  socket.on('roomMsg', (message) => client.applyEvent({ seq: message.seq, event: 'roomMsg', payload: message }));
  socket.on('editMsg', (payload) => client.applyEvent({ seq: payload.seq, event: 'editMsg', payload }));
  socket.on('like', (payload) => {
    const isNew = client.applyEvent({ seq: payload.seq, event: 'like', payload });
    if (isNew && payload.action === 'add' && payload.user_id !== viewer().id) client.addNotice('liked', payload.displayName);
  });
  socket.on('removeLike', (payload) => client.applyEvent({ seq: payload.seq, event: 'removeLike', payload }));
  socket.on('shuttle', (payload) => {
    const wasOn = client.getState().shuttle;
    const isNew = client.applyEvent({ seq: payload.seq, event: 'shuttle', payload });
    // The mediator toggles it; the parties are told.
    if (isNew && viewer().side !== 'M' && wasOn !== payload.shuttle) client.addNotice(payload.shuttle ? 'shuttleOn' : 'shuttleOff', '');
  });
  socket.on('note', (payload) => client.applyEvent({ seq: payload.seq, event: 'note', payload }));
  socket.on('guid', (payload) => client.applyEvent({ seq: payload.seq, event: 'guid', payload }));
  socket.on('endGuid', (payload) => client.applyEvent({ seq: payload.seq, event: 'endGuid', payload }));
  socket.on('action', (payload) => client.applyEvent({ seq: payload.seq, event: 'action', payload }));
  socket.on('sendSurvey', (payload) => client.applyEvent({ seq: payload.seq, event: 'sendSurvey', payload }));
  socket.on('endCase', (payload) => client.applyEvent({ seq: payload.seq, event: 'endCase', payload }));
  // The agreement as the viewer may see it, after a change, a shuttle switch (every connection, the author's too).
  socket.on('agreement', (payload) => client.applyEvent({ seq: payload.seq, event: 'agreement', payload }));
  // One change of the agreement, applied to the view held.
  socket.on('agreementChanged', (payload) => client.applyEvent({ seq: payload.seq, event: 'agreementChanged', payload }));
  socket.on('read', (event) =>
    update((state) => ({
      readByOthers: [
        ...state.readByOthers.filter((position) => !(position.userId === event.user_id && position.side === event.side)),
        { userId: event.user_id, side: event.side, seq: event.seq },
      ],
    })),
  );
  socket.on('typing', (event) => {
    const at = Date.now();
    update((state) => ({
      typing: [
        ...state.typing.filter((entry) => entry.userId !== event.user_id || entry.side !== event.side),
        { userId: event.user_id, name: event.displayName, side: event.side, at },
      ],
    }));
    setTimeout(() => update((state) => ({ typing: state.typing.filter((entry) => entry.at !== at) })), TYPING_SHOWN_MS);
  });
}
