import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOIN_POLL_MS } from '../../api/partyQueries';
import { fakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderApp } from '../../testing/renderApp';
import { WaitingRoom } from './WaitingRoom';

const CASE_ID = 'CASEID0000000000000AbC123';
const TICKET = { request_id: 'r1', request_token: 'request-token', status: 'waiting' as const, side: 'A' as const };
const ADMISSION = {
  access: 'party-token',
  case_id: CASE_ID,
  side: 'A',
  user: { id: 5, email: 'dana@example.com', first_name: 'Dana', last_name: 'Levi' },
};
const STATUS = 'GET /api/session/join/r1/';

/** A server whose answers to the status poll are given in order; the last one repeats. */
function pollingServer(answers: Array<Record<string, unknown>>): FakeServer {
  let next = 0;
  return fakeServer({ [STATUS]: () => ({ body: answers[Math.min(next++, answers.length - 1)] }) });
}

function renderWaiting(server: FakeServer, mounts = 1) {
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
      onLeave={() => undefined}
    />
  );
  renderApp(<>{Array.from({ length: mounts }, (_, index) => room(index))}</>, { server });
  return { onAdmitted, onDecided };
}

/** Lets the given time pass on the fake clock, with the answers it brings rendered. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('WaitingRoom', () => {
  it('asks every second while the request waits, and no more once the mediator refused', async () => {
    const server = pollingServer([{ status: 'waiting' }, { status: 'waiting' }, { status: 'refused' }]);
    const { onDecided } = renderWaiting(server);
    await pass(JOIN_POLL_MS * 3);
    expect(onDecided).toHaveBeenCalledWith('refused');
    const asked = server.callsTo(STATUS).length;
    expect(asked).toBe(3);
    await pass(JOIN_POLL_MS * 10);
    expect(server.callsTo(STATUS)).toHaveLength(asked);
  });

  it('hands the token out once, to one of two screens of the same request, and asks no more after it, focus or not', async () => {
    const server = pollingServer([{ status: 'waiting' }, { status: 'admitted', ...ADMISSION }, { status: 'admitted' }]);
    const { onAdmitted } = renderWaiting(server, 2);
    await pass(JOIN_POLL_MS * 2);
    expect(onAdmitted).toHaveBeenCalledTimes(1);
    expect(onAdmitted).toHaveBeenCalledWith(ADMISSION);
    const asked = server.callsTo(STATUS).length;
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await pass(JOIN_POLL_MS * 10);
    expect(server.callsTo(STATUS)).toHaveLength(asked);
    expect(onAdmitted).toHaveBeenCalledTimes(1);
  });

  it('keeps waiting through polls that fail, says it is still trying, and enters when admitted', async () => {
    let isDown = false;
    let decision: Record<string, unknown> = { status: 'waiting' };
    const server = fakeServer({
      [STATUS]: () => {
        if (isDown) throw new TypeError('Failed to fetch');
        return { body: decision };
      },
    });
    const { onAdmitted, onDecided } = renderWaiting(server);
    await pass(JOIN_POLL_MS);
    expect(screen.getByText('Keep this page open. You enter the case as soon as the mediator admits you.')).toBeTruthy();
    isDown = true;
    await pass(JOIN_POLL_MS * 3);
    expect(screen.getByText('The connection dropped; still trying…')).toBeTruthy();
    expect(screen.getByText(/^Waiting for the mediator/).getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const failedSoFar = server.callsTo(STATUS).length;
    await pass(JOIN_POLL_MS * 2);
    expect(server.callsTo(STATUS).length).toBeGreaterThan(failedSoFar);
    expect(onDecided).not.toHaveBeenCalled();
    isDown = false;
    decision = { status: 'admitted', ...ADMISSION };
    await pass(JOIN_POLL_MS * 2);
    expect(onAdmitted).toHaveBeenCalledTimes(1);
    expect(onAdmitted).toHaveBeenCalledWith(ADMISSION);
  });

  it('gets the token through the session cookie when the answer that carried it was lost, for the same case only', async () => {
    const server = pollingServer([{ status: 'admitted' }]);
    server.on('POST /api/session/party/refresh/', () => ({ body: ADMISSION }));
    const { onAdmitted } = renderWaiting(server);
    await pass(JOIN_POLL_MS);
    expect(onAdmitted).toHaveBeenCalledWith(ADMISSION);

    const otherCase = pollingServer([{ status: 'admitted' }]);
    otherCase.on('POST /api/session/party/refresh/', () => ({ body: { ...ADMISSION, case_id: 'OTHERCASE000000000000XyZ789' } }));
    const other = renderWaiting(otherCase);
    await pass(JOIN_POLL_MS);
    expect(other.onAdmitted).not.toHaveBeenCalled();
    expect(other.onDecided).toHaveBeenCalledWith('expired');
  });

  it('ends the wait when the server no longer knows the request', async () => {
    const server = fakeServer({ [STATUS]: () => ({ status: 401, body: { detail: 'Invalid request token' } }) });
    const { onDecided } = renderWaiting(server);
    await pass(JOIN_POLL_MS * 3);
    expect(onDecided).toHaveBeenCalledWith('expired');
    expect(server.callsTo(STATUS)).toHaveLength(1);
  });
});
