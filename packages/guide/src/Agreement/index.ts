export { AgreementPanel } from './AgreementPanel';
export type { AgreementPanelProps } from './AgreementPanel';
export type { AgreementCommand, AgreementCommands, CommandResult } from './AgreementContext';
export type { AgreementPanelLabelOverrides, AgreementPanelLabels } from './labels';
export { clausesFromSummary, controlsFor, standingOf } from './agreementRules';
export type { AgreementControls, AgreementViewer, SideStanding, StandingKind } from './agreementRules';
