import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The scripts name the environment (jsdom) and globals; this adds what every test file needs first.
  test: { setupFiles: ['../../tools/vitest-preload-modals.ts'] },
});
