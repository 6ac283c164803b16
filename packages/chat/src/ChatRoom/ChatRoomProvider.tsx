import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { createStrictContext, useControllableState } from '@mediation/ui';
import { ChatConfigProvider } from '../ChatConfig';
import { infoViewsFor } from '../InfoSelector';
import { useGroupSelectorLabels, type GroupSelectorLabels } from '../GroupSelector';
import { useMessageSearch } from '../Search';
import {
  groupsFor,
  type CaseInfo,
  type ChatMessage,
  type ChatNote,
  type ChatParticipant,
  type ChatViewer,
  type InfoView,
  type PartySide,
  type Side,
  type UnreadCounts,
} from '../types';
import { RoomClientProvider, useRoom } from '../room/useRoom';
import type { RoomClient } from '../room/RoomClient';
import type { RoomState } from '../room/roomState';
import { noticeText, useChatRoomLabels, type ChatRoomLabels } from './labels';
import type { ChatRoomProps, ChatRoomSlots, RoomActionName } from './props';
import { useRoomWidth, type RoomLayoutMode } from './useRoomWidth';
import { useUnread } from './useUnread';

/** What can be opened wide in the info column: the docked guide, or the chosen info panel. */
export type WideTool = 'guide' | 'panel';

/**
 * What the room's parts share: the room's data as its client's store holds it (all but the typing notice,
 * which `RoomTypingNotice` reads itself), the client's commands, and the state the room keeps.
 */
export interface ChatRoomContextValue extends Pick<
  ChatRoomProps,
  'onAddToAgreement' | 'onRemoveParticipant' | 'shareOrigin' | 'shareInvitations' | 'onExit' | 'infoCounts'
> {
  /** A party's way to the agreement from the chat (the guided "Do you accept the agreement?"); absent without its panel. */
  onOpenAgreement?: () => void;
  /** The room's client. */
  client: RoomClient;
  /** The person looking at the room. */
  viewer: ChatViewer;
  /** Whether the viewer is the mediator (groups A and B, the info panels, Share, the shuttle switch). */
  isMediator: boolean;
  caseInfo: CaseInfo;
  participants: readonly ChatParticipant[];
  /** Messages of every group, oldest first (the mediator's own marked seen once a party read past them). */
  messages: readonly ChatMessage[];
  notes: readonly ChatNote[];
  /** The notices the banner shows, as text. */
  notifications: readonly string[];
  shuttle: boolean;
  isCaseEnded: boolean;
  isOffline: boolean;
  /** Groups older messages exist for on the server, and groups loading them. */
  hasMoreOlder: Partial<Record<Side, boolean>>;
  loadingOlder: Partial<Record<Side, boolean>>;
  /** The client's commands, as the parts call them (failures go to `onActionError`); absent when the client has none. */
  onClearNotifications: () => void;
  onSend: (group: Side, text: string) => void;
  onLoadOlder?: (group: Side) => void;
  onTyping?: (group: Side) => void;
  onRetry?: (messageId: string) => void;
  onLike?: (messageId: string, liked: boolean) => void;
  onEdit?: (messageId: string, text: string) => void;
  onShuttleChange?: (shuttle: boolean) => void;
  onSendSurvey?: () => void;
  onAddNote?: (note: ChatNote) => void;
  onRemoveNote?: (index: number) => void;
  onShareEmail?: (email: string, link: string, side: PartySide) => void;
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
  /**
   * The tool opened wide in the info column: the guided negotiation ('guide') or the chosen panel ('panel',
   * the agreement or the notes) takes the column's whole height, the participants fold to one line.
   */
  wideTool: WideTool | null;
  setWideTool: (tool: WideTool | null) => void;
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
 * hands it with the room's data (from `client`'s store) and commands to the parts placed inside: `RoomLayout`, `RoomSideBar`,
 * `RoomBoard`, `RoomHeader`, `RoomMessages`, `RoomComposer`, `RoomInfoColumn` and the rest.
 */
export function ChatRoomProvider({ client, components, locale, timeZone, children, ...props }: ChatRoomProviderProps) {
  return (
    <RoomClientProvider client={client}>
      <ChatConfigProvider components={components} locale={locale} timeZone={timeZone}>
        <RoomParts {...props} client={client}>
          {children}
        </RoomParts>
      </ChatConfigProvider>
    </RoomClientProvider>
  );
}

/**
 * What the parts show of the store: everything but the typing notice (and the positions only the client
 * needs), so that a typing notice renders the typing line alone.
 */
const shown = (state: RoomState) => ({
  viewer: state.viewer,
  messages: state.messages,
  participants: state.participants,
  online: state.online,
  notes: state.notes,
  notifications: state.notifications,
  shuttle: state.shuttle,
  isCaseEnded: state.isCaseEnded,
  isOffline: state.status !== 'online' && !state.isCaseEnded,
  hasMoreOlder: state.hasMoreOlder,
  isLoadingOlder: state.isLoadingOlder,
  readByOthers: state.readByOthers,
});

function RoomParts({
  client,
  caseInfo,
  extraParticipants,
  group: groupProp,
  defaultGroup = 'M',
  onGroupChange,
  infoView: infoViewProp,
  onInfoViewChange,
  onShareEmail,
  onSurveySent,
  onActionError,
  onNotice,
  slots = {},
  labels,
  children,
  ...rest
}: Omit<ChatRoomProviderProps, 'components' | 'locale' | 'timeZone'>) {
  const text = useChatRoomLabels(labels);
  const room = useRoom(shown);
  const { viewer, shuttle, isCaseEnded, isOffline } = room;
  const isMediator = viewer.side === 'M';
  // A party's own group is the one with the mediator; the mediator's are named by side.
  const groupLabels = useGroupSelectorLabels(text.groupSelector, !isMediator);
  const [group, setGroup] = useControllableState<Side>({ value: groupProp, defaultValue: defaultGroup, onChange: onGroupChange });
  const [infoView, setInfoView] = useControllableState<InfoView>({ value: infoViewProp, defaultValue: 'info', onChange: onInfoViewChange });
  const [isShareOpen, setShareOpen] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [wideTool, setWideTool] = useState<WideTool | null>(null);
  const [layoutRef, layout] = useRoomWidth();
  const boardId = useId();

  const messages = useMemo(() => withSeen(room.messages, viewer, room.readByOthers), [room.messages, viewer, room.readByOthers]);
  const participants = useMemo(
    () => withExtraParticipants(room.participants, extraParticipants, room.online),
    [room.participants, extraParticipants, room.online],
  );
  const viewerSide = viewer.side;
  const messagesByGroup = useMemo(() => {
    const byGroup: Partial<Record<Side, ChatMessage[]>> = {};
    for (const side of groupsFor({ side: viewerSide })) byGroup[side] = [];
    for (const message of messages) byGroup[message.group]?.push(message);
    return byGroup;
  }, [messages, viewerSide]);
  const groupMessages = messagesByGroup[group] ?? [];
  // The unread counts start from the store's read positions (read once: from then on the room keeps them).
  const [lastRead] = useState(() => lastReadIds(client.getState()));
  const { unread, firstUnreadId } = useUnread(messagesByGroup, group, viewer.id, lastRead, (side, message) => {
    // A position not stored now is stored with the next one (positions only move forward).
    if (message.seq !== undefined) void client.markRead?.(side, message.seq).catch(() => undefined);
  });
  // The server's search, when the client has one, reaches the messages not loaded yet.
  const searchSource = useMemo(
    () =>
      client.searchMessages
        ? {
            search: (query: string, beforeSeq?: number) => client.searchMessages!(group, query, beforeSeq),
            reveal: client.revealMessage ? (seq: number) => client.revealMessage!(seq) : undefined,
          }
        : undefined,
    [client, group],
  );
  const search = useMessageSearch(groupMessages, searchSource);

  // Each notice is offered to the host once; what it does not show goes to the banner.
  const noticeRef = useRef({ onNotice, labels: text.notices });
  noticeRef.current = { onNotice, labels: text.notices };
  useEffect(() => {
    const offer = noticeRef.current.onNotice;
    if (!offer || !client.offerNotices) return;
    client.offerNotices((notice) => offer(notice, noticeText(notice, noticeRef.current.labels)));
  }, [client, room.notifications]);
  const notifications = (onNotice ? room.notifications.filter((notice) => notice.offered) : room.notifications).map((notice) =>
    noticeText(notice, text.notices),
  );

  const run = (action: RoomActionName, work: () => Promise<unknown> | unknown) => {
    Promise.resolve()
      .then(work)
      .catch((error: unknown) => (onActionError ? onActionError(action, error) : console.error(error)));
  };

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
    ...rest,
    onOpenAgreement:
      hasAgreement && !isMediator
        ? () => {
            setInfoView('agreement');
            if (layout === 'narrow') setDrawerOpen(true);
          }
        : undefined,
    client,
    viewer,
    isMediator,
    caseInfo,
    participants,
    messages,
    notes: room.notes,
    notifications,
    shuttle,
    isCaseEnded,
    isOffline,
    hasMoreOlder: { M: room.hasMoreOlder, A: room.hasMoreOlder, B: room.hasMoreOlder },
    loadingOlder: { M: room.isLoadingOlder, A: room.isLoadingOlder, B: room.isLoadingOlder },
    ...commandsOf(client, run, onSurveySent),
    onShareEmail: onShareEmail ? (email, link, side) => run('shareEmail', () => onShareEmail(email, link, side)) : undefined,
    groups: groupsFor(viewer),
    group,
    setGroup,
    groupLabels,
    groupMessages,
    unread,
    firstUnreadId,
    search,
    disabledReason,
    infoView: infoViews.includes(infoView) ? infoView : 'info',
    infoViews,
    setInfoView,
    isShareOpen,
    setShareOpen,
    isDrawerOpen,
    setDrawerOpen,
    wideTool,
    setWideTool,
    layout,
    layoutRef,
    boardId,
    slots,
    labels: text,
  };
  return <ChatRoomContextProvider value={value}>{children}</ChatRoomContextProvider>;
}

/** The client's commands as the parts call them: each failure reported, each one the client lacks absent. */
function commandsOf(
  client: RoomClient,
  run: (action: RoomActionName, work: () => Promise<unknown> | unknown) => void,
  onSurveySent: (() => void) | undefined,
): Pick<
  ChatRoomContextValue,
  | 'onClearNotifications'
  | 'onSend'
  | 'onLoadOlder'
  | 'onTyping'
  | 'onRetry'
  | 'onLike'
  | 'onEdit'
  | 'onShuttleChange'
  | 'onSendSurvey'
  | 'onAddNote'
  | 'onRemoveNote'
> {
  const { retry, like, edit, setShuttle, addNote, removeNote, sendSurvey, loadOlder, typingIn } = client;
  return {
    onClearNotifications: () => client.dismissNotice?.(),
    onSend: (side, value) => client.send(side, value),
    onLoadOlder: loadOlder ? () => void loadOlder.call(client).catch(() => undefined) : undefined,
    onTyping: typingIn ? (side) => void typingIn.call(client, side).catch(() => undefined) : undefined,
    onRetry: retry ? (id) => retry.call(client, id) : undefined,
    onLike: like ? (id, liked) => run(liked ? 'like' : 'unlike', () => like.call(client, id, liked)) : undefined,
    onEdit: edit ? (id, value) => run('edit', () => edit.call(client, id, value)) : undefined,
    onShuttleChange: setShuttle ? (value) => run('shuttle', () => setShuttle.call(client, value)) : undefined,
    onSendSurvey: sendSurvey
      ? () =>
          run('survey', async () => {
            await sendSurvey.call(client);
            onSurveySent?.();
          })
      : undefined,
    onAddNote: addNote ? (note) => run('addNote', () => addNote.call(client, note)) : undefined,
    onRemoveNote: removeNote ? (index) => run('removeNote', () => removeNote.call(client, index)) : undefined,
  };
}

/**
 * The listed participants with the host's extra ones (such as the creator, whom a party's connection does
 * not list) in front; an extra person is online as the store's `online` says, like the listed ones.
 */
function withExtraParticipants(
  listed: readonly ChatParticipant[],
  extra: readonly ChatParticipant[] | undefined,
  online: readonly number[],
): readonly ChatParticipant[] {
  const missing = (extra ?? [])
    .filter((person) => !listed.some((entry) => entry.side === person.side && entry.userId === person.userId))
    .map((person) => ({ ...person, isOnline: online.includes(person.userId) }));
  return missing.length === 0 ? listed : [...missing, ...listed];
}

/** The mediator's own messages marked seen once the party of the group (any party, in M) has read past them. */
function withSeen(messages: readonly ChatMessage[], viewer: ChatViewer, readByOthers: RoomState['readByOthers']): readonly ChatMessage[] {
  if (viewer.side !== 'M' || readByOthers.length === 0) return messages;
  return messages.map((message) => {
    if (message.authorId !== viewer.id || message.seq === undefined) return message;
    const seq = message.seq;
    const isSeen = readByOthers.some((position) => position.side === message.group && position.seq >= seq);
    return isSeen ? { ...message, isSeen } : message;
  });
}

/** The id of the last message the viewer had read in each group, from the store's read positions. */
function lastReadIds(room: Pick<RoomState, 'messages' | 'readUpTo'>): Partial<Record<Side, string>> {
  const ids: Partial<Record<Side, string>> = {};
  for (const message of room.messages) {
    const upTo = room.readUpTo[message.group];
    if (upTo !== undefined && message.seq !== undefined && message.seq <= upTo) ids[message.group] = message.id;
  }
  return ids;
}
