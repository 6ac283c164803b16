export { ChatHeader, useChatHeaderLabels } from './ChatHeader';
export type { ChatHeaderProps, ChatHeaderLabels } from './ChatHeader';
