import { DEFAULT_SUMMARY } from '@mediation/protocol';
import type { GuideState as StoredGuideState } from '@mediation/protocol';
import { describe, expect, it } from 'vitest';
import { createInitialGuideState, draftsOf, guideReducer, guideStateFrom, progressOf, stepCount, STAGES_INTRO } from './guideReducer';
import type { GuideAction, GuideDrafts, GuideWizardState } from './guideReducer';

const CARDS = 4;
const run = (state: GuideWizardState, ...actions: GuideAction[]) => actions.reduce(guideReducer, state);
const next: GuideAction = { type: 'next', cardCount: CARDS };
/** Stage cards per type, as in GUIDE_TYPES (None has none). */
const COUNTS = [0, CARDS, CARDS + 3, CARDS + 5];
const drafts: GuideDrafts = { selectedType: 1, greeting: 'Hello', summary: DEFAULT_SUMMARY, notes: '' };
const started = () => run(createInitialGuideState({ greeting: 'Hello' }), { type: 'start', iteration: stepCount(CARDS) });
const stored = (overrides: Partial<StoredGuideState> = {}): StoredGuideState => ({
  guideType: 0,
  stageIdx: 3,
  iteration: 4,
  initialIteration: 9,
  receivedInitialA: true,
  receivedInitialB: false,
  initialStateA: 'We want the fence moved.',
  initialStateB: null,
  ...overrides,
});

describe('initial state', () => {
  it('has no negotiation running, Bargaining selected and the default summary', () => {
    const state = createInitialGuideState();
    expect(state.guid).toMatchObject({ stage: 0, iteration: 0, initialIteration: 0, hasStarted: false, summary: DEFAULT_SUMMARY });
    expect(state.guid.initialPosition).toEqual({ A: null, B: null });
    expect(state.guide).toEqual({ guideType: 1, guideStage: 'greeting', subStage: STAGES_INTRO, waiting: false });
  });
});

describe('selectType', () => {
  it('chooses None, Problem Solving or Inventive by index', () => {
    const state = createInitialGuideState();
    expect(guideReducer(state, { type: 'selectType', index: 0 }).guide.guideType).toBe(0);
    expect(guideReducer(state, { type: 'selectType', index: 2 }).guide.guideType).toBe(2);
    expect(guideReducer(state, { type: 'selectType', index: 3 }).guide.guideType).toBe(3);
  });

  it('ignores an index below 0 or past the list', () => {
    const state = createInitialGuideState();
    expect(guideReducer(state, { type: 'selectType', index: -1 })).toBe(state);
    expect(guideReducer(state, { type: 'selectType', index: 4 })).toBe(state);
    expect(guideReducer(state, { type: 'selectType', index: 1.5 })).toBe(state);
  });

  it('cannot change the type of a running negotiation', () => {
    const state = started();
    expect(guideReducer(state, { type: 'selectType', index: 3 })).toBe(state);
  });
});

describe('start', () => {
  it('sets both iteration values from the given iteration and opens the greeting', () => {
    const state = run(createInitialGuideState(), { type: 'start', iteration: 7 });
    expect(state.guid).toMatchObject({ stage: 1, iteration: 7, initialIteration: 7, hasStarted: true });
    expect(state.guide).toMatchObject({ guideStage: 'greeting', subStage: STAGES_INTRO, waiting: false });
  });

  it('with an iteration at or below 0 does not start at all', () => {
    const state = run(createInitialGuideState(), { type: 'start', iteration: 0 });
    expect(state.guid).toMatchObject({ stage: 0, iteration: 0, initialIteration: 0, hasStarted: false });
  });

  it('is ignored while a negotiation runs', () => {
    const state = run(started(), next);
    expect(guideReducer(state, { type: 'start', iteration: 3 })).toBe(state);
  });
});

describe('next', () => {
  it('does nothing before Start', () => {
    const state = createInitialGuideState();
    expect(guideReducer(state, next)).toBe(state);
  });

  it('moves from the greeting to the initial positions, taking one iteration', () => {
    const state = run(started(), next);
    expect(state.guid).toMatchObject({ stage: 2, iteration: stepCount(CARDS) - 1, initialIteration: stepCount(CARDS) });
    expect(state.guide).toMatchObject({ guideStage: 'initialPositions', waiting: false });
  });

  it('on the initial positions first waits, then continues to the stages intro', () => {
    const waiting = run(started(), next, next);
    expect(waiting.guide).toMatchObject({ guideStage: 'initialPositions', waiting: true });
    expect(waiting.guid.stage).toBe(2);
    const stages = guideReducer(waiting, next);
    expect(stages.guide).toMatchObject({ guideStage: 'stages', subStage: STAGES_INTRO, waiting: false });
    expect(stages.guid.stage).toBe(3);
  });

  it('advances the stage cards one substage at a time, then opens the summary', () => {
    let state = run(started(), next, next, next);
    state = guideReducer(state, next);
    expect(state.guide.subStage).toBe(0);
    state = run(state, next, next, next);
    expect(state.guide.subStage).toBe(3);
    state = guideReducer(state, next);
    expect(state.guide).toMatchObject({ guideStage: 'summary' });
    expect(state.guid).toMatchObject({ stage: 4, iteration: 1 });
  });

  it('on the summary ends the negotiation', () => {
    let state = run(started(), next, next, next, next);
    state = run(state, next, next, next, next);
    expect(state.guide.guideStage).toBe('summary');
    state = guideReducer(state, next);
    expect(state.guid).toMatchObject({ stage: 0, iteration: 0, initialIteration: 0, hasStarted: false });
  });
});

describe('jumpToAgreement', () => {
  const onFirstCard = () => run(started(), next, next, next, next);

  it('goes to the last substage and takes the skipped iterations', () => {
    const state = onFirstCard();
    const jumped = guideReducer(state, { type: 'jumpToAgreement', cardCount: CARDS });
    expect(jumped.guide.subStage).toBe(CARDS - 1);
    expect(jumped.guid.iteration).toBe(state.guid.iteration - (CARDS - 1));
    // From there one Next reaches the summary and one more ends it, as without the jump.
    const summary = guideReducer(jumped, next);
    expect(summary.guide.guideStage).toBe('summary');
    expect(summary.guid.iteration).toBe(1);
  });

  it('is ignored before the process cards, on the last card and outside the stages', () => {
    const intro = run(started(), next, next, next);
    expect(guideReducer(intro, { type: 'jumpToAgreement', cardCount: CARDS })).toBe(intro);
    const last = guideReducer(onFirstCard(), { type: 'jumpToAgreement', cardCount: CARDS });
    expect(guideReducer(last, { type: 'jumpToAgreement', cardCount: CARDS })).toBe(last);
    const greeting = started();
    expect(guideReducer(greeting, { type: 'jumpToAgreement', cardCount: CARDS })).toBe(greeting);
  });
});

describe('stop', () => {
  it('resets stage and iteration and returns to the selector, keeping type and texts', () => {
    let state = run(started(), { type: 'selectType', index: 2 }, next, next);
    state = run(state, { type: 'editSummary', text: 'We agreed.' }, { type: 'stop' });
    expect(state.guid).toMatchObject({
      stage: 0,
      iteration: 0,
      initialIteration: 0,
      hasStarted: false,
      summary: 'We agreed.',
      greeting: 'Hello',
    });
    expect(state.guide).toEqual({ guideType: 1, guideStage: 'greeting', subStage: STAGES_INTRO, waiting: false });
  });
});

describe('the iteration rule', () => {
  it('an iteration falling to 0 resets iteration, initial iteration and stage and clears hasStarted', () => {
    // A server that started the negotiation with only two steps left.
    const state = run(createInitialGuideState(), { type: 'start', iteration: 2 }, next);
    expect(state.guid.hasStarted).toBe(true);
    const ended = guideReducer(state, next);
    expect(ended.guid).toMatchObject({ stage: 0, iteration: 0, initialIteration: 0, hasStarted: false });
    expect(ended.guide.guideStage).toBe('greeting');
  });

  it('applies to a stored iteration at or below 0', () => {
    for (const iteration of [0, -1]) {
      expect(guideStateFrom(stored({ iteration }), drafts, COUNTS).guid).toMatchObject({ stage: 0, iteration: 0, hasStarted: false });
    }
  });
});

describe('edits', () => {
  it('keep the greeting, summary and notes being written', () => {
    const state = run(
      createInitialGuideState(),
      { type: 'editGreeting', text: 'Hi' },
      { type: 'editSummary', text: 'Sum' },
      { type: 'editNotes', text: 'Note' },
    );
    expect(state.guid).toMatchObject({ greeting: 'Hi', summary: 'Sum', notes: 'Note' });
  });
});

describe('guideStateFrom: the wizard as the stored state says it stands', () => {
  it("takes stage, iterations and received positions, with the screen's drafts", () => {
    const state = guideStateFrom(stored({ guideType: 1 }), { ...drafts, greeting: 'Hi', notes: 'Mine' }, COUNTS);
    expect(state.guid).toMatchObject({ stage: 3, iteration: 4, initialIteration: 9, hasStarted: true, greeting: 'Hi', notes: 'Mine' });
    expect(state.guid.initialPosition).toEqual({ A: 'We want the fence moved.', B: null });
    // Five presses into nine: the process cards and the first card were sent.
    expect(state.guide).toEqual({ guideType: 1, guideStage: 'stages', subStage: 1, waiting: false });
  });

  it('works out the substage and the waiting view from the iterations of the stored type', () => {
    // Problem Solving (index 2), five presses in: the process cards and the first card were sent.
    const steps = stepCount(COUNTS[2]!);
    expect(guideStateFrom(stored({ guideType: 2, iteration: steps - 5, initialIteration: steps }), drafts, COUNTS).guide).toEqual({
      guideType: 2,
      guideStage: 'stages',
      subStage: 1,
      waiting: false,
    });
    const asked = guideStateFrom(stored({ guideType: 2, stageIdx: 2, iteration: steps - 2, initialIteration: steps }), drafts, COUNTS);
    expect(asked.guide).toMatchObject({ guideStage: 'initialPositions', waiting: true });
    const notAsked = guideStateFrom(stored({ guideType: 2, stageIdx: 2, iteration: steps - 1, initialIteration: steps }), drafts, COUNTS);
    expect(notAsked.guide).toMatchObject({ guideStage: 'initialPositions', waiting: false });
  });

  it('keeps the stored type even where another type has as many steps', () => {
    const same = [0, CARDS, CARDS, CARDS];
    const steps = stepCount(CARDS);
    expect(guideStateFrom(stored({ guideType: 3, iteration: steps - 4, initialIteration: steps }), drafts, same).guide.guideType).toBe(3);
  });

  it('takes the type whose step count matches for a state stored without one', () => {
    const steps = stepCount(COUNTS[3]!);
    expect(guideStateFrom(stored({ guideType: 0, iteration: steps - 4, initialIteration: steps }), drafts, COUNTS).guide).toMatchObject({
      guideType: 3,
      subStage: 0,
    });
  });

  it("shows the selector with the screen's type when no negotiation runs, or the stage is outside the steps", () => {
    for (const state of [null, stored({ stageIdx: 0, iteration: 0, initialIteration: 0 }), stored({ stageIdx: 9 })]) {
      const idle = guideStateFrom(state, { ...drafts, selectedType: 2 }, COUNTS);
      expect(idle.guid.hasStarted).toBe(false);
      expect(idle.guide).toEqual({ guideType: 2, guideStage: 'greeting', subStage: STAGES_INTRO, waiting: false });
    }
  });

  it('gives back what the wizard stores and what the screen keeps', () => {
    const state = guideStateFrom(stored({ guideType: 2 }), drafts, COUNTS);
    const moved = guideReducer(state, { type: 'next', cardCount: COUNTS[2]! });
    expect(progressOf(moved)).toEqual({ guideType: 2, stageIdx: 3, iteration: 3, initialIteration: 9 });
    expect(progressOf(guideReducer(moved, { type: 'stop' }))).toEqual({ guideType: 0, stageIdx: 0, iteration: 0, initialIteration: 0 });
    expect(draftsOf(guideReducer(moved, { type: 'editSummary', text: 'Done' }))).toEqual({ ...drafts, selectedType: 2, summary: 'Done' });
  });
});
