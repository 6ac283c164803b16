import { useId, useState } from 'react';
import { AlertDialog, Button } from '@mediation/ui';
import { Actions, Muted, Refusal, Section } from './Agreement.styles';
import { useAgreementContext, useCommand } from './AgreementContext';
import { controlsFor } from './agreementRules';

/**
 * The mediator's 'Finalize agreement', enabled once both sides accepted every clause's current version
 * and confirmed in the 'Finalize agreement' alert dialog.
 */
export function FinalizeControl() {
  const { agreement, viewer, labels, commands, requestFocus } = useAgreementContext();
  const { run, isPending, error } = useCommand();
  const [isConfirming, setConfirming] = useState(false);
  const hintId = useId();
  const { canFinalize } = controlsFor(agreement, viewer);
  const finalize = async () => {
    const before = agreement;
    if (await run(() => commands.onFinalize?.({ version: agreement.version }))) requestFocus(['state'], before);
  };
  return (
    <Section>
      <Actions>
        <Button
          disabled={!canFinalize}
          isPending={isPending}
          aria-describedby={canFinalize ? undefined : hintId}
          onClick={() => setConfirming(true)}
        >
          {labels.finalize}
        </Button>
      </Actions>
      {canFinalize ? null : <Muted id={hintId}>{labels.finalizeHint}</Muted>}
      {error ? <Refusal role="alert">{error}</Refusal> : null}
      <AlertDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={labels.finalizeTitle}
        description={labels.finalizeDescription}
        labels={{ cancel: labels.cancel, confirm: labels.confirm }}
        onConfirm={() => void finalize()}
      />
    </Section>
  );
}
