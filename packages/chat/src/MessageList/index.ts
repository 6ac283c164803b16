export { MessageList, useMessageListLabels } from './MessageList';
export type { MessageListProps, MessageListLabels } from './MessageList';
export { buildRows } from './rows';
export type { ListRow } from './rows';
