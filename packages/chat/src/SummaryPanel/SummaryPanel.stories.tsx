import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChatConfigProvider } from '../ChatConfig';
import { makeMessage } from '../internal/fixtures';
import { SummaryPanel } from './SummaryPanel';

const meta = {
  title: 'Chat/SummaryPanel',
  component: SummaryPanel,
  args: {
    summaries: [
      makeMessage(
        'M',
        'M',
        'I am glad that we reached understandings. Let me summarize: a second quote within two weeks; costs shared equally.',
        90,
        {
          ext: { type: 'guided', stage: 'summary' },
        },
      ),
    ],
  },
  decorators: [
    (Story) => (
      <ChatConfigProvider locale="en-GB" timeZone="UTC">
        <div style={{ width: '340px' }}>
          <Story />
        </div>
      </ChatConfigProvider>
    ),
  ],
} satisfies Meta<typeof SummaryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary sent at the end of a guided negotiation. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Let me summarize');
  },
};

/** Before any summary was sent. */
export const Empty: Story = { args: { summaries: [] } };
