import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stepper } from './Stepper';

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { 'aria-label': 'Join a case', steps: ['Case code', 'Side', 'Email', 'Name'], currentStep: 1 },
  argTypes: { currentStep: { control: { type: 'range', min: 0, max: 4 } } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Join a case' });
    await expect(list).toBeInTheDocument();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Case code, completed');
    await expect(items[2]).toHaveTextContent('Email, not started');
  },
};

export const Playground: Story = { args: { currentStep: 2 } };

export const FirstStep: Story = { args: { currentStep: 0 } };

export const AllComplete: Story = {
  args: { currentStep: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('listitem', { current: 'step' })).toBeNull();
  },
};

export const GuidedStages: Story = {
  args: { 'aria-label': 'Guided negotiation', steps: ['Greeting', 'Initial position', 'Stages', 'Summary'], currentStep: 2 },
};

export const RightToLeft: Story = {
  args: { 'aria-label': 'הצטרפות לתיק', steps: ['קוד תיק', 'צד', 'דואר', 'שם'], currentStep: 2 },
  globals: { dir: 'rtl' },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
