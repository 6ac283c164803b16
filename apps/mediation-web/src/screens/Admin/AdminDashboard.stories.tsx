import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { ADMIN } from '../../stories/fixtures';

const meta = { title: 'App/Admin/Menu' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** /Admin/dashboard: the admin's four screens, each with a line of what it holds. */
export const Menu: Story = {
  ...appStory({ route: '/Admin/dashboard', user: ADMIN }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome Admin.' })).toBeVisible();
    for (const name of ['Create new Mediator', 'Manage Accounts', 'Statistics', 'Online Cases']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** A menu entry opens its screen in place; Back returns to the menu. */
export const OpenAndBack: Story = {
  ...appStory({ route: '/Admin/dashboard', user: ADMIN }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage Accounts' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Manage Accounts' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome Admin.' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Statistics' })).toBeVisible());
  },
};
