export { SummaryPanel, defaultSummaryPanelLabels, summaryMessages } from './SummaryPanel';
export type { SummaryPanelProps, SummaryPanelLabels } from './SummaryPanel';
