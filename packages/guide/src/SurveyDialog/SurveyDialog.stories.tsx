import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneGlobals, phoneParameters } from '../internal/storyViewports';
import { SurveyDialog } from './SurveyDialog';

const meta = {
  title: 'Guide/SurveyDialog',
  component: SurveyDialog,
  args: { defaultOpen: true, onSubmit: fn(), onSubmitted: fn(), onOpenChange: fn() },
} satisfies Meta<typeof SurveyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Survey' });
  await waitFor(() => expect(dialog).toHaveAttribute('data-status', 'open'));
  return dialog;
}

export const Default: Story = {
  play: async () => {
    const dialog = await openDialog();
    const group = within(dialog).getByRole('radiogroup', { name: 'Rating' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Very dissatisfied',
      'Dissatisfied',
      'OK',
      'Satisfied',
      'Very satisfied',
    ]);
    // 3 (OK) is chosen at first.
    await expect(within(group).getByRole('radio', { name: 'OK' })).toBeChecked();
    await expect(within(dialog).getByRole('textbox', { name: 'Feedback' })).toHaveValue('');
  },
};

export const Playground: Story = {};

export const Answered: Story = {
  args: { onSubmit: fn(async () => undefined) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Satisfied' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Feedback' }), 'Clear and fair, thank you.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, feedback: 'Clear and fair, thank you.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmitted).toHaveBeenCalledTimes(1);
  },
};

export const AlreadyAnswered: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('You have already answered this survey.'))) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The refusal is explained in the dialog, which stays open.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already answered this survey.');
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    labels: {
      title: 'סקר',
      description: 'עד כמה אתם מרוצים מהגישור?',
      rating: 'דירוג',
      ratings: ['מאוד לא מרוצה', 'לא מרוצה', 'בסדר', 'מרוצה', 'מאוד מרוצה'],
      feedback: 'משוב',
      submit: 'שליחה',
      close: 'סגירה',
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'סקר' });
    await waitFor(() => expect(dialog).toHaveAttribute('data-status', 'open'));
    await expect(within(dialog).getByRole('radio', { name: 'בסדר' })).toBeChecked();
  },
};

export const MobileWidth: Story = {
  parameters: phoneParameters,
  globals: phoneGlobals,
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('radio', { name: 'Very satisfied' })).toBeInTheDocument();
  },
};
