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

/**
 * The row of the message at `index` (oldest first), from that message and its neighbours only: the list
 * builds the rows it renders, a few dozen, never all of a group that may hold ten thousand messages.
 * `isComplete` says that no older messages exist.
 */
export function rowAt(
  messages: readonly ChatMessage[],
  index: number,
  firstUnreadId: string | undefined,
  timeZone?: string,
  isComplete = true,
): ListRow | undefined {
  const message = messages[index];
  if (message === undefined) return undefined;
  const previous = messages[index - 1];
  const next = messages[index + 1];
  const time = Date.parse(message.time);
  const day = dayKeyOf(time, timeZone);
  const previousTime = previous === undefined ? undefined : Date.parse(previous.time);
  const isFirstUnread = message.id === firstUnreadId;
  const isNewDay = previousTime === undefined || dayKeyOf(previousTime, timeZone) !== day;
  const isGroupStart =
    isNewDay ||
    isFirstUnread ||
    previous === undefined ||
    previous.authorId !== message.authorId ||
    previous.ext?.type === 'guided' ||
    message.ext?.type === 'guided' ||
    Math.floor(previousTime! / 60_000) !== Math.floor(time / 60_000);
  return {
    key: message.id,
    message,
    isGroupStart,
    isFirstUnread,
    dayAbove: index === 0 && isComplete ? message.time : undefined,
    dayBelow: next !== undefined && dayKeyOf(Date.parse(next.time), timeZone) !== day ? next.time : undefined,
  };
}

/** The rows of a list of messages (oldest first). `isComplete` says that no older messages exist. */
export function buildRows(messages: readonly ChatMessage[], firstUnreadId: string | undefined, timeZone?: string, isComplete = true): ListRow[] {
  return messages.map((_, index) => rowAt(messages, index, firstUnreadId, timeZone, isComplete)!);
}

/** Whether `iso` is in the form the server sends, in UTC: 'YYYY-MM-DDTHH:MM…Z'. */
function isUtcIso(iso: string): boolean {
  return iso.length >= 17 && iso.charCodeAt(10) === 84 /* T */ && iso.charCodeAt(iso.length - 1) === 90 /* Z */;
}

/** Whether two strings agree on their first `length` characters (read without slicing). */
function samePrefix(a: string, b: string, length: number): boolean {
  for (let index = 0; index < length; index += 1) if (a.charCodeAt(index) !== b.charCodeAt(index)) return false;
  return true;
}

/** The quarter of the hour (0 to 3) of a time in the server's form. */
function quarterOf(iso: string): number {
  return Math.floor(((iso.charCodeAt(14) - 48) * 10 + iso.charCodeAt(15) - 48) / 15);
}

/**
 * The height of every row before it is measured (the virtualizer asks for each message), in one pass over
 * the group, allocating nothing per message. A group start shows name and avatar; day lines and the "New
 * messages" divider add their own. The list opens on this pass, so times in the server's UTC form are
 * compared as text: the same first 16 characters are the same minute, and two times in the same UTC quarter
 * hour are on the same day in every zone (zones differ from UTC by whole quarter hours). Only a new quarter
 * hour, or a time in another form, is parsed and looked up in the zone.
 */
export function estimateRowSizes(messages: readonly ChatMessage[], firstUnreadId: string | undefined, timeZone?: string, isComplete = true): Float64Array {
  const sizes = new Float64Array(messages.length);
  let previousDay = '';
  for (let index = 0; index < messages.length; index += 1) {
    const message = messages[index]!;
    const previous = messages[index - 1];
    let day = previousDay;
    let isSameMinute = false;
    if (previous === undefined) {
      day = dayKeyOf(Date.parse(message.time), timeZone);
    } else if (isUtcIso(message.time) && isUtcIso(previous.time)) {
      isSameMinute = samePrefix(message.time, previous.time, 16);
      if (!isSameMinute && !(samePrefix(message.time, previous.time, 14) && quarterOf(message.time) === quarterOf(previous.time))) {
        day = dayKeyOf(Date.parse(message.time), timeZone);
      }
    } else {
      const time = Date.parse(message.time);
      isSameMinute = Math.floor(Date.parse(previous.time) / 60_000) === Math.floor(time / 60_000);
      day = dayKeyOf(time, timeZone);
    }
    const isFirstUnread = message.id === firstUnreadId;
    const isNewDay = previous === undefined || previousDay !== day;
    const isGroupStart =
      isNewDay ||
      isFirstUnread ||
      !isSameMinute ||
      previous.authorId !== message.authorId ||
      previous.ext?.type === 'guided' ||
      message.ext?.type === 'guided';
    sizes[index] = (isGroupStart ? 88 : 52) + (isFirstUnread ? 36 : 0) + (index === 0 && isComplete ? 40 : 0);
    // The day line below the previous message.
    if (previous !== undefined && isNewDay) sizes[index - 1]! += 40;
    previousDay = day;
  }
  return sizes;
}

/** Index of the row of a message, or -1. */
export function rowIndexOf(rows: readonly ListRow[], messageId: string): number {
  return rows.findIndex((row) => row.key === messageId);
}
