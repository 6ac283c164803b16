export {
  createInitialGuideState,
  createManualClock,
  guideReducer,
  GUIDE_STATE_VERSION,
  GUIDE_STEPS,
  restoreGuideState,
  serializeGuideState,
  STAGES_INTRO,
  stepCount,
  systemClock,
  useGuide,
} from './state';
export type {
  GuideAction,
  GuideClock,
  GuideController,
  GuideProgress,
  GuidState,
  GuideStep,
  GuideStepState,
  GuideWizardState,
  InitialTexts,
  ManualClock,
  PersistedGuideState,
  UseGuideOptions,
} from './state';

export {
  defaultBarrierAdvice,
  defaultGuideContent,
  describeGuidedMessage,
  GUIDED_MESSAGE_STAGES,
  guidedExt,
  guidedTypeAt,
  instructionsText,
  isGuidedTypeName,
  stageCardsOf,
} from './content';
export type {
  BarrierAdvice,
  GuideCard,
  GuideContent,
  GuidedMessageKind,
  GuidedTypeName,
  GuideStage,
  GuideTypeContent,
  StageCard,
} from './content';

export { GuidePanel, defaultGuidePanelLabels } from './GuidePanel';
export type { GuidePanelLabels, GuidePanelProps } from './GuidePanel';
