import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Popover } from './Popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: {
    title: 'Discussion rules',
    trigger: <Button variant="secondary">Rules</Button>,
    onOpenChange: fn(),
    children: (
      <>
        <p style={{ margin: 0 }}>Respectful, practical and concise: three sentences per comment.</p>
        <Button size="sm">Got it</Button>
      </>
    ),
  },
  argTypes: { trigger: { control: false }, children: { control: false } },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Rules' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const popover = await screen.findByRole('dialog', { name: 'Discussion rules' });
    await expect(popover).toHaveTextContent('three sentences per comment');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = { args: { placement: 'bottom-end', defaultOpen: true } };

export const Open: Story = { args: { defaultOpen: true } };

export const OutsidePressCloses: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    await screen.findByRole('dialog');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'Discussion rules' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rules' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    title: 'כללי הדיון',
    trigger: <Button variant="secondary">כללים</Button>,
    children: <p style={{ margin: 0 }}>מכבדים, מעשיים ותמציתיים.</p>,
  },
  globals: { dir: 'rtl' },
};
