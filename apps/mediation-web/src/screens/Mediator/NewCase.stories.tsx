import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { MEDIATOR } from '../../stories/fixtures';
import { broken } from '../../stories/handlers';

const meta = { title: 'App/Mediator/Add Case' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const route = '/Mediator/new-case';

/** /Mediator/new-case: the empty form. */
export const Empty: Story = {
  ...appStory({ route, user: MEDIATOR }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Create new case' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Case Title/ })).toBeVisible();
  },
};

/** Submitting nothing: the title and the category are required, and the focus goes to the title. */
export const ValidationErrors: Story = {
  ...appStory({ route, user: MEDIATOR }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Title is required')).toBeVisible();
    await expect(canvas.getByText('Category must be selected')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Case Title/ })).toHaveFocus());
  },
};

/** The server fails: the mediator is told, and stays on the form with what was typed. */
export const ServerError: Story = {
  ...appStory({ route, user: MEDIATOR, handlers: [broken('createCase', 500, 'Internal server error.')] }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Case Title/ }), 'The shared driveway');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Category/ }), 'Neighbors');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Creating the case failed: Internal server error.');
    await expect(canvas.getByRole('textbox', { name: /Case Title/ })).toHaveValue('The shared driveway');
  },
};

/** A complete form creates the case and returns to the dashboard. */
export const Created: Story = {
  ...appStory({ route, user: MEDIATOR }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Case Title/ }), 'The shared driveway');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Category/ }), 'Neighbors');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Problem brief' }), 'Who may park where.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome Mediator.' })).toBeVisible();
    await expect(await screen.findByText('Case created')).toBeVisible();
  },
};
