import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RemovedNotice } from './RemovedNotice';

const meta = {
  title: 'App/Rooms/Removed party',
  component: RemovedNotice,
  args: { onAskAgain: fn() },
  parameters: {
    viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '720px' }, type: 'mobile' } } },
  },
} satisfies Meta<typeof RemovedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a party reads once the mediator removed it, with the one way on (never "You are offline"). */
export const Removed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'The mediator removed you from this case.' })).toBeVisible();
    await expect(canvas.queryByText(/offline|Reconnect/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask to join again' }));
    await expect(args.onAskAgain).toHaveBeenCalledTimes(1);
  },
};

/** The same on a phone. */
export const RemovedOnPhone: Story = {
  ...Removed,
  globals: { viewport: { value: 'phone375', isRotated: false } },
};
