import axe from 'axe-core';
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { loadLocale } from '../packages/ui/src/i18n';
import { languageOverride } from './language';

// Screenshots must not depend on where an animation or a blinking caret happened to be.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}
body { min-height: 100vh; }`;
document.head.appendChild(freeze);

/**
 * The faces the theme ships (packages/ui/src/theme/fonts.css), each with a sample of every subset the
 * stories use. A baseline drawn in a fallback font would depend on the machine's fonts again, so a face
 * that did not load stops the run instead of letting it compare pixels.
 */
const shippedFaces = [
  { family: 'Rubik Variable', weights: [400, 500, 700], samples: ['Mediation', 'Ąę', 'גישור'] },
  { family: 'JetBrains Mono Variable', weights: [400, 700], samples: ['AB12CD'] },
];

async function loadShippedFaces(): Promise<void> {
  for (const { family, weights, samples } of shippedFaces) {
    for (const weight of weights) {
      for (const sample of samples) {
        const font = `${weight} 16px '${family}'`;
        const faces = await document.fonts.load(font, sample).catch((error: unknown) => {
          throw new Error(`The shipped font ${family} (${weight}) did not load for "${sample}": ${String(error)}`);
        });
        if (faces.length === 0 || faces.some((face) => face.status !== 'loaded') || !document.fonts.check(font, sample)) {
          throw new Error(
            `The shipped font ${family} (${weight}) is not available for "${sample}": is @mediation/ui/fonts.css ` +
              'imported in .storybook/preview.tsx and its woff2 file served? Screenshots in a fallback font would not ' +
              'match the baselines on another machine.',
          );
        }
      }
    }
  }
}

// Loaded at the first story: the stylesheet declaring the faces comes with the preview, after this file.
let shippedFacesLoaded: Promise<void> | undefined;

beforeEach(async () => {
  shippedFacesLoaded ??= loadShippedFaces();
  await shippedFacesLoaded;
  await document.fonts.ready;
});

// Visual regression: after the story rendered and its play function passed, the viewport is compared
// with the committed baseline of this story id (see vitest.storybook.config.ts for paths and threshold).
// In the light theme the story then turns Hebrew, right to left, in the state its play function left (the
// play functions find controls by their English names, so they run before), passes axe in Hebrew and is
// compared with its he/ baseline: a second pass over every story would render and play each again.
afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === 'fail') return;
  const isDark = document.documentElement.dataset.theme === 'dark';
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(isDark ? `dark/${storyId}` : storyId);
  if (isDark) return;
  await loadLocale('he');
  languageOverride.set('he');
  await expect.poll(() => document.documentElement.lang).toBe('he');
  await document.fonts.ready;
  await expectNoAxeViolations();
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`he/${storyId}`);
});

beforeEach(() => languageOverride.set(undefined));

/** axe on the whole document, as the a11y addon runs it (its "region" rule off: a story is not a page). */
async function expectNoAxeViolations(): Promise<void> {
  axe.reset();
  axe.configure({ rules: [{ id: 'region', enabled: false }] });
  const result = await axe.run({ include: document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] });
  const violations = result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations, 'axe in Hebrew').toEqual([]);
}
