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
  defaultBarrierAdvice,
  defaultGuideContent,
  describeGuidedMessage,
  expectsAnswer,
  GUIDED_MESSAGE_STAGES,
  guidedExt,
  guidedMessageGroups,
  guidedTypeAt,
  instructionsText,
  isGuidedTypeName,
  stageCardsOf,
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

export { GuidePanel, GuidePanelFrame, defaultGuidePanelLabels, GUIDE_PANEL_TOGGLE } from './GuidePanel';
export type { GuidePanelFrameProps, GuidePanelLabels, GuidePanelProps } from './GuidePanel';
export {
  InitialPositionRequest,
  defaultInitialPositionRequestLabels,
  initialPositionGroup,
  isInitialPositionRequested,
} from './InitialPositionRequest';
export type { InitialPositionAction, InitialPositionRequestLabels, InitialPositionRequestProps } from './InitialPositionRequest';
export { SurveyDialog, defaultSurveyDialogLabels } from './SurveyDialog';
export type { SurveyAnswer, SurveyDialogLabels, SurveyDialogProps } from './SurveyDialog';
export { SurveyPrompt, defaultSurveyPromptLabels } from './SurveyPrompt';
export type { SurveyPromptLabels, SurveyPromptProps } from './SurveyPrompt';
export { SendSurveyButton, defaultSendSurveyButtonLabels } from './SendSurveyButton';
export type { SendSurveyButtonLabels, SendSurveyButtonProps } from './SendSurveyButton';
export { BarrierAdvice, defaultBarrierAdviceLabels } from './BarrierAdvice';
export type { BarrierAdviceLabels, BarrierAdviceProps } from './BarrierAdvice';
export { GuidedMessage, defaultGuidedMessageLabels } from './GuidedMessage';
export type { GuidedMessageLabels, GuidedMessageProps } from './GuidedMessage';
export { AgreementPanel, clausesFromSummary, controlsFor, defaultAgreementPanelLabels, standingOf } from './Agreement';
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
