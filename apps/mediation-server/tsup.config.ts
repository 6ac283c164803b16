import { cpSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** The route folders, each an entry of its own: the server autoloads them from dist/routes/api at start. */
const routeEntries = Object.fromEntries(
  readdirSync('src/routes/api', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(`src/routes/api/${folder.name}`)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => {
          const name = `routes/api/${folder.name}/${file.replace(/\.ts$/, '')}`;
          return [name, `src/${name}.ts`];
        }),
    ),
);

export default defineConfig({
  // The PDF worker is an entry of its own: the server starts it as dist/agreement-pdf-worker.js.
  entry: { server: 'src/server.ts', 'agreement-pdf-worker': 'src/services/agreement-pdf-worker.ts', ...routeEntries },
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
