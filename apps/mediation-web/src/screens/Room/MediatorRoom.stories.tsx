import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { CASE_ID, joinRequests, MEDIATOR, mediatorCases, roomMessages } from '../../stories/fixtures';
import { onRoute, respond } from '../../stories/handlers';
import { casePagesFrom } from '../../testing/casePages';

const meta = { title: 'App/Rooms/Mediator' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const route = '/Mediator/chat';
const room = { route, user: MEDIATOR, caseId: CASE_ID };

/** /Mediator/chat: the running case's conversation; a message typed and sent appears in it. */
export const Filled: Story = {
  ...appStory({ ...room, room: { messages: roomMessages(CASE_ID) } }),
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByRole('article').length).toBeGreaterThan(0));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message to everyone' }), 'Thank you both.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await within(log).findByText('Thank you both.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Message to everyone' })).toHaveValue(''));
  },
};

/** A case nobody has written in yet. */
export const Empty: Story = {
  ...appStory({ ...room, room: { messages: [] } }),
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await expect(within(log).queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByRole('textbox', { name: 'Message to everyone' })).toBeVisible();
  },
};

/** The socket has not connected yet: the room is opening. */
export const Connecting: Story = {
  ...appStory({ ...room, room: { connects: false } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Opening the case room…')).toBeVisible();
  },
};

/** A party asks to join: the waiting room lists the request with Admit and Refuse. */
export const WaitingRoom: Story = {
  ...appStory({
    ...room,
    room: { messages: roomMessages(CASE_ID) },
    handlers: [onRoute('joinRequests', () => respond('joinRequests', joinRequests))],
  }),
  play: async ({ canvas }) => {
    const waiting = await canvas.findByRole('region', { name: /Waiting room/ });
    await expect(await within(waiting).findByRole('button', { name: 'Admit Omer Katz' })).toBeVisible();
    await expect(within(waiting).getByRole('button', { name: 'Refuse Omer Katz' })).toBeVisible();
  },
};

/** Share: the case's link and code, and an invitation by e-mail. */
export const Share: Story = {
  ...appStory({ ...room, room: { messages: roomMessages(CASE_ID) } }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share case' });
    await expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

/** No case is started: the way back to the dashboard. */
export const NoCase: Story = {
  ...appStory({
    route,
    user: MEDIATOR,
    handlers: [onRoute('mediatorCasePage', casePagesFrom(mediatorCases.map((item) => ({ ...item, is_started: false }))))],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No case is running' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to dashboard' })).toBeVisible();
  },
};
