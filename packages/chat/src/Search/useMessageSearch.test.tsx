import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../types';
import type { SearchPage } from '../room/RoomClient';
import { useMessageSearch, type MessageSearchSource } from './useMessageSearch';

const message = (seq: number, text: string): ChatMessage => ({
  id: `m${seq}`,
  seq,
  text,
  group: 'M',
  authorId: 1,
  authorName: 'Dana',
  authorSide: 'A',
  time: '2026-11-27T10:00:00Z',
});

/** The latest messages a browser holds (seq 300–302): older ones are on the server only. */
const loaded = [message(300, 'the fence again'), message(301, 'no match here'), message(302, 'Fence, finally')];

function serverWith(pages: SearchPage[]): MessageSearchSource & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    search: vi.fn(async (query: string, beforeSeq?: number) => {
      calls.push([query, beforeSeq]);
      return pages.shift() ?? { matches: [], hasMore: false };
    }),
    reveal: vi.fn(async () => undefined),
  };
}

describe('useMessageSearch', () => {
  it('counts the loaded hits at once, then adds the older hits the server found, oldest first', async () => {
    const source = serverWith([
      { matches: [loaded[2]!, loaded[0]!, message(120, 'fence built in 1998'), message(40, 'FENCE?')], hasMore: false },
    ]);
    const { result } = renderHook(() => useMessageSearch(loaded, source));
    act(() => result.current.setQuery('fence'));
    expect(result.current.matches).toEqual(['m300', 'm302']);
    await waitFor(() => expect(result.current.matches).toEqual(['m40', 'm120', 'm300', 'm302']));
    expect(source.calls).toEqual([['fence', undefined]]);
    // The newest hit is current; stepping back twice reaches a hit not loaded, which the source loads.
    expect(result.current.currentMatchId).toBe('m302');
    act(() => result.current.previous());
    act(() => result.current.previous());
    expect(result.current.currentMatchId).toBe('m120');
    await waitFor(() => expect(source.reveal).toHaveBeenCalledWith(120));
  });

  it('asks for older hits when Previous passes the oldest known one, and says more exist meanwhile', async () => {
    const source = serverWith([
      { matches: [loaded[2]!, message(200, 'fence two')], hasMore: true },
      { matches: [message(90, 'fence one'), message(10, 'fence zero')], hasMore: false },
    ]);
    const { result } = renderHook(() => useMessageSearch(loaded, source));
    act(() => result.current.setQuery(' fence '));
    await waitFor(() => expect(result.current.matches).toEqual(['m200', 'm300', 'm302']));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.previous());
    act(() => result.current.previous());
    expect(result.current.currentMatchId).toBe('m200');
    act(() => result.current.previous());
    await waitFor(() => expect(result.current.matches).toEqual(['m10', 'm90', 'm200', 'm300', 'm302']));
    expect(source.calls.at(-1)).toEqual(['fence', 200]);
    expect(result.current.currentMatchId).toBe('m90');
    expect(result.current.hasMore).toBe(false);
  });

  it('keeps answering from the loaded messages when the server refuses', async () => {
    const source: MessageSearchSource = { search: vi.fn(async () => Promise.reject(new Error('offline'))) };
    const { result } = renderHook(() => useMessageSearch(loaded, source));
    act(() => result.current.setQuery('fence'));
    await waitFor(() => expect(source.search).toHaveBeenCalled());
    expect(result.current.matches).toEqual(['m300', 'm302']);
  });

  it('asks the server once per pause in typing', async () => {
    vi.useFakeTimers();
    try {
      const source = serverWith([]);
      const { result } = renderHook(() => useMessageSearch(loaded, source));
      for (const typed of ['f', 'fe', 'fen', 'fenc', 'fence']) {
        act(() => result.current.setQuery(typed));
        act(() => vi.advanceTimersByTime(100));
      }
      await act(async () => vi.advanceTimersByTime(300));
      expect(source.calls).toEqual([['fence', undefined]]);
    } finally {
      vi.useRealTimers();
    }
  });
});
