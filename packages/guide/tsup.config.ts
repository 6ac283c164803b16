import { defineConfig } from 'tsup';
import { styledInteropPlugin } from '../../tools/styled-interop';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // Peers stay imports so the consuming app owns a single copy of each.
  external: ['react', 'react-dom', '@mediation/ui', '@mediation/protocol'],
  // styled-components, a peer too, is kept external by the interop plugin, which makes the ESM build load in
  // plain Node as well as in bundlers (tools/styled-interop.ts); tsup's own external check would bypass it.
  noExternal: ['styled-components'],
  esbuildPlugins: [styledInteropPlugin()],
});
