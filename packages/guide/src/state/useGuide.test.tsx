import { useState } from 'react';
import { act, renderHook } from '@testing-library/react';
import { AGREEMENT_QUESTION, DEFAULT_SUMMARY } from '@mediation/protocol';
import type { GuideState } from '@mediation/protocol';
import { describe, expect, it, vi } from 'vitest';
import { stageCardsOf } from '../content/cards';
import { defaultGuideContent } from '../content/defaultContent';
import { instructionsText } from '../content/messages';
import { guideStateAt } from '../internal/fixtures';
import { emptyGuideState, withInitialPosition, withProgress } from '../internal/storedGuide';
import { createManualClock } from './clock';
import { stepCount } from './guideReducer';
import type { GuideProgress } from './guideReducer';
import { useGuide } from './useGuide';

const bargainingCards = stageCardsOf(defaultGuideContent, 1);
const inventiveCards = stageCardsOf(defaultGuideContent, 3);

/** A promise the test settles. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/**
 * The hook over a stored guide state that the test keeps in place of the server: with `storesAtOnce` each
 * progress and stop is stored as it is asked for; without it, the test stores it (`host.store`) when it likes.
 */
function setup({ stored = emptyGuideState() as GuideState | null, storesAtOnce = true } = {}) {
  const clock = createManualClock();
  const callbacks = {
    onSendGuidedMessage: vi.fn(),
    onRequestInitialPositions: vi.fn(),
    onProgress: vi.fn<(progress: GuideProgress) => void | Promise<unknown>>(),
    onStop: vi.fn<() => void | Promise<unknown>>(),
  };
  let setStored: (update: (current: GuideState | null) => GuideState | null) => void = () => undefined;
  const hook = renderHook(() => {
    const [state, set] = useState<GuideState | null>(stored);
    setStored = set;
    return useGuide({
      clock,
      progress: state,
      onSendGuidedMessage: callbacks.onSendGuidedMessage,
      onRequestInitialPositions: callbacks.onRequestInitialPositions,
      onProgress: (progress) => {
        const result = callbacks.onProgress(progress);
        if (storesAtOnce) setStored((current) => withProgress(current ?? emptyGuideState(), progress));
        return result;
      },
      onStop: () => {
        const result = callbacks.onStop();
        if (storesAtOnce) setStored(() => emptyGuideState());
        return result;
      },
    });
  });
  const advance = (ms: number) => act(() => clock.advance(ms));
  const call = (fn: () => void) => act(fn);
  /** The stored state changes (the server answered, or another tab moved it). */
  const store = (update: (current: GuideState | null) => GuideState | null) => act(() => setStored(update));
  return { clock, hook, advance, call, store, ...callbacks, guide: () => hook.result.current };
}

describe('useGuide', () => {
  it('sends the greeting, then the general instructions only after 0.8 s, then moves on', () => {
    const t = setup();
    t.call(() => t.guide().start());
    expect(t.onProgress).toHaveBeenLastCalledWith({
      guideType: 1,
      stageIdx: 1,
      iteration: stepCount(bargainingCards.length),
      initialIteration: stepCount(bargainingCards.length),
    });
    t.call(() => t.guide().next());
    expect(t.onSendGuidedMessage).toHaveBeenCalledTimes(1);
    expect(t.onSendGuidedMessage).toHaveBeenLastCalledWith(defaultGuideContent.greeting, { type: 'guided', stage: 'greeting' });
    expect(t.guide().isBusy).toBe(true);
    // Next is held back while the instructions are on their way.
    t.call(() => t.guide().next());
    t.advance(799);
    expect(t.onSendGuidedMessage).toHaveBeenCalledTimes(1);
    expect(t.guide().state.guide.guideStage).toBe('greeting');
    t.advance(1);
    expect(t.onSendGuidedMessage).toHaveBeenCalledTimes(2);
    expect(t.onSendGuidedMessage).toHaveBeenLastCalledWith(instructionsText(defaultGuideContent), {
      type: 'instraction',
      stage: 'instructions',
      title: 'How we will work',
    });
    expect(t.guide().state.guide.guideStage).toBe('initialPositions');
    expect(t.guide().isBusy).toBe(false);
  });

  it('sends an edited greeting, and nothing when the greeting is empty', () => {
    const t = setup();
    t.call(() => t.guide().start());
    t.call(() => t.guide().setGreeting('   '));
    t.call(() => t.guide().next());
    expect(t.onSendGuidedMessage).not.toHaveBeenCalled();
    t.call(() => t.guide().setGreeting(' Good morning. '));
    t.call(() => t.guide().next());
    expect(t.onSendGuidedMessage).toHaveBeenCalledWith('Good morning.', expect.objectContaining({ stage: 'greeting' }));
  });

  it('walks a whole Bargaining negotiation, with the 0.3 s and 0.5 s follow-ups', () => {
    const t = setup();
    t.call(() => t.guide().start());
    t.call(() => t.guide().next());
    t.advance(800);
    t.call(() => t.guide().next());
    expect(t.onRequestInitialPositions).toHaveBeenCalledTimes(1);
    expect(t.guide().state.guide.waiting).toBe(true);
    // A's position is stored (the server stores it with its marker); B has not answered.
    t.store((current) => withInitialPosition(current!, 'A', 'Half each'));
    expect(t.guide().state.guid.initialPosition).toEqual({ A: 'Half each', B: null });
    // Continue Anyway.
    t.call(() => t.guide().next());
    expect(t.onRequestInitialPositions).toHaveBeenCalledTimes(1);
    expect(t.guide().state.guide.guideStage).toBe('stages');

    t.onSendGuidedMessage.mockClear();
    t.call(() => t.guide().next());
    const { process, instructions } = defaultGuideContent.types.Bargaining;
    expect(t.onSendGuidedMessage).toHaveBeenCalledWith(process.text, { type: 'Bargaining', stage: 'process', title: process.title });
    t.advance(299);
    expect(t.onSendGuidedMessage).toHaveBeenCalledTimes(1);
    t.advance(1);
    expect(t.onSendGuidedMessage).toHaveBeenLastCalledWith(instructions.text, {
      type: 'instraction',
      stage: 'process',
      title: instructions.title,
    });
    expect(t.guide().currentCard).toEqual(bargainingCards[0]);

    t.call(() => t.guide().next());
    expect(t.onSendGuidedMessage).toHaveBeenLastCalledWith(bargainingCards[0]?.card.text, {
      type: 'Bargaining',
      stage: 0,
      title: 'Opening statements',
    });
    t.call(() => t.guide().jumpToAgreement());
    expect(t.guide().currentCard).toEqual(bargainingCards.at(-1));
    t.call(() => t.guide().next());
    expect(t.onSendGuidedMessage).toHaveBeenLastCalledWith(bargainingCards.at(-1)?.card.text, expect.objectContaining({ stage: 4 }));
    expect(t.guide().state.guide.guideStage).toBe('summary');
    expect(t.guide().state.guid.summary).toBe(DEFAULT_SUMMARY);
    expect(t.onProgress).toHaveBeenLastCalledWith({
      guideType: 1,
      stageIdx: 4,
      iteration: 1,
      initialIteration: stepCount(bargainingCards.length),
    });

    t.call(() => t.guide().setSummary('We agreed to split the cost.'));
    t.call(() => t.guide().submitSummary());
    expect(t.onSendGuidedMessage).toHaveBeenLastCalledWith('We agreed to split the cost.', { type: 'guided', stage: 'summary' });
    t.advance(499);
    expect(t.onStop).not.toHaveBeenCalled();
    t.advance(1);
    expect(t.onSendGuidedMessage).toHaveBeenLastCalledWith(AGREEMENT_QUESTION, { type: 'guided', stage: 'agreement' });
    expect(t.onStop).toHaveBeenCalledTimes(1);
    expect(t.guide().state.guid).toMatchObject({ hasStarted: false, stage: 0, iteration: 0 });
  });

  it('Stop cancels a follow-up that has not been sent', () => {
    const t = setup();
    t.call(() => t.guide().start());
    t.call(() => t.guide().next());
    t.call(() => t.guide().stop());
    expect(t.onStop).toHaveBeenCalledTimes(1);
    t.advance(5000);
    expect(t.onSendGuidedMessage).toHaveBeenCalledTimes(1);
    expect(t.clock.pendingCount()).toBe(0);
    expect(t.guide().state.guid.hasStarted).toBe(false);
  });

  it('does not start with None, and ignores a type index outside the list', () => {
    const t = setup();
    t.call(() => t.guide().selectType(0));
    t.call(() => t.guide().start());
    expect(t.guide().state.guid.hasStarted).toBe(false);
    t.call(() => t.guide().selectType(9));
    expect(t.guide().state.guide.guideType).toBe(0);
    expect(t.onProgress).not.toHaveBeenCalled();
  });
});

describe('useGuide over the stored progress', () => {
  it('resumes a stored negotiation exactly: its type, step and card, and the positions received', () => {
    const t = setup({ stored: withInitialPosition(guideStateAt('stageCard', 3), 'B', 'All of it') });
    expect(t.guide().isReady).toBe(true);
    expect(t.guide().state.guide).toEqual({ guideType: 3, guideStage: 'stages', subStage: 2, waiting: false });
    expect(t.guide().currentCard).toEqual(inventiveCards[2]);
    expect(t.guide().state.guid.initialPosition).toEqual({ A: null, B: 'All of it' });
    // Nothing is stored again for showing what is stored.
    expect(t.onProgress).not.toHaveBeenCalled();
    t.call(() => t.guide().next());
    expect(t.onSendGuidedMessage).toHaveBeenLastCalledWith(inventiveCards[2]?.card.text, expect.objectContaining({ type: 'Inventive' }));
    expect(t.onProgress).toHaveBeenLastCalledWith(expect.objectContaining({ guideType: 3, stageIdx: 3 }));
  });

  it('shows a step only once it is stored, holds the wizard meanwhile, and stays put when storing fails', async () => {
    const t = setup({ storesAtOnce: false });
    const saving = deferred();
    t.onProgress.mockReturnValueOnce(saving.promise);
    t.call(() => t.guide().start());
    const started = t.onProgress.mock.lastCall![0];
    expect(started).toMatchObject({ guideType: 1, stageIdx: 1 });
    expect(t.guide().state.guid.hasStarted).toBe(false);
    expect(t.guide().isBusy).toBe(true);
    // A second Start while the first is being stored sends nothing.
    t.call(() => t.guide().start());
    expect(t.onProgress).toHaveBeenCalledTimes(1);
    t.store((current) => withProgress(current!, started));
    await act(async () => saving.resolve());
    expect(t.guide().isBusy).toBe(false);
    expect(t.guide().state.guide.guideStage).toBe('greeting');

    const failing = deferred();
    t.onProgress.mockReturnValueOnce(failing.promise);
    t.call(() => t.guide().next());
    t.advance(800);
    expect(t.guide().isBusy).toBe(true);
    await act(async () => failing.reject(new Error('Socket is not defined')));
    expect(t.guide().isBusy).toBe(false);
    expect(t.guide().state.guide.guideStage).toBe('greeting');
  });

  it('follows a stop stored elsewhere (another tab), dropping a follow-up still on its way, and keeps the type it ran', () => {
    const t = setup({ stored: guideStateAt('greeting', 2) });
    expect(t.guide().state.guide.guideType).toBe(2);
    t.call(() => t.guide().next());
    expect(t.onSendGuidedMessage).toHaveBeenCalledTimes(1);
    t.store(() => emptyGuideState());
    expect(t.guide().state.guid.hasStarted).toBe(false);
    expect(t.guide().state.guide.guideType).toBe(2);
    t.advance(5000);
    expect(t.onSendGuidedMessage).toHaveBeenCalledTimes(1);
    expect(t.onProgress).not.toHaveBeenCalled();
    expect(t.onStop).not.toHaveBeenCalled();
  });

  it('waits for the stored progress before anything can start', () => {
    const t = setup({ stored: null });
    expect(t.guide().isReady).toBe(false);
    t.call(() => t.guide().start());
    expect(t.onProgress).not.toHaveBeenCalled();
    t.store(() => guideStateAt('waiting'));
    expect(t.guide().isReady).toBe(true);
    expect(t.guide().state.guide).toMatchObject({ guideStage: 'initialPositions', waiting: true });
  });

  it('stores a stop pressed while a step is being stored after that step', async () => {
    const t = setup({ stored: guideStateAt('stageCard'), storesAtOnce: false });
    const saving = deferred();
    t.onProgress.mockReturnValueOnce(saving.promise);
    t.call(() => t.guide().next());
    t.call(() => t.guide().stop());
    expect(t.onStop).not.toHaveBeenCalled();
    await act(async () => saving.resolve());
    expect(t.onStop).toHaveBeenCalledTimes(1);
  });
});
