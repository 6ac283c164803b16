import { useId, useMemo, useState, type ReactNode } from 'react';
import { createStrictContext, useControllableState } from '@mediation/ui';
import { ChatConfigProvider } from '../ChatConfig';
import { infoViewsFor } from '../InfoSelector';
import { defaultGroupSelectorLabels, partyGroupNames, type GroupSelectorLabels } from '../GroupSelector';
import { useMessageSearch } from '../Search';
import {
  groupsFor,
  type CaseInfo,
  type ChatMessage,
  type ChatNote,
  type ChatParticipant,
  type ChatViewer,
  type InfoView,
  type Side,
  type UnreadCounts,
} from '../types';
import { defaultChatRoomLabels, type ChatRoomLabels } from './labels';
import type { ChatRoomProps, ChatRoomSlots } from './props';
import { useRoomWidth, type RoomLayoutMode } from './useRoomWidth';
import { useUnread } from './useUnread';

/** What the room's parts share: the room's data and callbacks as given, and the state the room keeps. */
export interface ChatRoomContextValue extends Pick<
  ChatRoomProps,
  | 'onClearNotifications'
  | 'onLoadOlder'
  | 'onSend'
  | 'onTyping'
  | 'onRetry'
  | 'onLike'
  | 'onEdit'
  | 'onAddToAgreement'
  | 'onShuttleChange'
  | 'onSendSurvey'
  | 'onAddNote'
  | 'onRemoveNote'
  | 'onRemoveParticipant'
  | 'onShareEmail'
  | 'shareOrigin'
  | 'onExit'
> {
  /** The person looking at the room. */
  viewer: ChatViewer;
  /** Whether the viewer is the mediator (groups A and B, the info panels, Share, the shuttle switch). */
  isMediator: boolean;
  caseInfo: CaseInfo;
  participants: readonly ChatParticipant[];
  /** Messages of every group, oldest first. */
  messages: readonly ChatMessage[];
  notes: readonly ChatNote[];
  notifications: readonly string[];
  shuttle: boolean;
  isCaseEnded: boolean;
  isOffline: boolean;
  /** Groups older messages exist for on the server, and groups loading them. */
  hasMoreOlder: Partial<Record<Side, boolean>>;
  loadingOlder: Partial<Record<Side, boolean>>;
  /** The groups the viewer may open. */
  groups: readonly Side[];
  /** The open group, and the way to open another. */
  group: Side;
  setGroup: (group: Side) => void;
  /** Names of the groups as the viewer reads them (a party's own group is "You and the mediator"). */
  groupLabels: Partial<GroupSelectorLabels> & Pick<GroupSelectorLabels, 'groups'>;
  /** Messages of the open group. */
  groupMessages: readonly ChatMessage[];
  /** Unread messages per group, and the first unread one of the open group (where "New messages" goes). */
  unread: UnreadCounts;
  firstUnreadId: string | undefined;
  /** The search in the open group. */
  search: ReturnType<typeof useMessageSearch>;
  /** Names of the others typing in the open group. */
  typingNames: readonly string[];
  /** Why the composer is off, if it is (case ended, offline, shuttle for a party in M). */
  disabledReason: string | undefined;
  /** The info panel shown (for a party 'info', or 'agreement' when its slot is given), and the way to choose another. */
  infoView: InfoView;
  /** The info panels the viewer may choose. */
  infoViews: readonly InfoView[];
  setInfoView: (view: InfoView) => void;
  isShareOpen: boolean;
  setShareOpen: (isOpen: boolean) => void;
  /** The info drawer of a narrow room. */
  isDrawerOpen: boolean;
  setDrawerOpen: (isOpen: boolean) => void;
  /** The layout for the room's width, measured on the element `RoomLayout` gives `layoutRef`. */
  layout: RoomLayoutMode;
  layoutRef: (element: HTMLElement | null) => void;
  /** Id of the message board, which the group tabs control. */
  boardId: string;
  slots: ChatRoomSlots;
  /** Visible strings, with the defaults filled in. */
  labels: ChatRoomLabels;
}

const [ChatRoomContextProvider, useChatRoomContext] = createStrictContext<ChatRoomContextValue>('useChatRoom', 'ChatRoomProvider');

/** The room's state and callbacks, for a part placed inside a `ChatRoomProvider` (throws outside one). */
export function useChatRoom(): ChatRoomContextValue {
  return useChatRoomContext();
}

export interface ChatRoomProviderProps extends ChatRoomProps {
  /** The parts of the room, placed as the app wants them (`ChatRoom` places them the usual way). */
  children?: ReactNode;
}

/**
 * Holds one room's state (open group, info panel, unread counts, search, drawer, share dialog, layout) and
 * hands it with the room's data and callbacks to the parts placed inside: `RoomLayout`, `RoomSideBar`,
 * `RoomBoard`, `RoomHeader`, `RoomMessages`, `RoomComposer`, `RoomInfoColumn` and the rest.
 */
export function ChatRoomProvider({ components, locale, timeZone, children, ...props }: ChatRoomProviderProps) {
  return (
    <ChatConfigProvider components={components} locale={locale} timeZone={timeZone}>
      <RoomState {...props}>{children}</RoomState>
    </ChatConfigProvider>
  );
}

function RoomState({
  viewer,
  caseInfo,
  participants,
  messages,
  shuttle,
  isCaseEnded = false,
  isOffline = false,
  notes = [],
  notifications = [],
  group: groupProp,
  defaultGroup = 'M',
  onGroupChange,
  infoView: infoViewProp,
  onInfoViewChange,
  lastRead,
  onMarkRead,
  hasMoreOlder = {},
  loadingOlder = {},
  typing = {},
  slots = {},
  labels,
  children,
  ...callbacks
}: Omit<ChatRoomProviderProps, 'components' | 'locale' | 'timeZone'>) {
  const text = { ...defaultChatRoomLabels, ...labels };
  const isMediator = viewer.side === 'M';
  // A party's own group is the one with the mediator; the mediator's are named by side.
  const groupLabels = {
    ...text.groupSelector,
    groups: { ...(isMediator ? defaultGroupSelectorLabels.groups : partyGroupNames), ...text.groupSelector.groups },
  };
  const [group, setGroup] = useControllableState<Side>({ value: groupProp, defaultValue: defaultGroup, onChange: onGroupChange });
  const [infoView, setInfoView] = useControllableState<InfoView>({ value: infoViewProp, defaultValue: 'info', onChange: onInfoViewChange });
  const [isShareOpen, setShareOpen] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [layoutRef, layout] = useRoomWidth();
  const boardId = useId();

  const viewerSide = viewer.side;
  const messagesByGroup = useMemo(() => {
    const byGroup: Partial<Record<Side, ChatMessage[]>> = {};
    for (const side of groupsFor({ side: viewerSide })) byGroup[side] = [];
    for (const message of messages) byGroup[message.group]?.push(message);
    return byGroup;
  }, [messages, viewerSide]);
  const groupMessages = messagesByGroup[group] ?? [];
  const { unread, firstUnreadId } = useUnread(messagesByGroup, group, viewer.id, lastRead, onMarkRead);
  const search = useMessageSearch(groupMessages);

  const disabledReason = isCaseEnded
    ? text.endedReason
    : isOffline
      ? text.offlineReason
      : shuttle && !isMediator && group === 'M'
        ? text.shuttleReason
        : undefined;

  const hasAgreement = slots.agreement != null;
  const infoViews = useMemo(() => infoViewsFor(isMediator, hasAgreement), [isMediator, hasAgreement]);

  const value: ChatRoomContextValue = {
    ...callbacks,
    viewer,
    isMediator,
    caseInfo,
    participants,
    messages,
    notes,
    notifications,
    shuttle,
    isCaseEnded,
    isOffline,
    hasMoreOlder,
    loadingOlder,
    groups: groupsFor(viewer),
    group,
    setGroup,
    groupLabels,
    groupMessages,
    unread,
    firstUnreadId,
    search,
    typingNames: typing[group] ?? [],
    disabledReason,
    infoView: infoViews.includes(infoView) ? infoView : 'info',
    infoViews,
    setInfoView,
    isShareOpen,
    setShareOpen,
    isDrawerOpen,
    setDrawerOpen,
    layout,
    layoutRef,
    boardId,
    slots,
    labels: text,
  };
  return <ChatRoomContextProvider value={value}>{children}</ChatRoomContextProvider>;
}
