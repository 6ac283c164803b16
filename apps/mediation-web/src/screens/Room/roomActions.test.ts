import { describe, expect, it, vi } from 'vitest';
import type { ChatClient } from '@mediation/chat/connect';
import { postGuidedMessage, sendAction, sendGuidedMessage, sendInitialPosition } from './roomActions';

function fakeClient(ack: unknown, shuttle = false, side: 'A' | 'B' | 'M' = 'A') {
  const emit = vi.fn().mockResolvedValue(ack);
  const applyEvent = vi.fn();
  const client = { emit, applyEvent, getState: () => ({ shuttle, viewer: { id: 7, name: 'Dana Levi', side } }) } as unknown as ChatClient;
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

  it("in shuttle mode posts the mediator's questions ('Do you accept the agreement?') in group A and group B, not in M", async () => {
    const { client, emit } = fakeClient({ ok: true, message: { seq: 1 } }, true, 'M');
    await postGuidedMessage(client, 'case-1', 'Do you accept the agreement?', { type: 'guided', stage: 'agreement' });
    expect(emit.mock.calls.map(([, payload]) => payload.side)).toEqual(['A', 'B']);
    emit.mockClear();
    await postGuidedMessage(client, 'case-1', 'Please each make a first offer.', { type: 'Bargaining', stage: 1, title: 'First offers' });
    expect(emit.mock.calls.map(([, payload]) => payload.side)).toEqual(['A', 'B']);
    emit.mockClear();
    // The greeting asks for no answer: it stays in M, which everyone reads.
    await postGuidedMessage(client, 'case-1', 'Hello and welcome', { type: 'guided', stage: 'greeting' });
    expect(emit.mock.calls.map(([, payload]) => payload.side)).toEqual(['M']);
  });

  it("posts the mediator's questions in M while shuttle mode is off", async () => {
    const { client, emit } = fakeClient({ ok: true, message: { seq: 1 } }, false, 'M');
    await postGuidedMessage(client, 'case-1', 'Do you accept the agreement?', { type: 'guided', stage: 'agreement' });
    expect(emit.mock.calls.map(([, payload]) => payload.side)).toEqual(['M']);
  });

  it("sends a party's initial position to its own group in shuttle mode and applies the marker stored with it", async () => {
    const stored = { seq: 20, _id: 'm9', side: 'A', message: 'Half each' };
    const action = { seq: 21, actionType: 'add', actionPayload: 'receivedInitialA', extMsg: 'Half each' };
    const { client, emit, applyEvent } = fakeClient({ ok: true, message: stored, action }, true);
    await sendInitialPosition(client, 'case-1', 'A', 'Half each', { type: 'guided', stage: 'initialPosition' });
    expect(emit).toHaveBeenCalledWith('roomMsg', expect.objectContaining({ side: 'A', message: 'Half each' }));
    expect(applyEvent.mock.calls).toEqual([[{ seq: 20, event: 'roomMsg', payload: stored }], [{ seq: 21, event: 'action', payload: action }]]);
    const joint = fakeClient({ ok: true, message: stored, action }, false);
    await sendInitialPosition(joint.client, 'case-1', 'A', 'Half each', { type: 'guided', stage: 'initialPosition' });
    expect(joint.emit).toHaveBeenCalledWith('roomMsg', expect.objectContaining({ side: 'M' }));
  });
});
