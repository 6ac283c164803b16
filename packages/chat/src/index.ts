export {
  ChatRoom,
  useChatRoomLabels,
  useRoomNoticeLabels,
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
  RoomParticipantsLine,
  RoomSplit,
  RoomWideButton,
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
  RoomSplitProps,
  RoomWideButtonProps,
  WideTool,
} from './ChatRoom';
export { ChatConfigProvider, useChatConfig, useChatComponents } from './ChatConfig';
export type { ChatComponents, ChatConfig, ChatConfigProviderProps } from './ChatConfig';

export { SideBar, useSideBarLabels } from './SideBar';
export type { SideBarProps, SideBarLabels } from './SideBar';
export { GroupSelector, useGroupSelectorLabels } from './GroupSelector';
export type { GroupSelectorProps, GroupSelectorLabels } from './GroupSelector';
export { InfoSelector, useInfoSelectorLabels, infoViewsFor } from './InfoSelector';
export type { InfoSelectorProps, InfoSelectorLabels } from './InfoSelector';
export { ChatHeader, useChatHeaderLabels } from './ChatHeader';
export type { ChatHeaderProps, ChatHeaderLabels } from './ChatHeader';
export { NotificationBanner, NOTIFICATION_CLEAR_MS } from './NotificationBanner';
export type { NotificationBannerProps } from './NotificationBanner';
export { Search, useSearchLabels, useMessageSearch, findMatches, highlightParts, stepMatch } from './Search';
export type { SearchProps, SearchLabels, TextPart } from './Search';

export { MessageList, useMessageListLabels, buildRows } from './MessageList';
export type { MessageListProps, MessageListLabels, ListRow } from './MessageList';
export { Message, useMessageLabels, CONTROLS_CLOSE_MS } from './Message';
export type { MessageProps, MessageLabels } from './Message';
export { Likes, useLikesLabels, applyLike, hasLiked, likeCount } from './Likes';
export type { LikesProps, LikesLabels } from './Likes';
export { Composer, useComposerLabels } from './Composer';
export type { ComposerProps, ComposerLabels } from './Composer';

export { CaseCode, CODE_COPIED_MS, useCaseCodeLabels } from './CaseCode';
export type { CaseCodeProps, CaseCodeLabels } from './CaseCode';
export { CaseInfoPanel, useCaseInfoPanelLabels, SCROLL_HINT_THRESHOLD_PX } from './CaseInfoPanel';
export type { CaseInfoPanelProps, CaseInfoPanelLabels } from './CaseInfoPanel';
export { ParticipantsList, useParticipantsListLabels } from './ParticipantsList';
export type { ParticipantsListProps, ParticipantsListLabels } from './ParticipantsList';
export { ShareDialog, useShareDialogLabels, shareLink, LINK_COPIED_MS } from './ShareDialog';
export type { ShareDialogProps, ShareDialogLabels, ShareInvitation, ShareInvitationStatus } from './ShareDialog';
export { NotesPanel, useNotesPanelLabels } from './NotesPanel';
export type { NotesPanelProps, NotesPanelLabels } from './NotesPanel';
export { SummaryPanel, useSummaryPanelLabels, summaryMessages } from './SummaryPanel';
export type { SummaryPanelProps, SummaryPanelLabels } from './SummaryPanel';

export {
  CallPanel,
  CallTile,
  JoinCallDialog,
  CallStarter,
  NO_CAMERA,
  useCallPanelLabels,
  useJoinCallDialogLabels,
  useCallStarterLabels,
} from './Call';
export type {
  CallPanelProps,
  CallPanelLabels,
  CallTileProps,
  JoinCallDialogProps,
  JoinCallDialogLabels,
  CallStarterProps,
  CallStarterLabels,
  CallPerson,
  CallView,
  CallDeviceOption,
} from './Call';

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
export type { CallMedia, OutgoingCallSignal, RoomClient, SearchPage } from './room/RoomClient';
export { MemoryRoomClient } from './room/MemoryRoomClient';
export type { MemoryRoomClientOptions, SentCallSignal } from './room/MemoryRoomClient';
export type { ConnectionStatus, JoinedCall, RoomNotice, RoomNoticeKind, RoomState } from './room/roomState';
