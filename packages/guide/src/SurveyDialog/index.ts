export { SurveyDialog, defaultSurveyDialogLabels } from './SurveyDialog';
export type { SurveyAnswer, SurveyDialogLabels, SurveyDialogProps } from './SurveyDialog';
