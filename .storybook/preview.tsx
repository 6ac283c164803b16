import { useEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import styled from 'styled-components';
import '../packages/ui/src/theme/fonts.css';
import { ThemeProvider } from '../packages/ui/src/theme/ThemeProvider';
import { preloadModalLayers } from '../packages/ui/src/internal/preloadModalLayers';

type ThemeMode = 'light' | 'dark';
type Direction = 'ltr' | 'rtl';

const StoryFrame = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.fg.default};
`;

const withThemeAndDirection: Decorator = (Story, context) => {
  const mode: ThemeMode = context.globals.theme === 'dark' ? 'dark' : 'light';
  const dir: Direction = context.globals.dir === 'rtl' ? 'rtl' : 'ltr';
  // Portalled layers (dialogs, toasts, menus) render under <body>, so the document carries the direction too.
  useEffect(() => {
    document.documentElement.setAttribute('dir', dir);
    document.documentElement.setAttribute('lang', dir === 'rtl' ? 'he' : 'en');
    // Read by the visual test to file dark screenshots apart.
    document.documentElement.dataset.theme = mode;
  }, [dir, mode]);
  return (
    <ThemeProvider mode={mode}>
      {context.parameters.frame === 'none' ? (
        <div dir={dir}>
          <Story />
        </div>
      ) : (
        <StoryFrame dir={dir}>
          <Story />
        </StoryFrame>
      )}
    </ThemeProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  // Dialogs load their layer at first opening in the app; a story has it before it renders, so play
  // functions and screenshots see a dialog right after the press that opens it.
  // The mock service worker starts once and applies each story's `parameters.msw` handlers (reset between stories).
  loaders: [async () => ({ modalLayers: await preloadModalLayers() }), mswLoader()],
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
    dir: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', dir: 'ltr' },
  decorators: [withThemeAndDirection],
  parameters: {
    // The decorator pads stories itself so the Storybook UI and the test run look the same.
    layout: 'fullscreen',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
  },
};

export default preview;
