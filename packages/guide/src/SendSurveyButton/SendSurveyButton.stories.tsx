import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { withToasts } from '../internal/withToasts';
import { SendSurveyButton } from './SendSurveyButton';

const meta = {
  title: 'Guide/SendSurveyButton',
  component: SendSurveyButton,
  args: { onSendSurvey: fn(async () => undefined) },
  decorators: [withToasts],
} satisfies Meta<typeof SendSurveyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send survey' }));
    await expect(args.onSendSurvey).toHaveBeenCalledTimes(1);
    await expect(await screen.findByRole('status')).toHaveTextContent('Survey Action Sent');
    // It goes by itself after 1.5 s.
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 4000 });
  },
};

export const Refused: Story = {
  args: { onSendSurvey: fn(async () => Promise.reject(new Error('Only the mediator of this case can do this.'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send survey' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('The survey was not sent');
    await expect(alert).toHaveTextContent('Only the mediator of this case can do this.');
  },
};
