import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShareDialog } from './ShareDialog';

const meta = {
  title: 'Chat/ShareDialog',
  component: ShareDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    code: 'K7P2QX',
    origin: 'https://mediation.example.org',
    onSendEmail: fn(),
    copyText: fn(async () => undefined),
  },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The case code on its own with Copy code, the client login link with the case code; each Copy confirms for 1 s; the invitation form ignores an empty
 * address, asks for the side (no side is chosen for the mediator), and sends the e-mail with the chosen side.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Share case' }));
    const link = 'https://mediation.example.org/client-login?case_code=K7P2QX';
    await expect(dialog.getByRole('link', { name: link })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
    await expect(args.copyText).toHaveBeenCalledWith(link);
    await expect(dialog.getByRole('status')).toHaveTextContent('Link copied to clipboard');
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(''), { timeout: 2000 });
    // The code stands on its own, large, with its own Copy code.
    await expect(dialog.getByText('K7P2QX', { exact: true })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy code' }));
    await expect(args.copyText).toHaveBeenLastCalledWith('K7P2QX');
    await expect(dialog.getByRole('status')).toHaveTextContent('Code copied to clipboard');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onSendEmail).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'dana@example.com');
    const sides = within(dialog.getByRole('group', { name: 'Side' }));
    await expect(sides.getByRole('radio', { name: 'Side A' })).not.toBeChecked();
    await expect(sides.getByRole('radio', { name: 'Side B' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Choose the side of the person you invite.');
    await expect(args.onSendEmail).not.toHaveBeenCalled();
    await userEvent.click(sides.getByRole('radio', { name: 'Side B' }));
    await expect(dialog.queryByRole('alert')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onSendEmail).toHaveBeenCalledWith('dana@example.com', link, 'B');
    // The next invitation starts empty: its side is chosen again.
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(sides.getByRole('radio', { name: 'Side B' })).not.toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'eli@example.com');
    await userEvent.click(sides.getByRole('radio', { name: 'Side A' }));
    // The screenshot waits for the copy confirmation to go (it stays 1 s).
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(''), { timeout: 2000 });
  },
};
