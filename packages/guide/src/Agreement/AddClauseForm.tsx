import { useRef, useState, type FormEvent } from 'react';
import { AGREEMENT_LIMITS } from '@mediation/protocol';
import { Button, PlusIcon, TextAreaField } from '@mediation/ui';
import { fill } from '../internal/format';
import { Actions, Form, Muted, Refusal } from './Agreement.styles';
import { focusKey, useAgreementContext, useCommand } from './AgreementContext';
import { checkClauseText, clauseProblemText, clausesFromSummary } from './agreementRules';

/**
 * The mediator's 'Clause' text box and 'Add clause' (Ctrl or ⌘ with Enter adds too); on an empty draft,
 * 'Start from summary' adds one clause per paragraph of the guided negotiation's summary.
 */
export function AddClauseForm({ summary }: { summary: string | undefined }) {
  const { agreement, labels, commands, requestFocus, announce, addedMany } = useAgreementContext();
  const { run, isPending, error: refusal } = useCommand();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const count = agreement.clauses.length;
  const isFull = count >= AGREEMENT_LIMITS.clausesMax;

  const add = async (event?: FormEvent) => {
    event?.preventDefault();
    if (isPending) return;
    const checked = checkClauseText(text);
    if (isFull || !checked.ok) {
      setProblem(checked.ok ? fill(labels.clausesFull, { max: AGREEMENT_LIMITS.clausesMax }) : clauseProblemText(checked.problem, labels));
      fieldRef.current?.focus();
      return;
    }
    if (await run(() => commands.onAddClause?.({ clause_text: checked.value }))) {
      // Only the text that was added goes: what the mediator typed while it was on its way stays.
      setText((current) => (current === text ? '' : current));
      announce(fill(labels.announceAdded, { number: count + 1 }));
    }
    // Focus stays in the text box, ready for the next clause (pressing the button had moved it there).
    requestFocus(['clause-field']);
  };

  const paragraphs = count === 0 && summary ? clausesFromSummary(summary).flatMap(acceptedClauseText) : [];
  const startFromSummary = async () => {
    if (isPending) return;
    const clauses = paragraphs.slice(0, AGREEMENT_LIMITS.clausesMax);
    // One after the other, so the clauses keep the summary's order.
    const added = await run(async () => {
      for (const clauseText of clauses) await commands.onAddClause?.({ clause_text: clauseText });
    });
    if (added) announce(addedMany(clauses.length));
    requestFocus(['clause-field']);
  };

  return (
    <Form onSubmit={add} noValidate>
      <TextAreaField
        ref={fieldRef}
        label={labels.clauseField}
        rows={3}
        dir="auto"
        value={text}
        error={problem}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void add();
        }}
        {...focusKey('clause-field')}
      />
      <Actions>
        <Button type="submit" isPending={isPending}>
          <PlusIcon />
          {labels.addClause}
        </Button>
        {paragraphs.length > 0 ? (
          <Button variant="secondary" onClick={startFromSummary}>
            {labels.startFromSummary}
          </Button>
        ) : null}
      </Actions>
      {paragraphs.length > 0 ? <Muted>{labels.startFromSummaryHint}</Muted> : null}
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
    </Form>
  );
}

/** The paragraph as a clause's text, or nothing when the protocol would refuse it (too long, control characters). */
function acceptedClauseText(paragraph: string): string[] {
  const checked = checkClauseText(paragraph);
  return checked.ok ? [checked.value] : [];
}
