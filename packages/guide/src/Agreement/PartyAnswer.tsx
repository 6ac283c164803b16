import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, CheckIcon, TextAreaField } from '@mediation/ui';
import type { AgreementClause, PartySide } from '@mediation/protocol';
import { fill } from '../internal/format';
import { Actions, Form, Refusal } from './Agreement.styles';
import { focusKey, useAgreementContext, useCommand } from './AgreementContext';
import { checkComment, commentProblemText, isAcceptedBy } from './agreementRules';

/**
 * A party's answer to one draft clause: 'Accept clause N' (unless its acceptance of this version stands)
 * and 'Request change to clause N', which opens 'What should change' and 'Send request'.
 */
export function PartyAnswer({ clause }: { clause: AgreementClause }) {
  const { agreement, viewer, labels, commands, requestFocus, announce } = useAgreementContext();
  const { run, isPending, error } = useCommand();
  const [isRequesting, setRequesting] = useState(false);
  const formId = useId();
  const isAccepted = isAcceptedBy(clause, viewer as PartySide);
  const accept = async () => {
    if (isPending) return;
    const before = agreement;
    if (await run(() => commands.onAnswer?.({ clause_id: clause.id, clause_version: clause.version, answer: 'accept' }))) {
      announce(fill(labels.announceAccepted, { number: clause.number }));
      // The accept button goes once the acceptance shows; the clause's other answer keeps focus.
      requestFocus([`change-${clause.id}`], before);
    }
  };
  const closeRequest = () => {
    setRequesting(false);
    requestFocus([`change-${clause.id}`]);
  };
  return (
    <>
      <Actions>
        {isAccepted ? null : (
          <Button
            size="sm"
            aria-label={fill(labels.accept, { number: clause.number })}
            isPending={isPending}
            onClick={accept}
            {...focusKey(`accept-${clause.id}`)}
          >
            <CheckIcon />
            {labels.acceptShort}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          aria-label={fill(labels.requestChange, { number: clause.number })}
          aria-expanded={isRequesting}
          aria-controls={isRequesting ? formId : undefined}
          onClick={() => setRequesting(!isRequesting)}
          {...focusKey(`change-${clause.id}`)}
        >
          {labels.requestChangeShort}
        </Button>
      </Actions>
      {error ? <Refusal role="alert">{error}</Refusal> : null}
      {isRequesting ? <ChangeRequestForm id={formId} clause={clause} onClose={closeRequest} /> : null}
    </>
  );
}

/** 'What should change' (read by the mediator only) and 'Send request'; Cancel or Escape closes it. */
function ChangeRequestForm({ id, clause, onClose }: { id: string; clause: AgreementClause; onClose: () => void }) {
  const { labels, commands, announce } = useAgreementContext();
  const { run, isPending, error: refusal } = useCommand();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string>();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => fieldRef.current?.focus(), []);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const checked = checkComment(comment);
    if (!checked.ok) {
      setProblem(commentProblemText(checked.problem, labels));
      fieldRef.current?.focus();
      return;
    }
    const sent = await run(() =>
      commands.onAnswer?.({ clause_id: clause.id, clause_version: clause.version, answer: 'change', comment: checked.value }),
    );
    if (sent) {
      announce(fill(labels.announceRequested, { number: clause.number }));
      onClose();
    }
  };
  return (
    <Form id={id} onSubmit={send} noValidate>
      <TextAreaField
        ref={fieldRef}
        label={labels.commentField}
        hint={labels.commentHint}
        rows={3}
        dir="auto"
        value={comment}
        error={problem}
        onChange={(event) => {
          setComment(event.target.value);
          setProblem(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
      />
      <Actions>
        <Button type="submit" size="sm" isPending={isPending}>
          {labels.sendRequest}
        </Button>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {labels.cancel}
        </Button>
      </Actions>
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
    </Form>
  );
}
