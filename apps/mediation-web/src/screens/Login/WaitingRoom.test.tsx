import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOIN_POLL_MS } from '../../api/partyQueries';
import { HttpResponse } from 'msw';
import type { JoinResponse, JoinStatusResponse } from '@mediation/protocol';
import { onRoute, refuse, respond } from '../../testing/msw';
import { renderApp } from '../../testing/renderApp';
import { callsTo, server } from '../../testing/server';
import { WaitingRoom } from './WaitingRoom';

const CASE_ID = 'CASEID0000000000000AbC123';
const TICKET = { request_id: 'r1', request_token: 'request-token', status: 'waiting' as const, side: 'A' as const };
const ADMISSION: JoinResponse = {
  access: 'party-token',
  case_id: CASE_ID,
  side: 'A',
  user: { id: 5, email: 'dana@example.com', first_name: 'Dana', last_name: 'Levi' },
};
const STATUS = 'GET /api/session/join/r1/';

/** Answers the status poll with the given answers in order; the last one repeats. */
function answerPolls(answers: JoinStatusResponse[]) {
  let next = 0;
  server.use(onRoute('joinStatus', () => respond('joinStatus', answers[Math.min(next++, answers.length - 1)]!)));
}

function renderWaiting(mounts = 1) {
  const onAdmitted = vi.fn();
  const onDecided = vi.fn();
  const room = (key: number) => (
    <WaitingRoom
      key={key}
      ticket={TICKET}
      outcome="waiting"
      caseId={CASE_ID}
      onAdmitted={onAdmitted}
      onDecided={onDecided}
      onRetry={() => undefined}
      onCancelled={() => undefined}
      onLeave={() => undefined}
    />
  );
  renderApp(<>{Array.from({ length: mounts }, (_, index) => room(index))}</>);
  return { onAdmitted, onDecided };
}

/** Lets the given time pass on the fake clock, with the answers it brings rendered. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('WaitingRoom', () => {
  it('asks every second while the request waits, and no more once the mediator refused', async () => {
    answerPolls([{ status: 'waiting' }, { status: 'waiting' }, { status: 'refused' }]);
    const { onDecided } = renderWaiting();
    await pass(JOIN_POLL_MS * 3);
    expect(onDecided).toHaveBeenCalledWith('refused');
    const asked = callsTo(STATUS).length;
    expect(asked).toBe(3);
    await pass(JOIN_POLL_MS * 10);
    expect(callsTo(STATUS)).toHaveLength(asked);
  });

  it('hands the token out once, to one of two screens of the same request, and asks no more after it, focus or not', async () => {
    answerPolls([{ status: 'waiting' }, { status: 'admitted', ...ADMISSION }, { status: 'admitted' }]);
    const { onAdmitted } = renderWaiting(2);
    await pass(JOIN_POLL_MS * 2);
    expect(onAdmitted).toHaveBeenCalledTimes(1);
    expect(onAdmitted).toHaveBeenCalledWith(ADMISSION);
    const asked = callsTo(STATUS).length;
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await pass(JOIN_POLL_MS * 10);
    expect(callsTo(STATUS)).toHaveLength(asked);
    expect(onAdmitted).toHaveBeenCalledTimes(1);
  });

  it('keeps waiting through polls that fail, says it is still trying, and enters when admitted', async () => {
    let isDown = false;
    let decision: JoinStatusResponse = { status: 'waiting' };
    server.use(onRoute('joinStatus', () => (isDown ? HttpResponse.error() : respond('joinStatus', decision))));
    const { onAdmitted, onDecided } = renderWaiting();
    await pass(JOIN_POLL_MS);
    expect(screen.getByText('Keep this page open. You enter the case as soon as the mediator admits you.')).toBeTruthy();
    isDown = true;
    await pass(JOIN_POLL_MS * 3);
    expect(screen.getByText('The connection dropped; still trying…')).toBeTruthy();
    expect(screen.getByText(/^Waiting for the mediator/).getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const failedSoFar = callsTo(STATUS).length;
    await pass(JOIN_POLL_MS * 2);
    expect(callsTo(STATUS).length).toBeGreaterThan(failedSoFar);
    expect(onDecided).not.toHaveBeenCalled();
    isDown = false;
    decision = { status: 'admitted', ...ADMISSION };
    await pass(JOIN_POLL_MS * 2);
    expect(onAdmitted).toHaveBeenCalledTimes(1);
    expect(onAdmitted).toHaveBeenCalledWith(ADMISSION);
  });

  it('gets the token through the session cookie when the answer that carried it was lost, for the same case only', async () => {
    answerPolls([{ status: 'admitted' }]);
    server.use(onRoute('partyRefresh', () => respond('partyRefresh', ADMISSION)));
    const { onAdmitted } = renderWaiting();
    await pass(JOIN_POLL_MS);
    expect(onAdmitted).toHaveBeenCalledWith(ADMISSION);

    // The first screen is done; a second one, for the same request, gets a token of another case.
    answerPolls([{ status: 'admitted' }]);
    server.use(onRoute('partyRefresh', () => respond('partyRefresh', { ...ADMISSION, case_id: 'OTHERCASE000000000000XyZ789' })));
    const other = renderWaiting();
    await pass(JOIN_POLL_MS);
    expect(other.onAdmitted).not.toHaveBeenCalled();
    expect(other.onDecided).toHaveBeenCalledWith('expired');
  });

  it('ends the wait when the server no longer knows the request', async () => {
    server.use(onRoute('joinStatus', () => refuse('joinStatus', 401, 'Invalid request token')));
    const { onDecided } = renderWaiting();
    await pass(JOIN_POLL_MS * 3);
    expect(onDecided).toHaveBeenCalledWith('expired');
    expect(callsTo(STATUS)).toHaveLength(1);
  });
});
