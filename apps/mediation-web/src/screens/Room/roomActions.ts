import type { ChatClient } from '@mediation/chat/connect';
import type { MessageExt, PositionMarker } from '@mediation/protocol';

const randomId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`);

/**
 * Sends a guided message (a card of the negotiation, or a party's initial position) into group M and
 * puts the stored message into the room's store from the acknowledgement.
 */
export async function sendGuidedMessage(client: ChatClient, caseId: string, text: string, ext: MessageExt): Promise<void> {
  const viewer = client.getState().viewer;
  const ack = await client.emit('roomMsg', {
    to: caseId,
    from: viewer.id,
    fromSide: viewer.side,
    side: 'M',
    displayName: viewer.name || 'Participant',
    message: text,
    ext,
    client_msg_id: randomId(),
  });
  if (!ack.ok) throw new Error(ack.error.message);
  client.applyEvent({ seq: ack.message.seq, event: 'roomMsg', payload: ack.message });
}

/** Adds or removes a position marker (initialPosition, receivedInitialA/B) and applies it to the store. */
export async function sendAction(client: ChatClient, caseId: string, action: { actionType: 'add' | 'remove'; actionPayload: PositionMarker; extMsg?: string | null }): Promise<void> {
  const ack = await client.emit('action', { case_id: caseId, ...action });
  if (!ack.ok) throw new Error(ack.error.message);
  client.applyEvent({ seq: ack.action.seq, event: 'action', payload: ack.action });
}

/** Where the mediator's guided negotiation is kept between reloads. */
export const guideStorageKey = (caseId: string) => `guide:${caseId}`;
