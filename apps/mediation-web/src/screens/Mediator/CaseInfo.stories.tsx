import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { CASE_ID, emptyMessagesPage, MEDIATOR } from '../../stories/fixtures';
import { broken, onRoute, pending, respond } from '../../stories/handlers';

const meta = { title: 'App/Mediator/Case information' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const route = `/Mediator/case/${CASE_ID}`;

/** /Mediator/case/:id: the case, its messages, people, guided negotiation, survey, agreement and reading. */
export const Filled: Story = {
  ...appStory({ route, user: MEDIATOR, height: 1700 }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The fence between numbers 4 and 6' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Guided negotiation' })).toBeVisible();
    await expect(canvas.getByText('Stage 2 of 5')).toBeVisible();
  },
};

/** The Messages tab: every message in a table; a message opens in full in a dialog. */
export const Messages: Story = {
  ...appStory({ route, user: MEDIATOR }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Messages' }));
    await expect(await canvas.findByRole('table', { name: 'Messages of this case' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /I paid for the whole fence/ }));
    const dialog = await screen.findByRole('dialog', { name: /Noa Levi/ });
    await expect(within(dialog).getByText('I paid for the whole fence and only ask for half.')).toBeVisible();
  },
};

export const NoMessages: Story = {
  ...appStory({
    route,
    user: MEDIATOR,
    handlers: [onRoute('caseMessages', () => respond('caseMessages', emptyMessagesPage))],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Messages' }));
    await expect(await canvas.findByText('No messages yet.')).toBeVisible();
  },
};

// The header's active case comes from the mediator's case list, which these two keep waiting, as in their baselines.
export const Loading: Story = {
  ...appStory({ route, user: MEDIATOR, handlers: [pending('caseById'), pending('caseStatistics'), pending('mediatorCasePage')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Case information' })).toBeVisible();
    await expect(await canvas.findByText('Loading case…')).toBeVisible();
  },
};

export const Error: Story = {
  ...appStory({
    route,
    user: MEDIATOR,
    handlers: [
      broken('caseById', 404, 'No case has this id.'),
      broken('caseStatistics', 404, 'No case has this id.'),
      pending('mediatorCasePage'),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The case could not be loaded' })).toBeVisible();
  },
};
