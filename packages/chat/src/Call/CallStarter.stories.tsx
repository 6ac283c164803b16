import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CallStarter } from './CallStarter';
import type { CallView } from './types';

const callInA: CallView = {
  callId: '5c0e7f7e-8a43-4c55-9d0c-2f6f7a0c1a11',
  group: 'A',
  startedAt: '2025-03-04T09:00:00.000Z',
  members: [{ userId: 1, name: 'Noa Ben-David', side: 'M', role: 'mediator', mic: true, camera: true, screen: false }],
};

const meta = {
  title: 'Chat/CallStarter',
  component: CallStarter,
  args: { call: null, isInCall: false, onStart: fn(), onJoin: fn() },
  argTypes: { call: { control: false } },
} satisfies Meta<typeof CallStarter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mediator, in a group without a call: "Start call". */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start call' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** A member of a group whose call is on: "Join call", with who is in it. */
export const JoinWithWho: Story = {
  args: { call: callInA, onStart: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In the call: Noa Ben-David')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Join call' }));
    await expect(args.onJoin).toHaveBeenCalledOnce();
  },
};

/** A party while the mediator is in the other side's call: where the mediator is, never what is said. */
export const MediatorAway: Story = {
  args: { onStart: undefined, mediatorAway: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('The mediator is with the other side');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
