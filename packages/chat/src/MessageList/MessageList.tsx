// Over 400 lines: the virtualized list with its scroll anchoring and announcer, which share one scroller's state; moving them into hooks is issue 18's.
import {
  forwardRef,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { elementScroll, useVirtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import { EmptyState, ProgressBar, Spinner } from '@mediation/ui';
import { useChatComponents, useChatConfig } from '../ChatConfig';
import { formatDay } from '../internal/format';
import { ArrowDownIcon } from '../internal/icons';
import { VisuallyHidden } from '../internal/styles';
import { Message as DefaultMessage, type MessageLabels } from '../Message';
import type { ChatMessage } from '../types';
import {
  DaySeparator,
  Empty,
  Inner,
  JumpButton,
  JumpCount,
  ListRoot,
  LoadingOlder,
  Progress,
  Scroller,
  UnreadDivider,
} from './MessageList.styles';
import { estimateRowSizes, rowAt } from './rows';

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

export const defaultMessageListLabels: MessageListLabels = {
  list: 'Messages',
  newMessages: 'New messages',
  jumpToLatest: 'Jump to latest',
  jumpToLatestWithCount: (count) => `Jump to latest, ${count} new`,
  progress: 'Reading position',
  loadingOlder: 'Loading older messages',
  empty: 'No messages yet',
  announce: (author, text) => `${author}: ${text}`,
  message: {},
};

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
  /** Called to send a failed message again. */
  onRetry?: (messageId: string) => void;
  /** Visible strings. */
  labels?: Partial<MessageListLabels>;
}

/** Distance from the top, in pixels, at which older messages are asked for. */
const LOAD_OLDER_THRESHOLD_PX = 240;
/** Distance from the bottom, in pixels, within which the reader counts as at the latest message. */
const AT_END_THRESHOLD_PX = 32;

/**
 * The scroll progress bar, with its own state: it changes on every scroll event, and the rows need not render
 * again for it.
 */
function ReadingPosition({ label, setterRef }: { label: string; setterRef: RefObject<((value: number) => void) | null> }) {
  const [value, setValue] = useState(100);
  useLayoutEffect(() => {
    setterRef.current = setValue;
    return () => {
      setterRef.current = null;
    };
  }, [setterRef]);
  return (
    <Progress>
      <ProgressBar value={value} aria-label={label} />
    </Progress>
  );
}

/** How far the scroller can scroll: its greatest `scrollTop`. */
function maxScrollTop(element: HTMLElement): number {
  return element.scrollHeight - element.clientHeight;
}

/**
 * Whether something other than this list moved the scroller since its position was last known (from a scroll
 * event or from the list's own write): the reader, or a script acting for them, whose scroll event has not been
 * dispatched yet. A position the browser clamped because the content shrank is no one's scroll.
 */
function movedByOther(element: HTMLElement, knownTop: number | null): boolean {
  if (knownTop === null) return false;
  const top = element.scrollTop;
  if (Math.abs(top - knownTop) < 1) return false;
  return !(top < knownTop && Math.abs(top - maxScrollTop(element)) < 1);
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
    onRetry,
    labels,
    ...rest
  },
  ref,
) {
  const text = { ...defaultMessageListLabels, ...labels };
  const { locale, timeZone } = useChatConfig();
  const { Message = DefaultMessage } = useChatComponents();
  const count = messages.length;
  // Rows are built for the messages rendered, not for the whole group.
  const rowOf = (index: number) => rowAt(messages, index, firstUnreadId, timeZone, !hasMoreOlder);
  // Stable while the messages are: the virtualizer rebuilds its measurements (one call each per message)
  // whenever these change.
  const estimates = useMemo(() => estimateRowSizes(messages, firstUnreadId, timeZone, !hasMoreOlder), [messages, firstUnreadId, timeZone, hasMoreOlder]);
  const estimateSize = useCallback((index: number) => estimates[index] ?? 52, [estimates]);
  const getItemKey = useCallback((index: number) => messages[index]?.id ?? index, [messages]);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const setScrollRef = useCallback(
    (node: HTMLDivElement | null) => {
      scrollRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // Where the scroller was when this list last saw it: after each scroll event and after each of its own writes.
  // The virtualizer goes on positioning for a few frames after a command (rows are measured as they render),
  // and it learns of the reader's scroll only from the next scroll event; a write of its made in between would
  // put the reader back. Such writes are dropped: the coming scroll event tells it where the reader went.
  const knownTopRef = useRef<number | null>(null);
  const scrollToFn = useCallback<VirtualizerOptions<HTMLDivElement, HTMLDivElement>['scrollToFn']>((offset, options, instance) => {
    const element = instance.scrollElement;
    if (!element) return;
    if (options.behavior !== 'smooth' && movedByOther(element, knownTopRef.current)) return;
    elementScroll(offset, options, instance);
    knownTopRef.current = element.scrollTop;
  }, []);

  // A scroller the content shrank under was clamped by the browser, which is no one's scroll: taken as known
  // at each commit where the content shrank, so that content growing again before the clamp's scroll event is
  // not read as the reader. Other commits leave the scroller unread (a read there forces a layout).
  const committedSizeRef = useRef(0);
  useLayoutEffect(() => {
    // The height this commit gave the rows (`totalSize`, read in the render below).
    const hasShrunk = totalSize < committedSizeRef.current;
    committedSizeRef.current = totalSize;
    const element = scrollRef.current;
    const knownTop = knownTopRef.current;
    if (!hasShrunk || !element || knownTop === null || element.scrollTop >= knownTop - 0.5) return;
    if (Math.abs(element.scrollTop - maxScrollTop(element)) < 1) knownTopRef.current = element.scrollTop;
  });

  const didInitialScroll = useRef(false);
  // Whether the first view is in place (a frame after its scroll). Until then the list anchors nothing: the
  // rows rendered on opening are measured one by one, and with the view anchored to the end the virtualizer
  // re-lays out every row after each measured one (ten thousand times a few dozen on a long group).
  const [isPlaced, setPlaced] = useState(false);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    scrollToFn,
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 6,
    paddingStart: 8,
    paddingEnd: 16,
    // Prepending older messages keeps the row at the top of the view where it was.
    anchorTo: isPlaced ? 'end' : 'start',
  });

  const [isAtEnd, setAtEnd] = useState(true);
  // Whether the reader was at the latest message at the last scroll event; read through `readerIsAtEnd`.
  const atEndRef = useRef(true);
  /** Whether the reader is at the latest message now, even if their last scroll has not been dispatched yet. */
  const readerIsAtEnd = () => {
    const element = scrollRef.current;
    if (!element || !movedByOther(element, knownTopRef.current)) return atEndRef.current;
    return maxScrollTop(element) - element.scrollTop <= AT_END_THRESHOLD_PX;
  };

  // The row at the top of the view and its distance from the view's top edge: restored when older
  // messages are prepended, so the reader keeps their place.
  const anchorRef = useRef<{ key: string; offset: number } | null>(null);
  const recordAnchor = () => {
    const element = scrollRef.current;
    if (!element) return;
    const item = virtualizer.getVirtualItemForOffset(element.scrollTop);
    if (item) anchorRef.current = { key: String(item.key), offset: item.start - element.scrollTop };
  };
  const firstKey = messages[0]?.id;
  const previousFirstKey = useRef(firstKey);
  useLayoutEffect(() => {
    const previous = previousFirstKey.current;
    previousFirstKey.current = firstKey;
    const element = scrollRef.current;
    const anchor = anchorRef.current;
    if (!element || !anchor || previous === undefined || previous === firstKey || readerIsAtEnd()) {
      recordAnchor();
      return;
    }
    // The virtualizer usually moves to the anchor row itself, by estimated sizes; as rows above it render
    // and are measured, the remaining difference is corrected until the sizes settle. When it has not (it
    // skips its anchoring while an earlier scroll of its own is unconfirmed), the row is not rendered at all:
    // the list goes to where the row is estimated to be, and corrects from there.
    let frames = 0;
    let stable = 0;
    let anchorIndex: number | undefined;
    const settle = () => {
      const row = element.querySelector<HTMLElement>(`[data-key="${CSS.escape(anchor.key)}"]`);
      if (row) {
        const delta = row.getBoundingClientRect().top - element.getBoundingClientRect().top - anchor.offset;
        if (Math.abs(delta) >= 0.5) {
          virtualizer.scrollToOffset(element.scrollTop + delta);
          stable = 0;
        } else {
          stable += 1;
        }
      } else {
        anchorIndex ??= messages.findIndex((message) => message.id === anchor.key);
        const start = anchorIndex === -1 ? undefined : virtualizer.measurementsCache[anchorIndex]?.start;
        if (start !== undefined) virtualizer.scrollToOffset(start - anchor.offset);
        stable = 0;
      }
      frames += 1;
      if (stable < 3 && frames < 30) requestAnimationFrame(settle);
      else recordAnchor();
    };
    requestAnimationFrame(settle);
  }, [firstKey]);

  const setProgressRef = useRef<((value: number) => void) | null>(null);
  /** The reading position, from the scroller as it is now; only the bar renders again. */
  const updateProgress = (element: HTMLElement) => {
    const scrollable = maxScrollTop(element);
    setProgressRef.current?.(scrollable > 0 ? Math.round((element.scrollTop / scrollable) * 100) : 100);
  };

  // At the latest message, the list stays there when rows grow or arrive. Either way the reading position
  // changes with the length, even where no scroll event follows.
  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    if (didInitialScroll.current && readerIsAtEnd()) {
      element.scrollTop = element.scrollHeight;
      knownTopRef.current = element.scrollTop;
    }
    updateProgress(element);
  }, [totalSize]);
  const [newCount, setNewCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  // First view: the "New messages" divider when there is one, else the latest message.
  useLayoutEffect(() => {
    if (didInitialScroll.current || count === 0) return;
    didInitialScroll.current = true;
    const unreadIndex = firstUnreadId === undefined ? -1 : messages.findIndex((message) => message.id === firstUnreadId);
    if (unreadIndex > 0) {
      atEndRef.current = false;
      virtualizer.scrollToIndex(unreadIndex, { align: 'start' });
    } else {
      virtualizer.scrollToEnd();
    }
    requestAnimationFrame(() => setPlaced(true));
  }, [count, virtualizer]);

  // Messages arriving at the end: announce others' messages; count them while the reader is scrolled up.
  const lastId = messages[messages.length - 1]?.id;
  const previousLast = useRef<{ id: string | undefined; count: number }>({ id: lastId, count: messages.length });
  useEffect(() => {
    const previous = previousLast.current;
    previousLast.current = { id: lastId, count: messages.length };
    if (lastId === previous.id || previous.id === undefined) return;
    const previousIndex = messages.findIndex((message) => message.id === previous.id);
    const arrived = previousIndex === -1 ? [] : messages.slice(previousIndex + 1);
    const fromOthers = arrived.filter((message) => message.authorId !== viewerId);
    const latest = fromOthers[fromOthers.length - 1];
    if (latest) setAnnouncement(text.announce(latest.authorName, latest.text));
    if (readerIsAtEnd() || arrived.some((message) => message.authorId === viewerId)) {
      atEndRef.current = true;
      virtualizer.scrollToEnd();
    } else {
      setNewCount((count) => count + fromOthers.length);
    }
    // Only a change of the last message matters here.
  }, [lastId]);

  // Older messages: asked for once per list length when the reader nears the top.
  const requestedAt = useRef(-1);
  const handleScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    knownTopRef.current = element.scrollTop;
    const scrollable = maxScrollTop(element);
    updateProgress(element);
    const atEnd = scrollable - element.scrollTop <= AT_END_THRESHOLD_PX;
    atEndRef.current = atEnd;
    setAtEnd(atEnd);
    recordAnchor();
    if (atEnd) setNewCount(0);
    if (element.scrollTop < LOAD_OLDER_THRESHOLD_PX && hasMoreOlder && !isLoadingOlder && onLoadOlder && requestedAt.current !== messages.length) {
      requestedAt.current = messages.length;
      onLoadOlder();
    }
  };

  // The current search hit is scrolled into the middle.
  useEffect(() => {
    if (!currentMatchId) return;
    const index = messages.findIndex((message) => message.id === currentMatchId);
    if (index === -1) return;
    atEndRef.current = false;
    virtualizer.scrollToIndex(index, { align: 'center' });
    // Rows change on every message; only a new hit scrolls.
  }, [currentMatchId]);

  // Arrow keys move focus between messages; the row is scrolled in first, then focused once rendered.
  const pendingFocus = useRef<number | null>(null);
  const focusRow = (index: number) => {
    const element = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"] article`);
    if (element) {
      element.focus({ preventScroll: true });
      pendingFocus.current = null;
    } else {
      pendingFocus.current = index;
    }
  };
  useEffect(() => {
    if (pendingFocus.current !== null) focusRow(pendingFocus.current);
  });
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    if ((event.target as HTMLElement).closest('textarea, input, button')) return;
    if (count === 0) return;
    event.preventDefault();
    const focused = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-index]');
    const current = focused ? Number(focused.dataset.index) : -1;
    const last = count - 1;
    let next: number | undefined;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (current === -1) {
      const visible = virtualizer.getVirtualItems().filter((item) => {
        const element = scrollRef.current;
        return element ? item.end > element.scrollTop && item.start < element.scrollTop + element.clientHeight : true;
      });
      next = event.key === 'ArrowDown' ? visible[0]?.index : visible[visible.length - 1]?.index;
    } else {
      next = Math.min(Math.max(current + (event.key === 'ArrowDown' ? 1 : -1), 0), last);
    }
    if (next === undefined) return;
    virtualizer.scrollToIndex(next, { align: 'auto' });
    focusRow(next);
  };

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
      <ReadingPosition label={text.progress} setterRef={setProgressRef} />
      {isLoadingOlder ? (
        <LoadingOlder>
          <span role="status">
            <Spinner size="sm" />
            {text.loadingOlder}
          </span>
        </LoadingOlder>
      ) : null}
      <Scroller
        ref={setScrollRef}
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
          <Inner style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rowOf(item.index);
              if (!row) return null;
              return (
                <div key={item.key} data-index={item.index} data-key={item.key} ref={virtualizer.measureElement} style={{ transform: `translateY(${item.start}px)` }}>
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
      {!isAtEnd && count > 0 ? (
        <JumpButton
          type="button"
          aria-label={newCount > 0 ? text.jumpToLatestWithCount(newCount) : text.jumpToLatest}
          onClick={() => {
            atEndRef.current = true;
            virtualizer.scrollToEnd();
            setNewCount(0);
          }}
        >
          <ArrowDownIcon />
          <span aria-hidden="true">{text.jumpToLatest}</span>
          {newCount > 0 ? <JumpCount aria-hidden="true">{newCount}</JumpCount> : null}
        </JumpButton>
      ) : null}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </ListRoot>
  );
});
