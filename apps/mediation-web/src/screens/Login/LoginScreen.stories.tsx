import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { onRoute, pending, refuse } from '../../stories/handlers';

const meta = { title: 'App/Sign in' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** /login: the mediators' and admin's sign-in, and the way in for parties. */
export const Empty: Story = {
  ...appStory({ route: '/login' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login As Client' })).toBeVisible();
  },
};

/** Submitting nothing names each missing field and puts the focus on the first. */
export const ValidationErrors: Story = {
  ...appStory({ route: '/login' }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  },
};

/** The server refuses the e-mail and password: the form says so and keeps what was typed. */
export const WrongPassword: Story = {
  ...appStory({
    route: '/login',
    handlers: [onRoute('token', () => refuse('token', 401, 'No active account found with the given credentials'))],
  }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'dana@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { exact: false }), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No active account found with the given credentials');
  },
};

/** While the server checks the password the button shows it is busy. */
export const SigningIn: Story = {
  ...appStory({ route: '/login', handlers: [pending('token')] }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'dana@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { exact: false }), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('button', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** An address the app does not have leads to the sign-in page (its "not found"). */
export const UnknownAddress: Story = {
  ...appStory({ route: '/no-such-page' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  },
};
