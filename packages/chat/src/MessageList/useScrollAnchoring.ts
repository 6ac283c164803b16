import { useCallback, useLayoutEffect, useRef, useState, type ForwardedRef } from 'react';
import { elementScroll, useVirtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import type { ChatMessage } from '../types';
import { AT_END_THRESHOLD_PX, maxScrollTop, movedByOther } from './scrollPosition';

export interface ScrollAnchoringOptions {
  /** Messages of the group, oldest first. */
  messages: readonly ChatMessage[];
  /** The first unread message: the first view starts at it. */
  firstUnreadId: string | undefined;
  /** Estimated height of the row at an index. */
  estimateSize: (index: number) => number;
  /** Stable key of the row at an index. */
  getItemKey: (index: number) => string | number;
  /** The list's forwarded ref, given the scroller. */
  forwardedRef: ForwardedRef<HTMLDivElement>;
}

/** Where the scroller stands after a scroll event. */
export interface ScrollerPosition {
  top: number;
  isAtEnd: boolean;
}

/**
 * The virtualizer of the list and where the reader is in it: the first view (the "New messages" divider, else
 * the latest message), following new messages at the bottom, keeping the row being read in place when older
 * messages are prepended or rows change height, and the reading position of the progress bar.
 */
export function useScrollAnchoring({ messages, firstUnreadId, estimateSize, getItemKey, forwardedRef }: ScrollAnchoringOptions) {
  const count = messages.length;
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const setScrollRef = useCallback(
    (node: HTMLDivElement | null) => {
      scrollRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
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
  const followEnd = (element: HTMLElement) => {
    if (!didInitialScroll.current || !readerIsAtEnd() || maxScrollTop(element) - element.scrollTop < 1) return;
    element.scrollTop = element.scrollHeight;
    knownTopRef.current = element.scrollTop;
  };
  const followEndRef = useRef(followEnd);
  followEndRef.current = followEnd;
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    followEnd(element);
    updateProgress(element);
  }, [totalSize]);

  // The scroller's height may not have taken in the rows' new total yet when the commit that changed it runs
  // (seen in Chromium: a scrollHeight 10 px short of the sizer's new height), so the write above stops short
  // of the end and nothing moves the reader there once the layout catches up. The sizer's own resizes are
  // followed as well, after the layout that gave them.
  const sizerObserver = useRef<ResizeObserver | null>(null);
  const setSizerRef = useCallback((node: HTMLDivElement | null) => {
    sizerObserver.current?.disconnect();
    sizerObserver.current = null;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const element = scrollRef.current;
      if (element) followEndRef.current(element);
    });
    observer.observe(node);
    sizerObserver.current = observer;
  }, []);

  // First view: the "New messages" divider when there is one, else the latest message.
  useLayoutEffect(() => {
    if (didInitialScroll.current || count === 0) return;
    didInitialScroll.current = true;
    const unreadIndex = firstUnreadId === undefined ? -1 : messages.findIndex((message) => message.id === firstUnreadId);
    if (unreadIndex >= 0) {
      atEndRef.current = false;
      virtualizer.scrollToIndex(unreadIndex, { align: 'start' });
    } else {
      virtualizer.scrollToEnd();
    }
    requestAnimationFrame(() => setPlaced(true));
  }, [count, virtualizer]);

  /** Takes in a scroll event: the known position, the reading position, whether the reader is at the end, the anchor row. */
  const handleScroll = (): ScrollerPosition | undefined => {
    const element = scrollRef.current;
    if (!element) return undefined;
    knownTopRef.current = element.scrollTop;
    const scrollable = maxScrollTop(element);
    updateProgress(element);
    const atEnd = scrollable - element.scrollTop <= AT_END_THRESHOLD_PX;
    atEndRef.current = atEnd;
    setAtEnd(atEnd);
    recordAnchor();
    return { top: element.scrollTop, isAtEnd: atEnd };
  };

  /** Goes to the latest message and stays there as messages arrive. */
  const scrollToEnd = () => {
    atEndRef.current = true;
    virtualizer.scrollToEnd();
  };

  /** Shows a row (a search hit) in the middle of the view; the list no longer follows new messages. */
  const scrollToMatch = (index: number) => {
    atEndRef.current = false;
    virtualizer.scrollToIndex(index, { align: 'center' });
  };

  return {
    virtualizer,
    scrollRef,
    setScrollRef,
    setSizerRef,
    setProgressRef,
    isAtEnd,
    readerIsAtEnd,
    handleScroll,
    scrollToEnd,
    scrollToMatch,
  };
}
