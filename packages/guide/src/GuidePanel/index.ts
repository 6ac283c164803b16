export { GuidePanel } from './GuidePanel';
export type { GuidePanelProps } from './GuidePanel';
export { defaultGuidePanelLabels } from './labels';
export type { GuidePanelLabels } from './labels';
