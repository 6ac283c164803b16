import { useLayoutEffect, useState } from 'react';
import { breakpoint } from '@mediation/ui';

/**
 * Below this width of the room (not of the window: the room may sit beside an app's menu) the side bar
 * and the info column narrow, so the messages keep a usable width.
 */
export const ROOM_COMPACT_WIDTH = 1400;

/** How the room lays out for its own width: a drawer below the mobile breakpoint (768 px), narrower columns below 1400 px. */
export type RoomLayoutMode = 'narrow' | 'compact' | 'wide';

function layoutFor(width: number): RoomLayoutMode {
  return width < breakpoint.mobile ? 'narrow' : width < ROOM_COMPACT_WIDTH ? 'compact' : 'wide';
}

/**
 * The room's layout for the width of the element given to the returned ref. The element is measured once
 * before the browser paints (no frame, and no control, of a layout for another width), then followed by a
 * ResizeObserver. `wide` where nothing can be measured (no layout engine).
 */
export function useRoomWidth() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [layout, setLayout] = useState<RoomLayoutMode>('wide');
  useLayoutEffect(() => {
    if (!element) return;
    const width = element.getBoundingClientRect().width;
    if (width > 0) setLayout(layoutFor(width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setLayout(layoutFor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, layout] as const;
}
