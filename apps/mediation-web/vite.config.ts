import { defineConfig } from 'vite';
import { purePlugin } from '../../tools/pure-annotations';
import { quietDependencyWarnings } from './src/build/quietDependencyWarnings';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // No React plugin: esbuild compiles JSX with the automatic runtime, as in Storybook.
  esbuild: { jsx: 'automatic' },
  // Our packages' schemas and styled components are marked pure so a screen carries only what it imports.
  plugins: [purePlugin(['/packages/protocol/src/', '/packages/ui/src/'])],
  build: {
    target: 'es2022',
    // Maps are written for debugging a build but not referenced from the files (and the server never serves them).
    sourcemap: 'hidden',
    // Known warnings about dependencies' files that read like failures are dropped; ours are all shown.
    rollupOptions: { onwarn: quietDependencyWarnings },
  },
  server: {
    // `pnpm dev`: the API and the socket run on the server (port 3000) behind Vite.
    proxy: {
      // The server takes cookie routes from its own origin only: the proxy speaks for the page it serves.
      '/api': {
        target: apiTarget,
        configure: (proxy) => proxy.on('proxyReq', (request) => request.getHeader('origin') && request.setHeader('origin', apiTarget)),
      },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
