import type { ActionMessage, CaseEvent, GuideState } from '@mediation/protocol';
import { describe, expect, it } from 'vitest';
import { reduceEvent } from './reduceEvent';
import type { RoomState } from './roomState';

const action = (seq: number, actionType: 'add' | 'remove', actionPayload: ActionMessage['actionPayload'], extMsg: string | null = null): CaseEvent => ({
  seq,
  event: 'action',
  payload: { seq, time: '2026-11-23T10:00:00.000Z', actionType, actionPayload, extMsg, displayName: 'Dana', from: 2, to: 'case', side: 'A' },
});

const waiting: GuideState = {
  guideType: 1,
  stageIdx: 2,
  iteration: 12,
  initialIteration: 14,
  receivedInitialA: false,
  receivedInitialB: false,
  initialStateA: null,
  initialStateB: null,
};

function apply(events: CaseEvent[], guide: GuideState | null = waiting): Pick<RoomState, 'actions' | 'guide'> {
  let state = { actions: [], guide } as unknown as RoomState;
  for (const entry of events) state = { ...state, ...reduceEvent(state, entry) };
  return { actions: state.actions, guide: state.guide };
}

describe('reduceEvent: position markers', () => {
  it("records each received initial position in the mediator's guide, as the server stores it with its marker", () => {
    expect(apply([action(3, 'add', 'initialPosition'), action(5, 'add', 'receivedInitialA', 'Move the fence'), action(8, 'add', 'receivedInitialB', 'Keep it')])).toEqual({
      actions: ['initialPosition', 'receivedInitialA', 'receivedInitialB'],
      guide: { ...waiting, receivedInitialA: true, initialStateA: 'Move the fence', receivedInitialB: true, initialStateB: 'Keep it' },
    });
  });

  it('drops a position when its marker is removed (the guide stopped)', () => {
    expect(apply([action(5, 'add', 'receivedInitialA', 'Move the fence'), action(9, 'remove', 'receivedInitialA')])).toEqual({ actions: [], guide: waiting });
  });

  it('leaves the guide unknown to a party, and to a mediator before it is read', () => {
    expect(apply([action(3, 'add', 'initialPosition'), action(5, 'add', 'receivedInitialA', 'Move the fence')], null)).toEqual({
      actions: ['initialPosition', 'receivedInitialA'],
      guide: null,
    });
  });
});
