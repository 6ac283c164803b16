import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
