import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { defineConfig, type Plugin } from 'vite';
import { purePlugin } from '../../tools/pure-annotations';
import { minifyStyledCss } from './src/build/minifyStyledCss';
import { quietDependencyWarnings } from './src/build/quietDependencyWarnings';
import { withoutVendorPrefixer } from './src/build/withoutVendorPrefixer';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The modules of the signed-in frame, put in one chunk ('frame'): the mediator's layout and its top bar,
 * the dialogs, badges, avatars and empty states of its screens and the room, and React Query's hooks. Left
 * to itself Rollup gives each set of screens sharing a module its own chunk, so a first visit to the room
 * fetched some 25 files under 3 KB each, compressed one by one: 19.7 KB gzipped where one file is about 14.
 * None of these is loaded by the entry or /login (that would bring the whole chunk to /login, which
 * `pnpm bench:web` would show); a module missing here only stays in a small chunk of its own.
 */
const FRAME_MODULES = [
  /\/apps\/mediation-web\/src\/screens\/Mediator\/(MediatorLayout\.tsx|useMediatorCases\.ts|Mediator\.styles\.ts)$/,
  /\/apps\/mediation-web\/src\/components\/(Brand\/|icons\.tsx)/,
  /\/apps\/mediation-web\/src\/lib\/(useCurrentCase|useFailureToast|notifications|categories)\.tsx?$/,
  /\/apps\/mediation-web\/src\/api\/queryKeys\.ts$/,
  /\/packages\/ui\/src\/(AppShell|Badge|Avatar|ProgressBar|EmptyState)\//,
  // The dialogs' triggers only: their layers and styles (focus trap, floating-ui) load when one first opens.
  /\/packages\/ui\/src\/(Drawer\/Drawer|Dialog\/Dialog|AlertDialog\/AlertDialog)\.tsx$/,
  /\/packages\/ui\/src\/internal\/(deferredModal\.tsx|styles\.ts|VisuallyHidden\.ts)$/,
  /\/@tanstack\/react-query\/build\/modern\/(useQuery|useBaseQuery|useMutation|IsRestoringProvider|QueryErrorResetBoundary|suspense|errorBoundaryUtils)\.js$/,
  /\/@tanstack\/query-core\/build\/modern\/(queryObserver|mutationObserver)\.js$/,
];

/** In React Router's built module: a context or component made at its top level, and the name it is given. */
const TOP_LEVEL_REACT_CALL = /^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;

/**
 * React Router's production build for the app's build. Its package points every import at its development
 * build (dev warnings on, about 1 KB gz more), and has no `production` condition to pick the other one by.
 * Should a new version change the module's shape, nothing breaks: the bytes grow, and the budgets of
 * `pnpm bench:smoke` say so.
 */
function reactRouterProduction(): Plugin {
  const routerDom = createRequire(import.meta.url).resolve('react-router-dom');
  const production = path.join(path.dirname(createRequire(routerDom).resolve('react-router')), '../production');
  const files: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'mediation:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (files[id] ? path.join(production, files[id]) : undefined),
    // Its components and contexts are made at the top of one large module, by calls and `displayName`
    // assignments a bundler must keep, unless the calls are marked pure and the names (for React's developer
    // tools) dropped: `Form`, `NavLink` and the rest kept the data router's code, which the app never uses.
    transform(code, id) {
      if (!id.startsWith(production)) return null;
      return { code: code.replace(TOP_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, ''), map: null };
    },
  };
}

/**
 * Writes beside each built script, style and page its gzip and Brotli (quality 11) forms, which the server
 * sends as they are (@fastify/static `preCompressed`): smaller than compressing on the fly, and no work per
 * request. The gzip is Zopfli's, which any gzip reader takes: 3 % smaller than zlib's level 9 on the room's
 * scripts (185.6 against 191.9 KB), for about ten seconds of build. More iterations than 5 gained under 0.1 KB.
 */
function precompress(): Plugin {
  return {
    name: 'mediation:precompress',
    apply: 'build',
    // From the files as written: Vite still rewrites chunks (preload lists) after other plugins' generateBundle.
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const bytes = await readFile(file);
        if (bytes.length < 1024) continue;
        await writeFile(`${file}.gz`, await gzipAsync(bytes, { numiterations: 5 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        );
      }
    },
  };
}

export default defineConfig({
  // No React plugin: esbuild compiles JSX with the automatic runtime, as in Storybook.
  esbuild: { jsx: 'automatic' },
  // A JSON module is one default export: a catalog keyed by codes ('case_not_running') would otherwise become one
  // named export per key, which Rollup writes as a variable each (the Hebrew error catalog: 6.2 → 4.5 KB gz).
  json: { namedExports: false },
  // Our packages' schemas and styled components are marked pure so a screen carries only what it imports.
  plugins: [
    reactRouterProduction(),
    withoutVendorPrefixer(),
    minifyStyledCss(),
    purePlugin(['/packages/protocol/src/', '/packages/ui/src/']),
    precompress(),
  ],
  build: {
    target: 'es2022',
    // The browsers of es2022 preload modules themselves (Safari since 17; an older one loads them as imported):
    // no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Maps are written for debugging a build but not referenced from the files (and the server never serves them).
    sourcemap: 'hidden',
    // Known warnings about dependencies' files that read like failures are dropped; ours are all shown.
    rollupOptions: {
      onwarn: quietDependencyWarnings,
      // Only the modules named go to 'frame' (not what they import, which the entry mostly has already).
      output: {
        manualChunks: (id) => (FRAME_MODULES.some((pattern) => pattern.test(id)) ? 'frame' : undefined),
        onlyExplicitManualChunks: true,
      },
    },
    // Terser packs about 3 % tighter than esbuild once compressed: the budgets of /login and the room count it.
    minify: 'terser',
    terserOptions: { ecma: 2020, module: true, toplevel: true, compress: { passes: 2 }, format: { comments: false } },
    // No experimentalMinChunkSize: merging the small shared chunks (4, 8 or 16 KB) made /login or the room
    // fetch code they do not use, 0.3 to 3 KB more compressed than the small requests it saved.
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
