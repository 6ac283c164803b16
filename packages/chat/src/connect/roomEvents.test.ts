import type { ActionMessage, AgreementView, CaseEvent, GuideState } from '@mediation/protocol';
import { describe, expect, it } from 'vitest';
import { reduceEvent } from './roomEvents';
import type { RoomState } from '../room/roomState';

const action = (
  seq: number,
  actionType: 'add' | 'remove',
  actionPayload: ActionMessage['actionPayload'],
  extMsg: string | null = null,
): CaseEvent => ({
  seq,
  event: 'action',
  payload: {
    seq,
    time: '2026-11-23T10:00:00.000Z',
    actionType,
    actionPayload,
    extMsg,
    displayName: 'Dana',
    from: 2,
    to: 'case',
    side: 'A',
  },
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

describe('roomEvents: position markers', () => {
  it("records each received initial position in the mediator's guide, as the server stores it with its marker", () => {
    expect(
      apply([
        action(3, 'add', 'initialPosition'),
        action(5, 'add', 'receivedInitialA', 'Move the fence'),
        action(8, 'add', 'receivedInitialB', 'Keep it'),
      ]),
    ).toEqual({
      actions: ['initialPosition', 'receivedInitialA', 'receivedInitialB'],
      guide: { ...waiting, receivedInitialA: true, initialStateA: 'Move the fence', receivedInitialB: true, initialStateB: 'Keep it' },
    });
  });

  it('drops a position when its marker is removed (the guide stopped)', () => {
    expect(apply([action(5, 'add', 'receivedInitialA', 'Move the fence'), action(9, 'remove', 'receivedInitialA')])).toEqual({
      actions: [],
      guide: waiting,
    });
  });

  it('leaves the guide unknown to a party, and to a mediator before it is read', () => {
    expect(apply([action(3, 'add', 'initialPosition'), action(5, 'add', 'receivedInitialA', 'Move the fence')], null)).toEqual({
      actions: ['initialPosition', 'receivedInitialA'],
      guide: null,
    });
  });
});

const view = (text: string): AgreementView => ({
  case_id: 'case',
  state: 'draft',
  version: 1,
  shuttle: false,
  clauses: [{ id: 'c1', number: 1, text, version: 1, answers: [] }],
  can_finalize: false,
  finalized_at: null,
  digest: null,
  verification_code: null,
  signatures: [],
  signed_at: null,
  has_document: false,
  record: [],
});
const agreementAt = (seq: number, text: string): CaseEvent => ({
  seq,
  event: 'agreement',
  payload: { seq, case_id: 'case', agreement: view(text) },
});

describe('roomEvents: the agreement', () => {
  function textAfter(events: CaseEvent[]): string | undefined {
    let state = { agreement: null, agreementSeq: 0 } as unknown as RoomState;
    for (const entry of events) state = { ...state, ...reduceEvent(state, entry) };
    return state.agreement?.clauses[0]?.text;
  }

  it('keeps the newest view: one as of an earlier position is stale and dropped', () => {
    expect(textAfter([agreementAt(4, 'first'), agreementAt(9, 'edited')])).toBe('edited');
    expect(textAfter([agreementAt(9, 'edited'), agreementAt(4, 'first')])).toBe('edited');
  });

  it('takes a view as of the same position again (a shuttle switch, a catch-up ending there)', () => {
    expect(textAfter([agreementAt(9, 'as the mediator sent it'), agreementAt(9, 'read again')])).toBe('read again');
  });
});
