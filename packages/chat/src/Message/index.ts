export { Message, defaultMessageLabels, CONTROLS_CLOSE_MS } from './Message';
export type { MessageProps, MessageLabels } from './Message';
