import { GUIDE_TYPES } from '@mediation/protocol';
import { createInitialGuideState, GUIDE_STEPS, STAGES_INTRO } from './guideReducer';
import type { GuideStep, GuideWizardState, InitialTexts } from './guideReducer';

/** Version of the stored shape; a stored state of another version is not restored. */
export const GUIDE_STATE_VERSION = 1;

/** What the app keeps in local storage: plain JSON with a version number. */
export interface PersistedGuideState extends GuideWizardState {
  version: typeof GUIDE_STATE_VERSION;
}

/** The state as plain JSON-safe data, ready for `JSON.stringify`. */
export function serializeGuideState(state: GuideWizardState): PersistedGuideState {
  const { guid, guide } = state;
  return {
    version: GUIDE_STATE_VERSION,
    guid: { ...guid, initialPosition: { ...guid.initialPosition } },
    guide: { ...guide },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isInt = (value: unknown): value is number => Number.isInteger(value);
const textOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * Reads a stored state back. Anything unreadable (another version, a missing or mistyped field)
 * gives a fresh state rather than a broken wizard.
 */
export function restoreGuideState(value: unknown, texts: Partial<InitialTexts> = {}): GuideWizardState {
  const fresh = createInitialGuideState(texts);
  if (!isRecord(value) || value.version !== GUIDE_STATE_VERSION || !isRecord(value.guid) || !isRecord(value.guide)) return fresh;
  const { guid, guide } = value;
  const position = guid.initialPosition;
  const isValid =
    isInt(guid.stage) &&
    guid.stage >= 0 &&
    guid.stage <= GUIDE_STEPS.length &&
    isInt(guid.iteration) &&
    isInt(guid.initialIteration) &&
    typeof guid.hasStarted === 'boolean' &&
    typeof guid.notes === 'string' &&
    typeof guid.greeting === 'string' &&
    typeof guid.summary === 'string' &&
    isRecord(position) &&
    textOrNull(position.A) &&
    textOrNull(position.B) &&
    isInt(guide.guideType) &&
    guide.guideType >= 0 &&
    guide.guideType < GUIDE_TYPES.length &&
    GUIDE_STEPS.includes(guide.guideStage as GuideStep) &&
    isInt(guide.subStage) &&
    guide.subStage >= STAGES_INTRO &&
    typeof guide.waiting === 'boolean';
  if (!isValid) return fresh;
  return {
    guid: {
      stage: guid.stage as number,
      iteration: guid.iteration as number,
      initialIteration: guid.initialIteration as number,
      hasStarted: guid.hasStarted as boolean,
      notes: guid.notes as string,
      greeting: guid.greeting as string,
      summary: guid.summary as string,
      initialPosition: { A: position.A as string | null, B: position.B as string | null },
    },
    guide: {
      guideType: guide.guideType as number,
      guideStage: guide.guideStage as GuideStep,
      subStage: guide.subStage as number,
      waiting: guide.waiting as boolean,
    },
  };
}
