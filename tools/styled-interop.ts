/**
 * styled-components 6 ships an ES module build (its `module` field) and a CommonJS build (`main`), but no
 * `exports` map. Bundlers pick the ES build, where the default export is `styled`. Node's own ESM loader
 * only reads `main`: it loads the CommonJS build and hands over the whole `module.exports` as the default,
 * so `styled.div` is undefined there and importing our ESM build in plain Node fails
 * (styled-components/styled-components#5750, fixed only after 6.6).
 *
 * This esbuild plugin, used by the builds of the packages built on styled-components, sends every
 * `import ... from 'styled-components'` of our sources through a small module that re-exports the package
 * and picks `styled` from wherever the loader put it. Named imports (`css`, `keyframes`, ...) are found in
 * both builds, so only the default needs the choice. Peers stay external: the module imports the consumer's
 * copy of styled-components.
 *
 * tsup's own external check runs before any plugin, so a config using this lists `styled-components` in
 * `noExternal`, and the plugin keeps the package external itself.
 */

/** The part of esbuild's plugin build object this plugin uses (esbuild is tsup's, not a dependency here). */
interface PluginBuild {
  onResolve: (
    options: { filter: RegExp },
    callback: (args: { path: string; namespace: string }) => { path: string; external?: boolean; namespace?: string },
  ) => void;
  onLoad: (options: { filter: RegExp; namespace: string }, callback: () => { contents: string; loader: 'js' }) => void;
}

const NAMESPACE = 'mediation-styled-interop';

/** The interop module's code. */
const styledInteropSource = `import * as styledComponents from 'styled-components';
const loaded = styledComponents.default;
// ES build: the default is styled itself. CommonJS build under Node's ESM loader: module.exports, which holds it as .default.
const styled = typeof loaded === 'function' ? loaded : loaded.default;
export default styled;
export * from 'styled-components';
`;

export function styledInteropPlugin() {
  return {
    name: 'mediation:styled-interop',
    setup(build: PluginBuild) {
      build.onResolve({ filter: /^styled-components$/ }, (args) =>
        // The interop module's own import is the real, external package.
        args.namespace === NAMESPACE ? { path: 'styled-components', external: true } : { path: 'styled-components', namespace: NAMESPACE },
      );
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({ contents: styledInteropSource, loader: 'js' }));
    },
  };
}
