export { SendSurveyButton } from './SendSurveyButton';
export type { SendSurveyButtonLabels, SendSurveyButtonProps } from './SendSurveyButton';
