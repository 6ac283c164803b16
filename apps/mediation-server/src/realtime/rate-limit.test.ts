import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('socket rate limiter', () => {
  it('lets a burst of the capacity through, then refills at capacity per window', () => {
    let now = 0;
    const limiter = createRateLimiter(10, 10_000, () => now);
    expect(Array.from({ length: 12 }, () => limiter.take())).toEqual([...Array(10).fill(true), false, false]);
    now += 1_000;
    expect(limiter.take()).toBe(true);
    expect(limiter.take()).toBe(false);
    now += 60_000;
    expect(Array.from({ length: 11 }, () => limiter.take()).filter(Boolean)).toHaveLength(10);
  });
});
