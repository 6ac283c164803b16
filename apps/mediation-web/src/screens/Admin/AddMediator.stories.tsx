import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { ADMIN } from '../../stories/fixtures';
import { onRoute, refuse } from '../../stories/handlers';

const meta = { title: 'App/Admin/Add Mediator' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function fillRequired(canvas: Canvas) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /First name/ }), 'Noa');
  await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Bar');
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'noa.bar@example.com');
  await userEvent.type(canvas.getByLabelText('Password', { exact: false }), 'password-1');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '501234567');
  await userEvent.type(canvas.getByRole('textbox', { name: /Education/ }), 'LLB');
}

/** /Admin/add-mediator: the empty form, Israel and +972 chosen. */
export const Empty: Story = {
  ...appStory({ route: '/Admin/add-mediator', height: 1040, user: ADMIN }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Create new Mediator' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('Israel');
  },
};

/** Submitting a half-filled form names what is wrong next to each field. */
export const ValidationErrors: Story = {
  ...appStory({ route: '/Admin/add-mediator', height: 1040, user: ADMIN }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Enter a valid e-mail address')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveFocus());
  },
};

/** The server refuses (the e-mail is taken): an error notice, and the form keeps what was typed. */
export const ServerError: Story = {
  ...appStory({
    route: '/Admin/add-mediator',
    height: 1040,
    user: ADMIN,
    handlers: [
      onRoute('createMediator', () =>
        refuse('createMediator', 400, 'A user with this email already exists.', { email: ['A user with this email already exists.'] }),
      ),
    ],
  }),
  play: async ({ canvas }) => {
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Noa');
  },
};

/** A complete form is sent; the admin is told and returns to the menu. */
export const Added: Story = {
  ...appStory({ route: '/Admin/add-mediator', height: 1040, user: ADMIN }),
  play: async ({ canvas }) => {
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Mediator added successfully')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome Admin.' })).toBeVisible();
  },
};
