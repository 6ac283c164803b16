import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { esbuildPurePlugin } from '../../tools/pure-annotations';
import { styledInteropPlugin } from '../../tools/styled-interop';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // Peers stay imports so the consuming app owns a single copy of React and styled-components.
  external: ['react', 'react-dom'],
  // styled-components, a peer too, is kept external by the interop plugin, which makes the ESM build load in
  // plain Node as well as in bundlers (tools/styled-interop.ts); tsup's own external check would bypass it.
  noExternal: ['styled-components'],
  // styled() components and forwardRef() calls are marked pure, so unused components drop out of an app.
  esbuildPlugins: [esbuildPurePlugin(['/packages/ui/src/']), styledInteropPlugin()],
  // `@mediation/ui/fonts.css` ships as written: its url()s name the @fontsource packages (dependencies of
  // this one), which the consumer's bundler resolves and emits as assets, as Vite does for the app.
  onSuccess: async () => copyFileSync('src/theme/fonts.css', 'dist/fonts.css'),
});
