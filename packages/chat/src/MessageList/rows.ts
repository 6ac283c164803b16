import { dayKeyOf } from '../internal/format';
import type { ChatMessage } from '../types';

/**
 * One row of the virtual list: a message, with the "New messages" divider above it when it is the first
 * unread one, and a day separator below it when the next message starts a new day. Every row is keyed by
 * its message id, so rows keep their identity (and the list its place) when older messages are prepended.
 */
export interface ListRow {
  key: string;
  message: ChatMessage;
  /** Whether the message starts a run by its author within one minute (shows avatar, name and time). */
  isGroupStart: boolean;
  /** Whether the "New messages" divider goes above this message. */
  isFirstUnread: boolean;
  /** Time of the day that begins above this message; set on the oldest message only when nothing older exists. */
  dayAbove?: string | undefined;
  /** Time of the day that begins below this message (the next message's time). */
  dayBelow?: string | undefined;
}

/** The rows of a list of messages (oldest first). `isComplete` says that no older messages exist. */
export function buildRows(messages: readonly ChatMessage[], firstUnreadId: string | undefined, timeZone?: string, isComplete = true): ListRow[] {
  // Each time is parsed once: the list may hold ten thousand messages.
  const times = messages.map((message) => Date.parse(message.time));
  const days = times.map((time) => dayKeyOf(time, timeZone));
  return messages.map((message, index) => {
    const previous = messages[index - 1];
    const next = messages[index + 1];
    const isFirstUnread = message.id === firstUnreadId;
    const isNewDay = previous === undefined || days[index - 1] !== days[index];
    const isGroupStart =
      isNewDay ||
      isFirstUnread ||
      previous === undefined ||
      previous.authorId !== message.authorId ||
      previous.ext?.type === 'guided' ||
      message.ext?.type === 'guided' ||
      Math.floor(times[index - 1]! / 60_000) !== Math.floor(times[index]! / 60_000);
    return {
      key: message.id,
      message,
      isGroupStart,
      isFirstUnread,
      dayAbove: index === 0 && isComplete ? message.time : undefined,
      dayBelow: next !== undefined && days[index + 1] !== days[index] ? next.time : undefined,
    };
  });
}

/** Index of the row of a message, or -1. */
export function rowIndexOf(rows: readonly ListRow[], messageId: string): number {
  return rows.findIndex((row) => row.key === messageId);
}
