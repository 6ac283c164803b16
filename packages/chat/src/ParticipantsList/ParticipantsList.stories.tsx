import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { participants, partyA } from '../internal/fixtures';
import { ParticipantsList } from './ParticipantsList';

const meta = {
  title: 'Chat/ParticipantsList',
  component: ParticipantsList,
  args: { participants, viewerId: partyA.id },
  decorators: [
    (Story) => (
      <div style={{ width: '320px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ParticipantsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side icon, name, 'Me' for the viewer, online or offline. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[1] as HTMLElement).getByText('Me')).toBeVisible();
    await expect(rows[2]).toHaveTextContent('Offline');
    await expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Mediator' })).toBeVisible();
  },
};

/** The mediator's list: each party has "Remove <name>", which asks "Remove from case" before it acts. */
export const WithRemove: Story = {
  args: { viewerId: -1, onRemove: fn() },
  play: async ({ args, canvas }) => {
    const party = participants.find((person) => person.side !== 'M')!;
    await expect(canvas.queryByRole('button', { name: /Remove .*Mediator/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${party.name}` }));
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Remove from case' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    // The list is hidden from assistive technology until the closing dialog is gone.
    await userEvent.click(await canvas.findByRole('button', { name: `Remove ${party.name}` }));
    await userEvent.click(
      within(await body.findByRole('alertdialog', { name: 'Remove from case' })).getByRole('button', { name: 'Continue' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(party);
  },
};
