/** Waits before attempt n + 1 after n failures while the browser says it is online: 1, 2, 4 and 8 s. */
export const LOAD_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

/**
 * Loads code on demand (a dynamic `import()`), trying again when the fetch fails, so that a panel chosen while
 * the network is down opens once it is back instead of failing the screen. Offline, it waits for the browser's
 * `online` event, however long; online, it tries again after each of LOAD_RETRY_DELAYS_MS (15 s in all: the
 * server restarting, a network coming back), then gives the last error to the caller. Browsers fetch a failed
 * dynamic import again on the next call (Chromium checked).
 */
export async function loadWithRetry<T>(load: () => Promise<T>, delays: readonly number[] = LOAD_RETRY_DELAYS_MS): Promise<T> {
  for (let failures = 0; ;) {
    try {
      return await load();
    } catch (error) {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        await new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
        continue;
      }
      const delay = delays[failures];
      if (delay === undefined) throw error;
      failures += 1;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
