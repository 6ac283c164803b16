import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_GUIDE_TYPE, DELAYS_MS, GUIDE_TYPES } from '@mediation/protocol';
import type { GuideState as StoredGuideState, MessageExt } from '@mediation/protocol';
import { guidedTypeAt, stageCardsOf } from '../content/cards';
import type { StageCard } from '../content/cards';
import { useGuideContent } from '../content/catalogContent';
import { guidedExt, instructionsText } from '../content/messages';
import type { GuideContent } from '../content/types';
import { systemClock } from './clock';
import type { GuideClock } from './clock';
import { draftsOf, guideReducer, guideStateFrom, progressOf, stepCount, STAGES_INTRO } from './guideReducer';
import type { GuideAction, GuideDrafts, GuideProgress, GuideWizardState } from './guideReducer';

export interface UseGuideOptions {
  /**
   * The guided negotiation as it is stored (the server's guide state, such as the chat client's
   * `useRoom().guide`): the one record of where it stands, which the wizard shows. null while it is not
   * known yet: the wizard waits (Start is held back).
   */
  progress: StoredGuideState | null;
  /** The text of the guide. @default the catalog's, in the language in use (`useGuideContent`) */
  content?: GuideContent;
  /** Source of the 0.8 s, 0.3 s and 0.5 s delays. @default systemClock */
  clock?: GuideClock;
  /** Sends a guided message: `roomMsg` with this `ext`, to the groups `guidedMessageGroups` names (M, or A and B in shuttle mode). */
  onSendGuidedMessage?: (text: string, ext: MessageExt) => void;
  /** Asks both parties for their initial position: `action` add `initialPosition`. */
  onRequestInitialPositions?: () => void;
  /**
   * The negotiation started or moved: store these fields (`guid`); the stored state comes back through
   * `progress`, and only then does the wizard show the new step. A returned promise holds the wizard (busy)
   * until it settles; a rejection leaves it where the stored state is, and is the host's to report.
   */
  onProgress?: (progress: GuideProgress) => void | Promise<unknown>;
  /** The negotiation stopped or ended: store that (`endGuid`). A returned promise holds the wizard as for `onProgress`. */
  onStop?: () => void | Promise<unknown>;
}

export interface GuideController {
  state: GuideWizardState;
  content: GuideContent;
  /** False while the stored progress is not known: nothing can start. */
  isReady: boolean;
  /** True while a delayed follow-up message is on its way or a step is being stored; Next waits for it. */
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
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

const isSameProgress = (left: GuideProgress, right: GuideProgress) =>
  left.guideType === right.guideType &&
  left.stageIdx === right.stageIdx &&
  left.iteration === right.iteration &&
  left.initialIteration === right.initialIteration;

/**
 * The mediator's guided negotiation: the rules of spec section 4 and the messages each step sends, over a
 * stored progress that the host owns (`progress`, changed through `onProgress` and `onStop`). The hook
 * keeps only what the screen alone holds: the texts being written, the type chosen before Start, and
 * whether a follow-up message or a save is under way.
 */
export function useGuide(options: UseGuideOptions): GuideController {
  const localeContent = useGuideContent();
  const content = options.content ?? localeContent;
  const clock = options.clock ?? systemClock;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const cardCounts = useMemo(() => GUIDE_TYPES.map((_, index) => stageCardsOf(content, index).length), [content]);
  const cardCountsRef = useRef(cardCounts);
  cardCountsRef.current = cardCounts;

  const [drafts, setDrafts] = useState<GuideDrafts>(() => ({
    selectedType: GUIDE_TYPES.indexOf(DEFAULT_GUIDE_TYPE),
    greeting: content.greeting,
    summary: content.summary,
    notes: '',
  }));
  // Transitions read and write this ref so that several in one event see each other at once.
  const draftsRef = useRef(drafts);
  const state = useMemo(() => guideStateFrom(options.progress, drafts, cardCounts), [options.progress, drafts, cardCounts]);
  /** The state as of now: the latest stored progress the host gave, and the latest drafts. */
  const currentState = () => guideStateFrom(optionsRef.current.progress, draftsRef.current, cardCountsRef.current);

  const [isWaiting, setWaiting] = useState(false);
  const isWaitingRef = useRef(false);
  const timers = useRef(new Set<unknown>());
  const [isSaving, setSaving] = useState(false);
  const pendingSave = useRef<Promise<void> | null>(null);

  const setWaitingNow = useCallback((waiting: boolean) => {
    isWaitingRef.current = waiting;
    setWaiting(waiting);
  }, []);

  const isBusyNow = () => isWaitingRef.current || pendingSave.current !== null || optionsRef.current.progress === null;

  /** Runs a store call of the host; while its promise is pending the wizard is busy, and a stop waits for it. */
  const store = (call: () => void | Promise<unknown>) => {
    const track = (result: unknown) => {
      if (!isPromiseLike(result)) return;
      const settled = Promise.resolve(result).then(
        () => undefined,
        () => undefined,
      );
      pendingSave.current = settled;
      setSaving(true);
      void settled.then(() => {
        if (pendingSave.current !== settled) return;
        pendingSave.current = null;
        setSaving(false);
      });
    };
    const earlier = pendingSave.current;
    if (earlier) track(earlier.then(call));
    else track(call());
  };

  const setDraftsNow = (next: GuideDrafts) => {
    const current = draftsRef.current;
    const isSame = (Object.keys(next) as (keyof GuideDrafts)[]).every((key) => next[key] === current[key]);
    if (isSame) return;
    draftsRef.current = next;
    setDrafts(next);
  };

  /** Applies a transition: the screen's drafts change here; a start, a move or a stop goes to the host to store. */
  const apply = (action: GuideAction) => {
    const previous = currentState();
    const nextState = guideReducer(previous, action);
    if (nextState === previous) return;
    setDraftsNow(draftsOf(nextState));
    const progress = progressOf(nextState);
    if (nextState.guid.hasStarted) {
      if (!isSameProgress(progress, progressOf(previous))) store(() => optionsRef.current.onProgress?.(progress));
    } else if (previous.guid.hasStarted) {
      store(() => optionsRef.current.onStop?.());
    }
  };

  const cancelTimers = useCallback(() => {
    for (const handle of timers.current) clock.clearTimeout(handle);
    timers.current.clear();
    setWaitingNow(false);
  }, [clock, setWaitingNow]);

  useEffect(() => cancelTimers, [cancelTimers]);

  // A negotiation stopped (here, in another tab, or ended) sends no follow-up that was still on its way.
  const hasStarted = state.guid.hasStarted;
  useEffect(() => {
    if (!hasStarted) cancelTimers();
  }, [hasStarted, cancelTimers]);

  // The selector shows the type of the negotiation that runs (started here or elsewhere), and keeps it after.
  const runningType = hasStarted ? state.guide.guideType : null;
  useEffect(() => {
    if (runningType !== null && runningType !== draftsRef.current.selectedType) {
      draftsRef.current = { ...draftsRef.current, selectedType: runningType };
      setDrafts(draftsRef.current);
    }
  }, [runningType]);

  const send = (text: string, ext: MessageExt) => optionsRef.current.onSendGuidedMessage?.(text, ext);

  /** Runs `then` after `ms`, with Next held back meanwhile. */
  const later = (ms: number, then: () => void) => {
    setWaitingNow(true);
    const handle = clock.setTimeout(() => {
      timers.current.delete(handle);
      setWaitingNow(false);
      then();
    }, ms);
    timers.current.add(handle);
  };

  const cardsFor = (current: GuideWizardState) => stageCardsOf(content, current.guide.guideType);

  const next = () => {
    const current = currentState();
    if (isBusyNow() || !current.guid.hasStarted) return;
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
    const current = currentState();
    if (isBusyNow() || !current.guid.hasStarted || current.guide.guideStage !== 'summary') return;
    const summary = current.guid.summary.trim();
    if (!summary) return;
    send(summary, guidedExt.summary());
    later(DELAYS_MS.confirmation, () => {
      send(content.agreementQuestion, guidedExt.agreement());
      // Next on the summary ends the negotiation: the host stores the stop.
      apply({ type: 'next', cardCount: cardsFor(currentState()).length });
    });
  };

  const start = () => {
    const current = currentState();
    if (isBusyNow() || current.guid.hasStarted || !guidedTypeAt(current.guide.guideType)) return;
    apply({ type: 'start', iteration: stepCount(cardsFor(current).length) });
  };

  const stop = () => {
    if (!currentState().guid.hasStarted) return;
    cancelTimers();
    apply({ type: 'stop' });
  };

  const jumpToAgreement = () => {
    if (isBusyNow()) return;
    apply({ type: 'jumpToAgreement', cardCount: cardsFor(currentState()).length });
  };

  const cards = useMemo(() => stageCardsOf(content, state.guide.guideType), [content, state.guide.guideType]);
  const currentCard = state.guid.hasStarted && state.guide.guideStage === 'stages' ? (cards[state.guide.subStage] ?? null) : null;

  return {
    state,
    content,
    isReady: options.progress !== null,
    isBusy: isWaiting || isSaving,
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
  };
}
