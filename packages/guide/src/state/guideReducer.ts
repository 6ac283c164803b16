import { DEFAULT_GUIDE_TYPE, DEFAULT_SUMMARY, GUIDE_TYPES } from '@mediation/protocol';
import type { GuideState as StoredGuideState, PartySide } from '@mediation/protocol';

/** The four steps of a guided negotiation, in order. */
export const GUIDE_STEPS = ['greeting', 'initialPositions', 'stages', 'summary'] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

/** `subStage` while the stages step has not yet sent its process and instruction cards. */
export const STAGES_INTRO = -1;

/**
 * The spec's `guid` state: where the negotiation stands (from the stored guide state) and the texts the
 * mediator edits (kept on the screen only).
 */
export interface GuidState {
  /** The server's `stageIdx`: 1 to 4 for the steps of `GUIDE_STEPS`, 0 when no negotiation runs. */
  stage: number;
  /** Steps still ahead: every Next takes one; at 0 the negotiation is over. */
  iteration: number;
  /** Steps the negotiation had when it started. */
  initialIteration: number;
  /** True while a negotiation runs (stage above 0). */
  hasStarted: boolean;
  /** The mediator's own notes on this negotiation. */
  notes: string;
  /** The greeting being edited. */
  greeting: string;
  /** The summary being edited. */
  summary: string;
  /** Each party's initial position once received, otherwise null. */
  initialPosition: Record<PartySide, string | null>;
}

/** The spec's `guide` state: the wizard's place, worked out from the stored guide state. */
export interface GuideStepState {
  /** Index in `GUIDE_TYPES`: None 0, Bargaining 1, Problem Solving 2, Inventive 3. */
  guideType: number;
  /** The current step. */
  guideStage: GuideStep;
  /** Within the stages step, the index of the next card to send; `STAGES_INTRO` before the first Next. */
  subStage: number;
  /** True on the initial-position step once the parties were asked, while the mediator waits. */
  waiting: boolean;
}

export interface GuideWizardState {
  guid: GuidState;
  guide: GuideStepState;
}

export type GuideAction =
  | { type: 'selectType'; index: number }
  | { type: 'start'; iteration: number }
  | { type: 'stop' }
  /** Next (and 'Continue Anyway'); `cardCount` is the number of stage cards of the chosen type. */
  | { type: 'next'; cardCount: number }
  | { type: 'jumpToAgreement'; cardCount: number }
  | { type: 'editGreeting'; text: string }
  | { type: 'editSummary'; text: string }
  | { type: 'editNotes'; text: string };

/** What the wizard has its host store when a negotiation starts or moves (the `guid` event's fields). */
export type GuideProgress = Pick<StoredGuideState, 'guideType' | 'stageIdx' | 'iteration' | 'initialIteration'>;

/**
 * What only the mediator's screen holds, never stored: the type chosen in the selector before Start, and
 * the texts being written. A reload starts them afresh (the content's greeting and summary).
 */
export interface GuideDrafts {
  /** The selector's type while no negotiation runs (index in `GUIDE_TYPES`). */
  selectedType: number;
  greeting: string;
  summary: string;
  notes: string;
}

/** Texts a new state starts with; the content of the app's language. */
export interface InitialTexts {
  greeting: string;
  summary: string;
}

const idleStepState = (guideType: number): GuideStepState => ({
  guideType,
  guideStage: 'greeting',
  subStage: STAGES_INTRO,
  waiting: false,
});

/** A state with no negotiation running and Bargaining selected. */
export function createInitialGuideState(texts: Partial<InitialTexts> = {}): GuideWizardState {
  return {
    guid: {
      stage: 0,
      iteration: 0,
      initialIteration: 0,
      hasStarted: false,
      notes: '',
      greeting: texts.greeting ?? '',
      summary: texts.summary ?? DEFAULT_SUMMARY,
      initialPosition: { A: null, B: null },
    },
    guide: idleStepState(GUIDE_TYPES.indexOf(DEFAULT_GUIDE_TYPE)),
  };
}

/** How many Next presses a negotiation with `cardCount` stage cards takes from Start to the end. */
export function stepCount(cardCount: number): number {
  // Greeting, asking for positions, continuing, the process cards, each stage card, the summary.
  return 5 + Math.max(0, cardCount);
}

const stageOf = (step: GuideStep) => GUIDE_STEPS.indexOf(step) + 1;

/** The spec's rule: an iteration at or below 0 ends the negotiation and returns to the type selector. */
function applyIterationRule(state: GuideWizardState): GuideWizardState {
  if (state.guid.iteration > 0) return state;
  if (state.guid.stage === 0 && state.guid.iteration === 0 && state.guid.initialIteration === 0 && !state.guid.hasStarted) return state;
  return {
    guid: { ...state.guid, stage: 0, iteration: 0, initialIteration: 0, hasStarted: false },
    guide: idleStepState(state.guide.guideType),
  };
}

function moveTo(state: GuideWizardState, step: GuideStep, guide: Partial<GuideStepState>, stepsTaken = 1): GuideWizardState {
  return {
    guid: { ...state.guid, stage: stageOf(step), iteration: state.guid.iteration - stepsTaken },
    guide: { ...state.guide, guideStage: step, subStage: STAGES_INTRO, waiting: false, ...guide },
  };
}

function stopped(state: GuideWizardState): GuideWizardState {
  return {
    guid: { ...state.guid, stage: 0, iteration: 0, initialIteration: 0, hasStarted: false, initialPosition: { A: null, B: null } },
    guide: idleStepState(state.guide.guideType),
  };
}

function next(state: GuideWizardState, cardCount: number): GuideWizardState {
  const { guide } = state;
  switch (guide.guideStage) {
    case 'greeting':
      return moveTo(state, 'initialPositions', {});
    case 'initialPositions':
      return guide.waiting ? moveTo(state, 'stages', { subStage: STAGES_INTRO }) : moveTo(state, 'initialPositions', { waiting: true });
    case 'stages':
      return guide.subStage + 1 < cardCount ? moveTo(state, 'stages', { subStage: guide.subStage + 1 }) : moveTo(state, 'summary', {});
    case 'summary':
      // Submitting the summary ends the negotiation whatever the count says.
      return stopped(state);
    default:
      return guide.guideStage satisfies never;
  }
}

/** The type whose negotiation takes `steps` Next presses: the current one when it fits, else the first that does. */
function typeFor(steps: number, current: number, cardCounts: readonly number[]): number {
  const fits = (index: number) => index > 0 && cardCounts[index] !== undefined && stepCount(cardCounts[index]) === steps;
  if (fits(current)) return current;
  const found = cardCounts.findIndex((_, index) => fits(index));
  return found === -1 ? current : found;
}

/** Where the wizard stands after `taken` Next presses into `step` (see `next`). */
function placeOf(step: GuideStep, taken: number, guideType: number, cardCount: number | undefined): GuideStepState {
  const place = { ...idleStepState(guideType), guideStage: step };
  if (step === 'initialPositions') return { ...place, waiting: taken >= 2 };
  // Greeting 1, asking 2, continuing 3, the process cards 4: then one press per stage card.
  if (step === 'stages' && cardCount !== undefined && cardCount > 0)
    return { ...place, subStage: Math.min(Math.max(taken - 4, STAGES_INTRO), cardCount - 1) };
  return place;
}

const positionsOf = (stored: StoredGuideState | null): Record<PartySide, string | null> => ({
  A: stored?.receivedInitialA ? (stored.initialStateA ?? '') : null,
  B: stored?.receivedInitialB ? (stored.initialStateB ?? '') : null,
});

/**
 * The wizard as the stored guide state (the server's, read on connect and followed through its events)
 * says it stands, with the screen's drafts: every tab and every reload shows the same step of the same
 * type. `cardCounts` is the stage card count of each type (index as in `GUIDE_TYPES`, 0 for None), from
 * which the substage and the waiting view follow: each Next takes one iteration. A state stored without its
 * type (before the type was stored) takes the type whose step count matches.
 */
export function guideStateFrom(stored: StoredGuideState | null, drafts: GuideDrafts, cardCounts: readonly number[]): GuideWizardState {
  const idle: GuideWizardState = {
    guid: {
      stage: 0,
      iteration: 0,
      initialIteration: 0,
      hasStarted: false,
      notes: drafts.notes,
      greeting: drafts.greeting,
      summary: drafts.summary,
      initialPosition: positionsOf(stored),
    },
    guide: idleStepState(drafts.selectedType),
  };
  const step = stored ? GUIDE_STEPS[stored.stageIdx - 1] : undefined;
  if (!stored || step === undefined || stored.iteration <= 0) return idle;
  const isStoredType = stored.guideType > 0 && stored.guideType < GUIDE_TYPES.length;
  const guideType = isStoredType ? stored.guideType : typeFor(stored.initialIteration, drafts.selectedType, cardCounts);
  return {
    guid: {
      ...idle.guid,
      stage: stored.stageIdx,
      iteration: stored.iteration,
      initialIteration: stored.initialIteration,
      hasStarted: true,
    },
    guide: placeOf(step, stored.initialIteration - stored.iteration, guideType, cardCounts[guideType]),
  };
}

/** Where a state stands, in the shape the host stores. */
export function progressOf(state: GuideWizardState): GuideProgress {
  const { guid } = state;
  return {
    guideType: guid.hasStarted ? state.guide.guideType : 0,
    stageIdx: guid.stage,
    iteration: guid.iteration,
    initialIteration: guid.initialIteration,
  };
}

/** What of a state only the screen keeps. */
export function draftsOf(state: GuideWizardState): GuideDrafts {
  return { selectedType: state.guide.guideType, greeting: state.guid.greeting, summary: state.guid.summary, notes: state.guid.notes };
}

function reduce(state: GuideWizardState, action: GuideAction): GuideWizardState {
  switch (action.type) {
    case 'selectType':
      // A type index below 0 or past the list is ignored, and so is a change while a negotiation runs.
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= GUIDE_TYPES.length) return state;
      if (state.guid.hasStarted) return state;
      return { ...state, guide: { ...state.guide, guideType: action.index } };
    case 'start':
      if (state.guid.hasStarted) return state;
      return {
        guid: {
          ...state.guid,
          stage: stageOf('greeting'),
          iteration: action.iteration,
          initialIteration: action.iteration,
          hasStarted: true,
          initialPosition: { A: null, B: null },
        },
        guide: idleStepState(state.guide.guideType),
      };
    case 'stop':
      return stopped(state);
    case 'next':
      return state.guid.hasStarted ? next(state, action.cardCount) : state;
    case 'jumpToAgreement': {
      const last = action.cardCount - 1;
      const { guide } = state;
      if (!state.guid.hasStarted || guide.guideStage !== 'stages' || guide.subStage < 0 || guide.subStage >= last) return state;
      return moveTo(state, 'stages', { subStage: last }, last - guide.subStage);
    }
    case 'editGreeting':
      return { ...state, guid: { ...state.guid, greeting: action.text } };
    case 'editSummary':
      return { ...state, guid: { ...state.guid, summary: action.text } };
    case 'editNotes':
      return { ...state, guid: { ...state.guid, notes: action.text } };
    default:
      return action satisfies never;
  }
}

/** The guided negotiation's transitions (spec section 4). Pure: no messages are sent from here. */
export function guideReducer(state: GuideWizardState, action: GuideAction): GuideWizardState {
  return applyIterationRule(reduce(state, action));
}
