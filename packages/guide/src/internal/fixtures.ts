/** Guide states at each point of a negotiation, shared by stories and tests. */
import { stageCardsOf } from '../content/cards';
import { defaultGuideContent } from '../content/defaultContent';
import { createInitialGuideState, guideReducer, stepCount } from '../state/guideReducer';
import type { GuideAction, GuideWizardState } from '../state/guideReducer';
import { serializeGuideState } from '../state/persist';
import type { PersistedGuideState } from '../state/persist';

export type GuidePoint =
  | 'idle'
  | 'greeting'
  | 'initialPositions'
  | 'waiting'
  | 'waitingOneReceived'
  | 'stagesIntro'
  | 'stageCard'
  | 'lastCard'
  | 'summary';

const positionA = 'We want the fence repaired this spring and the cost shared equally.';

/** The persisted state of a negotiation of the given type (1 Bargaining, 2 Problem Solving, 3 Inventive) at a point. */
export function guideStateAt(point: GuidePoint, typeIndex = 1): PersistedGuideState {
  const cardCount = stageCardsOf(defaultGuideContent, typeIndex).length;
  const next: GuideAction = { type: 'next', cardCount };
  const steps: Record<GuidePoint, GuideAction[]> = {
    idle: [],
    greeting: [],
    initialPositions: [next],
    waiting: [next, next],
    waitingOneReceived: [next, next, { type: 'receiveInitialPosition', side: 'A', text: positionA }],
    stagesIntro: [next, next, { type: 'receiveInitialPosition', side: 'A', text: positionA }, next],
    stageCard: [next, next, next, next, next, next],
    lastCard: [next, next, next, next, { type: 'jumpToAgreement', cardCount }],
    summary: [next, next, next, next, { type: 'jumpToAgreement', cardCount }, next],
  };
  const initial = createInitialGuideState({ greeting: defaultGuideContent.greeting, summary: defaultGuideContent.summary });
  const begin: GuideAction[] =
    point === 'idle' ? [{ type: 'selectType', index: typeIndex }] : [{ type: 'selectType', index: typeIndex }, { type: 'start', iteration: stepCount(cardCount) }];
  const state: GuideWizardState = [...begin, ...steps[point]].reduce(guideReducer, initial);
  return serializeGuideState(state);
}
