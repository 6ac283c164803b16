export { createManualClock, systemClock } from './clock';
export type { GuideClock, ManualClock } from './clock';
export {
  createInitialGuideState,
  draftsOf,
  guideReducer,
  guideStateFrom,
  GUIDE_STEPS,
  progressOf,
  STAGES_INTRO,
  stepCount,
} from './guideReducer';
export type {
  GuideAction,
  GuideDrafts,
  GuideProgress,
  GuidState,
  GuideStep,
  GuideStepState,
  GuideWizardState,
  InitialTexts,
} from './guideReducer';
export { useGuide } from './useGuide';
export type { GuideController, UseGuideOptions } from './useGuide';
