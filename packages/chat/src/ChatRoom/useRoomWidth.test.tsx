import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRoomWidth, type RoomLayoutMode } from './useRoomWidth';

/** Renders an element of the given width and records the layout of every commit, in order. */
function commitsAt(width: number): RoomLayoutMode[] {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width,
    height: 600,
    top: 0,
    left: 0,
    right: width,
    bottom: 600,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  const seen: RoomLayoutMode[] = [];
  function Room() {
    const [ref, layout] = useRoomWidth();
    // The layout at each commit, before the browser could paint it.
    useLayoutEffect(() => {
      seen.push(layout);
    });
    return <div ref={ref}>{layout}</div>;
  }
  render(<Room />);
  return seen;
}

describe('useRoomWidth', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lays the room out for its measured width before it is painted, not wide first', () => {
    // React runs layout effects and their updates before yielding to the browser: the last commit of the
    // first render is what is painted.
    expect(commitsAt(900).at(-1)).toBe('compact');
    expect(commitsAt(500).at(-1)).toBe('narrow');
    expect(commitsAt(1280).at(-1)).toBe('compact');
    expect(commitsAt(1600).at(-1)).toBe('wide');
  });

  it('stays wide where nothing can be measured (width 0)', () => {
    expect(new Set(commitsAt(0))).toEqual(new Set(['wide']));
  });
});
