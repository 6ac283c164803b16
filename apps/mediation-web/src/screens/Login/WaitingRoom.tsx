import { useState } from 'react';
import { Button, ProgressBar } from '@mediation/ui';
import type { JoinResponse, JoinWaitingResponse } from '@mediation/protocol';
import { useApi } from '../../app/services';
import { useText } from '../../i18n';
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

/** The waiting room's texts from the catalog, a caller's labels over them. */
function useWaitingRoomLabels(labels: Partial<WaitingRoomLabels> | undefined): WaitingRoomLabels {
  const t = useText();
  return {
    waiting: t('waitingRoom.waiting'),
    waitingDetail: t('waitingRoom.waitingDetail'),
    progress: t('waitingRoom.progress'),
    reconnecting: t('waitingRoom.reconnecting'),
    cancel: t('common.cancel'),
    refusedTitle: t('waitingRoom.refusedTitle'),
    refusedDetail: t('waitingRoom.refusedDetail'),
    expiredTitle: t('waitingRoom.expiredTitle'),
    expiredDetail: t('waitingRoom.expiredDetail'),
    retry: t('waitingRoom.retry'),
    leave: t('common.backToSignIn'),
    ...labels,
  };
}

export interface WaitingRoomProps {
  ticket: JoinWaitingResponse | undefined;
  outcome: 'waiting' | 'refused' | 'expired';
  caseTitle?: string;
  /** The case the code opened: an admission found through the session cookie must be for it. */
  caseId?: string;
  onAdmitted: (admission: JoinResponse) => void;
  onDecided: (status: 'refused' | 'expired') => void;
  onRetry: () => void;
  /** The person cancelled its waiting request: back to the entry, with what it typed. */
  onCancelled: () => void;
  onLeave: () => void;
  labels?: Partial<WaitingRoomLabels>;
}

/** The party's side of the waiting room: waits for the mediator's decision, then says it or enters. */
export function WaitingRoom({
  ticket,
  outcome,
  caseTitle,
  caseId,
  onAdmitted,
  onDecided,
  onRetry,
  onCancelled,
  onLeave,
  labels,
}: WaitingRoomProps) {
  const text = useWaitingRoomLabels(labels);
  if (outcome === 'waiting' && ticket) {
    return (
      <Waiting
        ticket={ticket}
        caseTitle={caseTitle}
        caseId={caseId}
        text={text}
        onAdmitted={onAdmitted}
        onDecided={onDecided}
        onCancelled={onCancelled}
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
  onCancelled: () => void;
}

/** A request waiting for the mediator: its status polled until final, and Cancel. */
function Waiting({ ticket, caseTitle, caseId, text, onAdmitted, onDecided, onCancelled }: WaitingProps) {
  const t = useText();
  const api = useApi();
  const { isReconnecting } = useJoinStatus(ticket, caseId, { onAdmitted, onDecided });

  // Cancel withdraws the request, so that the mediator no longer sees it; the person goes back to the entry
  // whatever the answer, with what it typed, so that asking again is one press.
  const [isCancelling, setCancelling] = useState(false);
  const cancel = async () => {
    setCancelling(true);
    await api.party.withdraw(ticket.request_id, ticket.request_token).catch(() => undefined);
    setCancelling(false);
    onCancelled();
  };

  return (
    <Panel as="div">
      {caseTitle ? (
        <Subtle>
          {t('partyEntry.case')} <strong dir="auto">{caseTitle}</strong>
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
