import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Likes } from './Likes';

const meta = {
  title: 'Chat/Likes',
  component: Likes,
  args: {
    viewerId: 1,
    likes: {
      A: [{ userId: 2, name: 'Dana Levi' }],
      B: [
        { userId: 3, name: 'Yossi Cohen' },
        { userId: 4, name: 'Avi Cohen' },
      ],
      M: [{ userId: 1, name: 'Noa Ben-David' }],
    },
  },
} satisfies Meta<typeof Likes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One chip per side that liked; the viewer's own (M) is outlined and read as 'You'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveTextContent('2 from Side B: Yossi Cohen, Avi Cohen');
    await expect(items[2]).toHaveAttribute('data-me', 'true');
  },
};
