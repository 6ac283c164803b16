import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Neighbors', tone: 'accent' },
  argTypes: {
    tone: { control: 'select', options: ['neutral', 'accent', 'success', 'warning', 'danger', 'A', 'B', 'M'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Neighbors')).toBeVisible();
  },
};

export const Playground: Story = { args: { tone: 'B', solid: true, count: 7 } };

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(['neutral', 'accent', 'success', 'warning', 'danger', 'A', 'B', 'M'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
      {(['A', 'B', 'M'] as const).map((tone) => (
        <Badge key={`solid-${tone}`} tone={tone} solid>
          {`Side ${tone}`}
        </Badge>
      ))}
    </div>
  ),
};

export const UnreadCount: Story = {
  args: { count: 42, tone: 'danger', solid: true, 'aria-label': '42 unread' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('42')).toBeVisible();
  },
};

export const OverNinetyNine: Story = {
  args: { count: 150, tone: 'danger', solid: true },
  play: async ({ canvas }) => {
    // The spec's unread cap.
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.queryByText('150')).toBeNull();
  },
};

export const ExactlyNinetyNine: Story = {
  args: { count: 99, tone: 'danger', solid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99')).toBeVisible();
  },
};

export const RightToLeft: Story = { args: { children: 'שכנים' }, globals: { dir: 'rtl' } };
