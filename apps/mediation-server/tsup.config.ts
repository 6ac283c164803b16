import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The PDF worker is an entry of its own: the server starts it as dist/agreement-pdf-worker.js.
  entry: { server: 'src/server.ts', 'agreement-pdf-worker': 'src/services/agreement-pdf-worker.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // The workspace's own packages are bundled; npm dependencies stay in node_modules.
  noExternal: [/^@mediation\//],
  async onSuccess() {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
