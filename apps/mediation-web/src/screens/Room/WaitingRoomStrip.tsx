import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, ChevronDownIcon, Spinner, useLocale, useToast, type Locale } from '@mediation/ui';
import type { JoinRequestItem } from '@mediation/protocol';
import { useChatClient, useRoom } from '@mediation/chat/connect';
import { errorMessage } from '../../api/httpClient';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { useRoomText } from './i18n';
import { useIsolate } from '../../lib/bidi';
import { readNotificationPreference } from '../../lib/notifications';
import { useFailureToast } from '../../lib/useFailureToast';
import { RefuseButton } from './RefuseButton';
import {
  RequestButtons,
  RequestList,
  RequestRow,
  RequestWho,
  WaitingHeader,
  WaitingNote,
  WaitingStrip,
  WaitingToggle,
} from './CaseRoom.styles';

/** A moment as the mediator reads it, in the language in use: the time today, with the date otherwise. */
function timeOf(iso: string | undefined, locale: Locale): string {
  if (!iso) return '';
  const moment = new Date(iso);
  const isToday = moment.toDateString() === new Date().toDateString();
  return isToday
    ? moment.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
    : moment.toLocaleString(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** How often the waiting room asks the server when no live event arrived (a safety net). */
export const WAITING_ROOM_REFRESH_MS = 10_000;

export interface WaitingRoomStripLabels {
  heading: string;
  waitingCount: (count: number) => string;
  nobody: string;
  admit: string;
  refuse: string;
  wasBefore: string;
  isNew: string;
  /** The person of this e-mail has a live connection in the case now (maybe someone else is using the address). */
  connectedNow: string;
  /** The side this e-mail already holds in the case. */
  wasOnSide: (side: string) => string;
  /** How often and when this e-mail asked to join. */
  requests: (count: number, first: string, last: string) => string;
  side: (side: string) => string;
  loading: string;
  failed: string;
  toastTitle: string;
  toastDescription: (request: JoinRequestItem) => string;
}

/** The waiting room's texts from the catalog, a caller's labels over them. */
function useWaitingRoomStripLabels(labels: Partial<WaitingRoomStripLabels> | undefined): WaitingRoomStripLabels {
  const t = useRoomText();
  const isolate = useIsolate();
  return {
    heading: t('waitingStrip.heading'),
    waitingCount: (count) => t('waitingStrip.count', { count }),
    nobody: t('waitingStrip.nobody'),
    admit: t('waitingStrip.admit'),
    refuse: t('waitingStrip.refuse'),
    wasBefore: t('waitingStrip.wasBefore'),
    isNew: t('waitingStrip.isNew'),
    connectedNow: t('online.connected'),
    wasOnSide: (side) => t('waitingStrip.wasOnSide', { side }),
    requests: (count, first, last) =>
      count <= 1 ? t('waitingStrip.askedOnce', { last }) : t('waitingStrip.askedTimes', { count, first, last }),
    side: (side) => t('partyHeader.side', { side }),
    loading: t('waitingStrip.loading'),
    failed: t('waitingStrip.failed'),
    toastTitle: t('waitingStrip.toastTitle'),
    toastDescription: (request) =>
      t('waitingStrip.toastDescription', { name: isolate(`${request.first_name} ${request.last_name}`), side: request.side }),
    ...labels,
  };
}

/**
 * The mediator's waiting room in the room's header: one line, a badge "N waiting" that opens into the list
 * when someone asks (or when pressed), each request with Admit and Refuse (through the chat client). The list
 * is the REST query's; the room's store says when it is stale (a request, a decision, a reconnection) and
 * which request is new (a toast).
 */
export function WaitingRoomStrip({ caseId, labels }: { caseId: string; labels?: Partial<WaitingRoomStripLabels> }) {
  const t = useRoomText();
  const { locale } = useLocale();
  const text = useWaitingRoomStripLabels(labels);
  const api = useApi();
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  const { toast } = useToast();
  const client = useChatClient();
  const joinRequests = useRoom((state) => state.joinRequests);
  const requests = useQuery({
    queryKey: queryKeys.cases.joinRequests(caseId),
    queryFn: () => api.cases.joinRequests(caseId),
    refetchInterval: WAITING_ROOM_REFRESH_MS,
  });

  useEffect(() => {
    if (joinRequests.revision === 0) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.cases.joinRequests(caseId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.cases.participants(caseId) });
  }, [joinRequests.revision, caseId, queryClient]);

  // Each new request is toasted once (labels given inline change every render; the request does not).
  const { toastTitle, toastDescription } = text;
  const newest = joinRequests.latest;
  const toasted = useRef<JoinRequestItem | null>(null);
  useEffect(() => {
    if (!newest || toasted.current === newest) return;
    toasted.current = newest;
    if (readNotificationPreference()) toast({ title: toastTitle, description: toastDescription(newest) });
  }, [newest, toast, toastTitle, toastDescription]);

  const decide = useMutation({
    mutationFn: ({ request, decision }: { request: JoinRequestItem; decision: 'admit' | 'refuse' }) =>
      client.decideJoin(request.request_id, decision),
    onError: (error, { decision }) => failed(decision === 'admit' ? t('action.admit') : t('action.refuse'), error),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cases.joinRequests(caseId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cases.participants(caseId) });
    },
  });
  const waiting = requests.data?.filter((request) => request.status === 'waiting') ?? [];
  const headingId = `waiting-room-${caseId}`;
  const listId = useId();
  // Open while someone waits, unless the mediator folded it; pressed open, it shows who is waiting (or nobody).
  const [choice, setChoice] = useState<{ isOpen: boolean; count: number } | null>(null);
  const isOpen = choice && choice.count === waiting.length ? choice.isOpen : waiting.length > 0;

  return (
    <WaitingStrip aria-labelledby={headingId} data-waiting={waiting.length > 0} data-open={isOpen}>
      <WaitingHeader>
        <h2 id={headingId}>{text.heading}</h2>
        <WaitingToggle
          type="button"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setChoice({ isOpen: !isOpen, count: waiting.length })}
        >
          <Badge tone={waiting.length > 0 ? 'warning' : 'neutral'}>{text.waitingCount(waiting.length)}</Badge>
          <ChevronDownIcon />
        </WaitingToggle>
        {requests.isError ? (
          <WaitingNote role="alert">
            {t('waitingStrip.failedWith', { failed: text.failed, reason: errorMessage(requests.error) })}
          </WaitingNote>
        ) : !requests.data ? (
          <WaitingNote role="status">
            <Spinner size="sm" /> {text.loading}
          </WaitingNote>
        ) : null}
      </WaitingHeader>
      {!isOpen ? null : waiting.length === 0 ? (
        <WaitingNote id={listId}>{text.nobody}</WaitingNote>
      ) : (
        <RequestList id={listId} aria-label={text.heading}>
          {waiting.map((request) => {
            const name = `${request.first_name} ${request.last_name}`.trim();
            const isDeciding = decide.isPending && decide.variables?.request.request_id === request.request_id;
            return (
              <RequestRow key={request.request_id}>
                <RequestWho>
                  <strong dir="auto">{name}</strong>
                  <WaitingNote dir="ltr">{request.email}</WaitingNote>
                  {/* A returning person can only be on its own side: that side is what the mediator reads. */}
                  {request.previous_side ? (
                    <Badge tone={request.previous_side}>{text.wasOnSide(request.previous_side)}</Badge>
                  ) : (
                    <>
                      <Badge tone={request.side}>{text.side(request.side)}</Badge>
                      {request.was_admitted_before ? <Badge tone="success">{text.wasBefore}</Badge> : <Badge>{text.isNew}</Badge>}
                    </>
                  )}
                  {request.connected_now ? (
                    <Badge tone="warning" title={t('waitingStrip.connectedTitle', { name })}>
                      {text.connectedNow}
                    </Badge>
                  ) : null}
                  <WaitingNote>
                    {text.requests(
                      request.requests_count,
                      timeOf(request.first_requested_at, locale),
                      timeOf(request.last_requested_at, locale),
                    )}
                  </WaitingNote>
                </RequestWho>
                <RequestButtons>
                  <Button
                    size="sm"
                    aria-label={t('waitingStrip.personAction', { action: text.admit, name })}
                    isPending={isDeciding && decide.variables?.decision === 'admit'}
                    onClick={() => decide.mutate({ request, decision: 'admit' })}
                  >
                    {text.admit}
                  </Button>
                  <RefuseButton
                    name={name}
                    labels={{ refuse: text.refuse }}
                    isPending={isDeciding && decide.variables?.decision === 'refuse'}
                    onRefuse={() => decide.mutate({ request, decision: 'refuse' })}
                  />
                </RequestButtons>
              </RequestRow>
            );
          })}
        </RequestList>
      )}
    </WaitingStrip>
  );
}
