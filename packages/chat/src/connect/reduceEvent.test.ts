import type { ActionMessage, CaseEvent } from '@mediation/protocol';
import { describe, expect, it } from 'vitest';
import { reduceEvent } from './reduceEvent';
import type { RoomState } from './roomState';

const action = (seq: number, actionType: 'add' | 'remove', actionPayload: ActionMessage['actionPayload'], extMsg: string | null = null): CaseEvent => ({
  seq,
  event: 'action',
  payload: { seq, time: '2026-11-23T10:00:00.000Z', actionType, actionPayload, extMsg, displayName: 'Dana', from: 2, to: 'case', side: 'A' },
});

function apply(events: CaseEvent[]): Pick<RoomState, 'actions' | 'initialPositions'> {
  let state = { actions: [], initialPositions: {} } as unknown as RoomState;
  for (const entry of events) state = { ...state, ...reduceEvent(state, entry) };
  return { actions: state.actions, initialPositions: state.initialPositions };
}

describe('reduceEvent: position markers', () => {
  it('keeps each received initial position with its text and position, the way the mediator\'s wizard reads it', () => {
    expect(apply([action(3, 'add', 'initialPosition'), action(5, 'add', 'receivedInitialA', 'Move the fence'), action(8, 'add', 'receivedInitialB', 'Keep it')])).toEqual({
      actions: ['initialPosition', 'receivedInitialA', 'receivedInitialB'],
      initialPositions: { A: { seq: 5, text: 'Move the fence' }, B: { seq: 8, text: 'Keep it' } },
    });
  });

  it('drops a position when its marker is removed (the guide stopped)', () => {
    expect(apply([action(5, 'add', 'receivedInitialA', 'Move the fence'), action(9, 'remove', 'receivedInitialA')])).toEqual({
      actions: [],
      initialPositions: {},
    });
  });
});
