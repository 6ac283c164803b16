import { describe, expect, it } from 'vitest';
import { GUIDE_STAGE_COUNT, GUIDE_TYPES } from './constants';
import { stageOfCard, stageReached, stageReachedText } from './guide-progress';

const guided = GUIDE_TYPES.filter((type) => type !== 'None');

describe('stage reached', () => {
  it.each(guided)('%s: a run whose last card is of the last stage reached 5 of 5', (type) => {
    const run = [
      { type: 'guided', stage: 'greeting' },
      { type, stage: 'process' },
      ...Array.from({ length: GUIDE_STAGE_COUNT }, (_, stage) => ({ type, stage })),
    ];
    expect(stageReached(run)).toEqual({ type, stage: GUIDE_STAGE_COUNT, of: GUIDE_STAGE_COUNT });
    expect(stageReachedText(stageReached(run)!.stage)).toBe('Stage 5 of 5');
  });

  it.each(guided)('%s: the first stage card is stage 1, the wizard steps before it are no stage', (type) => {
    expect(
      stageReached([
        { type: 'guided', stage: 'greeting' },
        { type: 'guided', stage: 'initialPosition' },
      ]),
    ).toBeNull();
    expect(
      stageReached([
        { type: 'instraction', stage: 'process' },
        { type, stage: 0 },
      ])?.stage,
    ).toBe(1);
  });

  it('takes the furthest stage whatever the order, and ignores stages outside the five', () => {
    expect(
      stageReached([
        { type: 'Bargaining', stage: 3 },
        { type: 'Bargaining', stage: 1 },
      ])?.stage,
    ).toBe(4);
    expect(stageOfCard({ type: 'Bargaining', stage: 5 })).toBeNull();
    expect(stageOfCard({ type: 'Bargaining', stage: -1 })).toBeNull();
    expect(stageOfCard({ type: 'guided', stage: 2 })).toBeNull();
    expect(stageOfCard(null)).toBeNull();
  });

  it('says "Not started" before the first stage', () => {
    expect(stageReachedText(0)).toBe('Not started');
    expect(stageReachedText(3)).toBe('Stage 3 of 5');
  });
});
