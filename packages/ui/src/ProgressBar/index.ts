export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
export type { ProgressTone } from './ProgressBar.styles';
