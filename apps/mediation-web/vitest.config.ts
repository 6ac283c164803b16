import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    // Forms typed key by key in jsdom take seconds on a busy 2-core machine; the default 5 s is too tight.
    testTimeout: 30_000,
  },
});
