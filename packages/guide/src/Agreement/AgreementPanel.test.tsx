import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mediation/ui';
import type { AgreementView } from '@mediation/protocol';
import { describe, expect, it, vi } from 'vitest';
import { agreementAs, agreementAt, agreementDigest, applyAgreementCommand } from '../internal/agreementFixtures';
import { AgreementDemo } from './AgreementDemo';
import { AgreementPanel, type AgreementPanelProps } from './AgreementPanel';

const panel = (props: AgreementPanelProps) => (
  <ThemeProvider>
    <AgreementPanel locale="en-GB" timeZone="UTC" {...props} />
  </ThemeProvider>
);
const demo = (props: AgreementPanelProps) => (
  <ThemeProvider>
    <AgreementDemo locale="en-GB" timeZone="UTC" {...props} />
  </ThemeProvider>
);
const clauseItem = (number: number) => screen.getByRole('heading', { name: `Clause ${number}` }).closest('li')!;

describe('AgreementPanel: the mediator in draft', () => {
  it('adds a trimmed clause, empties the box and keeps focus there; refuses an empty one with a sentence', async () => {
    const onAddClause = vi.fn();
    render(demo({ agreement: agreementAt('empty'), viewer: 'mediator', onAddClause }));
    expect(screen.getByRole('region', { name: 'Agreement' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add clause' }));
    expect(screen.getByText('Write the clause before adding it.')).toBeTruthy();
    expect(onAddClause).not.toHaveBeenCalled();
    const field = screen.getByRole('textbox', { name: 'Clause' });
    await userEvent.type(field, '  The fence is repaired by May.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add clause' }));
    expect(onAddClause).toHaveBeenCalledWith({ clause_text: 'The fence is repaired by May.' });
    expect(await screen.findByRole('heading', { name: 'Clause 1' })).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('keeps what the mediator types while the previous clause is on its way', async () => {
    let arrive: () => void = () => undefined;
    const onAddClause = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    render(panel({ agreement: agreementAt('empty'), viewer: 'mediator', onAddClause }));
    const field = screen.getByRole('textbox', { name: 'Clause' }) as HTMLTextAreaElement;
    await userEvent.type(field, 'The fence is repaired by May.');
    await userEvent.click(screen.getByRole('button', { name: 'Add clause' }));
    expect(onAddClause).toHaveBeenCalledTimes(1);
    await userEvent.clear(field);
    await userEvent.type(field, 'Each side pays half.');
    arrive();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add clause' }).getAttribute('aria-busy')).not.toBe('true'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(field.value).toBe('Each side pays half.');
  });

  it('shows both sides’ answers and the change request’s text; offers no party controls', () => {
    render(panel({ agreement: agreementAt('mixedAnswers'), viewer: 'mediator' }));
    const second = within(clauseItem(2));
    expect(second.getByText('Accepted by A')).toBeTruthy();
    expect(second.getByText('Change requested by B')).toBeTruthy();
    expect(second.getByText('Up to 500 euros each, not 600: my budget is tight this year.')).toBeTruthy();
    expect(within(clauseItem(3)).getByText('Waiting for B')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Edit clause 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept clause/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Finalize agreement' })).toHaveProperty('disabled', true);
  });

  it('saves an edit as the clause’s new text and gives focus back to its edit button', async () => {
    const onEditClause = vi.fn();
    render(demo({ agreement: agreementAt('drafted'), viewer: 'mediator', onEditClause }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit clause 3' }));
    const editor = screen.getByRole('textbox', { name: 'Edit clause' });
    expect(document.activeElement).toBe(editor);
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Nobody parks in front of a gate.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onEditClause).toHaveBeenCalledWith({ clause_id: expect.any(String), clause_text: 'Nobody parks in front of a gate.' });
    expect(await screen.findByText('Nobody parks in front of a gate.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit clause 3' })));
  });

  it('asks before removing, and then moves focus to the next clause', async () => {
    const onRemoveClause = vi.fn();
    const agreement = agreementAt('drafted');
    render(demo({ agreement, viewer: 'mediator', onRemoveClause }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove clause 2' }));
    const question = screen.getByRole('group', { name: 'Remove clause 2 and both sides’ answers to it?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(onRemoveClause).toHaveBeenCalledWith({ clause_id: agreement.clauses[1]!.id });
    await waitFor(() => expect(screen.queryAllByRole('heading', { name: /^Clause \d$/ })).toHaveLength(2));
    // The clause that was third is now second, and has focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit clause 2' })));
    expect(within(clauseItem(2)).getByText(agreement.clauses[2]!.text)).toBeTruthy();
  });

  it('moves a clause up and keeps focus on its move button; the first clause cannot move up', async () => {
    const onMoveClause = vi.fn();
    const agreement = agreementAt('drafted');
    render(demo({ agreement, viewer: 'mediator', onMoveClause }));
    expect(screen.getByRole('button', { name: 'Move clause 1 up' })).toHaveProperty('disabled', true);
    screen.getByRole('button', { name: 'Move clause 3 up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onMoveClause).toHaveBeenCalledWith({ clause_id: agreement.clauses[2]!.id, position: 2 });
    await waitFor(() => expect(within(clauseItem(2)).getByText(agreement.clauses[2]!.text)).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move clause 2 up' })));
  });

  it('finalizes only through the "Finalize agreement" alert dialog', async () => {
    const onFinalize = vi.fn();
    render(panel({ agreement: agreementAt('canFinalize'), viewer: 'mediator', onFinalize }));
    await userEvent.click(screen.getByRole('button', { name: 'Finalize agreement' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Finalize agreement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onFinalize).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Finalize agreement' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Finalize agreement' })).getByRole('button', { name: 'Continue' }),
    );
    expect(onFinalize).toHaveBeenCalledWith({ version: 1 });
  });

  it('offers "Start from summary" on an empty draft and adds one clause per paragraph, in order', async () => {
    const onAddClause = vi.fn();
    render(
      demo({ agreement: agreementAt('empty'), viewer: 'mediator', onAddClause, summary: 'Sam repairs the fence.\n\nCosts are shared.' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start from summary' }));
    expect(onAddClause.mock.calls).toEqual([[{ clause_text: 'Sam repairs the fence.' }], [{ clause_text: 'Costs are shared.' }]]);
    expect(await screen.findByRole('heading', { name: 'Clause 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start from summary' })).toBeNull();
  });
});

describe('AgreementPanel: a party in draft', () => {
  it("shows 'Changed since you accepted' and offers the new version for acceptance", async () => {
    const onAnswer = vi.fn();
    const agreement = agreementAs(agreementAt('changedSinceAccepted'), 'A');
    render(panel({ agreement, viewer: 'A', onAnswer }));
    const second = within(clauseItem(2));
    expect(second.getByText('Changed since you accepted')).toBeTruthy();
    // A sees that B asked for a change, but never B's text.
    expect(second.getByText('Changed since B asked for a change')).toBeTruthy();
    expect(screen.queryByText(/budget is tight/)).toBeNull();
    expect(within(clauseItem(1)).queryByRole('button', { name: 'Accept clause 1' })).toBeNull();
    await userEvent.click(second.getByRole('button', { name: 'Accept clause 2' }));
    expect(onAnswer).toHaveBeenCalledWith({ clause_id: agreement.clauses[1]!.id, clause_version: 2, answer: 'accept' });
    expect(screen.queryByRole('button', { name: 'Edit clause 1' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Clause' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finalize agreement' })).toBeNull();
  });

  it('sends a change request with its text, refusing an empty one, and shows the server’s refusal', async () => {
    const onAnswer = vi.fn().mockRejectedValueOnce(new Error('This clause changed meanwhile; read it again.')).mockResolvedValue(undefined);
    const agreement = agreementAs(agreementAt('drafted'), 'B');
    render(panel({ agreement, viewer: 'B', onAnswer }));
    await userEvent.click(screen.getByRole('button', { name: 'Request change to clause 1' }));
    const field = screen.getByRole('textbox', { name: 'What should change' });
    expect(document.activeElement).toBe(field);
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Write what should change before sending the request.')).toBeTruthy();
    await userEvent.type(field, 'By 15 May, please.');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This clause changed meanwhile; read it again.');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(onAnswer).toHaveBeenLastCalledWith({
      clause_id: agreement.clauses[0]!.id,
      clause_version: 1,
      answer: 'change',
      comment: 'By 15 May, please.',
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'What should change' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Request change to clause 1' }));
  });

  it('hides the other side in shuttle mode and says so', () => {
    render(panel({ agreement: agreementAs(agreementAt('drafted', { shuttle: true }), 'A'), viewer: 'A' }));
    expect(screen.getByText('Shuttle mode is on: you see your own answers only.')).toBeTruthy();
    expect(screen.queryByText(/Waiting for B/)).toBeNull();
  });

  it('announces what someone else did, and not what the viewer did', () => {
    const before = agreementAt('drafted');
    const { rerender } = render(panel({ agreement: agreementAs(before, 'A'), viewer: 'A' }));
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callback(0));
    const after = applyAgreementCommand(
      applyAgreementCommand(before, { type: 'answer', side: 'A', clause_id: before.clauses[0]!.id, answer: 'accept' }),
      {
        type: 'edit',
        clause_id: before.clauses[0]!.id,
        clause_text: 'Sam repairs the fence by 15 May 2025.',
      },
    );
    rerender(panel({ agreement: agreementAs(after, 'A'), viewer: 'A' }));
    expect(screen.getByRole('status').textContent).toBe('Noa Mizrahi edited clause 1 (version 2).');
    vi.unstubAllGlobals();
  });
});

describe('AgreementPanel: signing', () => {
  it('explains what is missing in sentences, then signs the digest with the trimmed name', async () => {
    const onSign = vi.fn();
    render(panel({ agreement: agreementAs(agreementAt('partlySigned'), 'B'), viewer: 'B', onSign }));
    expect(screen.queryByRole('button', { name: /Accept clause/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByText('Tick the box to confirm that you have read and agree to this agreement.')).toBeTruthy();
    expect(screen.getByText('Type your full name: at least 2 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'I have read and agree to this agreement' }));
    expect(onSign).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to this agreement' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), ' Sam Carter ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(onSign).toHaveBeenCalledWith({ digest: agreementDigest, full_name: 'Sam Carter', agree: true });
  });

  it('shows a party that signed when, instead of the form', () => {
    render(panel({ agreement: agreementAs(agreementAt('partlySigned'), 'A'), viewer: 'A' }));
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    expect(screen.getByText(/^You signed as Dana Levi on /)).toBeTruthy();
  });

  it('gives the mediator Countersign only after both parties signed, and Reopen through a confirmation', async () => {
    const onCountersign = vi.fn();
    const onReopen = vi.fn();
    const { rerender } = render(panel({ agreement: agreementAt('partlySigned'), viewer: 'mediator', onCountersign, onReopen }));
    expect(screen.queryByRole('button', { name: 'Countersign' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Reopen agreement' })).getByRole('button', { name: 'Continue' }));
    expect(onReopen).toHaveBeenCalledWith({ version: 1 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    rerender(panel({ agreement: agreementAt('bothSigned'), viewer: 'mediator', onCountersign, onReopen }));
    await userEvent.click(screen.getByRole('button', { name: 'Countersign' }));
    expect(onCountersign).toHaveBeenCalledWith({ digest: agreementDigest });
  });

  it('offers everyone the PDF, the code, the digest and the verify page once signed', async () => {
    const signed: AgreementView = agreementAt('signed');
    const { rerender } = render(panel({ agreement: agreementAs(signed, 'B'), viewer: 'B', documentHref: '/files/agreement.pdf' }));
    expect(screen.getByRole('link', { name: 'Download agreement (PDF)' }).getAttribute('href')).toBe('/files/agreement.pdf');
    expect(screen.getByRole('link', { name: 'Verify an agreement' }).getAttribute('href')).toBe('/verify');
    expect(screen.getByText(signed.verification_code!)).toBeTruthy();
    expect(screen.getByText(signed.digest!)).toBeTruthy();
    const onDownload = vi.fn();
    rerender(panel({ agreement: signed, viewer: 'mediator', onDownload }));
    await userEvent.click(screen.getByRole('button', { name: 'Download agreement (PDF)' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });
});
