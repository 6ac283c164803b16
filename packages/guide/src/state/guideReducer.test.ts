import { DEFAULT_SUMMARY } from '@mediation/protocol';
import type { GuideState as ServerGuideState } from '@mediation/protocol';
import { describe, expect, it } from 'vitest';
import { createInitialGuideState, guideReducer, isServerGuideNewer, stepCount, STAGES_INTRO } from './guideReducer';
import type { GuideAction, GuideWizardState } from './guideReducer';

const CARDS = 4;
const run = (state: GuideWizardState, ...actions: GuideAction[]) => actions.reduce(guideReducer, state);
const next: GuideAction = { type: 'next', cardCount: CARDS };
const started = () => run(createInitialGuideState({ greeting: 'Hello' }), { type: 'start', iteration: stepCount(CARDS) });
const serverState = (overrides: Partial<ServerGuideState> = {}): ServerGuideState => ({
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

  it('on the summary ends the negotiation and clears the initial positions', () => {
    let state = run(started(), next, next, { type: 'receiveInitialPosition', side: 'A', text: 'Half each' }, next, next);
    state = run(state, next, next, next, next);
    expect(state.guide.guideStage).toBe('summary');
    state = guideReducer(state, next);
    expect(state.guid).toMatchObject({ stage: 0, iteration: 0, initialIteration: 0, hasStarted: false });
    expect(state.guid.initialPosition).toEqual({ A: null, B: null });
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
  it('resets stage, iteration and initial position and returns to the selector, keeping type and texts', () => {
    let state = run(started(), { type: 'selectType', index: 2 }, next, next, { type: 'receiveInitialPosition', side: 'B', text: 'Move it' });
    state = run(state, { type: 'editSummary', text: 'We agreed.' }, { type: 'stop' });
    expect(state.guid).toMatchObject({ stage: 0, iteration: 0, initialIteration: 0, hasStarted: false, summary: 'We agreed.', greeting: 'Hello' });
    expect(state.guid.initialPosition).toEqual({ A: null, B: null });
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

  it('applies to an iteration below 0 from the server', () => {
    const state = guideReducer(started(), { type: 'serverState', state: serverState({ iteration: -1 }) });
    expect(state.guid).toMatchObject({ stage: 0, iteration: 0, initialIteration: 0, hasStarted: false });
  });
});

describe('receiveInitialPosition', () => {
  it('records each side separately', () => {
    const state = run(started(), next, next, { type: 'receiveInitialPosition', side: 'A', text: 'Half each' });
    expect(state.guid.initialPosition).toEqual({ A: 'Half each', B: null });
    expect(guideReducer(state, { type: 'receiveInitialPosition', side: 'B', text: 'All of it' }).guid.initialPosition).toEqual({
      A: 'Half each',
      B: 'All of it',
    });
  });
});

describe('edits', () => {
  it('keep the greeting, summary and notes being written', () => {
    const state = run(createInitialGuideState(), { type: 'editGreeting', text: 'Hi' }, { type: 'editSummary', text: 'Sum' }, { type: 'editNotes', text: 'Note' });
    expect(state.guid).toMatchObject({ greeting: 'Hi', summary: 'Sum', notes: 'Note' });
  });
});

describe('serverState', () => {
  it('takes stage, iterations and received positions from the server', () => {
    const state = guideReducer(createInitialGuideState(), { type: 'serverState', state: serverState() });
    expect(state.guid).toMatchObject({ stage: 3, iteration: 4, initialIteration: 9, hasStarted: true });
    expect(state.guid.initialPosition).toEqual({ A: 'We want the fence moved.', B: null });
    expect(state.guide).toMatchObject({ guideStage: 'stages', subStage: STAGES_INTRO });
  });

  it('keeps the local substage when the server confirms the same step', () => {
    const onCard = run(started(), next, next, next, next, next);
    const state = guideReducer(onCard, { type: 'serverState', state: serverState({ iteration: onCard.guid.iteration }) });
    expect(state.guide.subStage).toBe(1);
  });

  it('a stage of 0 (endGuid) stops the negotiation', () => {
    const state = guideReducer(started(), { type: 'serverState', state: serverState({ stageIdx: 0, iteration: 0, initialIteration: 0 }) });
    expect(state.guid.hasStarted).toBe(false);
  });

  it('works out the type, the substage and the waiting view from the iterations when it holds no place (a reload, a second device)', () => {
    const counts = [0, CARDS, CARDS + 3, CARDS + 5];
    // Problem Solving (index 2), four presses into the stages: the process cards and the first card were sent.
    const steps = stepCount(CARDS + 3);
    const onCard = guideReducer(createInitialGuideState(), { type: 'serverState', state: serverState({ iteration: steps - 5, initialIteration: steps }), cardCounts: counts });
    expect(onCard.guide).toEqual({ guideType: 2, guideStage: 'stages', subStage: 1, waiting: false });
    const waiting = guideReducer(createInitialGuideState(), { type: 'serverState', state: serverState({ stageIdx: 2, iteration: steps - 2, initialIteration: steps }), cardCounts: counts });
    expect(waiting.guide).toMatchObject({ guideStage: 'initialPositions', waiting: true });
    // The same place as the wizard's keeps the wizard's own details.
    const local = run(started(), next, next, next, next, next);
    expect(guideReducer(local, { type: 'serverState', state: serverState({ iteration: local.guid.iteration, initialIteration: local.guid.initialIteration }), cardCounts: counts }).guide).toEqual(local.guide);
  });

  it('a stage outside the steps is ignored', () => {
    const state = started();
    expect(guideReducer(state, { type: 'serverState', state: serverState({ stageIdx: 9 }) })).toBe(state);
  });
});

describe('isServerGuideNewer', () => {
  it('takes the server when the wizard holds nothing, another negotiation, a later step or positions it lacks', () => {
    const fresh = createInitialGuideState();
    const running = run(started(), next);
    const at = { iteration: running.guid.iteration, initialIteration: running.guid.initialIteration, receivedInitialA: false, initialStateA: null };
    expect(isServerGuideNewer(fresh, serverState())).toBe(true);
    expect(isServerGuideNewer(fresh, serverState({ stageIdx: 0, iteration: 0, initialIteration: 0 }))).toBe(false);
    expect(isServerGuideNewer(running, serverState({ stageIdx: 2, ...at }))).toBe(false);
    expect(isServerGuideNewer(running, serverState({ stageIdx: 2, ...at, iteration: at.iteration - 1 }))).toBe(true);
    expect(isServerGuideNewer(running, serverState({ stageIdx: 2, ...at, initialIteration: at.initialIteration + 1 }))).toBe(true);
    expect(isServerGuideNewer(running, serverState({ stageIdx: 2, ...at, receivedInitialA: true, initialStateA: 'Mine' }))).toBe(true);
    // Behind the wizard (its progress not stored yet): the wizard stays.
    expect(isServerGuideNewer(running, serverState({ stageIdx: 1, ...at, iteration: at.iteration + 1 }))).toBe(false);
    // Stopped elsewhere.
    expect(isServerGuideNewer(running, serverState({ stageIdx: 0, iteration: 0, initialIteration: 0 }))).toBe(true);
  });
});
