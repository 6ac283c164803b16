/** The reads of a party's way in (case code, e-mail, invitation, waiting room), as react-query options. */
import { queryOptions } from '@tanstack/react-query';
import type { JoinResponse, JoinStatusResponse, JoinWaitingResponse } from '@mediation/protocol';
import type { Endpoints } from './endpoints';
import { ApiError } from './httpClient';
import { queryKeys } from './queryKeys';

/** The case a code opened, as the party sees it before joining. */
export interface OpenedCase {
  id: string;
  title: string;
}

/** How often a page holding the code or invitation of a case not running asks again whether it runs now. */
export const NOT_RUNNING_POLL_MS = 5000;

/** The server's answer to a code or invitation of an open case its mediator has not started now (409). */
export function isCaseNotRunning(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 409;
}

/** How often the waiting room asks for the mediator's decision; the spec's decision must be seen within 2 s. */
export const JOIN_POLL_MS = 1000;

/** An answer after which nothing changes: the waiting room stops asking. */
export function isFinalJoinAnswer(answer: JoinStatusResponse | undefined): boolean {
  return answer !== undefined && answer.status !== 'waiting';
}

/** The server no longer knows the request for this token (or the cookie of an admission is gone): the wait is over. */
export function isRequestGone(error: unknown): boolean {
  const status = error instanceof ApiError ? error.httpStatus : undefined;
  return status === 401 || status === 404 || status === 410;
}

export const partyQueries = {
  /** A complete code's started case, with the details a party may read. */
  openedCase: (api: Endpoints, code: string) =>
    queryOptions({
      queryKey: queryKeys.party.openedCase(code),
      queryFn: async (): Promise<OpenedCase> => {
        const opened = await api.party.caseByCode(code);
        const details = await api.party.caseDetailsByCode(opened.case_id, code);
        return { id: details.id, title: details.title };
      },
    }),

  /** What the case knows of an e-mail: names to offer, and the side a person already in the case holds. */
  client: (api: Endpoints, code: string, email: string) =>
    queryOptions({ queryKey: queryKeys.party.client(code, email), queryFn: () => api.party.clientByEmail(email, code) }),

  /** A personal invitation, read without using it. */
  invite: (api: Endpoints, invite: string) =>
    queryOptions({ queryKey: queryKeys.party.invite(invite), queryFn: () => api.party.previewInvite(invite) }),

  /**
   * A waiting request's status. The server hands the party token out once, in the first answer after
   * admission; when that answer was lost on the way (the network dropped), a later one says only
   * "admitted", and the session cookie the lost answer set, if it arrived, gets the token instead (a
   * cookie of another case means it did not: the request is then over, and the person may ask again).
   */
  joinStatus: (api: Endpoints, ticket: JoinWaitingResponse, caseId: string | undefined) =>
    queryOptions({
      queryKey: queryKeys.party.joinStatus(ticket.request_id),
      queryFn: async (): Promise<JoinStatusResponse> => {
        const answer = await api.party.joinStatus(ticket.request_id, ticket.request_token);
        if (answer.status !== 'admitted' || answer.access) return answer;
        const admission: JoinResponse = await api.auth.refreshParty();
        return admission.case_id === caseId ? { status: 'admitted', ...admission } : { status: 'expired' };
      },
    }),
};
