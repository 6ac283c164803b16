import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../types';

export interface ArrivalsOptions {
  /** Messages of the group, oldest first. */
  messages: readonly ChatMessage[];
  /** The viewer's user id: their own messages are neither announced nor counted. */
  viewerId: number;
  /** Sentence read out for someone else's message. */
  announce: (author: string, text: string) => string;
  /** Whether the reader is at the latest message now. */
  readerIsAtEnd: () => boolean;
  /** Takes the reader to the latest message. */
  scrollToEnd: () => void;
}

/**
 * Messages arriving at the end of the list: the latest one from someone else is announced to screen readers
 * (a polite live region), and they are counted for "Jump to latest" while the reader is scrolled up; at the
 * end, or after the viewer's own message, the list follows them.
 */
export function useArrivals({ messages, viewerId, announce, readerIsAtEnd, scrollToEnd }: ArrivalsOptions) {
  const [newCount, setNewCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');
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
    if (latest) setAnnouncement(announce(latest.authorName, latest.text));
    if (readerIsAtEnd() || arrived.some((message) => message.authorId === viewerId)) {
      scrollToEnd();
    } else {
      setNewCount((count) => count + fromOthers.length);
    }
    // Only a change of the last message matters here.
  }, [lastId]);

  const clearNewCount = () => setNewCount(0);
  return { newCount, announcement, clearNewCount };
}
