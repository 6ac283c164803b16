import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const create = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'No opened cases',
    description: 'Cases you create appear here until you close them.',
    action: <Button onClick={create}>Create new case</Button>,
  },
  argTypes: { action: { control: false }, icon: { control: false }, title: { control: 'text' }, description: { control: 'text' } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No opened cases' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create new case' }));
    await expect(create).toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { headingLevel: 3 } };

export const WithoutAction: Story = { args: { title: 'No closed cases', description: undefined, action: undefined } };

export const RightToLeft: Story = {
  args: { title: 'אין תיקים פתוחים', description: 'תיקים שתיצור יופיעו כאן.', action: <Button>יצירת תיק חדש</Button> },
  globals: { dir: 'rtl' },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
