export { createManualClock, systemClock } from './clock';
export type { GuideClock, ManualClock } from './clock';
export { createInitialGuideState, guideReducer, GUIDE_STEPS, isServerGuideNewer, STAGES_INTRO, stepCount } from './guideReducer';
export type { GuideAction, GuidState, GuideStep, GuideStepState, GuideWizardState, InitialTexts } from './guideReducer';
export { GUIDE_STATE_VERSION, restoreGuideState, serializeGuideState } from './persist';
export type { PersistedGuideState } from './persist';
export { useGuide } from './useGuide';
export type { GuideController, GuideProgress, UseGuideOptions } from './useGuide';
