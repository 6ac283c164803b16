import { useMemo, useState } from 'react';
import type { ChatMessage } from '../types';
import { findMatches, stepMatch } from './matching';

/** Search state over the messages of the current group: query, hits, the current hit, and stepping with wrap-around. */
export function useMessageSearch(messages: readonly ChatMessage[]) {
  const [query, setQueryState] = useState('');
  const [index, setIndex] = useState(-1);
  const matches = useMemo(() => findMatches(messages, query), [messages, query]);
  // The newest hit first, as the reader sits at the bottom of the list.
  const current = matches.length === 0 ? -1 : index < 0 || index >= matches.length ? matches.length - 1 : index;
  const setQuery = (next: string) => {
    setQueryState(next);
    setIndex(-1);
  };
  return {
    query,
    setQuery,
    matches,
    /** Zero-based position of the current hit, or -1. */
    index: current,
    currentMatchId: current === -1 ? undefined : matches[current],
    next: () => setIndex(stepMatch(current, matches.length, 1)),
    previous: () => setIndex(stepMatch(current, matches.length, -1)),
  };
}
