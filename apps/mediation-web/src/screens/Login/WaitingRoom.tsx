import { useEffect, useRef, useState } from 'react';
import { Button, ProgressBar } from '@mediation/ui';
import { ApiError } from '../../api/httpClient';
import type { JoinTicket, PartyAdmission } from '../../api/endpoints';
import { useApi } from '../../app/services';
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

/** Polling interval of the join status; the spec's decision must be seen within 2 s. */
export const JOIN_POLL_MS = 1000;

export interface WaitingRoomProps {
  ticket: JoinTicket | undefined;
  outcome: 'waiting' | 'refused' | 'expired';
  caseTitle?: string;
  onAdmitted: (admission: PartyAdmission) => void;
  onDecided: (status: 'refused' | 'expired') => void;
  onRetry: () => void;
  onLeave: () => void;
  labels?: Partial<WaitingRoomLabels>;
}

/** The party's side of the waiting room: asks every second whether the mediator decided. */
export function WaitingRoom({ ticket, outcome, caseTitle, onAdmitted, onDecided, onRetry, onLeave, labels }: WaitingRoomProps) {
  const text = { ...defaultLabels, ...labels };
  const api = useApi();
  const [isReconnecting, setReconnecting] = useState(false);
  const callbacks = useRef({ onAdmitted, onDecided });
  callbacks.current = { onAdmitted, onDecided };

  useEffect(() => {
    if (outcome !== 'waiting' || !ticket) return;
    let isActive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const answer = await api.party.joinStatus(ticket.request_id, ticket.request_token);
        if (!isActive) return;
        setReconnecting(false);
        if (answer.status === 'admitted' && answer.access && answer.case_id && answer.side && answer.user) {
          callbacks.current.onAdmitted({ access: answer.access, case_id: answer.case_id, side: answer.side, user: answer.user });
          return;
        }
        if (answer.status === 'refused' || answer.status === 'expired' || answer.status === 'withdrawn') {
          // Withdrawn elsewhere (another tab's Cancel): the request is over, as an expired one is.
          callbacks.current.onDecided(answer.status === 'withdrawn' ? 'expired' : answer.status);
          return;
        }
      } catch (error) {
        if (!isActive) return;
        const status = error instanceof ApiError ? error.httpStatus : undefined;
        if (status === 401 || status === 404 || status === 410) {
          callbacks.current.onDecided('expired');
          return;
        }
        setReconnecting(true);
      }
      timer = setTimeout(() => void poll(), JOIN_POLL_MS);
    };
    void poll();
    return () => {
      isActive = false;
      if (timer) clearTimeout(timer);
    };
  }, [api, outcome, ticket]);

  // Cancel withdraws the request, so that the mediator no longer sees it; the person leaves whatever the answer.
  const [isCancelling, setCancelling] = useState(false);
  const cancel = async () => {
    setCancelling(true);
    if (ticket) await api.party.withdraw(ticket.request_id, ticket.request_token).catch(() => undefined);
    setCancelling(false);
    onLeave();
  };

  if (outcome === 'waiting') {
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
  const isRefused = outcome === 'refused';
  return (
    <Panel as="div">
      <StepHeading as="p" role="alert">{isRefused ? text.refusedTitle : text.expiredTitle}</StepHeading>
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
