export { ChatHeader, defaultChatHeaderLabels } from './ChatHeader';
export type { ChatHeaderProps, ChatHeaderLabels } from './ChatHeader';
