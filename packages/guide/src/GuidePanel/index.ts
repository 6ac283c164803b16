export { GuidePanel } from './GuidePanel';
export type { GuidePanelProps } from './GuidePanel';
export { GuidePanelFrame } from './GuidePanelFrame';
export type { GuidePanelFrameProps } from './GuidePanelFrame';
export { defaultGuidePanelLabels, GUIDE_PANEL_TOGGLE } from './labels';
export type { GuidePanelLabels } from './labels';
