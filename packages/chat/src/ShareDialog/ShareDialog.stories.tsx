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

/**
 * The invitations sent for the case, newest first: each with its e-mail, side, time sent and status, "Send again"
 * (not for a used one) and "Revoke" (a pending one only); a link no mail server delivered stays in the dialog.
 */
export const WithInvitations: Story = {
  args: {
    formatTime: (iso: string) => iso.slice(0, 16).replace('T', ' '),
    onResendInvitation: fn(),
    onRevokeInvitation: fn(),
    undeliveredLink: { email: 'dana@example.com', link: 'https://mediation.example.org/client-login?invite=Qm9vay1vZi1hbi1pbnZpdGF0aW9u' },
    invitations: [
      { id: 'i4', email: 'dana@example.com', side: 'A', sentAt: '2026-11-27T09:40:00Z', status: 'pending' },
      { id: 'i3', email: 'yossi@example.com', side: 'B', sentAt: '2026-11-26T18:05:00Z', status: 'used' },
      { id: 'i2', email: 'dana@example.com', side: 'A', sentAt: '2026-11-20T08:00:00Z', status: 'revoked' },
      { id: 'i1', email: 'rami@example.com', side: 'B', sentAt: '2026-11-12T15:30:00Z', status: 'expired' },
    ],
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Share case' }));
    const list = dialog.getByRole('list', { name: 'Invitations' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^dana@example\.comSide A · Sent 2026-11-27 09:40PendingSend againRevoke$/),
      expect.stringMatching(/^yossi@example\.comSide B · Sent 2026-11-26 18:05Used$/),
      expect.stringMatching(/^dana@example\.comSide A · Sent 2026-11-20 08:00RevokedSend again$/),
      expect.stringMatching(/^rami@example\.comSide B · Sent 2026-11-12 15:30ExpiredSend again$/),
    ]);
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevokeInvitation).toHaveBeenCalledWith('i4');
    await userEvent.click(within(items[3]!).getByRole('button', { name: 'Send again' }));
    await expect(args.onResendInvitation).toHaveBeenCalledWith('i1');
    await expect(
      dialog.getByText('Not delivered to dana@example.com: no mail server configured. Pass this personal link on yourself:'),
    ).toBeVisible();
    const undelivered = dialog.getByRole('link', { name: /invite=/ });
    await expect(undelivered).toHaveAttribute('href', 'https://mediation.example.org/client-login?invite=Qm9vay1vZi1hbi1pbnZpdGF0aW9u');
  },
};
