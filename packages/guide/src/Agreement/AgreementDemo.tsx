/** Stories and tests only: the panel over a local stand-in for the server, so what is pressed takes effect. */
import { useState } from 'react';
import type { AgreementView, PartySide } from '@mediation/protocol';
import { agreementAs, applyAgreementCommand, type AgreementCommandOf } from '../internal/agreementFixtures';
import { AgreementPanel, type AgreementPanelProps } from './AgreementPanel';

export interface AgreementDemoProps extends Omit<AgreementPanelProps, 'agreement'> {
  /** The mediator's (complete) view to start from; the viewer gets `agreementAs` of it. */
  agreement: AgreementView;
}

/** Calls each given callback (the story's spies), then applies the command as the server would. */
export function AgreementDemo({ agreement: initial, viewer, ...props }: AgreementDemoProps) {
  const [agreement, setAgreement] = useState(initial);
  const side = viewer === 'mediator' ? 'A' : (viewer as PartySide);
  const apply = (command: AgreementCommandOf) => setAgreement((view) => applyAgreementCommand(view, command));
  return (
    <AgreementPanel
      {...props}
      viewer={viewer}
      agreement={agreementAs(agreement, viewer)}
      onAddClause={async (command) => {
        await props.onAddClause?.(command);
        apply({ type: 'add', ...command });
      }}
      onEditClause={async (command) => {
        await props.onEditClause?.(command);
        apply({ type: 'edit', ...command });
      }}
      onRemoveClause={async (command) => {
        await props.onRemoveClause?.(command);
        apply({ type: 'remove', ...command });
      }}
      onMoveClause={async (command) => {
        await props.onMoveClause?.(command);
        apply({ type: 'move', ...command });
      }}
      onAnswer={async (command) => {
        await props.onAnswer?.(command);
        apply({
          type: 'answer',
          side,
          clause_id: command.clause_id,
          answer: command.answer,
          ...(command.answer === 'change' ? { comment: command.comment } : {}),
        });
      }}
      onFinalize={async (command) => {
        await props.onFinalize?.(command);
        apply({ type: 'finalize' });
      }}
      onSign={async (command) => {
        await props.onSign?.(command);
        apply({ type: 'sign', side, full_name: command.full_name });
      }}
      onCountersign={async (command) => {
        await props.onCountersign?.(command);
        apply({ type: 'countersign' });
      }}
      onReopen={async (command) => {
        await props.onReopen?.(command);
        apply({ type: 'reopen' });
      }}
    />
  );
}
