import { act, renderHook } from '@testing-library/react';
import { AGREEMENT_QUESTION, DEFAULT_SUMMARY } from '@mediation/protocol';
import { describe, expect, it, vi } from 'vitest';
import { stageCardsOf } from '../content/cards';
import { defaultGuideContent } from '../content/defaultContent';
import { instructionsText } from '../content/messages';
import { createManualClock } from './clock';
import { stepCount } from './guideReducer';
import { serializeGuideState } from './persist';
import { useGuide } from './useGuide';
import type { UseGuideOptions } from './useGuide';

const bargainingCards = stageCardsOf(defaultGuideContent, 1);

function setup(options: UseGuideOptions = {}) {
  const clock = createManualClock();
  const callbacks = {
    onSendGuidedMessage: vi.fn(),
    onRequestInitialPositions: vi.fn(),
    onProgress: vi.fn(),
    onStop: vi.fn(),
    onGuideStateChange: vi.fn(),
  };
  const hook = renderHook(() => useGuide({ clock, ...callbacks, ...options }));
  const advance = (ms: number) => act(() => clock.advance(ms));
  const call = (fn: () => void) => act(fn);
  return { clock, hook, advance, call, ...callbacks, guide: () => hook.result.current };
}

describe('useGuide', () => {
  it('sends the greeting, then the general instructions only after 0.8 s, then moves on', () => {
    const t = setup();
    t.call(() => t.guide().start());
    expect(t.onProgress).toHaveBeenLastCalledWith({ stageIdx: 1, iteration: stepCount(bargainingCards.length), initialIteration: stepCount(bargainingCards.length) });
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
    t.call(() => t.guide().receiveInitialPosition('A', 'Half each'));
    expect(t.guide().state.guid.initialPosition).toEqual({ A: 'Half each', B: null });
    // Continue Anyway: B has not answered.
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
    expect(t.onSendGuidedMessage).toHaveBeenLastCalledWith(instructions.text, { type: 'instraction', stage: 'process', title: instructions.title });
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
    expect(t.onProgress).toHaveBeenLastCalledWith({ stageIdx: 4, iteration: 1, initialIteration: stepCount(bargainingCards.length) });

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

  it('reports every change in the persisted shape and restores from it', () => {
    const t = setup();
    t.call(() => t.guide().selectType(3));
    t.call(() => t.guide().start());
    const saved = t.onGuideStateChange.mock.lastCall?.[0];
    expect(saved).toEqual(serializeGuideState(t.guide().state));
    const restored = setup({ initialState: JSON.parse(JSON.stringify(saved)) });
    expect(restored.guide().state).toEqual(t.guide().state);
    expect(restored.guide().cards).toEqual(stageCardsOf(defaultGuideContent, 3));
  });

  it('follows the server without echoing it back', () => {
    const t = setup();
    t.call(() =>
      t.guide().applyServerState({
        stageIdx: 2,
        iteration: 8,
        initialIteration: 10,
        receivedInitialA: false,
        receivedInitialB: true,
        initialStateA: null,
        initialStateB: 'All of it',
      }),
    );
    expect(t.guide().state.guide.guideStage).toBe('initialPositions');
    expect(t.guide().state.guid.initialPosition.B).toBe('All of it');
    expect(t.onProgress).not.toHaveBeenCalled();
  });
});
