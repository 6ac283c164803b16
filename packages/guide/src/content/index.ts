export { defaultGuideContent } from './defaultContent';
export { defaultBarrierAdvice } from './defaultBarriers';
export { barrierAdviceOf, guideContentOf, useBarrierAdvice, useGuideContent } from './catalogContent';
export { guidedTypeAt, isGuidedTypeName, stageCardsOf } from './cards';
export type { StageCard } from './cards';
export {
  GUIDED_MESSAGE_STAGES,
  describeGuidedMessage,
  expectsAnswer,
  guidedExt,
  guidedMessageGroups,
  instructionsText,
  localizeGuideText,
} from './messages';
export { useLocalizeGuideText } from './useLocalizeGuideText';
export type { GuidedMessageKind } from './messages';
export type { BarrierAdviceEntry, GuideCard, GuideContent, GuidedTypeName, GuideStage, GuideTypeContent } from './types';
