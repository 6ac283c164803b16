export { GuidePanel } from './GuidePanel';
export type { GuidePanelProps } from './GuidePanel';
export { useGuidePanelLabels } from './labels';
export type { GuidePanelLabels } from './labels';
