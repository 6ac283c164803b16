import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Stories live beside their components in every workspace package; the app's screens (titles App/...) too.
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/mediation-web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // mockServiceWorker.js (msw init .storybook/public): the app's stories get their data from MSW handlers.
  staticDirs: ['./public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // No React plugin: esbuild compiles JSX with the automatic runtime.
    esbuild: { ...(viteConfig.esbuild || {}), jsx: 'automatic' },
  }),
};

export default config;
