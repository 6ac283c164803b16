import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SideBar } from './SideBar';

const meta = {
  title: 'Chat/SideBar',
  component: SideBar,
  args: {
    isMediator: true,
    groups: ['M', 'A', 'B'],
    group: 'M',
    unread: { A: 2 },
    infoView: 'info',
    onGroupChange: fn(),
    onInfoViewChange: fn(),
    onShare: fn(),
    onExit: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '248px', height: '560px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mediator's side bar: info selector, the three groups and Share and Exit in the footer. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Exit' }));
    await expect(args.onExit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Summary' }));
    await expect(args.onInfoViewChange).toHaveBeenCalledWith('summary');
  },
};

/** A party's side bar: M and its side, no Share. */
export const Party: Story = {
  args: { isMediator: false, groups: ['M', 'B'], unread: { M: 120 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Share' })).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'M — Joint, 99+ unread' })).toBeVisible();
  },
};
