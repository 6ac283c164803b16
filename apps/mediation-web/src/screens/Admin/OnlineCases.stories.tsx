import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { ADMIN } from '../../stories/fixtures';
import { broken, onRoute, pending, respond } from '../../stories/handlers';

const meta = { title: 'App/Admin/Online cases' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const route = '/Admin/online';

/** The cases running now, their mediator and who is connected. */
export const Filled: Story = {
  ...appStory({ route, user: ADMIN }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Cases running now' })).toBeVisible();
    await expect(canvas.getAllByText('The fence between numbers 4 and 6')[0]).toBeVisible();
  },
};

export const Loading: Story = {
  ...appStory({ route, user: ADMIN, handlers: [pending('onlineCases')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading online cases…');
  },
};

export const Empty: Story = {
  ...appStory({ route, user: ADMIN, handlers: [onRoute('onlineCases', () => respond('onlineCases', []))] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No case is running now' })).toBeVisible();
  },
};

export const Error: Story = {
  ...appStory({ route, user: ADMIN, handlers: [broken('onlineCases')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The online cases could not be loaded' })).toBeVisible();
  },
};
