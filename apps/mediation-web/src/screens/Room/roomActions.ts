import type { ChatClient } from '@mediation/chat/connect';
import { guidedMessageGroups, initialPositionGroup } from '@mediation/guide';
import type { MessageExt, PartySide, PositionMarker, Side } from '@mediation/protocol';

const randomId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`);

/**
 * Sends a guided message (a card of the negotiation, or a party's initial position) into one group (M
 * unless told otherwise) and puts the stored message into the room's store from the acknowledgement,
 * with the position marker the server stored along with a party's initial position.
 */
export async function sendGuidedMessage(client: ChatClient, caseId: string, text: string, ext: MessageExt, side: Side = 'M'): Promise<void> {
  const viewer = client.getState().viewer;
  const ack = await client.emit('roomMsg', {
    to: caseId,
    from: viewer.id,
    fromSide: viewer.side,
    side,
    displayName: viewer.name || 'Participant',
    message: text,
    ext,
    client_msg_id: randomId(),
  });
  if (!ack.ok) throw new Error(ack.error.message);
  client.applyEvent({ seq: ack.message.seq, event: 'roomMsg', payload: ack.message });
  if (ack.action) client.applyEvent({ seq: ack.action.seq, event: 'action', payload: ack.action });
}

/**
 * The mediator's guided message, posted where the parties can answer it: in M, or in shuttle mode (as
 * the room knows it now) a question goes to group A and to group B (see `guidedMessageGroups`).
 */
export async function postGuidedMessage(client: ChatClient, caseId: string, text: string, ext: MessageExt): Promise<void> {
  for (const side of guidedMessageGroups(ext, client.getState().shuttle)) await sendGuidedMessage(client, caseId, text, ext, side);
}

/**
 * A party's initial position, into the joint group, or in shuttle mode (as the room knows it now) into
 * the party's own group, for the mediator only; the server stores its marker with it.
 */
export function sendInitialPosition(client: ChatClient, caseId: string, side: PartySide, text: string, ext: MessageExt): Promise<void> {
  return sendGuidedMessage(client, caseId, text, ext, initialPositionGroup(side, client.getState().shuttle));
}

/** Adds or removes a position marker (initialPosition, receivedInitialA/B) and applies it to the store. */
export async function sendAction(client: ChatClient, caseId: string, action: { actionType: 'add' | 'remove'; actionPayload: PositionMarker; extMsg?: string | null }): Promise<void> {
  const ack = await client.emit('action', { case_id: caseId, ...action });
  if (!ack.ok) throw new Error(ack.error.message);
  client.applyEvent({ seq: ack.action.seq, event: 'action', payload: ack.action });
}

/** Where the mediator's guided negotiation is kept between reloads. */
export const guideStorageKey = (caseId: string) => `guide:${caseId}`;
