/** Distance from the top, in pixels, at which older messages are asked for. */
export const LOAD_OLDER_THRESHOLD_PX = 240;
/** Distance from the bottom, in pixels, within which the reader counts as at the latest message. */
export const AT_END_THRESHOLD_PX = 32;

/** How far the scroller can scroll: its greatest `scrollTop`. */
export function maxScrollTop(element: HTMLElement): number {
  return element.scrollHeight - element.clientHeight;
}

/**
 * Whether something other than this list moved the scroller since its position was last known (from a scroll
 * event or from the list's own write): the reader, or a script acting for them, whose scroll event has not been
 * dispatched yet. A position the browser clamped because the content shrank is no one's scroll.
 */
export function movedByOther(element: HTMLElement, knownTop: number | null): boolean {
  if (knownTop === null) return false;
  const top = element.scrollTop;
  if (Math.abs(top - knownTop) < 1) return false;
  return !(top < knownTop && Math.abs(top - maxScrollTop(element)) < 1);
}
