import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sameCaseCode, type JoinResponse, type JoinStatusResponse } from '@mediation/protocol';
import { onRoute, refuse, respond } from '../../testing/msw';
import { renderApp } from '../../testing/renderApp';
import { calls, callsTo, server } from '../../testing/server';
import { NOT_RUNNING_POLL_MS } from '../../api/partyQueries';
import { PartyEntry } from './PartyEntry';

const NOT_RUNNING = 'This case is not running right now. This page will let you in when the mediator starts it.';

const CASE = { id: 'CASEID0000000000000AbC123', link: 'AbC123', title: 'Fence dispute', category: 'neighbors', problem_brief: 'A fence.' };

const UPPER_CASE = { ...CASE, id: 'CASEIDaaaaaaaaaaaaaXEN5FL', link: 'XEN5FL' };

const codeOf = (request: Request) => new URL(request.url).searchParams.get('link_id') ?? '';

/** The routes of a started case whose code is AbC123, up to the request to join it. */
function serveStartedCase() {
  server.use(
    onRoute('caseByCode', ({ request }) =>
      codeOf(request) === 'AbC123'
        ? respond('caseByCode', { case_id: CASE.id, link_id: 'AbC123', is_started: true })
        : refuse('caseByCode', 404, 'No started case has this code.'),
    ),
    onRoute('caseById', () => respond('caseById', CASE)),
    onRoute('clientByEmail', () =>
      respond('clientByEmail', { email: 'dana@example.com', first_name: 'Dana', last_name: 'Levi', side: null }),
    ),
    onRoute('join', () =>
      respond('join', { request_id: 'r1', request_token: 'request-token', status: 'waiting', side: 'A' }, { status: 202 }),
    ),
  );
}

afterEach(() => vi.useRealTimers());

describe('PartyEntry', () => {
  it('looks the code up only at six characters and shows an error icon when it is refused', async () => {
    const user = userEvent.setup();
    serveStartedCase();
    renderApp(<PartyEntry onAdmitted={() => undefined} onCancel={() => undefined} />);
    const code = screen.getByRole('textbox', { name: 'Case code' });
    await user.type(code, 'ZZZZZ');
    expect(callsTo('GET /api/session/get_case_full_id/')).toHaveLength(0);
    await user.type(code, 'Z');
    expect(await screen.findByText('No started case has this code.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.closest('div')?.parentElement?.querySelector('svg')).toBeTruthy();
    expect(callsTo('GET /api/session/get_case_full_id/')).toHaveLength(1);
  });

  it('opens the case from its code typed in small letters, as the server matches codes without regard to case', async () => {
    const user = userEvent.setup();
    server.use(
      // The server's rule (the protocol's sameCaseCode): 'XEN5FL' is found by 'xen5fl'.
      onRoute('caseByCode', ({ request }) =>
        sameCaseCode(codeOf(request), 'XEN5FL')
          ? respond('caseByCode', { case_id: UPPER_CASE.id, link_id: 'XEN5FL', is_started: true })
          : refuse('caseByCode', 404, 'No started case has this code.'),
      ),
      onRoute('caseById', () => respond('caseById', UPPER_CASE)),
    );
    renderApp(<PartyEntry onAdmitted={() => undefined} onCancel={() => undefined} />);
    const code = screen.getByRole('textbox', { name: 'Case code' });
    await user.type(code, 'xen5fl');
    expect(screen.queryByText('Case code must be 6 letters or digits')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Side A' })).toBeTruthy();
    expect(screen.getByText('Fence dispute')).toBeTruthy();
    expect(callsTo('GET /api/session/get_case_full_id/')[0]?.query.get('link_id')).toBe('xen5fl');
  });

  it('Back from the side choice shows the code to change; typing it again opens the case from the answer it already has', async () => {
    const user = userEvent.setup();
    serveStartedCase();
    renderApp(<PartyEntry onAdmitted={() => undefined} onCancel={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'Case code' }), 'AbC123');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    const code = screen.getByRole('textbox', { name: 'Case code' });
    expect((code as HTMLInputElement).value).toBe('AbC123');
    expect(screen.queryByRole('button', { name: 'Side A' })).toBeNull();
    await user.type(code, '{Backspace}3');
    expect(await screen.findByRole('button', { name: 'Side A' })).toBeTruthy();
    expect(callsTo('GET /api/session/get_case_full_id/')).toHaveLength(1);
  });

  it('refuses a code with other characters than letters and digits without asking the server', async () => {
    const user = userEvent.setup();
    serveStartedCase();
    renderApp(<PartyEntry onAdmitted={() => undefined} onCancel={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'Case code' }), 'AB-123');
    expect(screen.getByText('Case code must be 6 letters or digits')).toBeTruthy();
    expect(calls()).toHaveLength(0);
  });

  it('walks code, side, e-mail (names offered) and name, then waits for the mediator and enters when admitted', async () => {
    const user = userEvent.setup();
    serveStartedCase();
    let decision: JoinStatusResponse = { status: 'waiting' };
    server.use(onRoute('joinStatus', () => respond('joinStatus', decision)));
    const onAdmitted = vi.fn();
    renderApp(<PartyEntry onAdmitted={onAdmitted} onCancel={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'Case code' }), 'AbC123');
    await user.click(await screen.findByRole('button', { name: 'Side B' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect((first as HTMLInputElement).value).toBe('Dana');
    await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Levi-Cohen');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const waiting = await screen.findByText(/^Waiting for the mediator/);
    expect(waiting.getAttribute('role')).toBe('status');
    expect(await callsTo('POST /api/session/join/')[0]?.body()).toEqual({
      link_id: 'AbC123',
      side: 'B',
      email: 'dana@example.com',
      first_name: 'Dana',
      last_name: 'Levi-Cohen',
    });
    expect(callsTo('GET /api/users/client/get_by_email/')[0]?.query.get('link_id')).toBe('AbC123');
    await waitFor(() => expect(callsTo('GET /api/session/join/r1/').length).toBeGreaterThan(0));
    expect(callsTo('GET /api/session/join/r1/')[0]?.headers.get('authorization')).toBe('JWT request-token');
    const admission: JoinResponse = {
      access: 'party-token',
      case_id: CASE.id,
      side: 'B',
      user: { id: 5, email: 'dana@example.com', first_name: 'Dana', last_name: 'Levi-Cohen' },
    };
    decision = { status: 'admitted', ...admission };
    await waitFor(() => expect(onAdmitted).toHaveBeenCalledWith(admission), { timeout: 3000 });
  });

  it('says so when the mediator refuses, and offers to ask again', async () => {
    const user = userEvent.setup();
    serveStartedCase();
    server.use(onRoute('joinStatus', () => respond('joinStatus', { status: 'refused' })));
    renderApp(<PartyEntry initialCode="AbC123" onAdmitted={() => undefined} onCancel={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Side A' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'eli@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The mediator did not let you in.');
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Ask again' }));
    });
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeTruthy();
  });
  it('puts a person already in the case on its own side, with a sentence saying so', async () => {
    const user = userEvent.setup();
    serveStartedCase();
    server.use(
      onRoute('clientByEmail', () =>
        respond('clientByEmail', { email: 'alice@example.com', first_name: 'Alice', last_name: 'Adams', side: 'A' }),
      ),
      onRoute('joinStatus', () => respond('joinStatus', { status: 'waiting' })),
    );
    renderApp(<PartyEntry onAdmitted={() => undefined} onCancel={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'Case code' }), 'AbC123');
    await user.click(await screen.findByRole('button', { name: 'Side B' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const sentence = await screen.findByText(
      'You are already in this case on side A, so you join on side A, not B. A person stays on one side.',
    );
    expect(sentence.getAttribute('role')).toBe('status');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText(/^Waiting for the mediator/);
    expect(await callsTo('POST /api/session/join/')[0]?.body()).toMatchObject({ side: 'A', email: 'alice@example.com' });
  });

  it('Cancel on the waiting screen withdraws the request with its token, then shows the entry with what was typed', async () => {
    const user = userEvent.setup();
    serveStartedCase();
    server.use(
      onRoute('joinStatus', () => respond('joinStatus', { status: 'waiting' })),
      onRoute('withdrawJoin', () => respond('withdrawJoin', { request_id: 'r1', status: 'withdrawn' })),
    );
    const onCancel = vi.fn();
    renderApp(<PartyEntry initialCode="AbC123" onAdmitted={() => undefined} onCancel={onCancel} />);
    await user.click(await screen.findByRole('button', { name: 'Side A' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    await screen.findByText(/^Waiting for the mediator/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // Back at the names, as typed: one press of Join asks again.
    expect(((await screen.findByRole('textbox', { name: /^First name/ })) as HTMLInputElement).value).toBe('Dana');
    expect((screen.getByRole('textbox', { name: /^Last name/ }) as HTMLInputElement).value).toBe('Levi');
    expect(onCancel).not.toHaveBeenCalled();
    const withdrawals = callsTo('DELETE /api/session/join/r1/');
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0]?.headers.get('authorization')).toBe('JWT request-token');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('dana@example.com');
  });

  it('waits on the code of a case not running, asks again, and opens the side choice once the mediator starts it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let isRunning = false;
    serveStartedCase();
    server.use(
      onRoute('caseByCode', () =>
        isRunning
          ? respond('caseByCode', { case_id: CASE.id, link_id: 'AbC123', is_started: true })
          : refuse('caseByCode', 409, NOT_RUNNING),
      ),
    );
    renderApp(<PartyEntry initialCode="AbC123" onAdmitted={() => undefined} onCancel={() => undefined} />);
    expect((await screen.findByText(/^This case is not running right now/)).textContent).toContain(NOT_RUNNING);
    expect(screen.queryByText('No started case has this code.')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Case code' }).getAttribute('aria-invalid')).not.toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(NOT_RUNNING_POLL_MS));
    expect(callsTo('GET /api/session/get_case_full_id/').length).toBeGreaterThanOrEqual(2);
    isRunning = true;
    await act(() => vi.advanceTimersByTimeAsync(NOT_RUNNING_POLL_MS));
    expect(await screen.findByRole('button', { name: 'Side A' })).toBeTruthy();
  });

  it('starts filled in with what the person typed before (after a removal, "Ask to join again")', async () => {
    const user = userEvent.setup();
    serveStartedCase();
    const prefill = { code: 'AbC123', side: 'B' as const, email: 'dana@example.com', first_name: 'Dana', last_name: 'Levi' };
    renderApp(<PartyEntry prefill={prefill} onAdmitted={() => undefined} onCancel={() => undefined} />);
    const sideB = await screen.findByRole('button', { name: 'Side B' });
    expect(sideB.getAttribute('aria-pressed')).toBe('true');
    await user.click(sideB);
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(((await screen.findByRole('textbox', { name: /^First name/ })) as HTMLInputElement).value).toBe('Dana');
  });
});
