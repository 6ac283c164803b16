import { describe, expect, it } from 'vitest';
import { applyPositionMarker } from './guide-markers';
import type { GuideState } from './entities';

const guide: GuideState = {
  guideType: 1,
  stageIdx: 2,
  iteration: 12,
  initialIteration: 14,
  receivedInitialA: false,
  receivedInitialB: false,
  initialStateA: null,
  initialStateB: null,
};

describe('applyPositionMarker', () => {
  it("records a party's received position with its text, and nothing else", () => {
    expect(applyPositionMarker(guide, { actionType: 'add', actionPayload: 'receivedInitialB', extMsg: 'Half each' })).toEqual({
      ...guide,
      receivedInitialB: true,
      initialStateB: 'Half each',
    });
  });

  it('clears a position whose marker is removed', () => {
    const received = { ...guide, receivedInitialA: true, initialStateA: 'Move it 1 m' };
    expect(applyPositionMarker(received, { actionType: 'remove', actionPayload: 'receivedInitialA', extMsg: null })).toEqual(guide);
  });

  it('leaves the guide as it is for the request of the positions', () => {
    expect(applyPositionMarker(guide, { actionType: 'add', actionPayload: 'initialPosition', extMsg: null })).toBe(guide);
  });
});
