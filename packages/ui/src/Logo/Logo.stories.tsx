import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo } from './Logo';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mediation')).toBeVisible();
  },
};

export const Playground: Story = { args: { size: 'lg', name: 'Mediation' } };

export const MarkOnly: Story = {
  args: { withWordmark: false },
  play: async ({ canvas }) => {
    // Without the wordmark the mark itself carries the name.
    await expect(canvas.getByRole('img', { name: 'Mediation' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Logo size="sm" />
      <Logo size="md" />
      <Logo size="lg" />
    </div>
  ),
};

export const RightToLeft: Story = { args: { name: 'גישור' }, globals: { dir: 'rtl' } };
