import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { agreementAt, agreementDigest } from '../internal/agreementFixtures';
import { AgreementDemo } from './AgreementDemo';
import { fixedDates, hebrewLabels, withPanelWidth } from './storyHelpers';

const meta = {
  title: 'Guide/AgreementPanel/Party',
  component: AgreementDemo,
  decorators: [withPanelWidth],
  args: { viewer: 'A', agreement: agreementAt('drafted'), ...fixedDates, onAnswer: fn(), onSign: fn(), onDownload: fn() },
  argTypes: { agreement: { control: 'object' }, viewer: { control: 'inline-radio', options: ['mediator', 'A', 'B'] } },
} satisfies Meta<typeof AgreementDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const clause = (canvas: { getByRole: (role: 'heading', options: { name: string }) => HTMLElement }, number: number) =>
  within(canvas.getByRole('heading', { name: `Clause ${number}` }).closest('li')!);

/** A fresh draft: every clause offers 'Accept clause N' and 'Request change to clause N'; nothing to draft. */
export const Draft: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accept clause 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request change to clause 3' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Clause' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Finalize agreement' })).toBeNull();
  },
};

/** The mediator edited clause 2 after A accepted it: A sees 'Changed since you accepted' and accepts again. */
export const ChangedSinceYouAccepted: Story = {
  args: { agreement: agreementAt('changedSinceAccepted') },
  play: async ({ canvas, args }) => {
    const second = clause(canvas, 2);
    await expect(second.getByText('Changed since you accepted')).toBeVisible();
    // B asked for a change; its text is for the mediator only.
    await expect(second.getByText('Changed since B asked for a change')).toBeVisible();
    await expect(canvas.queryByText(/budget is tight/)).toBeNull();
    await userEvent.click(second.getByRole('button', { name: 'Accept clause 2' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(expect.objectContaining({ clause_version: 2, answer: 'accept' }));
    await waitFor(() => expect(second.getByText('Accepted by A')).toBeVisible());
    await expect(second.getByRole('button', { name: 'Request change to clause 2' })).toHaveFocus();
  },
};

/** B asks for a change: an empty request is refused in a sentence; the sent text shows as B's own. */
export const RequestingAChange: Story = {
  args: { viewer: 'B' },
  play: async ({ canvas, args }) => {
    const second = clause(canvas, 2);
    await userEvent.click(second.getByRole('button', { name: 'Request change to clause 2' }));
    const field = second.getByRole('textbox', { name: 'What should change' });
    await expect(field).toHaveFocus();
    await userEvent.click(second.getByRole('button', { name: 'Send request' }));
    await expect(second.getByText('Write what should change before sending the request.')).toBeVisible();
    await userEvent.type(field, 'Up to 500 euros each, not 600.');
    await userEvent.click(second.getByRole('button', { name: 'Send request' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(
      expect.objectContaining({ answer: 'change', comment: 'Up to 500 euros each, not 600.', clause_version: 1 }),
    );
    await waitFor(() => expect(second.getByText('Change requested by B')).toBeVisible());
    await expect(second.getByText('You asked:')).toBeVisible();
    await expect(second.getByRole('button', { name: 'Request change to clause 2' })).toHaveFocus();
  },
};

/** Shuttle mode: A sees only its own answers, and is told so. */
export const ShuttleMode: Story = {
  args: { agreement: agreementAt('mixedAnswers', { shuttle: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shuttle mode is on: you see your own answers only.')).toBeVisible();
    await expect(canvas.queryByText(/by B/)).toBeNull();
  },
};

/** Signing: the box and the name are both required, and said so in sentences; then B's signature shows. */
export const Signing: Story = {
  args: { viewer: 'B', agreement: agreementAt('partlySigned') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign' }));
    await expect(canvas.getByText('Tick the box to confirm that you have read and agree to this agreement.')).toBeVisible();
    await expect(canvas.getByText('Type your full name: at least 2 characters.')).toBeVisible();
    const agree = canvas.getByRole('checkbox', { name: 'I have read and agree to this agreement' });
    await expect(agree).toHaveFocus();
    await userEvent.click(agree);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'S');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign' }));
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expect(args.onSign).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'am Carter');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign' }));
    await expect(args.onSign).toHaveBeenCalledWith({ digest: agreementDigest, full_name: 'Sam Carter', agree: true });
    await waitFor(() => expect(canvas.getByText(/^You signed as Sam Carter on /)).toHaveFocus());
  },
};

/** The signing form with its errors showing, for the screenshot. */
export const SigningErrors: Story = {
  args: { viewer: 'B', agreement: agreementAt('partlySigned') },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'S');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign' }));
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(/at least 2 characters/);
    await expect(canvas.getByRole('checkbox', { name: 'I have read and agree to this agreement' })).toHaveAccessibleDescription(
      /Tick the box/,
    );
  },
};

/** Signed by everyone: A downloads the PDF from a link and can check it at the verify page. */
export const SignedWithDownload: Story = {
  args: { agreement: agreementAt('signed'), documentHref: '/api/session/case/a3c1f0e2/agreement/pdf/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Download agreement (PDF)' })).toHaveAttribute(
      'href',
      '/api/session/case/a3c1f0e2/agreement/pdf/',
    );
    await expect(canvas.getByRole('link', { name: 'Verify an agreement' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign' })).toBeNull();
  },
};

/** Hebrew clauses and labels, right to left: A's answers and buttons. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { agreement: agreementAt('hebrew'), labels: hebrewLabels },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('התקבל על ידי A')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'בקשת שינוי לסעיף 3' }));
    await expect(canvas.getByRole('textbox', { name: 'מה צריך לשנות' })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: 'מה צריך לשנות' }), 'גם לא בסופי שבוע.');
  },
};
