import type { RoomNotice } from '../room/roomState';
import type { CaseInfoPanelLabels } from '../CaseInfoPanel';
import type { ChatHeaderLabels } from '../ChatHeader';
import type { ComposerLabels } from '../Composer';
import type { GroupSelectorLabels } from '../GroupSelector';
import type { InfoSelectorLabels } from '../InfoSelector';
import type { MessageListLabels } from '../MessageList';
import type { NotesPanelLabels } from '../NotesPanel';
import type { ParticipantsListLabels } from '../ParticipantsList';
import type { SearchLabels } from '../Search';
import type { ShareDialogLabels } from '../ShareDialog';
import type { SideBarLabels } from '../SideBar';
import type { SummaryPanelLabels } from '../SummaryPanel';

export interface RoomNoticeLabels {
  /** Another person joined. @default '{name} joined to chat' */
  joined: (name: string) => string;
  /** Another person left. @default '{name} left the chat' */
  left: (name: string) => string;
  /** Another person liked a message. @default '{name} like message' */
  liked: (name: string) => string;
  /** To a party when the mediator turns shuttle mode on. */
  shuttleOn: string;
  /** To a party when the mediator turns shuttle mode off. */
  shuttleOff: string;
}

export const defaultRoomNoticeLabels: RoomNoticeLabels = {
  joined: (name) => `${name} joined to chat`,
  left: (name) => `${name} left the chat`,
  liked: (name) => `${name} like message`,
  shuttleOn: 'The mediator turned shuttle mode on.',
  shuttleOff: 'The mediator turned shuttle mode off.',
};

/** The text of a notice. */
export function noticeText(notice: RoomNotice, text: RoomNoticeLabels): string {
  switch (notice.kind) {
    case 'joined':
      return text.joined(notice.name);
    case 'left':
      return text.left(notice.name);
    case 'liked':
      return text.liked(notice.name);
    case 'shuttleOn':
      return text.shuttleOn;
    case 'shuttleOff':
      return text.shuttleOff;
    default:
      return notice.kind satisfies never;
  }
}

export interface ChatRoomLabels {
  /** Accessible name of the message board. */
  board: (groupCaption: string) => string;
  /** Button that opens the info drawer on small screens. @default 'Case details' */
  openInfo: string;
  /** Composer notice while shuttle mode keeps a party out of M. */
  shuttleReason: string;
  /** Composer notice once the case has ended. */
  endedReason: string;
  /** Composer notice while offline. */
  offlineReason: string;
  /** Heading of the Recommendation panel when no guide panel is given. @default 'Recommendation' */
  recommendationHeading: string;
  /** @default 'No recommendations yet' */
  recommendationEmpty: string;
  /** Notice under the messages while others type. @default 'Dana Levi is typing…' */
  typing: (names: string[]) => string;
  /** Notices of what others did, shown in the banner (or offered to the host's `onNotice`). */
  notices: RoomNoticeLabels;
  sideBar: Partial<SideBarLabels>;
  groupSelector: Partial<GroupSelectorLabels>;
  infoSelector: Partial<InfoSelectorLabels>;
  header: Partial<ChatHeaderLabels>;
  search: Partial<SearchLabels>;
  messageList: Partial<MessageListLabels>;
  composer: Partial<ComposerLabels>;
  caseInfo: Partial<CaseInfoPanelLabels>;
  participants: Partial<ParticipantsListLabels>;
  share: Partial<ShareDialogLabels>;
  notes: Partial<NotesPanelLabels>;
  summary: Partial<SummaryPanelLabels>;
}

export const defaultChatRoomLabels: ChatRoomLabels = {
  board: (groupCaption) => `Conversation: ${groupCaption}`,
  openInfo: 'Case details',
  shuttleReason: 'Shuttle mode is on: only the mediator writes in the joint group.',
  endedReason: 'This case has ended.',
  offlineReason: 'You are offline. You can send again once the connection is back.',
  recommendationHeading: 'Recommendation',
  recommendationEmpty: 'No recommendations yet',
  typing: (names) => (names.length === 1 ? `${names[0]} is typing…` : `${names.join(', ')} are typing…`),
  notices: defaultRoomNoticeLabels,
  sideBar: {},
  groupSelector: {},
  infoSelector: {},
  header: {},
  search: {},
  messageList: {},
  composer: {},
  caseInfo: {},
  participants: {},
  share: {},
  notes: {},
  summary: {},
};
