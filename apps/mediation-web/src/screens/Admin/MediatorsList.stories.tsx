import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { ADMIN } from '../../stories/fixtures';
import { broken, onRoute, pending, respond } from '../../stories/handlers';

const meta = { title: 'App/Admin/Mediators' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const route = '/Admin/mediators';

/** Every mediator once, with phone, address and certification. */
export const Filled: Story = {
  ...appStory({ route, user: ADMIN }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Mediators' })).toBeVisible();
    await expect(canvas.getByText('yossi@example.com')).toBeVisible();
  },
};

export const Loading: Story = {
  ...appStory({ route, user: ADMIN, handlers: [pending('mediators')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading mediators…');
  },
};

export const Empty: Story = {
  ...appStory({ route, user: ADMIN, handlers: [onRoute('mediators', () => respond('mediators', []))] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No mediators yet. Create one from the menu.')).toBeVisible();
  },
};

/** The list could not be read: the reason and Try again (which asks once more). */
export const Error: Story = {
  ...appStory({ route, user: ADMIN, handlers: [broken('mediators')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The mediators could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'The mediators could not be loaded' })).toBeVisible();
  },
};
