import { forwardRef, useCallback, useEffect, useMemo, useRef, type ComponentPropsWithoutRef } from 'react';
import { ArrowDownIcon, EmptyState, Spinner } from '@mediation/ui';
import { useChatComponents } from '../ChatConfig';
import { useChatText } from '../i18n';
import { formatDay } from '../internal/format';
import { VisuallyHidden } from '../internal/styles';
import { useDateFormat } from '../internal/useDateFormat';
import { Message as DefaultMessage, type MessageLabels } from '../Message';
import type { ChatMessage } from '../types';
import { DaySeparator, Empty, Inner, JumpButton, JumpCount, ListRoot, LoadingOlder, Scroller, UnreadDivider } from './MessageList.styles';
import { ReadingPosition } from './ReadingPosition';
import { estimateRowSizes, rowAt } from './rows';
import { LOAD_OLDER_THRESHOLD_PX } from './scrollPosition';
import { useArrivals } from './useArrivals';
import { useRowFocus } from './useRowFocus';
import { useScrollAnchoring } from './useScrollAnchoring';

export interface MessageListLabels {
  /** Accessible name of the log. @default 'Messages' */
  list: string;
  /** Divider before the first unread message. @default 'New messages' */
  newMessages: string;
  /** Button shown when scrolled up. @default 'Jump to latest' */
  jumpToLatest: string;
  /** Accessible name of the jump button with a count of new messages. */
  jumpToLatestWithCount: (count: number) => string;
  /** Accessible name of the scroll progress bar. @default 'Reading position' */
  progress: string;
  /** Shown while older messages load. @default 'Loading older messages' */
  loadingOlder: string;
  /** Shown when the group has no messages. @default 'No messages yet' */
  empty: string;
  /** Sentence read out when someone else's message arrives. */
  announce: (author: string, text: string) => string;
  /** Labels of each message. */
  message: Partial<MessageLabels>;
}

/** The list's labels in the language in use, with the given ones over them. */
export function useMessageListLabels(labels?: Partial<MessageListLabels>): MessageListLabels {
  const t = useChatText();
  const defaults = useMemo<MessageListLabels>(
    () => ({
      list: t('messageList.list'),
      newMessages: t('messageList.newMessages'),
      jumpToLatest: t('messageList.jumpToLatest'),
      jumpToLatestWithCount: (count) => t('messageList.jumpToLatestWithCount', { count }),
      progress: t('messageList.progress'),
      loadingOlder: t('messageList.loadingOlder'),
      empty: t('messageList.empty'),
      announce: (author, text) => t('messageList.announce', { author, text }),
      message: {},
    }),
    [t],
  );
  return { ...defaults, ...labels };
}

export interface MessageListProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Messages of one group, oldest first. */
  messages: readonly ChatMessage[];
  /** The viewer's user id. */
  viewerId: number;
  /** First message the viewer has not read; the "New messages" divider goes before it. */
  firstUnreadId?: string | undefined;
  /** Search query whose hits are highlighted. */
  highlight?: string | undefined;
  /** The current search hit: the list scrolls to it and marks it. */
  currentMatchId?: string | undefined;
  /** Whether older messages exist on the server. @default false */
  hasMoreOlder?: boolean;
  /** Whether older messages are being fetched. @default false */
  isLoadingOlder?: boolean;
  /** Called when the reader reaches the top and older messages exist (`history` with `before_seq`). */
  onLoadOlder?: () => void;
  /** Called to like or unlike a message. */
  onLike?: (messageId: string, liked: boolean) => void;
  /** Called with the new text of an edited message. */
  onEdit?: (messageId: string, text: string) => void;
  /** Called with a message to add its text to the agreement (the mediator's "Add to agreement"). */
  onAddToAgreement?: (message: ChatMessage) => void;
  /** Given, the guided "Do you accept the agreement?" offers "Open the agreement". */
  onOpenAgreement?: () => void;
  /** Called to send a failed message again. */
  onRetry?: (messageId: string) => void;
  /** Visible strings. */
  labels?: Partial<MessageListLabels>;
}

/**
 * The messages of one group in a virtualised `log`: grouped by author and minute, with day separators, a
 * "New messages" divider, a jump-to-latest button, a scroll progress bar and arrow-key navigation. It keeps
 * its place when older messages are prepended or rows change height, and follows new messages at the bottom.
 */
export const MessageList = forwardRef<HTMLDivElement, MessageListProps>(function MessageList(
  {
    messages,
    viewerId,
    firstUnreadId,
    highlight,
    currentMatchId,
    hasMoreOlder = false,
    isLoadingOlder = false,
    onLoadOlder,
    onLike,
    onEdit,
    onAddToAgreement,
    onOpenAgreement,
    onRetry,
    labels,
    ...rest
  },
  ref,
) {
  const text = useMessageListLabels(labels);
  const { locale, timeZone } = useDateFormat();
  const { Message = DefaultMessage } = useChatComponents();
  const count = messages.length;
  // Rows are built for the messages rendered, not for the whole group.
  const rowOf = (index: number) => rowAt(messages, index, firstUnreadId, timeZone, !hasMoreOlder);
  // Stable while the messages are: the virtualizer rebuilds its measurements (one call each per message)
  // whenever these change.
  const estimates = useMemo(
    () => estimateRowSizes(messages, firstUnreadId, timeZone, !hasMoreOlder),
    [messages, firstUnreadId, timeZone, hasMoreOlder],
  );
  const estimateSize = useCallback((index: number) => estimates[index] ?? 52, [estimates]);
  const getItemKey = useCallback((index: number) => messages[index]?.id ?? index, [messages]);
  const anchoring = useScrollAnchoring({ messages, firstUnreadId, estimateSize, getItemKey, forwardedRef: ref });
  const { virtualizer } = anchoring;
  const arrivals = useArrivals({
    messages,
    viewerId,
    announce: text.announce,
    readerIsAtEnd: anchoring.readerIsAtEnd,
    scrollToEnd: anchoring.scrollToEnd,
  });

  // Older messages: asked for once per list length when the reader nears the top.
  const requestedAt = useRef(-1);
  const handleScroll = () => {
    const position = anchoring.handleScroll();
    if (!position) return;
    if (position.isAtEnd) arrivals.clearNewCount();
    if (
      position.top < LOAD_OLDER_THRESHOLD_PX &&
      hasMoreOlder &&
      !isLoadingOlder &&
      onLoadOlder &&
      requestedAt.current !== messages.length
    ) {
      requestedAt.current = messages.length;
      onLoadOlder();
    }
  };

  // The current search hit is scrolled into the middle.
  useEffect(() => {
    if (!currentMatchId) return;
    const index = messages.findIndex((message) => message.id === currentMatchId);
    if (index === -1) return;
    anchoring.scrollToMatch(index);
    // Rows change on every message; only a new hit scrolls.
  }, [currentMatchId]);

  const handleKeyDown = useRowFocus(virtualizer, anchoring.scrollRef, count);

  const dayLine = (time: string) => {
    const label = formatDay(time, locale, timeZone);
    return (
      <DaySeparator role="separator" aria-label={label}>
        <span aria-hidden="true">{label}</span>
      </DaySeparator>
    );
  };

  const items = virtualizer.getVirtualItems();
  return (
    <ListRoot {...rest}>
      <ReadingPosition label={text.progress} setterRef={anchoring.setProgressRef} />
      {isLoadingOlder ? (
        <LoadingOlder>
          <span role="status">
            <Spinner size="sm" />
            {text.loadingOlder}
          </span>
        </LoadingOlder>
      ) : null}
      <Scroller
        ref={anchoring.setScrollRef}
        role="log"
        aria-label={text.list}
        // Rows appear and vanish as the reader scrolls, so the log itself stays quiet; arrivals are announced below.
        aria-live="off"
        tabIndex={0}
        onScroll={handleScroll}
        onKeyDown={handleKeyDown}
      >
        {count === 0 ? (
          <Empty>
            <EmptyState title={text.empty} headingLevel={3} />
          </Empty>
        ) : (
          <Inner ref={anchoring.setSizerRef} style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rowOf(item.index);
              if (!row) return null;
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  data-key={item.key}
                  ref={virtualizer.measureElement}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  {row.dayAbove ? dayLine(row.dayAbove) : null}
                  {row.isFirstUnread ? (
                    <UnreadDivider role="separator" aria-label={text.newMessages}>
                      <span aria-hidden="true">{text.newMessages}</span>
                    </UnreadDivider>
                  ) : null}
                  <Message
                    message={row.message}
                    viewerId={viewerId}
                    isGroupStart={row.isGroupStart}
                    highlight={highlight}
                    isCurrentMatch={row.message.id === currentMatchId}
                    onLike={onLike}
                    onEdit={onEdit}
                    onAddToAgreement={onAddToAgreement}
                    onOpenAgreement={onOpenAgreement}
                    onRetry={onRetry}
                    labels={text.message}
                    tabIndex={-1}
                  />
                  {row.dayBelow ? dayLine(row.dayBelow) : null}
                </div>
              );
            })}
          </Inner>
        )}
      </Scroller>
      {!anchoring.isAtEnd && count > 0 ? (
        <JumpButton
          type="button"
          aria-label={arrivals.newCount > 0 ? text.jumpToLatestWithCount(arrivals.newCount) : text.jumpToLatest}
          onClick={() => {
            anchoring.scrollToEnd();
            arrivals.clearNewCount();
          }}
        >
          <ArrowDownIcon />
          <span aria-hidden="true">{text.jumpToLatest}</span>
          {arrivals.newCount > 0 ? <JumpCount aria-hidden="true">{arrivals.newCount}</JumpCount> : null}
        </JumpButton>
      ) : null}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {arrivals.announcement}
      </VisuallyHidden>
    </ListRoot>
  );
});
