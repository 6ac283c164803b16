import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { JoinResponse, JoinStatusResponse, JoinWaitingResponse } from '@mediation/protocol';
import { queryKeys } from '../../api/queryKeys';
import { isFinalJoinAnswer, isRequestGone, JOIN_POLL_MS, partyQueries } from '../../api/partyQueries';
import { useApi } from '../../app/services';

export interface JoinStatusHandlers {
  /** The mediator admitted the party: called once per request, with the party token. */
  onAdmitted: (admission: JoinResponse) => void;
  /** The request is over without admission; withdrawn elsewhere (another tab's Cancel) counts as expired. */
  onDecided: (status: 'refused' | 'expired') => void;
}

/**
 * Polls a waiting request every second until its answer is final, then never asks again: neither the
 * interval, a window refocus nor a second mount of the same request fetches once the answer is final,
 * so the one answer that carries the token cannot be replaced by a later one without it. The token is
 * taken out of the cache as it is handed out, so a second mount (or an effect run twice) finds none.
 * A failed poll is not retried on its own: the next tick is the retry, and the screen says it is trying.
 */
export function useJoinStatus(ticket: JoinWaitingResponse, caseId: string | undefined, handlers: JoinStatusHandlers) {
  const api = useApi();
  const queryClient = useQueryClient();
  const latest = useRef(handlers);
  latest.current = handlers;
  const isPolling = (query: { state: { data: JoinStatusResponse | undefined; error: unknown } }) =>
    !isFinalJoinAnswer(query.state.data) && !isRequestGone(query.state.error);
  const status = useQuery({
    ...partyQueries.joinStatus(api, ticket, caseId),
    enabled: isPolling,
    refetchInterval: (query) => (isPolling(query) ? JOIN_POLL_MS : false),
    // The person may wait in another tab; the old page asked on regardless, and so does this one.
    refetchIntervalInBackground: true,
    retry: false,
  });

  const answer = status.data?.status;
  const requestId = ticket.request_id;
  const isGone = isRequestGone(status.error);
  useEffect(() => {
    if (answer === 'admitted') {
      let admission: JoinResponse | undefined;
      queryClient.setQueryData(queryKeys.party.joinStatus(requestId), (cached: JoinStatusResponse | undefined) => {
        if (!cached?.access || !cached.case_id || !cached.side || !cached.user) return cached;
        admission = { access: cached.access, case_id: cached.case_id, side: cached.side, user: cached.user };
        return { status: cached.status, case_id: cached.case_id, side: cached.side, user: cached.user };
      });
      if (admission) latest.current.onAdmitted(admission);
    } else if (answer === 'refused') latest.current.onDecided('refused');
    else if (answer === 'expired' || answer === 'withdrawn' || isGone) latest.current.onDecided('expired');
  }, [answer, isGone, requestId, queryClient]);

  /** A poll failed (or the browser is offline) and the next one is still to come. */
  const isReconnecting = !isGone && (status.isError || status.fetchStatus === 'paused');
  return { isReconnecting };
}
