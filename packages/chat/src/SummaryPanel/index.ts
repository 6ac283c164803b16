export { SummaryPanel, useSummaryPanelLabels } from './SummaryPanel';
export { summaryMessages } from './summaryMessages';
export type { SummaryPanelProps, SummaryPanelLabels } from './SummaryPanel';
