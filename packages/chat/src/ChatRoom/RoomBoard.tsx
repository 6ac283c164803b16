import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Badge, Button, PanelIcon } from '@mediation/ui';
import { ChatHeader } from '../ChatHeader';
import { useChatComponents } from '../ChatConfig';
import { Composer as DefaultComposer } from '../Composer';
import { GroupSelector } from '../GroupSelector';
import { useInfoSelectorLabels } from '../InfoSelector';
import { MessageList } from '../MessageList';
import { NotificationBanner } from '../NotificationBanner';
import { Board, ListSlot, NarrowGuide, NarrowTabs, TypingNotice } from './ChatRoom.styles';
import { useRoom } from '../room/useRoom';
import { useChatRoom } from './ChatRoomProvider';

export type RoomBoardProps = ComponentPropsWithoutRef<'section'>;

/**
 * The conversation of the open group: the panel the group tabs control. Without children it holds the
 * header, the notifications, the party banner slot, the messages, the typing notice, the guide panel slot
 * (the mediator's, in a narrow room only: otherwise it docks in the info column) and the composer; with
 * children, what the app places.
 */
export function RoomBoard({ children, ...rest }: RoomBoardProps) {
  const room = useChatRoom();
  return (
    <Board id={room.boardId} role="tabpanel" aria-label={room.labels.board(room.groupLabels.groups[room.group])} {...rest}>
      {children ?? (
        <>
          <RoomHeader />
          <RoomNotifications />
          {room.slots.partyBanner}
          <RoomMessages />
          <RoomTypingNotice />
          {/* The guide docks in the info column; in a narrow room (no column) below the conversation. */}
          {room.isMediator && room.layout === 'narrow' && room.slots.guidePanel ? (
            <NarrowGuide data-part="guide">{room.slots.guidePanel}</NarrowGuide>
          ) : null}
          <RoomComposer />
        </>
      )}
    </Board>
  );
}

export interface RoomHeaderProps {
  /** Extra content at the end of the header (a badge, a button). */
  actions?: ReactNode;
}

/**
 * The bar above the messages: side, category, shuttle (with the mediator's switch), notifications and the
 * search of the open group. Below 1400 px (no side bar) the group tabs sit above it; in a narrow room it gets
 * the button that opens the info drawer.
 */
export function RoomHeader({ actions }: RoomHeaderProps) {
  const room = useChatRoom();
  const text = room.labels;
  const { search } = room;
  const isNarrow = room.layout === 'narrow';
  // On a phone the drawer hides the panels: a panel where something waits for the viewer names itself on the
  // button, with its count, and the button opens the drawer on it.
  const waiting = room.infoViews.find((view) => (room.infoCounts?.[view] ?? 0) > 0);
  const waitingCount = waiting ? (room.infoCounts?.[waiting] ?? 0) : 0;
  const infoSelectorText = useInfoSelectorLabels(text.infoSelector);
  const openInfo = isNarrow ? (
    <Button
      size="sm"
      variant="secondary"
      data-part="open-info"
      aria-label={waiting ? infoSelectorText.withCount(infoSelectorText.views[waiting], waitingCount) : undefined}
      onClick={() => {
        if (waiting) room.setInfoView(waiting);
        room.setDrawerOpen(true);
      }}
    >
      <PanelIcon data-flip-rtl="" />
      {waiting ? infoSelectorText.views[waiting] : text.openInfo}
      {waiting ? (
        <>
          {' '}
          <Badge count={waitingCount} tone="danger" solid aria-hidden="true" />
        </>
      ) : null}
    </Button>
  ) : null;
  return (
    <>
      {room.layout !== 'wide' ? <RoomGroupTabs /> : null}
      <ChatHeader
        side={room.viewer.side}
        category={room.caseInfo.category}
        shuttle={room.shuttle}
        onShuttleChange={room.isMediator ? room.onShuttleChange : undefined}
        hasNotification={room.notifications.length > 0}
        privateLabel={room.group === 'M' ? undefined : text.privateGroup}
        search={{
          query: search.query,
          onQueryChange: search.setQuery,
          matchCount: search.matches.length,
          hasMoreMatches: search.hasMore,
          matchIndex: search.index,
          onPrevious: search.previous,
          onNext: search.next,
          labels: text.search,
        }}
        actions={
          actions || openInfo ? (
            <>
              {actions}
              {openInfo}
            </>
          ) : undefined
        }
        labels={text.header}
      />
    </>
  );
}

/** The groups as a row of tabs with their unread counts (above the header without the side bar, or where an app places them). */
export function RoomGroupTabs() {
  const room = useChatRoom();
  return (
    <NarrowTabs>
      <GroupSelector
        groups={room.groups}
        value={room.group}
        onValueChange={room.setGroup}
        unread={room.unread}
        panelId={room.boardId}
        orientation="horizontal"
        labels={room.groupLabels}
      />
    </NarrowTabs>
  );
}

/** The banner that shows the first notification for a while. */
export function RoomNotifications() {
  const { notifications, onClearNotifications } = useChatRoom();
  return <NotificationBanner notifications={notifications} onClear={() => onClearNotifications?.()} />;
}

/** The messages of the open group (a new list for each group), with search hits, likes, edits and older pages. */
export function RoomMessages() {
  const room = useChatRoom();
  const { group, onLoadOlder } = room;
  return (
    <ListSlot>
      <MessageList
        key={group}
        messages={room.groupMessages}
        viewerId={room.viewer.id}
        firstUnreadId={room.firstUnreadId}
        highlight={room.search.query}
        currentMatchId={room.search.currentMatchId}
        hasMoreOlder={room.hasMoreOlder[group] ?? false}
        isLoadingOlder={room.loadingOlder[group] ?? false}
        onLoadOlder={onLoadOlder ? () => onLoadOlder(group) : undefined}
        onLike={room.isCaseEnded ? undefined : room.onLike}
        onEdit={room.isCaseEnded ? undefined : room.onEdit}
        onAddToAgreement={room.isMediator && !room.isCaseEnded ? room.onAddToAgreement : undefined}
        onOpenAgreement={room.onOpenAgreement}
        onRetry={room.onRetry}
        labels={room.labels.messageList}
      />
    </ListSlot>
  );
}

/** "Dana Levi is typing…" under the messages, read out politely. */
export function RoomTypingNotice() {
  const { group, viewer, labels } = useChatRoom();
  // Read here alone: a typing notice renders this line, not the messages.
  const typingNames = useRoom((state) =>
    state.typing.filter((entry) => entry.side === group && entry.userId !== viewer.id).map((entry) => entry.name),
  );
  return <TypingNotice aria-live="polite">{typingNames.length > 0 ? labels.typing([...typingNames]) : ''}</TypingNotice>;
}

/** The composer of the open group (the app's replacement when it gives one), off with the reason when the viewer cannot write. */
export function RoomComposer() {
  const room = useChatRoom();
  const { Composer = DefaultComposer } = useChatComponents();
  const { group, onTyping } = room;
  return (
    <Composer
      onSend={(value) => room.onSend(group, value)}
      onTyping={onTyping ? () => onTyping(group) : undefined}
      disabledReason={room.disabledReason}
      draftKey={group}
      labels={{ placeholder: room.labels.composerAudience(group, room.isMediator), ...room.labels.composer }}
    />
  );
}
