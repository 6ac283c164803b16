import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CaseCode, CODE_COPIED_MS } from './CaseCode';

const meta = {
  title: 'Chat/CaseCode',
  component: CaseCode,
  args: { code: 'K7P2QX', copyText: fn(async () => undefined) },
} satisfies Meta<typeof CaseCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the mediator's room header: the code with Copy code, confirmed beside it. */
export const InHeader: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('K7P2QX')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(args.copyText).toHaveBeenCalledWith('K7P2QX');
    await expect(canvas.getByRole('status')).toHaveTextContent('Code copied to clipboard');
    // The confirmation clears itself; waiting for that leaves the screenshot one state, however slow the machine.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), { timeout: CODE_COPIED_MS + 2000 });
  },
};

/** Large, in the share dialog. */
export const Large: Story = {
  args: { size: 'lg' },
};
