/**
 * A case room without a server, for the room stories: a socket.io stand-in given to the app through
 * `createServices({ roomConnect })`. It answers the room's requests from fixtures (each answer read through
 * the protocol's acknowledgement schema) and sends a party the greeting the server sends on connecting.
 * `connects: false` leaves the room opening for ever (its loading state).
 */
import type { ChatClientOptions } from '@mediation/chat/connect';
import { agreementReadAckSchema } from '@mediation/protocol/agreement';
import type { ChatMessage, Participant } from '@mediation/protocol/entities';
import { connectionPartySchema, historyAckSchema, historyActionsAckSchema, startCaseAckSchema } from '@mediation/protocol/socket';
import { fakeSocket, type Payload } from '../testing/fakeSocket';
import { MEDIATOR, PARTY_A, PARTY_B } from './fixtures';
import { emptyAgreementView } from '@mediation/protocol/testing';

export interface StoryRoomOptions {
  caseId: string;
  side: 'M' | 'A' | 'B';
  /** The stored messages, oldest first. */
  messages?: ChatMessage[];
  /** False: the socket never connects. @default true */
  connects?: boolean;
}

const participants: Participant[] = [
  { user_id: PARTY_A.id, side: 'A', displayName: 'Noa Levi' },
  { user_id: PARTY_B.id, side: 'B', displayName: 'Omer Katz' },
];
const online = [MEDIATOR.id, PARTY_A.id];

export function storyRoom({ caseId, side, messages = [], connects = true }: StoryRoomOptions): ChatClientOptions['connect'] {
  let seq = messages.reduce((last, message) => Math.max(last, message.seq), 0);
  const guide = {
    guideType: 0,
    stageIdx: 0,
    iteration: 0,
    initialIteration: 0,
    receivedInitialA: false,
    receivedInitialB: false,
    initialStateA: null,
    initialStateB: null,
  };

  const answer = (event: string, payload: Payload): object => {
    switch (event) {
      case 'startCase':
        return {
          ok: true,
          ...startCaseAckSchema.parse({
            shuttle: false,
            participants,
            online,
            notes: JSON.stringify([{ note: 'Both want the fence to stay.', groupTag: 'Both' }]),
          }),
        };
      case 'history':
        return {
          ok: true,
          ...historyAckSchema.parse({
            messages: payload.before_seq || payload.after_seq ? [] : messages,
            events: [],
            last_seq: seq,
            has_more: false,
          }),
        };
      case 'historyActions':
        return { ok: true, ...historyActionsAckSchema.parse({ actions: [], items: [] }) };
      case 'readPositions':
        return { ok: true, positions: [] };
      case 'guid':
        return { ok: true, ...guide };
      case 'agreement':
        return {
          ok: true,
          ...agreementReadAckSchema.parse({
            seq,
            agreement: emptyAgreementView(caseId),
          }),
        };
      default:
        return { ok: true };
    }
  };

  return (() => {
    const { socket, fire } = fakeSocket({
      onEmit: (event, payload, reply) => {
        if (event === 'roomMsg') {
          seq += 1;
          const message = { ...answerMessage(caseId, side, payload), seq, _id: `m${seq}` };
          queueMicrotask(() => {
            reply({ ok: true, message });
            fire('roomMsg', message);
          });
          return;
        }
        queueMicrotask(() => reply(answer(event, payload)));
      },
    });
    if (connects) {
      queueMicrotask(() => {
        socket.connected = true;
        fire('connect', undefined);
        if (side !== 'M') {
          fire(
            'connection',
            connectionPartySchema.parse({ creator: MEDIATOR.id, participants: JSON.stringify(participants), shuttle: 'false', online }),
          );
        }
      });
    }
    return socket;
  }) as unknown as ChatClientOptions['connect'];
}

function answerMessage(caseId: string, side: 'M' | 'A' | 'B', payload: Payload): Omit<ChatMessage, 'seq' | '_id'> {
  const person = side === 'M' ? { from: MEDIATOR.id, displayName: 'Dana Demo' } : { from: PARTY_A.id, displayName: 'Noa Levi' };
  return {
    client_msg_id: String(payload.client_msg_id),
    ...person,
    fromSide: side,
    side: (payload.side as ChatMessage['side']) ?? side,
    message: String(payload.message),
    time: '2026-03-02T10:20:00.000Z',
    to: caseId,
    likeData: { A: [], B: [], M: [] },
    ext: null,
    edited_at: null,
  };
}
