import { useEffect, useMemo, useState } from 'react';
import type { ChatMessage } from '../types';
import type { SearchPage } from '../room/RoomClient';
import { findMatches, stepMatch } from './matching';

/** How long typing must pause before the server is asked (each question counts against the person's budget). */
export const SEARCH_DEBOUNCE_MS = 250;

/** Where the search reaches past the loaded messages: the server's search, and the loading of a hit not held yet. */
export interface MessageSearchSource {
  search: (query: string, beforeSeq?: number) => Promise<SearchPage>;
  reveal?: (seq: number) => Promise<void>;
}

interface RemoteHits {
  query: string;
  /** Hits the server found, oldest first. */
  hits: { id: string; seq: number }[];
  hasMore: boolean;
}

/**
 * Search state over the current group: query, hits, the current hit, and stepping with wrap-around. The
 * loaded messages answer at once; with a `source`, the server's hits older than what is loaded come first
 * in the list, and stepping onto one loads the history up to it.
 */
export function useMessageSearch(messages: readonly ChatMessage[], source?: MessageSearchSource) {
  const [query, setQueryState] = useState('');
  const [index, setIndex] = useState(-1);
  const [remote, setRemote] = useState<RemoteHits>();
  const needle = query.trim();

  useEffect(() => {
    if (!source || !needle) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      source.search(needle).then(
        (page) => {
          if (!isCurrent) return;
          setRemote({ query: needle, hits: hitsOf(page), hasMore: page.hasMore });
        },
        // Without the server's answer the loaded messages still answer.
        () => undefined,
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [source, needle]);

  const matches = useMemo(() => {
    const local = findMatches(messages, query);
    if (!remote || remote.query !== needle) return local;
    const held = new Set(messages.map((message) => message.id));
    // What the server found beyond the loaded messages is older than all of them.
    const older = remote.hits.filter((hit) => !held.has(hit.id)).map((hit) => hit.id);
    return [...older, ...local];
  }, [messages, query, needle, remote]);

  const seqOf = useMemo(() => new Map(remote?.hits.map((hit) => [hit.id, hit.seq])), [remote]);
  // The newest hit first, as the reader sits at the bottom of the list.
  const current = matches.length === 0 ? -1 : index < 0 || index >= matches.length ? matches.length - 1 : index;
  const currentMatchId = current === -1 ? undefined : matches[current];

  // A hit the list does not hold yet: load the history up to it, and the list then shows it.
  const revealSeq =
    currentMatchId !== undefined && !messages.some((message) => message.id === currentMatchId) ? seqOf.get(currentMatchId) : undefined;
  useEffect(() => {
    if (revealSeq !== undefined) void source?.reveal?.(revealSeq).catch(() => undefined);
  }, [revealSeq, source]);

  const hasMore = remote?.query === needle && remote.hasMore;
  const previous = () => {
    // Before the oldest hit known, ask for the older ones (then stay on the newest of those).
    if (current === 0 && hasMore && source && remote) {
      const oldestSeq = remote.hits[0]?.seq;
      void source.search(needle, oldestSeq).then(
        (page) => {
          const older = hitsOf(page);
          setRemote((now) => (now?.query === needle ? { query: needle, hits: [...older, ...now.hits], hasMore: page.hasMore } : now));
          setIndex(older.length - 1);
        },
        () => undefined,
      );
      return;
    }
    setIndex(stepMatch(current, matches.length, -1));
  };

  const setQuery = (next: string) => {
    setQueryState(next);
    setIndex(-1);
  };
  return {
    query,
    setQuery,
    matches,
    /** True when the server holds older hits than those counted. */
    hasMore,
    /** Zero-based position of the current hit, or -1. */
    index: current,
    currentMatchId,
    next: () => setIndex(stepMatch(current, matches.length, 1)),
    previous,
  };
}

/** A page's hits, oldest first, by the id the list knows them by. */
function hitsOf(page: SearchPage) {
  return page.matches.flatMap((message) => (message.seq === undefined ? [] : [{ id: message.id, seq: message.seq }])).reverse();
}
