import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChatHeader, type ChatHeaderProps } from './ChatHeader';

const search = { query: '', onQueryChange: fn(), matchCount: 0, matchIndex: -1, onPrevious: fn(), onNext: fn() };

function Stateful(props: ChatHeaderProps) {
  const [shuttle, setShuttle] = useState(props.shuttle);
  return (
    <ChatHeader
      {...props}
      shuttle={shuttle}
      onShuttleChange={
        props.onShuttleChange &&
        ((value) => {
          setShuttle(value);
          props.onShuttleChange?.(value);
        })
      }
    />
  );
}

const meta = {
  title: 'Chat/ChatHeader',
  component: ChatHeader,
  args: { side: 'M', category: 'Neighbors', shuttle: false, onShuttleChange: fn(), search },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ChatHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mediator's header: side, category, the shuttle switch (off), no notification, and search. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'You are the mediator' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'No notifications' })).toBeVisible();
    // One control says shuttle mode's state: the switch, not also the words "Shuttle off" beside it.
    const shuttle = canvas.getByRole('switch', { name: 'Shuttle mode' });
    await expect(shuttle).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.queryByText('Shuttle off')).toBeNull();
    await userEvent.click(shuttle);
    await expect(args.onShuttleChange).toHaveBeenCalledWith(true);
    await expect(shuttle).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.queryByText('Shuttle on')).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search messages' })).toBeVisible();
  },
};

/** A party's header with shuttle on and a notification present: no switch. */
export const PartyShuttleOn: Story = {
  args: { side: 'A', shuttle: true, hasNotification: true, onShuttleChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'You are on side A' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'New notifications' })).toBeVisible();
    await expect(canvas.getByText('Shuttle on')).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};
