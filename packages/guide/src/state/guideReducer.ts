import { DEFAULT_GUIDE_TYPE, DEFAULT_SUMMARY, GUIDE_TYPES } from '@mediation/protocol';
import type { GuideState as ServerGuideState, PartySide } from '@mediation/protocol';

/** The four steps of a guided negotiation, in order. */
export const GUIDE_STEPS = ['greeting', 'initialPositions', 'stages', 'summary'] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

/** `subStage` while the stages step has not yet sent its process and instruction cards. */
export const STAGES_INTRO = -1;

/**
 * The spec's `guid` state: where the negotiation stands, as the server keeps it, and the texts the
 * mediator edits.
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

/** The spec's persisted `guide` state: the wizard's place on the mediator's screen. */
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
  | { type: 'receiveInitialPosition'; side: PartySide; text: string }
  | { type: 'editGreeting'; text: string }
  | { type: 'editSummary'; text: string }
  | { type: 'editNotes'; text: string }
  /**
   * The guide state the server sent (`guid` or `endGuid` event, or the answer to a read). With the stage
   * card count of each type (index as in `GUIDE_TYPES`, 0 for None), a place the wizard does not hold is
   * worked out from the server's iterations: the type, the substage and whether it waits for positions.
   */
  | { type: 'serverState'; state: ServerGuideState; cardCounts?: readonly number[] };

/** Texts a new state starts with; the content of the app's language. */
export interface InitialTexts {
  greeting: string;
  summary: string;
}

const idleStepState = (guideType: number): GuideStepState => ({ guideType, guideStage: 'greeting', subStage: STAGES_INTRO, waiting: false });

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
      return guide.subStage + 1 < cardCount
        ? moveTo(state, 'stages', { subStage: guide.subStage + 1 })
        : moveTo(state, 'summary', {});
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
  if (step === 'stages' && cardCount !== undefined && cardCount > 0) return { ...place, subStage: Math.min(Math.max(taken - 4, STAGES_INTRO), cardCount - 1) };
  return place;
}

/**
 * Whether the server's guide state is ahead of the wizard's (a reload, another device, a stop elsewhere):
 * another negotiation, or the same one further on (fewer steps left), or positions the wizard lacks.
 */
export function isServerGuideNewer(state: GuideWizardState, server: ServerGuideState): boolean {
  const { guid } = state;
  if (server.stageIdx === 0) return guid.hasStarted;
  if (!guid.hasStarted || server.initialIteration !== guid.initialIteration || server.iteration < guid.iteration) return true;
  return (server.receivedInitialA && guid.initialPosition.A === null) || (server.receivedInitialB && guid.initialPosition.B === null);
}

function fromServer(state: GuideWizardState, server: ServerGuideState, cardCounts: readonly number[] | undefined): GuideWizardState {
  const step = GUIDE_STEPS[server.stageIdx - 1];
  if (server.stageIdx !== 0 && step === undefined) return state;
  const initialPosition = {
    A: server.receivedInitialA ? (server.initialStateA ?? '') : null,
    B: server.receivedInitialB ? (server.initialStateB ?? '') : null,
  };
  if (step === undefined) return stopped(state);
  const isSamePlace = state.guid.hasStarted && state.guide.guideStage === step && state.guid.iteration === server.iteration;
  const guideType = cardCounts ? typeFor(server.initialIteration, state.guide.guideType, cardCounts) : state.guide.guideType;
  const place = cardCounts
    ? placeOf(step, server.initialIteration - server.iteration, guideType, cardCounts[guideType])
    : { ...idleStepState(guideType), guideStage: step };
  return {
    guid: {
      ...state.guid,
      stage: server.stageIdx,
      iteration: server.iteration,
      initialIteration: server.initialIteration,
      hasStarted: true,
      initialPosition,
    },
    guide: isSamePlace || (!cardCounts && state.guid.hasStarted && state.guide.guideStage === step) ? state.guide : place,
  };
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
    case 'receiveInitialPosition':
      return { ...state, guid: { ...state.guid, initialPosition: { ...state.guid.initialPosition, [action.side]: action.text } } };
    case 'editGreeting':
      return { ...state, guid: { ...state.guid, greeting: action.text } };
    case 'editSummary':
      return { ...state, guid: { ...state.guid, summary: action.text } };
    case 'editNotes':
      return { ...state, guid: { ...state.guid, notes: action.text } };
    case 'serverState':
      return fromServer(state, action.state, action.cardCounts);
    default:
      return action satisfies never;
  }
}

/** The guided negotiation's transitions (spec section 4). Pure: no messages are sent from here. */
export function guideReducer(state: GuideWizardState, action: GuideAction): GuideWizardState {
  return applyIterationRule(reduce(state, action));
}
