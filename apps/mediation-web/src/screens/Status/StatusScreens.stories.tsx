import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import { appStory } from '../../stories/AppStory';
import { MEDIATOR } from '../../stories/fixtures';
import { pending } from '../../stories/handlers';

const meta = { title: 'App/Status pages' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** /loading: while a stored session is restored. */
export const Loading: Story = {
  ...appStory({ route: '/loading', user: 'restoring' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /loading/ })).toBeVisible();
  },
};

/** /unauthorized: the person's role may not open that screen. */
export const Unauthorized: Story = {
  ...appStory({ route: '/unauthorized' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '401 Unauthorized' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to login page' })).toBeVisible();
  },
};

/** /logout while the server revokes the session. */
export const SigningOut: Story = {
  ...appStory({ route: '/logout', user: MEDIATOR, handlers: [pending('logout')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Signing out…' })).toBeVisible();
  },
};

function Broken(): never {
  throw new globalThis.Error('Cannot read the case list: it is not an array.');
}

/** A screen that throws: every route's error boundary says what broke and offers a way back. */
export const Error: Story = {
  ...appStory({
    route: '/Mediator/dashboard',
    screen: (
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>
    ),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  },
};
