import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { onRoute, refuse } from '../../stories/handlers';

const meta = { title: 'App/Reset password' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const route = '/reset-password?token=c3RvcnktcmVzZXQtdG9rZW4tb2YtZm9ydHktdGhyZWUtY2hhcnM';

/** /reset-password from the admin's link: the new password twice, under the rules of every password. */
export const Default: Story = {
  ...appStory({ route }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(await canvas.findByText('New password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('The new passwords do not match')).toBeVisible();
  },
};

/** Set: every device is signed out, and the person signs in with the new password. */
export const Done: Story = {
  ...appStory({ route }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'a-new-password-1');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'a-new-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your password is set' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

/** A used or expired link says so, and who gives a new one. */
export const UsedLink: Story = {
  ...appStory({
    route,
    handlers: [
      onRoute('passwordReset', () =>
        refuse('passwordReset', 410, 'This password reset link was already used or has expired. Ask the admin for a new one.'),
      ),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'a-new-password-1');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'a-new-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This password reset link was already used or has expired.');
  },
};

/** Opened without the link's secret. */
export const NoLink: Story = {
  ...appStory({ route: '/reset-password' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Open this page from the link in your e-mail');
  },
};
