import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from './Drawer';

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: {
    title: 'Case information',
    trigger: <Button variant="secondary">Case info</Button>,
    onOpenChange: fn(),
    children: (
      <div>
        <p>Shared fence repair</p>
        <p>Disagreement about who pays for the new fence between two gardens.</p>
      </div>
    ),
  },
  argTypes: { trigger: { control: false }, children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drags the panel horizontally by `distance` pixels with pointer events, as a finger would. */
function swipe(element: HTMLElement, distance: number) {
  const rect = element.getBoundingClientRect();
  const startX = rect.left + rect.width / 2;
  const y = rect.top + 40;
  const pointer = { pointerId: 7, pointerType: 'touch', isPrimary: true, clientY: y };
  fireEvent.pointerDown(element, { ...pointer, clientX: startX });
  fireEvent.pointerMove(element, { ...pointer, clientX: startX + distance / 2 });
  fireEvent.pointerMove(element, { ...pointer, clientX: startX + distance });
  fireEvent.pointerUp(element, { ...pointer, clientX: startX + distance });
}

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Case info' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: 'Case information' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = { args: { defaultOpen: true, side: 'start' } };

export const Open: Story = {
  args: { defaultOpen: true, footer: <Button>Send survey</Button> },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Case information' });
    // The slide-in starts on the frame after mounting.
    await waitFor(() => expect(dialog).toHaveAttribute('data-status', 'open'));
  },
};

export const SwipeToClose: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    const panel = await screen.findByRole('dialog', { name: 'Case information' });
    const width = panel.getBoundingClientRect().width;
    // A short swipe (below a quarter of the width) snaps back.
    swipe(panel, width * 0.2);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(panel).toBeInTheDocument();
    // Past the 0.25 threshold it closes.
    swipe(panel, width * 0.3);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Case info' })).toHaveFocus());
  },
};

export const SwipeToCloseRightToLeft: Story = {
  args: { defaultOpen: true, title: 'מידע על התיק', labels: { close: 'סגירה' } },
  globals: { dir: 'rtl' },
  play: async ({ canvas, args }) => {
    const panel = await screen.findByRole('dialog', { name: 'מידע על התיק' });
    const width = panel.getBoundingClientRect().width;
    // Under right-to-left the end-side drawer sits on the left and closes leftwards.
    swipe(panel, width * 0.3);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    swipe(panel, -width * 0.3);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus comes back to the trigger once the slide-out ends.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Case info' })).toHaveFocus());
  },
};

export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Case info' })).toHaveFocus());
  },
};

export const RightToLeft: Story = {
  args: { defaultOpen: true, title: 'מידע על התיק', labels: { close: 'סגירה' }, children: <p>תיקון הגדר המשותפת</p> },
  globals: { dir: 'rtl' },
};

export const MobileWidth: Story = { args: { defaultOpen: true }, globals: { viewport: { value: 'mobile2', isRotated: false } } };
