import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, ChevronDownIcon, ChevronUpIcon, CloseIcon, EditIcon, IconButton, TextAreaField } from '@mediation/ui';
import type { AgreementClause } from '@mediation/protocol';
import { fill } from '../internal/format';
import { Actions, Confirm, Form, Refusal, Tools } from './Agreement.styles';
import { focusKey, useAgreementContext, useCommand } from './AgreementContext';
import { checkClauseText, clauseProblemText } from './agreementRules';

/** Moves a draft clause one place up or down, keeping focus on the pressed button once it moved. */
export function useMoveClause(clause: AgreementClause) {
  const { agreement, labels, commands, requestFocus, announce } = useAgreementContext();
  const { run, isPending, error } = useCommand();
  const move = async (direction: 'up' | 'down') => {
    if (isPending) return;
    const before = agreement;
    const position = direction === 'up' ? clause.number - 1 : clause.number + 1;
    if (!(await run(() => commands.onMoveClause?.({ clause_id: clause.id, position })))) return;
    announce(fill(labels.announceMoved, { number: position }));
    // Reordering moves the clause's element; focus stays on the same button, or its twin at an end.
    const other = direction === 'up' ? 'down' : 'up';
    requestFocus([`${direction}-${clause.id}`, `${other}-${clause.id}`], before);
  };
  return { move, error };
}

interface ClauseToolsProps {
  clause: AgreementClause;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** The mediator's buttons on a draft clause: move up, move down, edit, remove. */
export function ClauseTools({ clause, isFirst, isLast, onMove, onEdit, onRemove }: ClauseToolsProps) {
  const { labels } = useAgreementContext();
  const number = clause.number;
  return (
    <Tools>
      <IconButton
        size="sm"
        icon={<ChevronUpIcon />}
        aria-label={fill(labels.moveUp, { number })}
        disabled={isFirst}
        onClick={() => onMove('up')}
        {...focusKey(`up-${clause.id}`)}
      />
      <IconButton
        size="sm"
        icon={<ChevronDownIcon />}
        aria-label={fill(labels.moveDown, { number })}
        disabled={isLast}
        onClick={() => onMove('down')}
        {...focusKey(`down-${clause.id}`)}
      />
      <IconButton
        size="sm"
        icon={<EditIcon />}
        aria-label={fill(labels.editClause, { number })}
        onClick={onEdit}
        {...focusKey(`edit-${clause.id}`)}
      />
      <IconButton
        size="sm"
        icon={<CloseIcon />}
        aria-label={fill(labels.removeClause, { number })}
        onClick={onRemove}
        {...focusKey(`remove-${clause.id}`)}
      />
    </Tools>
  );
}

/** The inline editor of a draft clause: 'Edit clause', Save (a new version) and Cancel (or Escape). */
export function ClauseEditor({ clause, onClose }: { clause: AgreementClause; onClose: () => void }) {
  const { labels, commands, announce } = useAgreementContext();
  const { run, isPending, error: refusal } = useCommand();
  const [text, setText] = useState(clause.text);
  const [problem, setProblem] = useState<string>();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const field = fieldRef.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, []);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const checked = checkClauseText(text);
    if (!checked.ok) {
      setProblem(clauseProblemText(checked.problem, labels));
      fieldRef.current?.focus();
      return;
    }
    if (checked.value === clause.text.trim()) {
      onClose();
      return;
    }
    if (await run(() => commands.onEditClause?.({ clause_id: clause.id, clause_text: checked.value }))) {
      announce(fill(labels.announceSaved, { number: clause.number }));
      onClose();
    }
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };
  return (
    <Form onSubmit={save} noValidate>
      <TextAreaField
        ref={fieldRef}
        label={labels.editField}
        rows={Math.min(8, Math.max(3, text.split('\n').length + 1))}
        dir="auto"
        value={text}
        error={problem}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(undefined);
        }}
        onKeyDown={cancelOnEscape}
      />
      <Actions>
        <Button type="submit" size="sm" isPending={isPending}>
          {labels.save}
        </Button>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {labels.cancel}
        </Button>
      </Actions>
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
    </Form>
  );
}

interface RemoveConfirmProps {
  clause: AgreementClause;
  /** The clauses whose edit buttons take focus after the removal, in order of preference. */
  neighbours: readonly (AgreementClause | undefined)[];
  onCancel: () => void;
}

/** Asks in place before removing a clause; focus starts on Cancel, the choice that loses nothing. */
export function RemoveConfirm({ clause, neighbours, onCancel }: RemoveConfirmProps) {
  const { agreement, labels, commands, requestFocus, announce } = useAgreementContext();
  const { run, isPending, error: refusal } = useCommand();
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  const remove = async () => {
    if (isPending) return;
    const before = agreement;
    if (await run(() => commands.onRemoveClause?.({ clause_id: clause.id }))) {
      announce(fill(labels.announceRemoved, { number: clause.number }));
      const keys = neighbours.filter((neighbour) => neighbour !== undefined).map((neighbour) => `edit-${neighbour.id}`);
      requestFocus([...keys, 'clause-field'], before);
    }
  };
  return (
    <Confirm role="group" aria-labelledby={questionId} onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      <p id={questionId}>{fill(labels.removeQuestion, { number: clause.number })}</p>
      <Actions>
        <Button ref={cancelRef} size="sm" variant="secondary" onClick={onCancel}>
          {labels.cancel}
        </Button>
        <Button size="sm" variant="danger" isPending={isPending} onClick={remove}>
          {labels.remove}
        </Button>
      </Actions>
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
    </Confirm>
  );
}
