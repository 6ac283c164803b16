import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', connect: 'src/connect/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // Peers stay imports so the consuming app owns a single copy of each.
  external: ['react', 'react-dom', 'styled-components', '@mediation/ui', '@mediation/protocol', 'socket.io-client'],
});
