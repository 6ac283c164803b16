import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InfoSelector } from './InfoSelector';

const meta = {
  title: 'Chat/InfoSelector',
  component: InfoSelector,
  args: { isMediator: true, value: 'info', onValueChange: fn() },
} satisfies Meta<typeof InfoSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mediator chooses among Case information, Recommendation, Summary and Notes. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Case information' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Notes' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('notes');
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};

/** A party has case information only. */
export const Party: Story = {
  args: { isMediator: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Case information']);
  },
};

/** What waits for the viewer in a panel shows beside its name, and in its accessible name ("Agreement, 2 new"). */
export const WithCount: Story = {
  args: { isMediator: false, views: ['info', 'agreement'], counts: { agreement: 2 } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Agreement, 2 new' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('agreement');
    await expect(canvas.getByRole('button', { name: 'Case information' })).toBeVisible();
  },
};
