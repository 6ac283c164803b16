import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { ADMIN, PASSWORD_RESET_LINK } from '../../stories/fixtures';
import { broken, onRoute, pending, respond } from '../../stories/handlers';

const meta = { title: 'App/Admin/Mediators' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const route = '/Admin/mediators';

/** Every mediator once, with phone, address, certification, areas and status, and what the admin does with each. */
export const Filled: Story = {
  ...appStory({ route, user: ADMIN }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Mediators' })).toBeVisible();
    await expect(canvas.getByText('yossi@example.com')).toBeVisible();
    const active = canvas.getByRole('row', { name: /Dana Demo/ });
    await expect(within(active).getByText('Active')).toBeVisible();
    await expect(within(active).getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(within(active).getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await expect(within(active).getByRole('button', { name: 'Send password reset' })).toBeVisible();
    const deactivated = canvas.getByRole('row', { name: /Miriam Haddad/ });
    await expect(within(deactivated).getByText('Deactivated')).toBeVisible();
    await expect(within(deactivated).getByRole('button', { name: 'Reactivate' })).toBeVisible();
  },
};

/** Edit: names, phone and areas in a dialog, filled with what is stored; Save sends them and closes it. */
export const Edit: Story = {
  ...appStory({ route, user: ADMIN, height: 900 }),
  play: async ({ canvas, canvasElement }) => {
    const row = await canvas.findByRole('row', { name: /Dana Demo/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Edit mediator' });
    await expect(within(dialog).getByRole('textbox', { name: /^First name/ })).toHaveValue('Dana');
    await expect(within(dialog).getByRole('checkbox', { name: 'Family' })).toBeChecked();
    const lastName = within(dialog).getByRole('textbox', { name: /^Last name/ });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'L');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Last name must be at least 2 characters')).toBeVisible();
  },
};

/** Deactivate asks first, saying what it does. */
export const ConfirmDeactivation: Story = {
  ...appStory({ route, user: ADMIN }),
  play: async ({ canvas, canvasElement }) => {
    const row = await canvas.findByRole('row', { name: /Yossi Ben-David/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    const confirm = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Deactivate mediator' });
    await expect(confirm).toHaveTextContent('Yossi Ben-David will be signed out everywhere at once');
    await expect(within(confirm).getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Without a mail server the reset link is shown to the admin, once, until the dialog is closed. */
export const ResetLinkShown: Story = {
  ...appStory({ route, user: ADMIN }),
  play: async ({ canvas, canvasElement }) => {
    const row = await canvas.findByRole('row', { name: /Dana Demo/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Send password reset' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Password reset link' });
    await expect(dialog).toHaveTextContent('No mail server is configured');
    await expect(within(dialog).getByRole('textbox', { name: 'Reset link' })).toHaveValue(PASSWORD_RESET_LINK);
    await expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeVisible();
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
