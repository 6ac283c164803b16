import { describe, expect, it } from 'vitest';
import { closingDistance, DRAWER_CLOSE_THRESHOLD, DRAWER_DURATION_MS, shouldCloseOnSwipe } from './swipe';

describe('drawer swipe', () => {
  it('uses the spec threshold of 0.25 and duration of 0.5 s', () => {
    expect(DRAWER_CLOSE_THRESHOLD).toBe(0.25);
    expect(DRAWER_DURATION_MS).toBe(500);
  });

  it('measures movement towards the closing edge only', () => {
    // End-side drawer, left to right: closes rightwards.
    expect(closingDistance(100, 180, 'end', false)).toBe(80);
    expect(closingDistance(100, 40, 'end', false)).toBe(0);
    // Right to left mirrors it.
    expect(closingDistance(100, 40, 'end', true)).toBe(60);
    expect(closingDistance(100, 180, 'end', true)).toBe(0);
    // A start-side drawer closes towards the start.
    expect(closingDistance(100, 40, 'start', false)).toBe(60);
  });

  it('closes only past a quarter of the width', () => {
    expect(shouldCloseOnSwipe(90, 360)).toBe(false);
    expect(shouldCloseOnSwipe(91, 360)).toBe(true);
    expect(shouldCloseOnSwipe(10, 0)).toBe(false);
  });
});
