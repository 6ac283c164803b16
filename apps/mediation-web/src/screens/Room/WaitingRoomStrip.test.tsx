import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JoinRequestItem } from '@mediation/protocol';
import { ChatClientProvider } from '@mediation/chat/connect';
import { loadLocale } from '@mediation/ui';
import type { ChatClientOptions } from '@mediation/chat/connect';
import { roomCatalog } from './i18n';
import { onRoute, respond } from '../../testing/msw';
import { renderApp } from '../../testing/renderApp';
import { server } from '../../testing/server';
import { WaitingRoomStrip } from './WaitingRoomStrip';

const CASE_ID = 'CASEID0000000000000AbC123';
const encode = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.y`;
const mediatorToken = encode({ sub: '3', role: 'Mediator' });

/** A socket.io stand-in that never connects: the strip reads the waiting room over REST. */
const idleSocket = (() => {
  const socket = {
    connected: false,
    active: true,
    on: () => socket,
    off: () => socket,
    io: { on: () => undefined, removeAllListeners: () => undefined },
    timeout: () => ({ emit: () => undefined }),
    connect: () => socket,
    disconnect: () => socket,
    removeAllListeners: () => socket,
  };
  return () => socket;
})() as unknown as ChatClientOptions['connect'];

const request = (overrides: Partial<JoinRequestItem>): JoinRequestItem => ({
  request_id: 'r1',
  case_id: CASE_ID,
  side: 'B',
  email: 'bob@example.com',
  first_name: 'Bob',
  last_name: 'Brown',
  was_admitted_before: false,
  previous_side: null,
  connected_now: false,
  requests_count: 1,
  first_requested_at: '2026-01-02T10:00:00.000Z',
  last_requested_at: '2026-01-02T10:00:00.000Z',
  status: 'waiting',
  created_at: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

function renderStrip(requests: JoinRequestItem[]) {
  server.use(onRoute('joinRequests', () => respond('joinRequests', requests)));
  renderApp(
    <ChatClientProvider token={mediatorToken} caseId={CASE_ID} connect={idleSocket}>
      <WaitingRoomStrip caseId={CASE_ID} />
    </ChatClientProvider>,
  );
}

describe('WaitingRoomStrip', () => {
  it('tells the mediator that the person of this e-mail is connected now, the side it was on, and how often it asked', async () => {
    renderStrip([
      request({ request_id: 'r1', side: 'B', previous_side: 'B', was_admitted_before: true, connected_now: true, requests_count: 3 }),
      request({ request_id: 'r2', email: 'new@example.com', first_name: 'Nora', last_name: 'New', side: 'A' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Waiting room' });
    const [bob, nora] = within(list).getAllByRole('listitem');
    expect(within(bob!).getByText('Connected now')).toBeTruthy();
    expect(within(bob!).getByText('Was on side B')).toBeTruthy();
    // A returning person is shown on the side it holds, never on a side it cannot have.
    expect(within(bob!).queryByText('Side B')).toBeNull();
    expect(within(bob!).getByText(/^Asked 3 times, first at .+, last at .+/)).toBeTruthy();
    expect(within(nora!).queryByText('Connected now')).toBeNull();
    expect(within(nora!).queryByText(/^Was on side/)).toBeNull();
    expect(within(nora!).getByText('Side A')).toBeTruthy();
    expect(within(nora!).getByText('New to this case')).toBeTruthy();
    expect(within(nora!).getByText(/^Asked once, at /)).toBeTruthy();
  });

  it('asks before refusing: Cancel refuses nobody, Continue refuses', async () => {
    renderStrip([request({})]);
    await userEvent.click(await screen.findByRole('button', { name: 'Refuse Bob Brown' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Refuse request' });
    expect(ask.textContent).toContain('Refuse Bob Brown? They are told the mediator did not let them in');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Nothing was sent (this socket never connects: a refusal sent would fail with a toast).
    expect(screen.queryByText(/Refusing the party failed/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Refuse Bob Brown' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Refuse request' })).getByRole('button', { name: 'Continue' }),
    );
    expect(await screen.findByText(/Refusing the party failed/)).toBeTruthy();
  });

  it('speaks Hebrew: the count in its two form, the side as צד א׳, right to left', async () => {
    // Every catalog's Hebrew first (the app does it before it switches), then the strip in Hebrew.
    await loadLocale('he');
    localStorage.setItem('language', 'he');
    renderStrip([
      request({ request_id: 'r1', first_name: 'Bob', last_name: 'Brown', side: 'A', requests_count: 2 }),
      request({ request_id: 'r2', email: 'nora@example.com', first_name: 'Nora', last_name: 'New', side: 'B' }),
    ]);
    const list = await screen.findByRole('list', { name: 'חדר ההמתנה' });
    expect(screen.getByText('שתי בקשות בהמתנה')).toBeTruthy();
    const [bob, nora] = within(list).getAllByRole('listitem');
    expect(within(bob!).getByText('צד א׳')).toBeTruthy();
    expect(within(bob!).getByText(/^ביקש\/ה פעמיים, לראשונה ב־/)).toBeTruthy();
    expect(within(nora!).getByText('צד ב׳')).toBeTruthy();
    expect(within(nora!).getByRole('button', { name: 'אישור כניסה – Nora New' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('he');
  });

  it('counts one waiting request in Hebrew, and more in the other form', async () => {
    await loadLocale('he');
    localStorage.setItem('language', 'he');
    renderStrip([request({})]);
    expect(await screen.findByText('בקשה אחת בהמתנה')).toBeTruthy();
    expect(roomCatalog.translate('he', 'waitingStrip.count', { count: 3 })).toBe('3 בקשות בהמתנה');
    expect(roomCatalog.translate('en', 'waitingStrip.count', { count: 3 })).toBe('3 waiting');
  });
});
