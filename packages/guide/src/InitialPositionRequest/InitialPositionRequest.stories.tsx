import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneGlobals, phoneParameters } from '../internal/storyViewports';
import { InitialPositionRequest } from './InitialPositionRequest';

const meta = {
  title: 'Guide/InitialPositionRequest',
  component: InitialPositionRequest,
  args: {
    side: 'A',
    markers: ['initialPosition'],
    onSendGuidedMessage: fn(),
    onSendAction: fn(),
    onPass: fn(),
  },
} satisfies Meta<typeof InitialPositionRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

const position = 'We want the fence repaired this spring and the cost shared equally.';

/** Opens the drawer from the banner and waits until it has slid in. */
async function openDrawer(buttonName: string, dialogName: string) {
  await userEvent.click(screen.getByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await waitFor(() => expect(dialog).toHaveAttribute('data-status', 'open'));
  return dialog;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The mediator asks for your initial position.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Click To Set Initial State' })).toBeVisible();
  },
};

export const WritingPosition: Story = {
  play: async ({ args }) => {
    let dialog = await openDrawer('Click To Set Initial State', 'Initial position');
    // Nothing written: nothing is sent, and the field says why.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(within(dialog).getByText('Write your position before submitting.')).toBeVisible();
    await expect(args.onSendGuidedMessage).not.toHaveBeenCalled();
    // 'Pass to group' returns to the chat; the request stays.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pass to group' }));
    await expect(args.onPass).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDrawer('Click To Set Initial State', 'Initial position');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Write your initial state here' }), position);
  },
};

export const Submitted: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openDrawer('Click To Set Initial State', 'Initial position');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Write your initial state here' }), position);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.onSendGuidedMessage).toHaveBeenCalledWith(position, { type: 'guided', stage: 'initialPosition' });
    await expect(args.onSendAction).toHaveBeenCalledWith({ actionType: 'add', actionPayload: 'receivedInitialA', extMsg: position });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByRole('button', { name: 'Click To Set Initial State' })).toBeNull();
  },
};

export const AlreadyAnswered: Story = {
  args: { side: 'B', markers: ['initialPosition', 'receivedInitialB'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Click To Set Initial State' })).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    labels: {
      banner: 'המגשר מבקש את עמדת הפתיחה שלך.',
      open: 'לחצו לכתיבת עמדת הפתיחה',
      title: 'עמדת פתיחה',
      intro: 'כתבו בכמה משפטים מה אתם רוצים ולמה.',
      field: 'כתבו כאן את עמדת הפתיחה',
      submit: 'שליחה',
      pass: 'חזרה לקבוצה',
      close: 'סגירה',
    },
  },
  play: async () => {
    const dialog = await openDrawer('לחצו לכתיבת עמדת הפתיחה', 'עמדת פתיחה');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'כתבו כאן את עמדת הפתיחה' }), 'אנחנו רוצים לתקן את הגדר באביב.');
  },
};

export const MobileWidth: Story = {
  parameters: phoneParameters,
  globals: phoneGlobals,
  play: async () => {
    const dialog = await openDrawer('Click To Set Initial State', 'Initial position');
    await expect(within(dialog).getByRole('button', { name: 'Pass to group' })).toBeVisible();
  },
};

/** Shuttle mode: the drawer says that only the mediator will read the position. */
export const ShuttleMode: Story = {
  args: { shuttle: true },
  play: async () => {
    const dialog = await openDrawer('Click To Set Initial State', 'Initial position');
    await expect(
      within(dialog).getByText('Say in a few sentences what you want and why. Only the mediator will read it (shuttle mode).'),
    ).toBeVisible();
    await expect(within(dialog).queryByText(/the other side will read it/)).toBeNull();
  },
};
