export { SurveyPrompt } from './SurveyPrompt';
export type { SurveyPromptLabels, SurveyPromptProps } from './SurveyPrompt';
