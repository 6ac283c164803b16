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
  const day = dayKeyOf(Date.parse(message.time), timeZone);
  const isFirstUnread = message.id === firstUnreadId;
  const isNewDay = previous === undefined || dayKeyOf(Date.parse(previous.time), timeZone) !== day;
  return {
    key: message.id,
    message,
    isGroupStart: startsGroup(message, previous, isNewDay, isFirstUnread),
    isFirstUnread,
    dayAbove: index === 0 && isComplete ? message.time : undefined,
    dayBelow: next !== undefined && dayKeyOf(Date.parse(next.time), timeZone) !== day ? next.time : undefined,
  };
}

/**
 * Whether a message starts a run (shows avatar, name and time): the first, the first of a day, the first
 * unread, another author's, a guided one or the one after it, or one in a later minute.
 */
function startsGroup(message: ChatMessage, previous: ChatMessage | undefined, isNewDay: boolean, isFirstUnread: boolean): boolean {
  return (
    previous === undefined ||
    isNewDay ||
    isFirstUnread ||
    previous.authorId !== message.authorId ||
    previous.ext?.type === 'guided' ||
    message.ext?.type === 'guided' ||
    !isSameMinute(message.time, previous.time)
  );
}

/** The rows of a list of messages (oldest first). `isComplete` says that no older messages exist. */
export function buildRows(
  messages: readonly ChatMessage[],
  firstUnreadId: string | undefined,
  timeZone?: string,
  isComplete = true,
): ListRow[] {
  return messages.map((_, index) => rowAt(messages, index, firstUnreadId, timeZone, isComplete)!);
}

/** Messages per block when looking for the days' first messages: one date is parsed per block. */
const DAY_BLOCK = 64;

/**
 * Which messages start a new day in the zone (1) and which do not (0), for messages in time order (as the
 * server's `seq` orders them): a block of messages whose first and last are on the same day has no new day
 * inside, so only the ends of each block and the blocks where a day begins are parsed, a few hundred dates for
 * ten thousand messages.
 */
function newDays(messages: readonly ChatMessage[], timeZone: string | undefined): Uint8Array {
  const starts = new Uint8Array(messages.length);
  if (messages.length === 0) return starts;
  const dayAt = (index: number) => dayKeyOf(Date.parse(messages[index]!.time), timeZone);
  starts[0] = 1;
  let from = 0;
  let fromDay = dayAt(0);
  while (from < messages.length - 1) {
    const to = Math.min(from + DAY_BLOCK, messages.length - 1);
    const toDay = dayAt(to);
    if (toDay !== fromDay) {
      let day = fromDay;
      for (let index = from + 1; index <= to; index += 1) {
        const next = index === to ? toDay : dayAt(index);
        if (next !== day) starts[index] = 1;
        day = next;
      }
    }
    from = to;
    fromDay = toDay;
  }
  return starts;
}

/** Whether two times are in the same minute; times in the server's UTC form are compared as text, unparsed. */
function isSameMinute(time: string, previous: string): boolean {
  if (time.length === previous.length && time.charCodeAt(time.length - 1) === 90 /* Z */ && time.charCodeAt(10) === 84 /* T */) {
    for (let index = 0; index < 16; index += 1) if (time.charCodeAt(index) !== previous.charCodeAt(index)) return false;
    return true;
  }
  return Math.floor(Date.parse(time) / 60_000) === Math.floor(Date.parse(previous) / 60_000);
}

/**
 * The height of every row before it is measured (the virtualizer asks for each message), in one pass over
 * the group that parses next to no dates: the list opens on it. A group start shows name and avatar; day lines
 * and the "New messages" divider add their own. Times are compared only between consecutive messages by one
 * author, and days are found by block (`newDays`).
 */
export function estimateRowSizes(
  messages: readonly ChatMessage[],
  firstUnreadId: string | undefined,
  timeZone?: string,
  isComplete = true,
): Float64Array {
  const sizes = new Float64Array(messages.length);
  const dayStarts = newDays(messages, timeZone);
  for (let index = 0; index < messages.length; index += 1) {
    const message = messages[index]!;
    const previous = messages[index - 1];
    const isFirstUnread = message.id === firstUnreadId;
    const isNewDay = dayStarts[index] === 1;
    sizes[index] =
      (startsGroup(message, previous, isNewDay, isFirstUnread) ? 88 : 52) + (isFirstUnread ? 36 : 0) + (index === 0 && isComplete ? 40 : 0);
    // The day line below the previous message.
    if (previous !== undefined && isNewDay) sizes[index - 1]! += 40;
  }
  return sizes;
}
