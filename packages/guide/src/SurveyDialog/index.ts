export { SurveyDialog } from './SurveyDialog';
export type { SurveyAnswer, SurveyDialogLabels, SurveyDialogProps } from './SurveyDialog';
