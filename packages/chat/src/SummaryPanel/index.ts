export { SummaryPanel, useSummaryPanelLabels, summaryMessages } from './SummaryPanel';
export type { SummaryPanelProps, SummaryPanelLabels } from './SummaryPanel';
