export { GuidePanel } from './GuidePanel';
export type { GuidePanelProps } from './GuidePanel';
export { GuidePanelFrame } from './GuidePanelFrame';
export type { GuidePanelFrameProps } from './GuidePanelFrame';
export { useGuidePanelLabels } from './labels';
export type { GuidePanelLabels } from './labels';
