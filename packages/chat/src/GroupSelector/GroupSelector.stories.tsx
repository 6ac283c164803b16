import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Side } from '../types';
import { GroupSelector, type GroupSelectorProps } from './GroupSelector';

function Stateful(props: GroupSelectorProps) {
  const [value, setValue] = useState<Side>(props.value);
  return (
    <div style={{ maxWidth: '16rem' }}>
      <GroupSelector
        {...props}
        value={value}
        onValueChange={(group) => {
          setValue(group);
          props.onValueChange(group);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Chat/GroupSelector',
  component: GroupSelector,
  args: { groups: ['M', 'A', 'B'], value: 'M', unread: { A: 3, B: 150 }, onValueChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof GroupSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mediator's groups M, A and B with unread counts (99+ above 99); arrows and clicks choose. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Groups' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'B — Side B, 99+ unread' })).toHaveTextContent('99+');
    await userEvent.click(canvas.getByRole('tab', { name: 'A — Side A, 3 unread' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('A');
    await expect(canvas.getByRole('tab', { name: /^A/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: /^B/ })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('B');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'M — Joint' })).toHaveFocus();
  },
};

/** A party sees M and its own side only, here side A in a horizontal strip as on a phone. */
export const Party: Story = {
  args: {
    groups: ['M', 'A'],
    unread: { M: 1 },
    orientation: 'horizontal',
    labels: { groups: { M: 'Everyone', A: 'You and the mediator', B: 'You and the mediator' } },
  },
  play: async ({ canvas }) => {
    // Words at every width, the letter first in the name.
    await expect(canvas.getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'M — Everyone, 1 unread',
      'A — You and the mediator',
    ]);
    await expect(canvas.getByRole('tab', { name: /^A/ })).toHaveTextContent('You and the mediator');
  },
};
