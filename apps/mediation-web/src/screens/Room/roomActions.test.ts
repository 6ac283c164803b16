import { describe, expect, it, vi } from 'vitest';
import type { ChatClient } from '@mediation/chat/connect';
import { sendAction, sendGuidedMessage } from './roomActions';

function fakeClient(ack: unknown) {
  const emit = vi.fn().mockResolvedValue(ack);
  const applyEvent = vi.fn();
  const client = { emit, applyEvent, getState: () => ({ viewer: { id: 7, name: 'Dana Levi', side: 'A' } }) } as unknown as ChatClient;
  return { client, emit, applyEvent };
}

describe('the room actions', () => {
  it('sends a guided message into M with its ext and applies the stored message', async () => {
    const stored = { seq: 12, _id: 'm1', message: 'The fence stays.' };
    const { client, emit, applyEvent } = fakeClient({ ok: true, message: stored });
    await sendGuidedMessage(client, 'case-1', 'The fence stays.', { type: 'guided', stage: 'initialPosition' });
    expect(emit).toHaveBeenCalledWith(
      'roomMsg',
      expect.objectContaining({ to: 'case-1', from: 7, fromSide: 'A', side: 'M', displayName: 'Dana Levi', message: 'The fence stays.', ext: { type: 'guided', stage: 'initialPosition' } }),
    );
    expect(applyEvent).toHaveBeenCalledWith({ seq: 12, event: 'roomMsg', payload: stored });
  });

  it('says why the server refused a guided message and applies nothing', async () => {
    const { client, applyEvent } = fakeClient({ ok: false, error: { code: 'forbidden', message: 'Shuttle mode is on.' } });
    await expect(sendGuidedMessage(client, 'case-1', 'Hi', { type: 'guided' })).rejects.toThrow('Shuttle mode is on.');
    expect(applyEvent).not.toHaveBeenCalled();
  });

  it('sends a position marker for the case and applies the action from the answer', async () => {
    const action = { seq: 3, actionType: 'add', actionPayload: 'receivedInitialA', extMsg: 'Mine' };
    const { client, emit, applyEvent } = fakeClient({ ok: true, action });
    await sendAction(client, 'case-1', { actionType: 'add', actionPayload: 'receivedInitialA', extMsg: 'Mine' });
    expect(emit).toHaveBeenCalledWith('action', { case_id: 'case-1', actionType: 'add', actionPayload: 'receivedInitialA', extMsg: 'Mine' });
    expect(applyEvent).toHaveBeenCalledWith({ seq: 3, event: 'action', payload: action });
  });
});
