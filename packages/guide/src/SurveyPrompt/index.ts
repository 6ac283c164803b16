export { SurveyPrompt, defaultSurveyPromptLabels } from './SurveyPrompt';
export type { SurveyPromptLabels, SurveyPromptProps } from './SurveyPrompt';
