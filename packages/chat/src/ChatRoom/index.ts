export { ChatRoom, defaultChatRoomLabels } from './ChatRoom';
export type { ChatRoomProps, ChatRoomLabels, ChatRoomSlots } from './ChatRoom';
export { countUnread } from './useUnread';
