export { GuidePanelFrame } from './GuidePanelFrame';
export type { GuidePanelFrameProps } from './GuidePanelFrame';
