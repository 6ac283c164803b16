import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { caseInfo } from '../internal/fixtures';
import { CaseInfoPanel } from './CaseInfoPanel';

const meta = {
  title: 'Chat/CaseInfoPanel',
  component: CaseInfoPanel,
  args: { caseInfo, onSendSurvey: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '320px', height: '360px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaseInfoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mediator's view: the scroll hint shows until within 10 px of the bottom, and 'Send survey'. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Scroll down for more')).toBeVisible();
    const scroller = canvas.getByRole('group', { name: 'Case information' });
    scroller.scrollTop = scroller.scrollHeight - scroller.clientHeight - 5;
    await waitFor(() => expect(canvas.queryByText('Scroll down for more')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Send survey' }));
    await expect(args.onSendSurvey).toHaveBeenCalled();
  },
};

/** A party sees the same information without 'Send survey'; short text needs no hint. */
export const Party: Story = {
  args: { onSendSurvey: undefined, caseInfo: { ...caseInfo, problemBrief: 'Who pays for the fence.' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Send survey' })).toBeNull();
    await expect(canvas.queryByText('Scroll down for more')).toBeNull();
  },
};
