export { CaseInfoPanel, useCaseInfoPanelLabels, SCROLL_HINT_THRESHOLD_PX } from './CaseInfoPanel';
export type { CaseInfoPanelProps, CaseInfoPanelLabels } from './CaseInfoPanel';
