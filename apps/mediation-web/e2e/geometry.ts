import type { Locator } from '@playwright/test';

/** Geometry the layout tests measure with. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of an element one can see: its box cut by every ancestor that clips its overflow, and by the window. */
export async function visibleBox(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    let { left, top, right, bottom } = element.getBoundingClientRect();
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowY === 'visible' && getComputedStyle(parent).overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    left = Math.max(left, 0);
    top = Math.max(top, 0);
    right = Math.min(right, window.innerWidth);
    bottom = Math.min(bottom, window.innerHeight);
    return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
  });
}

/** Two boxes share more than a hair's breadth. */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
}
