/** Stored guide states at each point of a negotiation, shared by stories and tests. */
import type { GuideState } from '@mediation/protocol';
import { stageCardsOf } from '../content/cards';
import { defaultGuideContent } from '../content/defaultContent';
import { createInitialGuideState, guideReducer, progressOf, stepCount } from '../state/guideReducer';
import type { GuideAction, GuideWizardState } from '../state/guideReducer';
import { emptyGuideState, withInitialPosition, withProgress } from './storedGuide';

export type GuidePoint =
  'idle' | 'greeting' | 'initialPositions' | 'waiting' | 'waitingOneReceived' | 'stagesIntro' | 'stageCard' | 'lastCard' | 'summary';

export const positionA = 'We want the fence repaired this spring and the cost shared equally.';

/** The stored state of a negotiation of the given type (1 Bargaining, 2 Problem Solving, 3 Inventive) at a point. */
export function guideStateAt(point: GuidePoint, typeIndex = 1): GuideState {
  const cardCount = stageCardsOf(defaultGuideContent, typeIndex).length;
  const next: GuideAction = { type: 'next', cardCount };
  const steps: Record<GuidePoint, GuideAction[]> = {
    idle: [],
    greeting: [],
    initialPositions: [next],
    waiting: [next, next],
    waitingOneReceived: [next, next],
    stagesIntro: [next, next, next],
    stageCard: [next, next, next, next, next, next],
    lastCard: [next, next, next, next, { type: 'jumpToAgreement', cardCount }],
    summary: [next, next, next, next, { type: 'jumpToAgreement', cardCount }, next],
  };
  const begin: GuideAction[] =
    point === 'idle'
      ? []
      : [
          { type: 'selectType', index: typeIndex },
          { type: 'start', iteration: stepCount(cardCount) },
        ];
  const state: GuideWizardState = [...begin, ...steps[point]].reduce(guideReducer, createInitialGuideState());
  const stored = point === 'idle' ? emptyGuideState() : withProgress(emptyGuideState(), progressOf(state));
  return point === 'waitingOneReceived' || point === 'stagesIntro' ? withInitialPosition(stored, 'A', positionA) : stored;
}
