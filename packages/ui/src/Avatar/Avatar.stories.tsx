import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, SideIcon } from './Avatar';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Dana Levi', side: 'A' },
  argTypes: {
    side: { control: 'inline-radio', options: ['A', 'B', 'M'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Dana Levi' });
    await expect(avatar).toHaveTextContent('DL');
  },
};

export const Playground: Story = { args: { name: 'Noa Ben-David', side: 'M', size: 'lg' } };

export const Sides: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar name="Dana Levi" side="A" />
      <Avatar name="Yossi Cohen" side="B" />
      <Avatar name="Noa Ben-David" side="M" />
      <Avatar name="Guest" />
    </div>
  ),
};

export const SideIcons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <SideIcon side="A" />
      <SideIcon side="B" />
      <SideIcon side="M" />
      <SideIcon side="A" size="lg" />
      <SideIcon side="B" size="sm" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const { getAllByRole } = within(canvasElement);
    await expect(getAllByRole('img', { name: 'Side A' })).toHaveLength(2);
    await expect(getAllByRole('img', { name: 'Mediator' })).toHaveLength(1);
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar name="Dana Levi" side="A" size="sm" />
      <Avatar name="Dana Levi" side="A" size="md" />
      <Avatar name="Dana Levi" side="A" size="lg" />
    </div>
  ),
};

export const SingleName: Story = {
  args: { name: 'Cher', side: 'B' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Cher' })).toHaveTextContent('C');
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <SideIcon side="A" labels={{ A: 'צד א' }} />
      <Avatar name="דנה לוי" side="A" />
      <span>דנה לוי</span>
    </div>
  ),
};
