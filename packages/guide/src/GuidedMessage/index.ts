export { GuidedMessage, defaultGuidedMessageLabels } from './GuidedMessage';
export type { GuidedMessageLabels, GuidedMessageProps } from './GuidedMessage';
