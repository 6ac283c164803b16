import type { ChatMessage } from '../types';

/** Ids of the messages whose text contains the query, case-insensitively, in list order. */
export function findMatches(messages: readonly ChatMessage[], query: string): string[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  return messages.filter((message) => message.text.toLocaleLowerCase().includes(needle)).map((message) => message.id);
}

/** The position after moving one step forward or back through `count` matches, wrapping at both ends. */
export function stepMatch(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}

export interface TextPart {
  text: string;
  isMatch: boolean;
}

/** The text cut into the parts that match the query and the parts between them. */
export function highlightParts(text: string, query: string | undefined): TextPart[] {
  const needle = query?.trim().toLocaleLowerCase();
  if (!needle) return [{ text, isMatch: false }];
  const haystack = text.toLocaleLowerCase();
  const parts: TextPart[] = [];
  let position = 0;
  for (let found = haystack.indexOf(needle); found !== -1; found = haystack.indexOf(needle, position)) {
    if (found > position) parts.push({ text: text.slice(position, found), isMatch: false });
    parts.push({ text: text.slice(found, found + needle.length), isMatch: true });
    position = found + needle.length;
  }
  if (position < text.length) parts.push({ text: text.slice(position), isMatch: false });
  return parts;
}
