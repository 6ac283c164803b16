export { GuidedMessage } from './GuidedMessage';
export type { GuidedMessageLabels, GuidedMessageProps } from './GuidedMessage';
