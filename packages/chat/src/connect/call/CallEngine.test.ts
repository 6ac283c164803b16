import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallSignalEvent } from '@mediation/protocol';
import { FakeMediaStream, FakePeerConnection, fakeMediaDevices } from '../../internal/fakeWebRtc';
import type { OutgoingCallSignal } from '../../room/RoomClient';
import { CallEngine } from './CallEngine';
import type { CallTransport } from './transport';

const CALL_ID = '5c0e7f7e-8a43-4c55-9d0c-2f6f7a0c1a11';
const MEDIATOR = 1;
const PARTY_A = 2;
const PARTY_B = 3;

/** A signal on its way: who sent it, to whom, what it carries. */
interface Sent {
  from: number;
  signal: OutgoingCallSignal;
}

/**
 * The server's part in a call, in memory: it carries each signal to the person it is for after `latencyMs`
 * (in the order sent, unless a test says otherwise) and tells each member the call's members when asked.
 */
class Switchboard {
  private readonly handlers = new Map<number, Set<(signal: CallSignalEvent) => void>>();
  readonly engines = new Map<number, CallEngine>();
  /** Decides the fate of each signal: delivered after this many milliseconds, or lost (`null`). */
  route: (sent: Sent) => number | null = () => 20;

  transport(selfId: number): CallTransport {
    return {
      sendCallSignal: async (signal) => {
        const delay = this.route({ from: selfId, signal });
        if (delay === null) return true;
        setTimeout(() => {
          const event: CallSignalEvent = { case_id: 'case-1', call_id: CALL_ID, from: selfId, ...signal };
          for (const handler of this.handlers.get(signal.to) ?? []) handler(event);
        }, delay);
        return true;
      },
      setCallMedia: async () => undefined,
      onCallSignal: (handler) => {
        const set = this.handlers.get(selfId) ?? new Set();
        set.add(handler);
        this.handlers.set(selfId, set);
        return () => set.delete(handler);
      },
    };
  }

  engine(selfId: number): CallEngine {
    const engine = new CallEngine({ transport: this.transport(selfId), selfId, mediaDevices: fakeMediaDevices() });
    this.engines.set(selfId, engine);
    return engine;
  }

  /** Each person's view of their connections, by the other's id. */
  connections(): Record<number, Record<number, RTCPeerConnectionState>> {
    return Object.fromEntries([...this.engines].map(([id, engine]) => [id, { ...engine.getState().connection }]));
  }
}

/** Everyone of `ids` connected to everyone else. */
const fullMesh = (ids: number[]) =>
  Object.fromEntries(ids.map((id) => [id, Object.fromEntries(ids.filter((other) => other !== id).map((other) => [other, 'connected']))]));

/** A description's kind, or `candidate`. */
const kindOf = ({ signal }: Sent) => signal.description?.type ?? 'candidate';

/**
 * The mediator starts the call, party A joins, then party B: each joins with the members the server answered,
 * and those already in learn of the newcomer `newsMs` later (the call's state reaches them over the socket).
 */
async function callOfThree(board: Switchboard, newsMs = 30) {
  const mediator = board.engine(MEDIATOR);
  const partyA = board.engine(PARTY_A);
  const partyB = board.engine(PARTY_B);
  await mediator.join(CALL_ID, [], [MEDIATOR]);
  await partyA.join(CALL_ID, [], [MEDIATOR, PARTY_A]);
  await vi.advanceTimersByTimeAsync(newsMs);
  mediator.setMembers(CALL_ID, [MEDIATOR, PARTY_A]);
  await vi.advanceTimersByTimeAsync(1000);
  await partyB.join(CALL_ID, [], [MEDIATOR, PARTY_A, PARTY_B]);
  await vi.advanceTimersByTimeAsync(newsMs);
  mediator.setMembers(CALL_ID, [MEDIATOR, PARTY_A, PARTY_B]);
  partyA.setMembers(CALL_ID, [MEDIATOR, PARTY_A, PARTY_B]);
}

describe('CallEngine, a mesh of three', () => {
  let board: Switchboard;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    vi.stubGlobal('MediaStream', FakeMediaStream);
    board = new Switchboard();
  });

  afterEach(() => {
    for (const engine of board.engines.values()) engine.close();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('connects everyone to everyone when the members learn of a newcomer before or after its offers come', async () => {
    for (const newsMs of [0, 30, 200]) {
      board = new Switchboard();
      await callOfThree(board, newsMs);
      await vi.advanceTimersByTimeAsync(2000);
      expect(board.connections()).toEqual(fullMesh([MEDIATOR, PARTY_A, PARTY_B]));
      for (const engine of board.engines.values()) engine.close();
    }
  });

  it('connects a pair whose answer was lost on the way: the unanswered offer is sent again', async () => {
    // The first answer for the newcomer never arrives (its socket was down a moment, the server refused it).
    let lost = 0;
    board.route = (sent) => (sent.signal.to === PARTY_B && kindOf(sent) === 'answer' && lost++ === 0 ? null : 20);
    await callOfThree(board);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(lost).toBeGreaterThan(0);
    expect(board.connections()).toEqual(fullMesh([MEDIATOR, PARTY_A, PARTY_B]));
  });

  it('connects a pair whose both first offers were lost on the way', async () => {
    const lost = new Set<string>();
    board.route = (sent) => {
      const pair = [sent.from, sent.signal.to].sort().join('-');
      if (pair !== `${PARTY_A}-${PARTY_B}` || kindOf(sent) !== 'offer' || lost.has(`${sent.from}`)) return 20;
      lost.add(`${sent.from}`);
      return null;
    };
    await callOfThree(board);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(lost.size).toBe(2);
    expect(board.connections()).toEqual(fullMesh([MEDIATOR, PARTY_A, PARTY_B]));
  });

  it('keeps candidates that overtake their description until the description is set', async () => {
    // The server handles signals concurrently: a candidate may arrive before the offer or answer it follows.
    board.route = (sent) => (kindOf(sent) === 'candidate' ? 5 : 60);
    await callOfThree(board);
    await vi.advanceTimersByTimeAsync(3000);
    expect(board.connections()).toEqual(fullMesh([MEDIATOR, PARTY_A, PARTY_B]));
  });

  it('connects again to a member who came back with a new connection, its candidates included', async () => {
    await callOfThree(board);
    await vi.advanceTimersByTimeAsync(2000);
    expect(board.connections()).toEqual(fullMesh([MEDIATOR, PARTY_A, PARTY_B]));
    // Party B reloads: a new engine whose offers reach the others before the server's news of its return.
    board.engines.get(PARTY_B)!.close();
    const again = board.engine(PARTY_B);
    await again.join(CALL_ID, [], [MEDIATOR, PARTY_A, PARTY_B]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(board.connections()).toEqual(fullMesh([MEDIATOR, PARTY_A, PARTY_B]));
  });
});
