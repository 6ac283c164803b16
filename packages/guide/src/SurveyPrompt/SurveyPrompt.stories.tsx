import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withToasts } from '../internal/withToasts';
import { SurveyPrompt } from './SurveyPrompt';

const meta = {
  title: 'Guide/SurveyPrompt',
  component: SurveyPrompt,
  args: { requestKey: 41, onSubmit: fn(async () => undefined) },
  argTypes: { requestKey: { control: 'number' } },
  decorators: [withToasts],
} satisfies Meta<typeof SurveyPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const toast = await screen.findByRole('status');
    await expect(toast).toHaveTextContent('Please fill out the survey');
    await expect(within(toast).getByRole('button', { name: 'Fill Survey' })).toBeVisible();
  },
};

export const FillSurvey: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Fill Survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Very satisfied' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, feedback: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const thanks = await screen.findByRole('status');
    await expect(thanks).toHaveTextContent('Thank you for your feedback');
    // Closed here so that the toast's own timer never decides what the screenshot shows.
    await userEvent.click(within(thanks).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  },
};

export const NoRequest: Story = {
  args: { requestKey: null },
  play: async () => {
    await expect(screen.queryByRole('status')).toBeNull();
  },
};
