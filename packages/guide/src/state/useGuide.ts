import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DELAYS_MS, GUIDE_TYPES } from '@mediation/protocol';
import type { GuideState as ServerGuideState, MessageExt, PartySide } from '@mediation/protocol';
import { guidedTypeAt, stageCardsOf } from '../content/cards';
import type { StageCard } from '../content/cards';
import { defaultGuideContent } from '../content/defaultContent';
import { guidedExt, instructionsText } from '../content/messages';
import type { GuideContent } from '../content/types';
import { systemClock } from './clock';
import type { GuideClock } from './clock';
import { createInitialGuideState, guideReducer, stepCount, STAGES_INTRO } from './guideReducer';
import type { GuideAction, GuideWizardState } from './guideReducer';
import { restoreGuideState, serializeGuideState } from './persist';
import type { PersistedGuideState } from './persist';

/** The guide's progress in the shape of the `guid` event (`case_id` is added by the app). */
export interface GuideProgress {
  stageIdx: number;
  iteration: number;
  initialIteration: number;
}

export interface UseGuideOptions {
  /** The text of the guide. @default defaultGuideContent */
  content?: GuideContent;
  /** A state saved by `onGuideStateChange` (read once, on mount); an unreadable one starts fresh. */
  initialState?: PersistedGuideState | unknown;
  /** Source of the 0.8 s, 0.3 s and 0.5 s delays. @default systemClock */
  clock?: GuideClock;
  /** Sends a guided message: `roomMsg` with this `ext`, to the groups `guidedMessageGroups` names (M, or A and B in shuttle mode). */
  onSendGuidedMessage?: (text: string, ext: MessageExt) => void;
  /** Asks both parties for their initial position: `action` add `initialPosition`. */
  onRequestInitialPositions?: () => void;
  /** The negotiation moved: `guid` with these fields. */
  onProgress?: (progress: GuideProgress) => void;
  /** The negotiation stopped or ended: `endGuid`. */
  onStop?: () => void;
  /** Every change, as the plain versioned shape to persist. */
  onGuideStateChange?: (state: PersistedGuideState) => void;
}

export interface GuideController {
  state: GuideWizardState;
  content: GuideContent;
  /** True while a delayed follow-up message is on its way; Next waits for it. */
  isBusy: boolean;
  /** The stage cards of the chosen type, in order. */
  cards: readonly StageCard[];
  /** The card the next Next sends, on the stages step after the process cards. */
  currentCard: StageCard | null;
  selectType: (index: number) => void;
  start: () => void;
  /** Next; on the waiting view it also serves as 'Continue Anyway'. */
  next: () => void;
  jumpToAgreement: () => void;
  /** Sends the summary, then the agreement question 0.5 s later, and ends the negotiation. */
  submitSummary: () => void;
  stop: () => void;
  setGreeting: (text: string) => void;
  setSummary: (text: string) => void;
  setNotes: (text: string) => void;
  /** A party's position arrived (`action` `receivedInitialA`/`B` with its text). */
  receiveInitialPosition: (side: PartySide, text: string) => void;
  /** The server's guide state arrived (`guid`/`endGuid` event, or the answer to a read). */
  applyServerState: (state: ServerGuideState) => void;
}

/** The mediator's guided negotiation: state, the rules of spec section 4, and the messages each step sends. */
export function useGuide(options: UseGuideOptions = {}): GuideController {
  const content = options.content ?? defaultGuideContent;
  const clock = options.clock ?? systemClock;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [state, setState] = useState<GuideWizardState>(() =>
    options.initialState === undefined
      ? createInitialGuideState({ greeting: content.greeting, summary: content.summary })
      : restoreGuideState(options.initialState, { greeting: content.greeting, summary: content.summary }),
  );
  // Transitions read and write this ref so that several in one event see each other at once.
  const stateRef = useRef(state);
  const [isBusy, setBusy] = useState(false);
  const isBusyRef = useRef(false);
  const timers = useRef(new Set<unknown>());

  const setBusyNow = useCallback((busy: boolean) => {
    isBusyRef.current = busy;
    setBusy(busy);
  }, []);

  const apply = useCallback((action: GuideAction, fromServer = false) => {
    const previous = stateRef.current;
    const nextState = guideReducer(previous, action);
    if (nextState === previous) return;
    stateRef.current = nextState;
    setState(nextState);
    const { guid } = nextState;
    const moved = guid.stage !== previous.guid.stage || guid.iteration !== previous.guid.iteration || guid.initialIteration !== previous.guid.initialIteration;
    if (!fromServer && guid.hasStarted && moved) {
      optionsRef.current.onProgress?.({ stageIdx: guid.stage, iteration: guid.iteration, initialIteration: guid.initialIteration });
    }
    optionsRef.current.onGuideStateChange?.(serializeGuideState(nextState));
  }, []);

  const cancelTimers = useCallback(() => {
    for (const handle of timers.current) clock.clearTimeout(handle);
    timers.current.clear();
    setBusyNow(false);
  }, [clock, setBusyNow]);

  useEffect(() => cancelTimers, [cancelTimers]);

  const send = (text: string, ext: MessageExt) => optionsRef.current.onSendGuidedMessage?.(text, ext);

  /** Runs `then` after `ms`, with Next held back meanwhile. */
  const later = (ms: number, then: () => void) => {
    setBusyNow(true);
    const handle = clock.setTimeout(() => {
      timers.current.delete(handle);
      setBusyNow(false);
      then();
    }, ms);
    timers.current.add(handle);
  };

  const cardsFor = (current: GuideWizardState) => stageCardsOf(content, current.guide.guideType);

  const next = () => {
    const current = stateRef.current;
    if (isBusyRef.current || !current.guid.hasStarted) return;
    const cards = cardsFor(current);
    const advance: GuideAction = { type: 'next', cardCount: cards.length };
    const type = guidedTypeAt(current.guide.guideType);
    switch (current.guide.guideStage) {
      case 'greeting': {
        const greeting = current.guid.greeting.trim();
        if (!greeting) return;
        send(greeting, guidedExt.greeting());
        later(DELAYS_MS.instructionMessage, () => {
          send(instructionsText(content), guidedExt.instructions(content.generalInstructions));
          apply(advance);
        });
        return;
      }
      case 'initialPositions':
        if (!current.guide.waiting) optionsRef.current.onRequestInitialPositions?.();
        apply(advance);
        return;
      case 'stages': {
        if (current.guide.subStage === STAGES_INTRO && type) {
          const { process, instructions } = content.types[type];
          send(process.text, guidedExt.process(type, process));
          later(DELAYS_MS.firstStageFollowUp, () => {
            send(instructions.text, guidedExt.typeInstructions(instructions));
            apply(advance);
          });
          return;
        }
        const card = cards[current.guide.subStage];
        if (card && type) send(card.card.text, guidedExt.stageCard(type, card.stageIndex, card.card));
        apply(advance);
        return;
      }
      case 'summary':
        // The summary leaves only through its confirmation (submitSummary).
        return;
      default:
        return current.guide.guideStage satisfies never;
    }
  };

  const submitSummary = () => {
    const current = stateRef.current;
    if (isBusyRef.current || !current.guid.hasStarted || current.guide.guideStage !== 'summary') return;
    const summary = current.guid.summary.trim();
    if (!summary) return;
    send(summary, guidedExt.summary());
    later(DELAYS_MS.confirmation, () => {
      send(content.agreementQuestion, guidedExt.agreement());
      apply({ type: 'next', cardCount: cardsFor(stateRef.current).length });
      optionsRef.current.onStop?.();
    });
  };

  const start = () => {
    const current = stateRef.current;
    if (current.guid.hasStarted || !guidedTypeAt(current.guide.guideType)) return;
    apply({ type: 'start', iteration: stepCount(cardsFor(current).length) });
  };

  const stop = () => {
    if (!stateRef.current.guid.hasStarted) return;
    cancelTimers();
    apply({ type: 'stop' });
    optionsRef.current.onStop?.();
  };

  const jumpToAgreement = () => {
    if (isBusyRef.current) return;
    apply({ type: 'jumpToAgreement', cardCount: cardsFor(stateRef.current).length });
  };

  const applyServerState = (server: ServerGuideState) => {
    const cardCounts = GUIDE_TYPES.map((_, index) => stageCardsOf(content, index).length);
    apply({ type: 'serverState', state: server, cardCounts }, true);
    if (!stateRef.current.guid.hasStarted) cancelTimers();
  };

  const cards = useMemo(() => stageCardsOf(content, state.guide.guideType), [content, state.guide.guideType]);
  const currentCard = state.guid.hasStarted && state.guide.guideStage === 'stages' ? (cards[state.guide.subStage] ?? null) : null;

  return {
    state,
    content,
    isBusy,
    cards,
    currentCard,
    selectType: (index) => apply({ type: 'selectType', index }),
    start,
    next,
    jumpToAgreement,
    submitSummary,
    stop,
    setGreeting: (text) => apply({ type: 'editGreeting', text }),
    setSummary: (text) => apply({ type: 'editSummary', text }),
    setNotes: (text) => apply({ type: 'editNotes', text }),
    receiveInitialPosition: (side, text) => apply({ type: 'receiveInitialPosition', side, text }),
    applyServerState,
  };
}
