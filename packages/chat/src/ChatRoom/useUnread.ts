import { useEffect, useMemo, useRef, useState } from 'react';
import type { ChatMessage, Side, UnreadCounts } from '../types';

/** Index of the first message after the last-read one (0 when none was read or it is unknown). */
function firstUnreadIndex(messages: readonly ChatMessage[], lastReadId: string | undefined): number {
  if (lastReadId === undefined) return 0;
  const index = messages.findIndex((message) => message.id === lastReadId);
  return index === -1 ? 0 : index + 1;
}

/** Unread counts per group (others' messages after the last read one) for the given read positions. */
export function countUnread(
  messagesByGroup: Partial<Record<Side, readonly ChatMessage[]>>,
  lastRead: Partial<Record<Side, string>>,
  viewerId: number,
): UnreadCounts {
  const counts: UnreadCounts = {};
  for (const group of Object.keys(messagesByGroup) as Side[]) {
    const messages = messagesByGroup[group] ?? [];
    counts[group] = messages.slice(firstUnreadIndex(messages, lastRead[group])).filter((message) => message.authorId !== viewerId).length;
  }
  return counts;
}

/**
 * Read positions per group: the open group is read up to its latest message (and `onMarkRead` told so);
 * the "New messages" divider marks where the open group's unread messages began when it was opened.
 */
export function useUnread(
  messagesByGroup: Partial<Record<Side, readonly ChatMessage[]>>,
  group: Side,
  viewerId: number,
  initialLastRead: Partial<Record<Side, string>> | undefined,
  onMarkRead: ((group: Side, message: ChatMessage) => void) | undefined,
) {
  const [lastRead, setLastRead] = useState<Partial<Record<Side, string>>>(() => initialLastRead ?? {});
  const groupMessages = messagesByGroup[group] ?? [];
  const latest = groupMessages[groupMessages.length - 1];

  // The divider is fixed when a group is opened, so it stays while the reader catches up. A group never
  // read before (switched to for the first time) has it above its first message from another person.
  const dividerFor = (side: Side) => {
    const messages = messagesByGroup[side] ?? [];
    return messages.slice(firstUnreadIndex(messages, lastRead[side])).find((message) => message.authorId !== viewerId)?.id;
  };
  const [divider, setDivider] = useState<{ group: Side; id: string | undefined }>(() => ({ group, id: dividerFor(group) }));
  if (divider.group !== group) setDivider({ group, id: dividerFor(group) });

  const onMarkReadRef = useRef(onMarkRead);
  onMarkReadRef.current = onMarkRead;
  useEffect(() => {
    if (!latest || latest.delivery === 'sending' || latest.delivery === 'failed') return;
    setLastRead((previous) => (previous[group] === latest.id ? previous : { ...previous, [group]: latest.id }));
    onMarkReadRef.current?.(group, latest);
  }, [group, latest]);

  const unread = useMemo(() => {
    const counts = countUnread(messagesByGroup, lastRead, viewerId);
    // The open group is being read.
    counts[group] = 0;
    return counts;
  }, [messagesByGroup, lastRead, viewerId, group]);

  return { unread, firstUnreadId: divider.group === group ? divider.id : undefined };
}
