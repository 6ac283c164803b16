export { defaultGuideContent } from './defaultContent';
export { defaultBarrierAdvice } from './defaultBarriers';
export { guidedTypeAt, isGuidedTypeName, stageCardsOf } from './cards';
export type { StageCard } from './cards';
export { GUIDED_MESSAGE_STAGES, describeGuidedMessage, expectsAnswer, guidedExt, guidedMessageGroups, instructionsText } from './messages';
export type { GuidedMessageKind } from './messages';
export type { BarrierAdviceEntry, GuideCard, GuideContent, GuidedTypeName, GuideStage, GuideTypeContent } from './types';
