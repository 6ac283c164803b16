import { useState } from 'react';
import { Button, ProgressBar } from '@mediation/ui';
import type { JoinResponse, JoinWaitingResponse } from '@mediation/protocol';
import { useApi } from '../../app/services';
import { useJoinStatus, type JoinStatusHandlers } from './useJoinStatus';
import { ButtonRow, Form as Panel, StepHeading, Subtle } from './Login.styles';

export interface WaitingRoomLabels {
  waiting: string;
  waitingDetail: string;
  progress: string;
  reconnecting: string;
  cancel: string;
  refusedTitle: string;
  refusedDetail: string;
  expiredTitle: string;
  expiredDetail: string;
  retry: string;
  leave: string;
}

const defaultLabels: WaitingRoomLabels = {
  waiting: 'Waiting for the mediator to let you in…',
  waitingDetail: 'Keep this page open. You enter the case as soon as the mediator admits you.',
  progress: 'Waiting for the mediator',
  reconnecting: 'The connection dropped; still trying…',
  cancel: 'Cancel',
  refusedTitle: 'The mediator did not let you in.',
  refusedDetail: 'If you think this is a mistake, ask the mediator and try again.',
  expiredTitle: 'Your request to join has expired.',
  expiredDetail: 'The case may have ended. You can ask to join again.',
  retry: 'Ask again',
  leave: 'Back to sign in',
};

export interface WaitingRoomProps {
  ticket: JoinWaitingResponse | undefined;
  outcome: 'waiting' | 'refused' | 'expired';
  caseTitle?: string;
  /** The case the code opened: an admission found through the session cookie must be for it. */
  caseId?: string;
  onAdmitted: (admission: JoinResponse) => void;
  onDecided: (status: 'refused' | 'expired') => void;
  onRetry: () => void;
  onLeave: () => void;
  labels?: Partial<WaitingRoomLabels>;
}

/** The party's side of the waiting room: waits for the mediator's decision, then says it or enters. */
export function WaitingRoom({ ticket, outcome, caseTitle, caseId, onAdmitted, onDecided, onRetry, onLeave, labels }: WaitingRoomProps) {
  const text = { ...defaultLabels, ...labels };
  if (outcome === 'waiting' && ticket) {
    return (
      <Waiting
        ticket={ticket}
        caseTitle={caseTitle}
        caseId={caseId}
        text={text}
        onAdmitted={onAdmitted}
        onDecided={onDecided}
        onLeave={onLeave}
      />
    );
  }
  const isRefused = outcome === 'refused';
  return (
    <Panel as="div">
      <StepHeading as="p" role="alert">
        {isRefused ? text.refusedTitle : text.expiredTitle}
      </StepHeading>
      <Subtle>{isRefused ? text.refusedDetail : text.expiredDetail}</Subtle>
      <ButtonRow>
        <Button variant="secondary" onClick={onLeave}>
          {text.leave}
        </Button>
        <Button onClick={onRetry}>{text.retry}</Button>
      </ButtonRow>
    </Panel>
  );
}

interface WaitingProps extends JoinStatusHandlers {
  ticket: JoinWaitingResponse;
  caseTitle?: string;
  caseId?: string;
  text: WaitingRoomLabels;
  onLeave: () => void;
}

/** A request waiting for the mediator: its status polled until final, and Cancel. */
function Waiting({ ticket, caseTitle, caseId, text, onAdmitted, onDecided, onLeave }: WaitingProps) {
  const api = useApi();
  const { isReconnecting } = useJoinStatus(ticket, caseId, { onAdmitted, onDecided });

  // Cancel withdraws the request, so that the mediator no longer sees it; the person leaves whatever the answer.
  const [isCancelling, setCancelling] = useState(false);
  const cancel = async () => {
    setCancelling(true);
    await api.party.withdraw(ticket.request_id, ticket.request_token).catch(() => undefined);
    setCancelling(false);
    onLeave();
  };

  return (
    <Panel as="div">
      {caseTitle ? (
        <Subtle>
          Case <strong>{caseTitle}</strong>
        </Subtle>
      ) : null}
      <StepHeading as="p" role="status" aria-live="polite">
        {text.waiting}
      </StepHeading>
      <Subtle>{isReconnecting ? text.reconnecting : text.waitingDetail}</Subtle>
      <ProgressBar aria-label={text.progress} />
      <ButtonRow>
        <Button variant="secondary" isPending={isCancelling} onClick={() => void cancel()}>
          {text.cancel}
        </Button>
      </ButtonRow>
    </Panel>
  );
}
