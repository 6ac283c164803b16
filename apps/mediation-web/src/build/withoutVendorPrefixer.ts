import type { Plugin } from 'vite';

/** Where styled-components adds stylis' vendor prefixer to its middleware, in its built browser module. */
export const PREFIXER_PUSH = /\b([\w$]+)\.prefix&&([\w$]+)\.push\(([\w$]+)\.prefixer\)/g;

/**
 * Takes the step that adds stylis' prefixer out of styled-components' build, so that the prefixer and its table of
 * vendor rules (stylis' Prefixer.js, 1.2 KB gzipped, on every page) are left out of the bundle. styled-components
 * only adds it under `<StyleSheetManager enableVendorPrefixes>`, which the app does not use: the browsers it runs
 * in need no prefixes. Should someone turn them on, the style sheet says so at once instead of leaving them out.
 */
export function removePrefixerStep(code: string): string {
  return code.replace(PREFIXER_PUSH, '$1.prefix&&(()=>{throw Error("Vendor prefixes are left out of this build")})()');
}

export function withoutVendorPrefixer(): Plugin {
  return {
    name: 'mediation:without-vendor-prefixer',
    apply: 'build',
    transform(code, id) {
      if (!/\/styled-components\/dist\/styled-components\.browser\.esm\.js$/.test(id)) return null;
      return { code: removePrefixerStep(code), map: null };
    },
  };
}
