import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Reading progress', value: 40, showValue: true },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    tone: { control: 'select', options: ['accent', 'success', 'danger', 'A', 'B', 'M'] },
    label: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Reading progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const Playground: Story = { args: { value: 75, tone: 'B' } };

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Survey sent' } };

export const Indeterminate: Story = {
  args: { value: undefined, showValue: false, label: 'Loading history' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading history' })).not.toHaveAttribute('aria-valuenow');
  },
};

export const OutOfRange: Story = {
  args: { value: 140 },
  play: async ({ canvas }) => {
    // Values are clamped to the range.
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const RightToLeft: Story = { args: { label: 'התקדמות קריאה', value: 60 }, globals: { dir: 'rtl' } };
