import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Composer } from './Composer';

const meta = {
  title: 'Chat/Composer',
  component: Composer,
  args: { onSend: fn() },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter sends, Shift+Enter adds a line, blank text is ignored, and the box grows up to 60 px. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Type a message' });
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    await expect(box).toHaveValue('First line\nsecond line');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('First line\nsecond line');
    await expect(box).toHaveValue('');
    await userEvent.type(box, 'a{Shift>}{Enter}{/Shift}b{Shift>}{Enter}{/Shift}c{Shift>}{Enter}{/Shift}d{Shift>}{Enter}{/Shift}e');
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(60);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenLastCalledWith('a\nb\nc\nd\ne');
  },
};

/** Sending is not allowed: the box and Send are disabled and the reason is given. */
export const Disabled: Story = {
  args: { disabledReason: 'Shuttle mode is on: only the mediator writes in the joint group.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Type a message' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription('Shuttle mode is on: only the mediator writes in the joint group.');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Each group keeps its own draft when the reader switches groups. */
export const DraftPerGroup: Story = {
  render: function Render(args) {
    const [group, setGroup] = useState('M');
    return (
      <>
        <button type="button" onClick={() => setGroup(group === 'M' ? 'A' : 'M')}>
          Switch to {group === 'M' ? 'A' : 'M'}
        </button>
        <Composer {...args} draftKey={group} />
      </>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Type a message' });
    await userEvent.type(box, 'Draft for everyone');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to A' }));
    await expect(box).toHaveValue('');
    await userEvent.type(box, 'Draft for A');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to M' }));
    await expect(box).toHaveValue('Draft for everyone');
  },
};

/** From 4,500 characters the composer counts what is left; past 5,000 Send is disabled and the count says why. */
export const NearTheLimit: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Type a message' });
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(4600));
    await expect(canvas.getByText('400 characters left')).toBeVisible();
    await userEvent.paste('b'.repeat(403));
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription('3 characters too many: a message holds at most 5,000');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
