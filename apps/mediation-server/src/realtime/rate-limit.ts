/**
 * A token bucket per connection: `capacity` events at once, refilled at `capacity` per `windowMs`.
 * The default (100 per 10 s) is far above what a person typing sends.
 */
export function createRateLimiter(capacity: number, windowMs = 10_000, now: () => number = Date.now) {
  let tokens = capacity;
  let last = now();
  return {
    /** Takes one event's token; false when the connection is over its pace. */
    take(): boolean {
      const current = now();
      tokens = Math.min(capacity, tokens + ((current - last) * capacity) / windowMs);
      last = current;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
