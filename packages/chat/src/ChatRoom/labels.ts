import { useMemo } from 'react';
import { useChatText } from '../i18n';
import type { RoomNotice } from '../room/roomState';
import type { Side } from '../types';
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

/** The notices' labels in the language in use, with the given ones over them. */
export function useRoomNoticeLabels(labels?: Partial<RoomNoticeLabels>): RoomNoticeLabels {
  const t = useChatText();
  const defaults = useMemo<RoomNoticeLabels>(
    () => ({
      joined: (name) => t('notice.joined', { name }),
      left: (name) => t('notice.left', { name }),
      liked: (name) => t('notice.liked', { name }),
      shuttleOn: t('notice.shuttleOn'),
      shuttleOff: t('notice.shuttleOff'),
    }),
    [t],
  );
  return { ...defaults, ...labels };
}

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
  /**
   * Placeholder and accessible name of the composer, naming who reads what is typed there.
   * @default 'Message to everyone', 'Private message to side A', 'Private message to the mediator'
   */
  composerAudience: (group: Side, isMediator: boolean) => string;
  /** Shown in the header of a caucus group (A or B), which only its party and the mediator read. @default 'Private' */
  privateGroup: string;
  /** The info column's edge, which widens and narrows it (arrow keys, or drag). @default 'Resize panel' */
  resizePanel: string;
  /** A tool's button that gives it the column's whole height. @default 'Open wide' */
  openWide: string;
  /** The same button while the tool is wide. @default 'Close wide' */
  closeWide: string;
  /** Beside a spinner while a panel's code loads, the first time it is chosen. @default 'Loading…' */
  panelLoading: string;
  /** The participants folded to one line while a tool is wide: the names, and how many are online. */
  participantsLine: (names: readonly string[], online: number) => string;
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

/**
 * The room's labels in the language in use, with the given ones over them (`notices` merged one by one). The
 * parts' own labels (`sideBar`, `composer`…) stay partial: each part fills in its defaults.
 */
export function useChatRoomLabels(labels?: Partial<ChatRoomLabels>): ChatRoomLabels {
  const t = useChatText();
  const notices = useRoomNoticeLabels(labels?.notices);
  const defaults = useMemo<Omit<ChatRoomLabels, 'notices'>>(
    () => ({
      board: (group) => t('chatRoom.board', { group }),
      openInfo: t('chatRoom.openInfo'),
      composerAudience: (group, isMediator) =>
        group === 'M'
          ? t('chatRoom.composerEveryone')
          : isMediator
            ? t('chatRoom.composerSide', { group })
            : t('chatRoom.composerMediator'),
      privateGroup: t('chatRoom.privateGroup'),
      resizePanel: t('chatRoom.resizePanel'),
      openWide: t('chatRoom.openWide'),
      closeWide: t('chatRoom.closeWide'),
      panelLoading: t('chatRoom.panelLoading'),
      participantsLine: (names, online) => t('chatRoom.participantsLine', { names: names.join(', '), online }),
      shuttleReason: t('chatRoom.shuttleReason'),
      endedReason: t('chatRoom.endedReason'),
      offlineReason: t('chatRoom.offlineReason'),
      recommendationHeading: t('chatRoom.recommendationHeading'),
      recommendationEmpty: t('chatRoom.recommendationEmpty'),
      typing: (names) => t('chatRoom.typing', { count: names.length, names: names.join(', ') }),
      ...EMPTY_PART_LABELS,
    }),
    [t],
  );
  return { ...defaults, ...labels, notices };
}

const EMPTY_PART_LABELS = {
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
} satisfies Partial<ChatRoomLabels>;
