export { SendSurveyButton, defaultSendSurveyButtonLabels } from './SendSurveyButton';
export type { SendSurveyButtonLabels, SendSurveyButtonProps } from './SendSurveyButton';
