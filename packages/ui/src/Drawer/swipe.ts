/** Fraction of the drawer's width a swipe must travel to close it (spec: 0.25). */
export const DRAWER_CLOSE_THRESHOLD = 0.25;

/** Duration of the slide in milliseconds (spec: 0.5 s). */
export const DRAWER_DURATION_MS = 500;

/**
 * How far a pointer moved in the drawer's closing direction, never negative.
 * An end-side drawer closes towards the end of the line: rightwards in LTR, leftwards in RTL.
 */
export function closingDistance(startX: number, currentX: number, side: 'start' | 'end', isRtl: boolean): number {
  const towardsRight = (side === 'end') !== isRtl;
  const delta = currentX - startX;
  return Math.max(0, towardsRight ? delta : -delta);
}

/** Whether a swipe of `distance` pixels on a drawer `width` pixels wide should close it. */
export function shouldCloseOnSwipe(distance: number, width: number, threshold = DRAWER_CLOSE_THRESHOLD): boolean {
  return width > 0 && distance / width > threshold;
}
