import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { startBenchApp } from './app';

describe("a bench's server of ours", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("takes the server settings a run compares by from the environment, over the bench's own values", { timeout: 60_000 }, async () => {
    vi.stubEnv('SEARCH_INDEX_MERGE_INTERVAL_MS', '250');
    vi.stubEnv('LOG_LEVEL', 'error');
    // Left unset whatever the shell running the tests says, so that the server's default is what it gets.
    vi.stubEnv('MESSAGE_WRITE_CONCURRENCY', '');
    // The bench's own value for LOG_LEVEL is `warn`, and a bench may pass its own on top: the run's setting wins.
    const { app, stop } = await startBenchApp('pglite', { LOG_LEVEL: 'info' });
    try {
      expect(app.config.SEARCH_INDEX_MERGE_INTERVAL_MS).toBe(250);
      expect(app.config.LOG_LEVEL).toBe('error');
      // A setting the run leaves unset keeps the server's default.
      expect(app.config.MESSAGE_WRITE_CONCURRENCY).toBe(loadConfig({}).MESSAGE_WRITE_CONCURRENCY);
    } finally {
      await stop();
    }
  });
});
