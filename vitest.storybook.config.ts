import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const configDir = path.join(rootDir, '.storybook');

// Every story of every package runs as a test in Debian's Chromium, once per theme: render, play
// function, axe, then a screenshot compared with the baseline committed under .storybook/__screenshots__
// (dark-theme baselines in its dark/ folder).
export default defineConfig({
  // Pre-bundled up front so Vite never reloads the browser in the middle of a run.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-dev-runtime',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'styled-components',
      '@floating-ui/react',
      '@tanstack/react-virtual',
    ],
  },
  test: {
    projects: [
      { extends: true, plugins: [storybookTest({ configDir, initialGlobals: { theme: 'light' } })], test: { name: 'light' } },
      { extends: true, plugins: [storybookTest({ configDir, initialGlobals: { theme: 'dark' } })], test: { name: 'dark' } },
      // The light project also shows each story in Hebrew after its English baseline (.storybook/vitest.setup.ts).
    ],
    setupFiles: [path.join(rootDir, '.storybook/vitest.setup.ts')],
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--font-render-hinting=none',
            '--force-color-profile=srgb',
          ],
        },
        // Larger than every story viewport (1200 x 900 by default, app pages up to 1200 x 1800) so the test frame is never scaled down.
        contextOptions: { viewport: { width: 1280, height: 1860 }, deviceScaleFactor: 1, reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      // Screenshot baselines are written through the browser API, served on loopback only.
      api: { host: '127.0.0.1', allowWrite: true },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // A pixel counts as changed beyond a small colour distance; a few changed pixels fail the test.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 20 },
          // Two equal screenshots in a row make a stable one; a whole room takes seconds per shot on a loaded
          // two-core runner, so the 5 s default failed rooms that were still, not moving.
          timeout: 30_000,
          resolveScreenshotPath: ({ arg, ext }) => path.join(rootDir, '.storybook/__screenshots__', `${arg}${ext}`),
          resolveDiffPath: ({ arg, ext }) => path.join(rootDir, '__diffs__', `${arg}${ext}`),
        },
      },
    },
  },
});
