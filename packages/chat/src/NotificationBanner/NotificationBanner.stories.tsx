import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotificationBanner } from './NotificationBanner';

const meta = {
  title: 'Chat/NotificationBanner',
  component: NotificationBanner,
  // A long duration keeps the banner in the screenshot; the 3 s default is covered by the unit test.
  args: { notifications: ['Dana Levi joined to chat', 'Yossi Cohen like message'], onClear: fn(), duration: 60_000 },
} satisfies Meta<typeof NotificationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first notification of the queue, announced politely. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Dana Levi joined to chat');
    await expect(canvas.queryByText('Yossi Cohen like message')).toBeNull();
    await expect(args.onClear).not.toHaveBeenCalled();
  },
};
