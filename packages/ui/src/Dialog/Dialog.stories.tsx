import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Share case',
    description: 'Send the client login link to a participant.',
    trigger: <Button>Share</Button>,
    onOpenChange: fn(),
    children: <TextField label="Email" type="email" />,
    footer: <Button>Send</Button>,
  },
  argTypes: { trigger: { control: false }, children: { control: false }, footer: { control: false }, initialFocus: { control: false } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Share' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Share case' });
    await expect(dialog).toHaveAccessibleDescription('Send the client login link to a participant.');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // Focus moves into the dialog, to its first field.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = { args: { defaultOpen: true, size: 'lg' } };

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Share case' })).toBeVisible();
  },
};

export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const FocusTrap: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus());
    // Tab wraps around inside the dialog (through a focus guard, on the next frame), to the close button in its header.
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Discussion rules',
    description: 'Please read the rules before you join the conversation.',
    children: (
      <div>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Rule {index + 1}: be respectful, practical and concise — three sentences per comment at most, and answer the point the other
            side made before you raise a new one.
          </p>
        ))}
      </div>
    ),
  },
};

export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    title: 'שיתוף התיק',
    description: 'שליחת קישור הכניסה למשתתף.',
    labels: { close: 'סגירה' },
    children: <TextField label="דואר אלקטרוני" type="email" />,
    footer: <Button>שליחה</Button>,
  },
  globals: { dir: 'rtl' },
};

export const MobileWidth: Story = { args: { defaultOpen: true }, globals: { viewport: { value: 'mobile2', isRotated: false } } };
