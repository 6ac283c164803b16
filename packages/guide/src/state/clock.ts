/** Where the guide's delays come from: the real timers, or a manual clock in tests and stories. */
export interface GuideClock {
  /** Calls `callback` after `ms` milliseconds; returns a handle for `clearTimeout`. */
  setTimeout: (callback: () => void, ms: number) => unknown;
  /** Cancels a callback that has not run yet. */
  clearTimeout: (handle: unknown) => void;
}

/** The browser's own timers. */
export const systemClock: GuideClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** A clock whose time moves only when `advance` is called: delays run at once and in order, without waiting. */
export interface ManualClock extends GuideClock {
  /** Moves time forward and runs every callback that falls due, oldest first. */
  advance: (ms: number) => void;
  /** Milliseconds since the clock was made. */
  now: () => number;
  /** How many callbacks are still waiting. */
  pendingCount: () => number;
}

interface Timer {
  id: number;
  dueAt: number;
  callback: () => void;
}

/** Makes a manual clock for tests and stories. */
export function createManualClock(): ManualClock {
  let time = 0;
  let nextId = 1;
  let timers: Timer[] = [];
  return {
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.push({ id, dueAt: time + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    advance: (ms) => {
      const target = time + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.dueAt <= target).sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        time = due.dueAt;
        due.callback();
      }
      time = target;
    },
    now: () => time,
    pendingCount: () => timers.length,
  };
}
