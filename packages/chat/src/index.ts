export {
  ChatRoom,
  defaultChatRoomLabels,
  defaultRoomNoticeLabels,
  countUnread,
  ROOM_COMPACT_WIDTH,
  ChatRoomProvider,
  useChatRoom,
  RoomLayout,
  RoomSideBar,
  RoomBoard,
  RoomHeader,
  RoomGroupTabs,
  RoomNotifications,
  RoomMessages,
  RoomTypingNotice,
  RoomComposer,
  RoomInfoColumn,
  RoomInfoPanel,
  RoomParticipants,
} from './ChatRoom';
export type {
  ChatRoomProps,
  ChatRoomLabels,
  ChatRoomSlots,
  RoomActionName,
  RoomNoticeLabels,
  ChatRoomProviderProps,
  ChatRoomContextValue,
  RoomLayoutProps,
  RoomSideBarProps,
  RoomBoardProps,
  RoomHeaderProps,
  RoomInfoColumnProps,
  RoomLayoutMode,
} from './ChatRoom';
export { ChatConfigProvider, useChatConfig, useChatComponents } from './ChatConfig';
export type { ChatComponents, ChatConfig, ChatConfigProviderProps } from './ChatConfig';

export { SideBar, defaultSideBarLabels } from './SideBar';
export type { SideBarProps, SideBarLabels } from './SideBar';
export { GroupSelector, defaultGroupSelectorLabels, partyGroupNames } from './GroupSelector';
export type { GroupSelectorProps, GroupSelectorLabels } from './GroupSelector';
export { InfoSelector, defaultInfoSelectorLabels, infoViewsFor } from './InfoSelector';
export type { InfoSelectorProps, InfoSelectorLabels } from './InfoSelector';
export { ChatHeader, defaultChatHeaderLabels } from './ChatHeader';
export type { ChatHeaderProps, ChatHeaderLabels } from './ChatHeader';
export { NotificationBanner, NOTIFICATION_CLEAR_MS } from './NotificationBanner';
export type { NotificationBannerProps } from './NotificationBanner';
export { Search, defaultSearchLabels, useMessageSearch, findMatches, highlightParts, stepMatch } from './Search';
export type { SearchProps, SearchLabels, TextPart } from './Search';

export { MessageList, defaultMessageListLabels, buildRows } from './MessageList';
export type { MessageListProps, MessageListLabels, ListRow } from './MessageList';
export { Message, defaultMessageLabels, CONTROLS_CLOSE_MS } from './Message';
export type { MessageProps, MessageLabels } from './Message';
export { Likes, defaultLikesLabels, applyLike, hasLiked, likeCount } from './Likes';
export type { LikesProps, LikesLabels } from './Likes';
export { Composer, defaultComposerLabels } from './Composer';
export type { ComposerProps, ComposerLabels } from './Composer';

export { CaseCode, CODE_COPIED_MS, defaultCaseCodeLabels } from './CaseCode';
export type { CaseCodeProps, CaseCodeLabels } from './CaseCode';
export { CaseInfoPanel, defaultCaseInfoPanelLabels, SCROLL_HINT_THRESHOLD_PX } from './CaseInfoPanel';
export type { CaseInfoPanelProps, CaseInfoPanelLabels } from './CaseInfoPanel';
export { ParticipantsList, defaultParticipantsListLabels } from './ParticipantsList';
export type { ParticipantsListProps, ParticipantsListLabels } from './ParticipantsList';
export { ShareDialog, defaultShareDialogLabels, shareLink, LINK_COPIED_MS } from './ShareDialog';
export type { ShareDialogProps, ShareDialogLabels } from './ShareDialog';
export { NotesPanel, defaultNotesPanelLabels } from './NotesPanel';
export type { NotesPanelProps, NotesPanelLabels } from './NotesPanel';
export { SummaryPanel, defaultSummaryPanelLabels, summaryMessages } from './SummaryPanel';
export type { SummaryPanelProps, SummaryPanelLabels } from './SummaryPanel';

export { groupsFor, isGuidedMessage, emptyLikes } from './types';
export type {
  CaseInfo,
  ChatMessage,
  ChatNote,
  ChatParticipant,
  ChatViewer,
  DeliveryState,
  InfoView,
  LikeEntry,
  LikesBySide,
  MessageExt,
  NoteTag,
  PartySide,
  Side,
  UnreadCounts,
} from './types';

export { RoomClientProvider, useRoom, useRoomClient, shallowEqual } from './room/useRoom';
export type { RoomClientProviderProps } from './room/useRoom';
export type { RoomClient } from './room/RoomClient';
export { MemoryRoomClient } from './room/MemoryRoomClient';
export type { MemoryRoomClientOptions } from './room/MemoryRoomClient';
export type { ConnectionStatus, RoomNotice, RoomNoticeKind, RoomState } from './room/roomState';
