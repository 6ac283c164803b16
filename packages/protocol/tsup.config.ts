import { defineConfig } from 'tsup';
import { esbuildPurePlugin } from '../../tools/pure-annotations';

export default defineConfig({
  // One entry per module, sharing chunks: a bundler keeps only the modules an app imports from.
  entry: [
    'src/index.ts',
    'src/constants.ts',
    'src/validation.ts',
    'src/entities.ts',
    'src/rest.ts',
    'src/rest/contract.ts',
    'src/socket.ts',
    'src/agreement.ts',
    'src/errors.ts',
    'src/messages.ts',
  ],
  format: ['esm', 'cjs'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Every schema is marked pure, so within a module only the imported ones (and what they use) stay.
  esbuildPlugins: [esbuildPurePlugin(['/packages/protocol/src/'])],
});
