/** A stored guide state kept in memory, the way the server keeps it: for stories and tests that have no server. */
import type { GuideState, PartySide } from '@mediation/protocol';
import type { GuideProgress } from '../state/guideReducer';

/** No negotiation running and no position received (the server's state of a new case, and after `endGuid`). */
export const emptyGuideState = (): GuideState => ({
  guideType: 0,
  stageIdx: 0,
  iteration: 0,
  initialIteration: 0,
  receivedInitialA: false,
  receivedInitialB: false,
  initialStateA: null,
  initialStateB: null,
});

/** The state after a `guid` with these fields: an iteration at or below 0 ends the negotiation. */
export function withProgress(state: GuideState, progress: GuideProgress): GuideState {
  if (progress.iteration <= 0) return { ...state, guideType: 0, stageIdx: 0, iteration: 0, initialIteration: 0 };
  return { ...state, ...progress };
}

/** The state once a party's initial position was stored. */
export function withInitialPosition(state: GuideState, side: PartySide, text: string): GuideState {
  return side === 'A'
    ? { ...state, receivedInitialA: true, initialStateA: text }
    : { ...state, receivedInitialB: true, initialStateB: text };
}
