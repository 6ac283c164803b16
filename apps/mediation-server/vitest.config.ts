import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // Autoload imports the route folders itself: run through Vitest, its import() takes TypeScript like ours.
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});
