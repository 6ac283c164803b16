import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { MEDIATOR } from '../../stories/fixtures';
import { broken, pending } from '../../stories/handlers';

const meta = { title: 'App/Mediator/Settings' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const route = '/Mediator/settings';

/** /Mediator/settings: the profile, filled from the server. */
export const Profile: Story = {
  ...appStory({ route, user: MEDIATOR }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /First name/ })).toHaveValue('Dana');
  },
};

/** Saving a changed profile says so. */
export const ProfileSaved: Story = {
  ...appStory({ route, user: MEDIATOR }),
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('textbox', { name: /First name/ });
    await userEvent.clear(first);
    await userEvent.type(first, 'Daniella');
    await userEvent.click(canvas.getByRole('button', { name: /Save/ }));
    await expect(await screen.findByText('Profile saved')).toBeVisible();
  },
};

export const ProfileLoading: Story = {
  ...appStory({ route, user: MEDIATOR, handlers: [pending('profile')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your profile…')).toBeVisible();
  },
};

export const ProfileError: Story = {
  ...appStory({ route, user: MEDIATOR, handlers: [broken('profile')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your profile could not be loaded' })).toBeVisible();
  },
};

/** Account: the theme and the language, two labelled fields one under the other. */
export const Account: Story = {
  ...appStory({ route, user: MEDIATOR }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Account' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Theme' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  },
};

/** Security: a new password that does not match its repetition is refused next to the field. */
export const PasswordMismatch: Story = {
  ...appStory({ route, user: MEDIATOR }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Security' }));
    await userEvent.type(await canvas.findByLabelText(/^Current password/), 'old-password-1');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'new-password-1');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'new-password-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('The new passwords do not match')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Repeat the new password/)).toHaveFocus());
  },
};

/** Notifications: whether a join request shows a notification. */
export const Notifications: Story = {
  ...appStory({ route, user: MEDIATOR }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Notifications' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
  },
};
