import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';

/**
 * Arrow keys, Home and End move focus between the messages of the virtual list: the row is scrolled in
 * first, then focused once it is rendered. Keys typed in a field or on a button are left alone.
 */
export function useRowFocus(
  virtualizer: Virtualizer<HTMLDivElement, HTMLDivElement>,
  scrollRef: RefObject<HTMLDivElement | null>,
  count: number,
) {
  const pendingFocus = useRef<number | null>(null);
  const focusRow = (index: number) => {
    const element = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"] article`);
    if (element) {
      element.focus({ preventScroll: true });
      pendingFocus.current = null;
    } else {
      pendingFocus.current = index;
    }
  };
  useEffect(() => {
    if (pendingFocus.current !== null) focusRow(pendingFocus.current);
  });
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    if ((event.target as HTMLElement).closest('textarea, input, button')) return;
    if (count === 0) return;
    event.preventDefault();
    const focused = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-index]');
    const current = focused ? Number(focused.dataset.index) : -1;
    const last = count - 1;
    let next: number | undefined;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (current === -1) {
      const visible = virtualizer.getVirtualItems().filter((item) => {
        const element = scrollRef.current;
        return element ? item.end > element.scrollTop && item.start < element.scrollTop + element.clientHeight : true;
      });
      next = event.key === 'ArrowDown' ? visible[0]?.index : visible[visible.length - 1]?.index;
    } else {
      next = Math.min(Math.max(current + (event.key === 'ArrowDown' ? 1 : -1), 0), last);
    }
    if (next === undefined) return;
    virtualizer.scrollToIndex(next, { align: 'auto' });
    focusRow(next);
  };
}
