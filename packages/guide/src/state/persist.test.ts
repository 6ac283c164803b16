import { describe, expect, it } from 'vitest';
import { createInitialGuideState, guideReducer } from './guideReducer';
import { GUIDE_STATE_VERSION, restoreGuideState, serializeGuideState } from './persist';

const running = () =>
  [
    { type: 'start', iteration: 9 } as const,
    { type: 'next', cardCount: 4 } as const,
    { type: 'receiveInitialPosition', side: 'A', text: 'Half each' } as const,
    { type: 'editNotes', text: 'A seems tired' } as const,
  ].reduce(guideReducer, createInitialGuideState({ greeting: 'Hello' }));

describe('persisted guide state', () => {
  it('survives JSON and comes back equal, with its version', () => {
    const state = running();
    const stored = JSON.parse(JSON.stringify(serializeGuideState(state)));
    expect(stored.version).toBe(GUIDE_STATE_VERSION);
    expect(restoreGuideState(stored)).toEqual(state);
  });

  it('starts fresh from another version, nothing, or a damaged value', () => {
    const fresh = createInitialGuideState({ greeting: 'Hi' });
    const stored = serializeGuideState(running());
    expect(restoreGuideState({ ...stored, version: 2 }, { greeting: 'Hi' })).toEqual(fresh);
    expect(restoreGuideState(null, { greeting: 'Hi' })).toEqual(fresh);
    expect(restoreGuideState('{"version":1}', { greeting: 'Hi' })).toEqual(fresh);
    expect(restoreGuideState({ ...stored, guide: { ...stored.guide, guideStage: 'lunch' } }, { greeting: 'Hi' })).toEqual(fresh);
    expect(restoreGuideState({ ...stored, guide: { ...stored.guide, guideType: 7 } }, { greeting: 'Hi' })).toEqual(fresh);
    expect(restoreGuideState({ ...stored, guid: { ...stored.guid, initialPosition: { A: 3, B: null } } }, { greeting: 'Hi' })).toEqual(fresh);
  });
});
