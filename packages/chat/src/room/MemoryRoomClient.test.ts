import { describe, expect, it } from 'vitest';
import { CALL_MAX_PEOPLE } from '@mediation/protocol';
import type { CallSignalEvent, CallState } from '@mediation/protocol';
import { MemoryRoomClient } from './MemoryRoomClient';

const mediator = { id: 3, name: 'Mira Mediator', side: 'M' as const };
const partyA = { id: 7, name: 'Dana Levi', side: 'A' as const };
const person = (id: number) => ({
  user_id: id,
  displayName: `P${id}`,
  side: 'A' as const,
  role: 'party' as const,
  mic: true,
  camera: true,
  screen: false,
});

describe('MemoryRoomClient calls', () => {
  it('lets the mediator start a call and move from A to B, leaving A', async () => {
    const client = new MemoryRoomClient({ viewer: mediator, iceServers: [{ urls: 'stun:stun.example.org' }] });
    const joined = await client.startCall('A');
    expect(joined.iceServers).toEqual([{ urls: 'stun:stun.example.org' }]);
    expect(client.getState().calls.A?.members.map((member) => member.user_id)).toEqual([3]);
    await client.startCall('B');
    expect(client.getState().inCall?.group).toBe('B');
    // A call left empty ends.
    expect(client.getState().calls.A).toBeUndefined();
    await expect(client.startCall('B')).rejects.toThrow('already has a call');
  });

  it('keeps a party to its own group and M, M closed under shuttle, and a call to CALL_MAX_PEOPLE', async () => {
    const callB: CallState = { call_id: 'b', group: 'B', started_at: '', members: [person(9)] };
    const full: CallState = {
      call_id: 'm',
      group: 'M',
      started_at: '',
      members: Array.from({ length: CALL_MAX_PEOPLE }, (_, index) => person(20 + index)),
    };
    const client = new MemoryRoomClient({ viewer: partyA, calls: { B: callB, M: full } });
    await expect(client.joinCall('B')).rejects.toThrow('own group');
    await expect(client.joinCall('M')).rejects.toThrow(`at most ${CALL_MAX_PEOPLE}`);
    await expect(client.startCall('A')).rejects.toThrow('Only the mediator');
    client.update({ shuttle: true, calls: { M: { ...full, members: [person(20)] } } });
    await expect(client.joinCall('M')).rejects.toThrow('Shuttle');
  });

  it('sends signals only to people of its call, records them, and hands delivered ones to subscribers', async () => {
    const callA: CallState = { call_id: 'a', group: 'A', started_at: '', members: [{ ...person(3), side: 'M', role: 'mediator' }] };
    const client = new MemoryRoomClient({ viewer: partyA, calls: { A: callA } });
    await expect(client.sendCallSignal({ to: 3, candidate: null })).rejects.toThrow('not in a call');
    await client.joinCall('A');
    await expect(client.sendCallSignal({ to: 3, candidate: null })).resolves.toBe(true);
    await expect(client.sendCallSignal({ to: 8, candidate: null })).rejects.toThrow('not in your call');
    expect(client.sentSignals).toEqual([{ to: 3, candidate: null, callId: 'a' }]);
    await client.setCallMedia({ mic: false, camera: true, screen: true });
    expect(client.getState().calls.A?.members.find((member) => member.user_id === 7)).toMatchObject({ mic: false, screen: true });

    const received: CallSignalEvent[] = [];
    const stop = client.onCallSignal((signal) => received.push(signal));
    client.deliverCallSignal({ case_id: 'c', call_id: 'a', from: 3, candidate: null });
    stop();
    client.deliverCallSignal({ case_id: 'c', call_id: 'a', from: 3, candidate: null });
    expect(received).toHaveLength(1);
    await client.leaveCall();
    expect(client.getState().inCall).toBeNull();
    expect(client.getState().calls.A?.members.map((member) => member.user_id)).toEqual([3]);
  });
});
