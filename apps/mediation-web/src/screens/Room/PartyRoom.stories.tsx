import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { CASE_ID, PARTY_A, roomMessages } from '../../stories/fixtures';

const meta = { title: 'App/Rooms/Party' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const route = '/User/dashboard';
const room = { route, user: PARTY_A, caseId: CASE_ID };
/** What side A may read: the joint group and its own. */
const sideAMessages = roomMessages(CASE_ID).filter((message) => message.side !== 'B');

/** /User/dashboard: the party's room, its groups M and A; a message typed and sent appears. */
export const Filled: Story = {
  ...appStory({ ...room, room: { messages: sideAMessages } }),
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByRole('article').length).toBeGreaterThan(0));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message to everyone' }), 'I can live with that.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await within(log).findByText('I can live with that.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Message to everyone' })).toHaveValue(''));
  },
};

export const Empty: Story = {
  ...appStory({ ...room, room: { messages: [] } }),
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await expect(within(log).queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Exit' })).toBeVisible();
    // The tabs say who reads each group, and so does the composer; the party's own group is private.
    await expect(canvas.getByRole('tab', { name: 'M — Everyone' })).toHaveTextContent('Everyone');
    await userEvent.click(canvas.getByRole('tab', { name: 'A — You and the mediator' }));
    await expect(canvas.getByRole('textbox', { name: 'Private message to the mediator' })).toBeVisible();
    await expect(canvas.getByText('Private', { exact: true })).toBeVisible();
  },
};

/** The socket has not connected yet: the room is opening. */
export const Connecting: Story = {
  ...appStory({ ...room, room: { connects: false } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Opening the case room…')).toBeVisible();
  },
};

/** A party without a case (its admission is gone): the way back to sign in. */
export const NoCase: Story = {
  ...appStory({ route, user: PARTY_A }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No case' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to sign in' })).toBeVisible();
  },
};
