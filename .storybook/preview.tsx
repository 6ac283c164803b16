import { Suspense, useEffect, useSyncExternalStore } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import styled from 'styled-components';
import '../packages/ui/src/theme/fonts.css';
import { ThemeProvider } from '../packages/ui/src/theme/ThemeProvider';
import { preloadModalLayers } from '../packages/ui/src/internal/preloadModalLayers';
import { LocaleProvider, directionOf, isLocale, loadLocale, type Locale } from '../packages/ui/src/i18n';
import { languageOverride } from './language';

type ThemeMode = 'light' | 'dark';
type Direction = 'ltr' | 'rtl';

const StoryFrame = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.fg.default};
`;

const localeOf = (globals: Record<string, unknown>): Locale => (isLocale(globals.locale) ? globals.locale : 'en');

/**
 * The language (toolbar "Language") with the direction that follows it; a story may still set `dir` alone
 * to show a primitive mirrored around its own text.
 */
const withThemeAndLanguage: Decorator = (Story, context) => {
  const mode: ThemeMode = context.globals.theme === 'dark' ? 'dark' : 'light';
  const override = useSyncExternalStore(languageOverride.subscribe, languageOverride.get);
  const locale = override ?? localeOf(context.globals);
  const dir: Direction = context.globals.dir === 'rtl' || context.globals.dir === 'ltr' ? context.globals.dir : directionOf(locale);
  // Portalled layers (dialogs, toasts, menus) render under <body>, so the document carries the direction too.
  useEffect(() => {
    document.documentElement.setAttribute('dir', dir);
    document.documentElement.setAttribute('lang', locale);
    // Read by the visual test to file dark and Hebrew screenshots apart.
    document.documentElement.dataset.theme = mode;
  }, [dir, locale, mode]);
  const story = (
    // A screen in a lazily loaded chunk defines its catalog only when it loads; it waits for its texts here.
    <Suspense fallback={null}>
      <Story />
    </Suspense>
  );
  return (
    <LocaleProvider locale={locale}>
      <ThemeProvider mode={mode}>
        {context.parameters.frame === 'none' ? <div dir={dir}>{story}</div> : <StoryFrame dir={dir}>{story}</StoryFrame>}
      </ThemeProvider>
    </LocaleProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  // Dialogs load their layer at first opening in the app; a story has it before it renders, so play
  // functions and screenshots see a dialog right after the press that opens it.
  // The mock service worker starts once and applies each story's `parameters.msw` handlers (reset between stories).
  // Every catalog the story's modules define is loaded in the story's language before it renders.
  loaders: [
    async () => ({ modalLayers: await preloadModalLayers() }),
    async (context) => ({ locale: await loadLocale(localeOf(context.globals)) }),
    mswLoader(),
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language; the direction follows it',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'he', title: 'עברית', right: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Text direction, when a story shows a primitive mirrored in English',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'Follows the language' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en', dir: 'auto' },
  decorators: [withThemeAndLanguage],
  parameters: {
    // The decorator pads stories itself so the Storybook UI and the test run look the same.
    layout: 'fullscreen',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
  },
};

export default preview;
