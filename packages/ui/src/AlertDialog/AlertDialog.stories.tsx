import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Close case',
    description: 'Closing the case will resolve the case and you will not be able to access it again.',
    trigger: <Button variant="danger">Close Case</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close Case' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close case' });
    await expect(dialog).toHaveAccessibleDescription(args.description as string);
    // The least destructive choice has focus first.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Close Case' })).toHaveFocus());
  },
};

export const Playground: Story = { args: { defaultOpen: true, isDestructive: true } };

export const Cancel: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Close Case' })).toHaveFocus());
  },
};

export const EscapeCancels: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Close Case' })).toHaveFocus());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const NoCancel: Story = {
  args: {
    defaultOpen: true,
    hideCancel: true,
    title: 'Mediator Close this case',
    description: 'You will be logged out after closing this case',
  },
  play: async ({ canvas, args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Mediator Close this case' });
    await expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    // Neither Escape nor an outside press dismisses it: the person must confirm.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Close Case' })).toHaveFocus());
  },
};

export const Destructive: Story = {
  args: {
    defaultOpen: true,
    isDestructive: true,
    title: 'Delete case',
    description: 'Deleting the case will remove the case from the list and remove all the data, you will not be able to access it again.',
  },
};

export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    title: 'סגירת תיק',
    description: 'סגירת התיק תסיים אותו ולא תוכל לגשת אליו שוב.',
    labels: { cancel: 'ביטול', confirm: 'המשך' },
  },
  globals: { dir: 'rtl' },
};

export const MobileWidth: Story = { args: { defaultOpen: true }, globals: { viewport: { value: 'mobile2', isRotated: false } } };
