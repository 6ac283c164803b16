import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * The CSS inside our styled components, minified for the build by babel-plugin-styled-components (its `minify`
 * only): comments and indentation out of every `styled.x\`...\`` and `css\`...\`` of the app and the packages.
 * Left in, they were about a fifth of the room's own code (terser leaves template text as it is). The plugin's
 * other passes stay off: names for developer tools, server rendering and template transpiling change what the
 * components are, and the packages' own builds and Storybook do without them too.
 */
export function minifyStyledCss(): Plugin {
  return {
    name: 'mediation:minify-styled-css',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || !code.includes("from 'styled-components'")) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: id.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [
          [
            'babel-plugin-styled-components',
            { minify: true, transpileTemplateLiterals: false, displayName: false, fileName: false, ssr: false, pure: false },
          ],
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
