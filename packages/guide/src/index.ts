export {
  createInitialGuideState,
  createManualClock,
  draftsOf,
  guideReducer,
  guideStateFrom,
  GUIDE_STEPS,
  progressOf,
  STAGES_INTRO,
  stepCount,
  systemClock,
  useGuide,
} from './state';
export type {
  GuideAction,
  GuideClock,
  GuideController,
  GuideDrafts,
  GuideProgress,
  GuidState,
  GuideStep,
  GuideStepState,
  GuideWizardState,
  InitialTexts,
  ManualClock,
  UseGuideOptions,
} from './state';

export {
  barrierAdviceOf,
  defaultBarrierAdvice,
  defaultGuideContent,
  guideContentOf,
  useBarrierAdvice,
  useGuideContent,
  describeGuidedMessage,
  expectsAnswer,
  GUIDED_MESSAGE_STAGES,
  guidedExt,
  guidedMessageGroups,
  guidedTypeAt,
  instructionsText,
  isGuidedTypeName,
  localizeGuideText,
  stageCardsOf,
  useLocalizeGuideText,
} from './content';
export type {
  BarrierAdviceEntry,
  GuideCard,
  GuideContent,
  GuidedMessageKind,
  GuidedTypeName,
  GuideStage,
  GuideTypeContent,
  StageCard,
} from './content';

export { GuidePanel, useGuidePanelLabels } from './GuidePanel';
export type { GuidePanelLabels, GuidePanelProps } from './GuidePanel';
export { GuidePanelFrame } from './GuidePanelFrame';
export type { GuidePanelFrameProps } from './GuidePanelFrame';
export { InitialPositionRequest, initialPositionGroup, isInitialPositionRequested } from './InitialPositionRequest';
export type { InitialPositionAction, InitialPositionRequestLabels, InitialPositionRequestProps } from './InitialPositionRequest';
export { SurveyDialog } from './SurveyDialog';
export type { SurveyAnswer, SurveyDialogLabels, SurveyDialogProps } from './SurveyDialog';
export { SurveyPrompt } from './SurveyPrompt';
export type { SurveyPromptLabels, SurveyPromptProps } from './SurveyPrompt';
export { SendSurveyButton } from './SendSurveyButton';
export type { SendSurveyButtonLabels, SendSurveyButtonProps } from './SendSurveyButton';
export { BarrierAdvice } from './BarrierAdvice';
export type { BarrierAdviceLabels, BarrierAdviceProps } from './BarrierAdvice';
export { GuidedMessage } from './GuidedMessage';
export type { GuidedMessageLabels, GuidedMessageProps } from './GuidedMessage';
export { AgreementPanel, clausesFromSummary, controlsFor, standingOf } from './Agreement';
export type {
  AgreementCommand,
  AgreementCommands,
  AgreementControls,
  AgreementPanelLabelOverrides,
  AgreementPanelLabels,
  AgreementPanelProps,
  AgreementViewer,
  CommandResult,
  SideStanding,
  StandingKind,
} from './Agreement';
