/**
 * An in-memory stand-in for the server's side of one case room, shared by any number of socket.io
 * stand-ins (a mediator's tabs): it keeps the guide state as the server does (`guid`, `endGuid`, a party's
 * position stored with its marker) and broadcasts each change to every connected socket.
 */
import { act } from '@testing-library/react';
import type { ActionMessage, ChatMessage, GuideState, PartySide } from '@mediation/protocol';
import type { ChatClientOptions } from '@mediation/chat/connect';
import { fakeSocket, type Payload } from './fakeSocket';

const emptyGuide = (): GuideState => ({
  guideType: 0,
  stageIdx: 0,
  iteration: 0,
  initialIteration: 0,
  receivedInitialA: false,
  receivedInitialB: false,
  initialStateA: null,
  initialStateB: null,
});

export function fakeRoom(caseId: string) {
  let seq = 0;
  let guide = emptyGuide();
  const markers = new Set<string>();
  const sockets = new Set<(event: string, payload: unknown) => void>();
  const emitted: { event: string; payload: Payload }[] = [];

  const broadcast = (event: string, payload: unknown) => {
    for (const fire of sockets) fire(event, payload);
  };
  const action = (
    actionType: 'add' | 'remove',
    actionPayload: ActionMessage['actionPayload'],
    extMsg: string | null,
    side: 'M' | PartySide,
  ): ActionMessage => ({
    seq: ++seq,
    time: new Date(Date.UTC(2026, 0, 2, 10, seq)).toISOString(),
    actionType,
    actionPayload,
    extMsg,
    displayName: side === 'M' ? 'Maya Cohen' : `Party ${side}`,
    from: side === 'M' ? 3 : 8,
    to: caseId,
    side,
  });
  const storeGuide = (event: 'guid' | 'endGuid', next: GuideState) => {
    guide = next;
    broadcast(event, { ...guide, seq: ++seq, case_id: caseId });
    return { ok: true, ...guide };
  };

  const answer = (event: string, payload: Payload): object => {
    switch (event) {
      case 'startCase':
        return { ok: true, shuttle: false, participants: [], online: [], notes: '[]' };
      case 'history':
        return { ok: true, messages: [], events: [], last_seq: seq, has_more: false };
      case 'historyActions':
        return { ok: true, actions: [...markers], items: [] };
      case 'readPositions':
        return { ok: true, positions: [] };
      case 'guid': {
        const { case_id: _caseId, ...fields } = payload;
        if (Object.keys(fields).length === 0) return { ok: true, ...guide };
        const next = { ...guide, ...fields } as GuideState;
        return storeGuide('guid', next.iteration <= 0 ? { ...next, guideType: 0, stageIdx: 0, iteration: 0, initialIteration: 0 } : next);
      }
      case 'endGuid':
        markers.clear();
        return storeGuide('endGuid', emptyGuide());
      case 'action': {
        const stored = action(payload.actionType as 'add', payload.actionPayload as 'initialPosition', null, 'M');
        markers.add(stored.actionPayload);
        broadcast('action', stored);
        return { ok: true, action: stored };
      }
      case 'roomMsg': {
        const message: ChatMessage = {
          _id: `m${++seq}`,
          seq,
          client_msg_id: String(payload.client_msg_id),
          from: 3,
          fromSide: 'M',
          side: payload.side as 'M',
          message: String(payload.message),
          time: new Date(Date.UTC(2026, 0, 2, 10, seq)).toISOString(),
          displayName: 'Maya Cohen',
          to: caseId,
          likeData: { A: [], B: [], M: [] },
          ext: (payload.ext ?? null) as ChatMessage['ext'],
          edited_at: null,
        };
        broadcast('roomMsg', message);
        return { ok: true, message };
      }
      default:
        return { ok: true };
    }
  };

  /** A socket.io stand-in for one tab: it connects at once and hears every broadcast of the room. */
  const connect = (() => {
    const { socket, fire } = fakeSocket({
      onEmit: (event, payload, reply) => {
        emitted.push({ event, payload });
        queueMicrotask(() => act(() => reply(answer(event, payload))));
      },
      onDisconnect: () => sockets.delete(fire),
    });
    sockets.add(fire);
    queueMicrotask(() => {
      socket.connected = true;
      act(() => fire('connect', undefined));
    });
    return socket;
  }) as unknown as ChatClientOptions['connect'];

  return {
    connect,
    emitted,
    guide: () => guide,
    /** A party answers the request: its position is stored in the guide along with its marker, in one step. */
    partyPosition(side: PartySide, text: string) {
      guide =
        side === 'A'
          ? { ...guide, receivedInitialA: true, initialStateA: text }
          : { ...guide, receivedInitialB: true, initialStateB: text };
      const marker = action('add', `receivedInitial${side}`, text, side);
      markers.add(marker.actionPayload);
      act(() => broadcast('action', marker));
    },
  };
}
