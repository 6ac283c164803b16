/**
 * A database upkeep run on a timer: one turn at a time (a turn still under way when the next is due skips it),
 * off the event loop's reasons to stay alive, and quiet about failures. A failure is told once, at the first failed
 * turn, and its end once, through `onRecovered` with the number of failed turns: an outage of a minute is two lines
 * in the log, not one a turn. A failure `isFinal` names stops the timer (it would fail every turn the same way).
 */
export interface PeriodicUpkeep {
  /** Stops the timer and waits for a turn under way. */
  stop: () => Promise<void>;
}

export function startPeriodicUpkeep<T>(
  turn: () => Promise<T>,
  options: {
    /** 0 (or less) runs no turn at all. */
    intervalMs: number;
    onDone?: (result: T, ms: number) => void;
    onError: (error: unknown, stopped: boolean) => void;
    onRecovered?: (failedTurns: number) => void;
    isFinal?: (error: unknown) => boolean;
  },
): PeriodicUpkeep {
  if (options.intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  let failedTurns = 0;
  const timer = setInterval(() => {
    if (running) return;
    const started = performance.now();
    running = turn()
      .then((result) => {
        if (failedTurns > 0) options.onRecovered?.(failedTurns);
        failedTurns = 0;
        options.onDone?.(result, performance.now() - started);
      })
      .catch((error: unknown) => {
        const stopped = options.isFinal?.(error) ?? false;
        if (stopped) clearInterval(timer);
        failedTurns += 1;
        if (stopped || failedTurns === 1) options.onError(error, stopped);
      })
      .finally(() => {
        running = null;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
