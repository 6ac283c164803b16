// Over 400 lines: the room's one composition (header, groups, list, composer, side bar, info column) with its props; the parts-over-context split is issue 18's.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { breakpoint, Button, Drawer, EmptyState, IconButton } from '@mediation/ui';
import { CaseInfoPanel, type CaseInfoPanelLabels } from '../CaseInfoPanel';
import { ChatConfigProvider, useChatComponents, type ChatComponents } from '../ChatConfig';
import { ChatHeader, type ChatHeaderLabels } from '../ChatHeader';
import { Composer as DefaultComposer, type ComposerLabels } from '../Composer';
import { defaultGroupSelectorLabels, GroupSelector, partyGroupNames, type GroupSelectorLabels } from '../GroupSelector';
import { InfoSelector, type InfoSelectorLabels } from '../InfoSelector';
import { ExitIcon, PanelIcon, ShareIcon } from '../internal/icons';
import { PanelHeading } from '../internal/styles';
import { useControllableState } from '../internal/useControllableState';
import { MessageList, type MessageListLabels } from '../MessageList';
import { NotesPanel, type NotesPanelLabels } from '../NotesPanel';
import { NotificationBanner } from '../NotificationBanner';
import { ParticipantsList, type ParticipantsListLabels } from '../ParticipantsList';
import { useMessageSearch, type SearchLabels } from '../Search';
import { ShareDialog, type ShareDialogLabels } from '../ShareDialog';
import { SideBar, type SideBarLabels } from '../SideBar';
import { SummaryPanel, summaryMessages, type SummaryPanelLabels } from '../SummaryPanel';
import { groupsFor, type CaseInfo, type ChatMessage, type ChatNote, type ChatParticipant, type ChatViewer, type InfoView, type PartySide, type Side } from '../types';
import { Board, DrawerContent, DrawerFooter, InfoColumn, ListSlot, NarrowTabs, RoomRoot, TypingNotice } from './ChatRoom.styles';
import { useUnread } from './useUnread';

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

/** Places where other packages (the guide) put their panels. */
export interface ChatRoomSlots {
  /** The mediator's collapsible guided negotiation panel, above the composer. */
  guidePanel?: ReactNode;
  /** A banner above the messages, such as the party's 'Click To Set Initial State'. */
  partyBanner?: ReactNode;
  /** Content of the Recommendation panel (barrier advice). */
  recommendation?: ReactNode;
  /** Extra content of the Summary panel. */
  summary?: ReactNode;
}

export interface ChatRoomProps {
  /** The person looking at the room; side 'M' is the mediator. */
  viewer: ChatViewer;
  /** The case. */
  caseInfo: CaseInfo;
  /** The people of the case. */
  participants: readonly ChatParticipant[];
  /** Messages of every group the viewer may read, oldest first. */
  messages: readonly ChatMessage[];
  /** Whether shuttle mode is on (a party cannot write in M). */
  shuttle: boolean;
  /** Whether the case has ended (nobody can write). @default false */
  isCaseEnded?: boolean;
  /** Whether the connection is lost (nobody can write). @default false */
  isOffline?: boolean;
  /** The mediator's notes. */
  notes?: readonly ChatNote[];
  /** The notification queue shown in the banner. */
  notifications?: readonly string[];
  /** Called when the banner's time is up. */
  onClearNotifications?: () => void;
  /** The open group (controlled). */
  group?: Side;
  /** The group open at first. @default 'M' */
  defaultGroup?: Side;
  /** Called with the group opened. */
  onGroupChange?: (group: Side) => void;
  /** The info panel (controlled). */
  infoView?: InfoView;
  /** Called with the info panel chosen. */
  onInfoViewChange?: (view: InfoView) => void;
  /** Last read message per group at first (for unread counts that survive a reload). */
  lastRead?: Partial<Record<Side, string>>;
  /** Called when the viewer has read a group up to a message. */
  onMarkRead?: (group: Side, message: ChatMessage) => void;
  /** Groups that have older messages on the server. */
  hasMoreOlder?: Partial<Record<Side, boolean>>;
  /** Groups whose older messages are loading. */
  loadingOlder?: Partial<Record<Side, boolean>>;
  /** Called to load older messages of a group. */
  onLoadOlder?: (group: Side) => void;
  /** Called with a message to send in a group. */
  onSend: (group: Side, text: string) => void;
  /** Names of the others typing now, per group. */
  typing?: Partial<Record<Side, readonly string[]>>;
  /** Called as the viewer types in a group. */
  onTyping?: (group: Side) => void;
  /** Called to send a failed message again. */
  onRetry?: (messageId: string) => void;
  /** Called to like or unlike a message. */
  onLike?: (messageId: string, liked: boolean) => void;
  /** Called with the new text of an edited message. */
  onEdit?: (messageId: string, text: string) => void;
  /** The mediator toggles shuttle mode. */
  onShuttleChange?: (shuttle: boolean) => void;
  /** The mediator sends the survey request. */
  onSendSurvey?: () => void;
  /** The mediator adds a note. */
  onAddNote?: (note: ChatNote) => void;
  /** The mediator removes a note by index. */
  onRemoveNote?: (index: number) => void;
  /** Given (to the mediator), each party in the participants list can be removed from the case, after a confirmation. */
  onRemoveParticipant?: (participant: ChatParticipant) => void;
  /** The mediator sends a personal invitation by e-mail, on the side chosen for that person. */
  onShareEmail?: (email: string, link: string, side: PartySide) => void;
  /** Origin of the share link. @default window.location.origin */
  shareOrigin?: string;
  /** Called when Exit is pressed. */
  onExit?: () => void;
  /** Panels of other packages. */
  slots?: ChatRoomSlots;
  /** Replacements for pieces of the room. */
  components?: Partial<ChatComponents>;
  /** Locale of dates and times. */
  locale?: string;
  /** Time zone of dates and times. */
  timeZone?: string;
  /** Visible strings, per part. */
  labels?: Partial<ChatRoomLabels>;
}

/**
 * Below this width of the room (not of the window: the room may sit beside an app's menu) the side bar
 * and the info column narrow, so the messages keep a usable width.
 */
export const ROOM_COMPACT_WIDTH = 1100;

type RoomLayout = 'narrow' | 'compact' | 'wide';

/** The room's layout for its own width: a drawer below the mobile breakpoint (768 px), narrower columns below 1100 px. */
function useRoomLayout() {
  const ref = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<RoomLayout>('wide');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = entry.contentRect.width;
      setLayout(width < breakpoint.mobile ? 'narrow' : width < ROOM_COMPACT_WIDTH ? 'compact' : 'wide');
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, layout] as const;
}

/** The whole case room for the mediator or a party: side bar, header, messages, composer and the info column (a drawer below 768 px). */
export function ChatRoom({ components, locale, timeZone, ...props }: ChatRoomProps) {
  return (
    <ChatConfigProvider components={components} locale={locale} timeZone={timeZone}>
      <Room {...props} />
    </ChatConfigProvider>
  );
}

function Room({
  viewer,
  caseInfo,
  participants,
  messages,
  shuttle,
  isCaseEnded = false,
  isOffline = false,
  notes = [],
  notifications = [],
  onClearNotifications,
  group: groupProp,
  defaultGroup = 'M',
  onGroupChange,
  infoView: infoViewProp,
  onInfoViewChange,
  lastRead,
  onMarkRead,
  hasMoreOlder = {},
  loadingOlder = {},
  onLoadOlder,
  onSend,
  typing = {},
  onTyping,
  onRetry,
  onLike,
  onEdit,
  onShuttleChange,
  onSendSurvey,
  onAddNote,
  onRemoveNote,
  onRemoveParticipant,
  onShareEmail,
  shareOrigin,
  onExit,
  slots = {},
  labels,
}: Omit<ChatRoomProps, 'components' | 'locale' | 'timeZone'>) {
  const text = { ...defaultChatRoomLabels, ...labels };
  const { Composer = DefaultComposer } = useChatComponents();
  const isMediator = viewer.side === 'M';
  // A party's own group is the one with the mediator; the mediator's are named by side.
  const groupLabels = { ...text.groupSelector, groups: { ...(isMediator ? defaultGroupSelectorLabels.groups : partyGroupNames), ...text.groupSelector.groups } };
  const groups = groupsFor(viewer);
  const [group, setGroup] = useControllableState<Side>(groupProp, defaultGroup, onGroupChange);
  const [infoView, setInfoView] = useControllableState<InfoView>(infoViewProp, 'info', onInfoViewChange);
  const shownView: InfoView = isMediator ? infoView : 'info';
  const [isShareOpen, setShareOpen] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [rootRef, layout] = useRoomLayout();
  const isNarrow = layout === 'narrow';
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

  const groupCaption = groupLabels.groups[group];

  const infoPanel = (() => {
    switch (shownView) {
      case 'info':
        return <CaseInfoPanel caseInfo={caseInfo} onSendSurvey={isMediator ? onSendSurvey : undefined} labels={text.caseInfo} />;
      case 'recommendation':
        return (
          slots.recommendation ?? (
            <section>
              <PanelHeading>{text.recommendationHeading}</PanelHeading>
              <EmptyState title={text.recommendationEmpty} headingLevel={3} />
            </section>
          )
        );
      case 'summary':
        return (
          <SummaryPanel summaries={summaryMessages(messages)} labels={text.summary}>
            {slots.summary}
          </SummaryPanel>
        );
      case 'notes':
        return <NotesPanel notes={notes} onAdd={(note) => onAddNote?.(note)} onRemove={(index) => onRemoveNote?.(index)} labels={text.notes} />;
      default:
        return shownView satisfies never;
    }
  })();
  const participantsList = shownView === 'summary' ? null : <ParticipantsList participants={participants} viewerId={viewer.id} labels={text.participants} onRemove={onRemoveParticipant} />;

  const board = (
    <Board id={boardId} role="tabpanel" aria-label={text.board(groupCaption)}>
      {isNarrow ? (
        <NarrowTabs>
          <GroupSelector
            groups={groups}
            value={group}
            onValueChange={setGroup}
            unread={unread}
            panelId={boardId}
            orientation="horizontal"
            labels={groupLabels}
          />
        </NarrowTabs>
      ) : null}
      <ChatHeader
        side={viewer.side}
        category={caseInfo.category}
        shuttle={shuttle}
        onShuttleChange={isMediator ? onShuttleChange : undefined}
        hasNotification={notifications.length > 0}
        search={{
          query: search.query,
          onQueryChange: search.setQuery,
          matchCount: search.matches.length,
          matchIndex: search.index,
          onPrevious: search.previous,
          onNext: search.next,
          labels: text.search,
        }}
        actions={
          isNarrow ? (
            <IconButton aria-label={text.openInfo} icon={<PanelIcon />} variant="secondary" onClick={() => setDrawerOpen(true)} />
          ) : undefined
        }
        labels={text.header}
      />
      <NotificationBanner notifications={notifications} onClear={() => onClearNotifications?.()} />
      {slots.partyBanner}
      <ListSlot>
        <MessageList
          key={group}
          messages={groupMessages}
          viewerId={viewer.id}
          firstUnreadId={firstUnreadId}
          highlight={search.query}
          currentMatchId={search.currentMatchId}
          hasMoreOlder={hasMoreOlder[group] ?? false}
          isLoadingOlder={loadingOlder[group] ?? false}
          onLoadOlder={onLoadOlder ? () => onLoadOlder(group) : undefined}
          onLike={isCaseEnded ? undefined : onLike}
          onEdit={isCaseEnded ? undefined : onEdit}
          onRetry={onRetry}
          labels={text.messageList}
        />
      </ListSlot>
      <TypingNotice aria-live="polite">{(typing[group]?.length ?? 0) > 0 ? text.typing([...(typing[group] ?? [])]) : ''}</TypingNotice>
      {isMediator ? slots.guidePanel : null}
      <Composer
        onSend={(value) => onSend(group, value)}
        onTyping={onTyping ? () => onTyping(group) : undefined}
        disabledReason={disabledReason}
        draftKey={group}
        labels={text.composer}
      />
    </Board>
  );

  const shareDialog = isMediator ? (
    <ShareDialog open={isShareOpen} onOpenChange={setShareOpen} code={caseInfo.code} origin={shareOrigin} onSendEmail={onShareEmail} labels={text.share} />
  ) : null;

  if (isNarrow) {
    return (
      <RoomRoot ref={rootRef} data-layout="narrow">
        {board}
        <Drawer open={isDrawerOpen} onOpenChange={setDrawerOpen} title={caseInfo.title}>
          <DrawerContent>
            {isMediator ? <InfoSelector isMediator value={shownView} onValueChange={setInfoView} labels={text.infoSelector} /> : null}
            {infoPanel}
            {participantsList}
            <DrawerFooter>
              {isMediator ? (
                <Button variant="secondary" size="sm" onClick={() => setShareOpen(true)}>
                  <ShareIcon />
                  {text.sideBar.share ?? 'Share'}
                </Button>
              ) : null}
              {onExit ? (
                <Button variant="ghost" size="sm" onClick={onExit}>
                  <ExitIcon />
                  {text.sideBar.exit ?? 'Exit'}
                </Button>
              ) : null}
            </DrawerFooter>
          </DrawerContent>
        </Drawer>
        {shareDialog}
      </RoomRoot>
    );
  }

  return (
    <RoomRoot ref={rootRef} data-layout={layout}>
      <SideBar
        isMediator={isMediator}
        groups={groups}
        group={group}
        onGroupChange={setGroup}
        unread={unread}
        panelId={boardId}
        infoView={shownView}
        onInfoViewChange={setInfoView}
        onShare={() => setShareOpen(true)}
        onExit={onExit}
        labels={{ ...text.sideBar, groupSelector: groupLabels, infoSelector: text.infoSelector }}
      />
      {board}
      <InfoColumn>
        {infoPanel}
        {participantsList}
      </InfoColumn>
      {shareDialog}
    </RoomRoot>
  );
}
