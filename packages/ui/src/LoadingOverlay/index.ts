export { LoadingOverlay } from './LoadingOverlay';
export type { LoadingOverlayProps, LoadingOverlayLabels } from './LoadingOverlay';
