import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREFIXER_PUSH, removePrefixerStep } from './withoutVendorPrefixer';

// The module the web build bundles: styled-components' browser build, as installed.
const styledBuild = readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('styled-components/package.json')),
    'dist/styled-components.browser.esm.js',
  ),
  'utf8',
);

describe("the build leaves stylis' vendor prefixer out", () => {
  it('finds the one step that adds the prefixer in the installed styled-components', () => {
    expect(styledBuild.match(PREFIXER_PUSH)).toHaveLength(1);
  });

  it('takes the step out, so nothing refers to the prefixer any more', () => {
    const built = removePrefixerStep(styledBuild);
    expect(built).not.toMatch(/\.prefixer\b/);
  });

  it('fails loudly where vendor prefixes would have been asked for', () => {
    const step = removePrefixerStep('o.prefix&&c.push(s.prefixer)');
    expect(() => new Function('o', 'c', 's', step)({ prefix: true }, [], {})).toThrow('Vendor prefixes are left out of this build');
    expect(() => new Function('o', 'c', 's', step)({ prefix: false }, [], {})).not.toThrow();
  });
});
