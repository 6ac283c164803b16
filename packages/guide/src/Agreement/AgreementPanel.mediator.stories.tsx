import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { agreementAt, agreementDigest, fenceClauses, hebrewClauses } from '../internal/agreementFixtures';
import { AgreementDemo } from './AgreementDemo';
import { fixedDates, hebrewLabels, withPanelWidth } from './storyHelpers';

const meta = {
  title: 'Guide/AgreementPanel/Mediator',
  component: AgreementDemo,
  decorators: [withPanelWidth],
  args: {
    viewer: 'mediator',
    agreement: agreementAt('mixedAnswers'),
    ...fixedDates,
    onAddClause: fn(),
    onEditClause: fn(),
    onRemoveClause: fn(),
    onMoveClause: fn(),
    onFinalize: fn(),
    onCountersign: fn(),
    onReopen: fn(),
    onDownload: fn(),
  },
  argTypes: { agreement: { control: 'object' }, viewer: { control: 'inline-radio', options: ['mediator', 'A', 'B'] } },
} satisfies Meta<typeof AgreementDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = 'Sam repairs the shared fence by 1 May 2025.\n\nDana and Sam share the cost of the materials equally.';

/** An empty draft: the 'Clause' box, 'Add clause', and 'Start from summary' because a summary exists. */
export const DraftEmpty: Story = {
  args: { agreement: agreementAt('empty'), summary },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Agreement' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Clause' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start from summary' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Finalize agreement' })).toBeDisabled();
  },
};

export const Playground: Story = {};

/** Adding clauses: an empty one is refused in a sentence; focus stays in the box for the next clause. */
export const AddingClauses: Story = {
  args: { agreement: agreementAt('empty') },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Clause' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add clause' }));
    await expect(canvas.getByText('Write the clause before adding it.')).toBeVisible();
    await userEvent.type(field, fenceClauses[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Add clause' }));
    await expect(args.onAddClause).toHaveBeenCalledWith({ clause_text: fenceClauses[0] });
    await expect(await canvas.findByRole('heading', { name: 'Clause 1' })).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('');
    // Ctrl+Enter adds too.
    await userEvent.type(field, hebrewClauses[2]!);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(await canvas.findByRole('heading', { name: 'Clause 2' })).toBeVisible();
    await expect(await canvas.findByText('Clause 2 added.')).toBeInTheDocument();
  },
};

/** Both sides' answers per clause: B's change request with its text, which only the mediator reads. */
export const WithClausesAndMixedAnswers: Story = {
  play: async ({ canvas }) => {
    const second = within(canvas.getByRole('heading', { name: 'Clause 2' }).closest('li')!);
    await expect(second.getByText('Accepted by A')).toBeVisible();
    await expect(second.getByText('Change requested by B')).toBeVisible();
    await expect(second.getByText('Up to 500 euros each, not 600: my budget is tight this year.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Finalize agreement' })).toBeDisabled();
  },
};

/** Editing clause 2 gives it a new version; A's acceptance no longer counts. Focus returns to its edit button. */
export const EditingAClause: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit clause 2' }));
    const editor = canvas.getByRole('textbox', { name: 'Edit clause' });
    await expect(editor).toHaveFocus();
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Dana and Sam share the cost of the materials equally, up to 500 euros each, against receipts.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onEditClause).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit clause 2' })).toHaveFocus());
    await expect(canvas.getByText('Changed since A accepted')).toBeVisible();
  },
};

/** Remove asks in place first; after removing, focus moves to the clause that took its place. Move keeps focus. */
export const RemovingAndReordering: Story = {
  args: { agreement: agreementAt('drafted') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove clause 1' }));
    const question = canvas.getByRole('group', { name: 'Remove clause 1 and both sides’ answers to it?' });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemoveClause).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit clause 1' })).toHaveFocus());
    await expect(canvas.queryByRole('heading', { name: 'Clause 3' })).toBeNull();
    // Keyboard only: past clause 1's remove button to clause 2's first tool.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Move clause 2 up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move clause 1 down' })).toHaveFocus());
    await expect(within(canvas.getByRole('heading', { name: 'Clause 1' }).closest('li')!).getByText(fenceClauses[2]!)).toBeVisible();
  },
};

/** Every clause accepted by both sides: 'Finalize agreement' is enabled. */
export const CanFinalize: Story = {
  args: { agreement: agreementAt('canFinalize') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Finalize agreement' })).toBeEnabled();
    await expect(canvas.getAllByText('Accepted by B')).toHaveLength(3);
  },
};

/** The 'Finalize agreement' alert dialog: Cancel changes nothing, Continue freezes the text. */
export const FinalizeDialog: Story = {
  args: { agreement: agreementAt('canFinalize') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finalize agreement' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Finalize agreement' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onFinalize).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Finalize agreement' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Finalize agreement' });
    await waitFor(() => expect(dialog).toHaveAttribute('data-status', 'open'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.onFinalize).toHaveBeenCalledWith({ version: 1 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText(/^Finalized on /)).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/^Finalized on /)).toHaveFocus());
  },
};

/** Finalized and signed by A only: the code and digest, the signatures so far, and 'Reopen'. */
export const FinalizedAwaitingSignatures: Story = {
  args: { agreement: agreementAt('partlySigned') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(agreementDigest)).toBeVisible();
    await expect(canvas.getByText('Dana Levi')).toBeVisible();
    await expect(canvas.getAllByText('Not signed yet')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Countersign' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reopen' })).toBeVisible();
  },
};

/** Both parties signed: 'Countersign' completes the agreement. */
export const Countersigning: Story = {
  args: { agreement: agreementAt('bothSigned') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Countersign' }));
    await expect(args.onCountersign).toHaveBeenCalledWith({ digest: agreementDigest });
    await expect(await canvas.findByRole('button', { name: 'Download agreement (PDF)' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/^Signed by everyone on /)).toHaveFocus());
  },
};

/** Signed by everyone: the PDF, the verification code, the digest and the verify page. */
export const Signed: Story = {
  args: { agreement: agreementAt('signed') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download agreement (PDF)' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Verify an agreement' })).toHaveAttribute('href', '/verify');
    await expect(canvas.queryByRole('button', { name: 'Reopen' })).toBeNull();
    const record = canvas.getByRole('button', { name: /^Record of consent/ });
    await userEvent.click(record);
    await expect(record).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Noa Mizrahi countersigned.')).toBeVisible();
  },
};

/** Hebrew clauses and labels, right to left. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { agreement: agreementAt('hebrew'), labels: hebrewLabels },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'הסכם' })).toBeVisible();
    const second = within(canvas.getByRole('heading', { name: 'סעיף 2' }).closest('li')!);
    await expect(second.getByText('עד 500 אירו כל אחד, לא 600.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'עריכת סעיף 2' })).toBeVisible();
  },
};
