export { Message, useMessageLabels, CONTROLS_CLOSE_MS } from './Message';
export type { MessageProps, MessageLabels } from './Message';
