import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallSignalEvent, CallState } from '@mediation/protocol';
import { ChatClient } from './ChatClient';
import type { ChatClientOptions } from './options';

const encode = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.y`;
const party = encode({ sub: '7', role: 'User', side: 'A', case_id: 'case-1' });
const mediator = encode({ sub: '3', role: 'Mediator' });

type Answer = (payload: Record<string, unknown>) => object;

const callA: CallState = {
  call_id: '4b0f6f3e-7f57-4d55-9a59-0c3c2b0e9d11',
  group: 'A',
  started_at: '2026-11-27T02:00:00.000Z',
  members: [
    { user_id: 3, displayName: 'Mira Mediator', side: 'M', role: 'mediator', mic: true, camera: true, screen: false },
    { user_id: 7, displayName: 'Dana Levi', side: 'A', role: 'party', mic: true, camera: true, screen: false },
  ],
};
const stun = [{ urls: 'stun:stun.example.org:3478' }];

/** A socket.io stand-in that answers each event with `answers[event]` and can drop and restore the connection. */
async function connectedClient(token: string, answers: Record<string, Answer> = {}) {
  const emitted: { event: string; payload: Record<string, unknown> }[] = [];
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const base: Record<string, Answer> = {
    history: () => ({ ok: true, messages: [], last_seq: 0, has_more: false }),
    historyActions: () => ({ ok: true, actions: [], items: [] }),
    readPositions: () => ({ ok: true, positions: [] }),
    startCase: () => ({ ok: true, shuttle: false, participants: [], online: [], notes: '[]' }),
    guid: () => ({ ok: false, error: { code: 'forbidden', message: 'not here' } }),
    agreement: () => ({ ok: false, error: { code: 'forbidden', message: 'not here' } }),
    calls: () => ({ ok: true, calls: [], mediator_away: false }),
  };
  const socket = {
    connected: false,
    active: true,
    on(event: string, handler: (payload: unknown) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    io: { on: () => undefined, removeAllListeners: () => undefined },
    timeout: () => ({
      emit: (event: string, payload: Record<string, unknown>, callback: (error: Error | null, ack: object) => void) => {
        emitted.push({ event, payload });
        queueMicrotask(() => callback(null, (answers[event] ?? base[event] ?? (() => ({ ok: true })))(payload)));
      },
    }),
    connect: () => socket,
    disconnect: () => socket,
    removeAllListeners: () => socket,
  };
  const push = (event: string, payload: unknown) => handlers.get(event)?.forEach((handler) => handler(payload));
  const connect = (() => {
    queueMicrotask(() => {
      socket.connected = true;
      push('connect', undefined);
    });
    return socket;
  }) as unknown as ChatClientOptions['connect'];
  const client = new ChatClient({ token, caseId: 'case-1', connect });
  client.connect();
  await waitFor(() => expect(emitted.map((entry) => entry.event)).toContain('calls'));
  emitted.length = 0;
  /** The network drops and comes back: the socket connects again. */
  const reconnect = () => {
    socket.connected = false;
    push('disconnect', 'transport close');
    socket.connected = true;
    push('connect', undefined);
  };
  return { client, emitted, push, reconnect };
}

const joinAnswer = () => ({ ok: true, call: callA, iceServers: stun });

describe('ChatClient calls', () => {
  it('joins a call: the store holds it and the ICE servers, and signals name the call and reach the subscribers', async () => {
    const { client, emitted, push } = await connectedClient(party, {
      callJoin: joinAnswer,
      callSignal: () => ({ ok: true, delivered: true }),
    });
    const joined = await client.joinCall('A');
    expect(joined).toEqual({ group: 'A', callId: callA.call_id, iceServers: stun });
    expect(client.getState().inCall).toEqual(joined);
    expect(client.getState().calls.A).toEqual(callA);

    const offer = { type: 'offer' as const, sdp: 'v=0\r\n' };
    await expect(client.sendCallSignal({ to: 3, description: offer })).resolves.toBe(true);
    expect(emitted.at(-1)).toEqual({
      event: 'callSignal',
      payload: { case_id: 'case-1', call_id: callA.call_id, to: 3, description: offer },
    });

    const received: CallSignalEvent[] = [];
    const stop = client.onCallSignal((signal) => received.push(signal));
    const answer: CallSignalEvent = { case_id: 'case-1', call_id: callA.call_id, from: 3, description: { type: 'answer', sdp: 'v=0\r\n' } };
    push('callSignal', answer);
    stop();
    push('callSignal', { ...answer, candidate: null, description: undefined });
    expect(received).toEqual([answer]);
  });

  it('starts a call as the mediator (start, then join for the ICE servers) and leaves it', async () => {
    const { client, emitted } = await connectedClient(mediator, {
      callStart: () => ({ ok: true, call: { ...callA, members: [callA.members[0]] } }),
      callJoin: joinAnswer,
    });
    await client.startCall('A');
    expect(emitted.map((entry) => entry.event)).toEqual(['callStart', 'callJoin']);
    expect(client.getState().inCall?.group).toBe('A');
    await client.leaveCall();
    expect(client.getState().inCall).toBeNull();
    expect(emitted.at(-1)).toEqual({ event: 'callLeave', payload: { case_id: 'case-1' } });
  });

  it('keeps the calls and mediatorAway as the server tells them, and leaves a call that ended or no longer lists the viewer', async () => {
    const { client, push } = await connectedClient(party, { callJoin: joinAnswer });
    await client.joinCall('A');
    const callM: CallState = { ...callA, call_id: '5b0f6f3e-7f57-4d55-9a59-0c3c2b0e9d12', group: 'M' };
    push('callState', { case_id: 'case-1', group: 'M', call: callM });
    expect(client.getState().calls.M).toEqual(callM);
    expect(client.getState().inCall?.group).toBe('A');

    push('mediatorAway', { case_id: 'case-1', away: true });
    expect(client.getState().mediatorAway).toBe(true);

    push('callState', { case_id: 'case-1', group: 'A', call: { ...callA, members: [callA.members[0]] } });
    expect(client.getState().inCall).toBeNull();
    push('callState', { case_id: 'case-1', group: 'M', call: null });
    expect(client.getState().calls).toEqual({ A: { ...callA, members: [callA.members[0]] } });
  });

  it('joins its call again after a reconnection, and forgets it when the server says it is over', async () => {
    let isCallOn = true;
    const { client, emitted, reconnect } = await connectedClient(party, {
      callJoin: () => (isCallOn ? joinAnswer() : { ok: false, error: { code: 'not_found', message: 'There is no call in this group.' } }),
      calls: () => ({ ok: true, calls: isCallOn ? [callA] : [], mediator_away: false }),
    });
    await client.joinCall('A');
    emitted.length = 0;
    reconnect();
    await waitFor(() => expect(emitted.map((entry) => entry.event)).toContain('calls'));
    expect(emitted.filter((entry) => entry.event === 'callJoin').map((entry) => entry.payload)).toEqual([
      { case_id: 'case-1', group: 'A' },
    ]);
    expect(client.getState().inCall?.callId).toBe(callA.call_id);

    isCallOn = false;
    emitted.length = 0;
    reconnect();
    await waitFor(() => expect(emitted.map((entry) => entry.event)).toContain('calls'));
    expect(emitted.map((entry) => entry.event)).toContain('callJoin');
    expect(client.getState().inCall).toBeNull();
    expect(client.getState().calls).toEqual({});
  });

  it('refuses a signal outside a call, and rejects with the server’s refusal', async () => {
    const { client } = await connectedClient(party, {
      callJoin: () => ({ ok: false, error: { code: 'forbidden', message: 'A party joins only its own group and M.' } }),
    });
    await expect(client.sendCallSignal({ to: 3, candidate: null })).rejects.toMatchObject({ code: 'conflict' });
    await expect(client.joinCall('B')).rejects.toMatchObject({ code: 'forbidden', message: 'A party joins only its own group and M.' });
  });
});
