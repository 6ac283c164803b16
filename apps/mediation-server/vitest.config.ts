import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // A test here starts whole servers on an embedded PostgreSQL (WASM, every migration): on a two-core
    // runner that is busy that alone has taken 30 s; the limits catch a hang, not a slow machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Autoload imports the route folders itself: run through Vitest, its import() takes TypeScript like ours.
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});
