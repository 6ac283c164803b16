import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { frame: 'none' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Mediation')).toBeVisible();
  },
};

export const Playground: Story = { args: { labels: { loading: 'Loading cases...' } } };

export const Hidden: Story = {
  args: { isVisible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const RightToLeft: Story = { args: { labels: { loading: 'טוען...' } }, globals: { dir: 'rtl' } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
