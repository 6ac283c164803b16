import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage as WireMessage } from '@mediation/protocol';
import { renderWithTheme } from '../internal/test-utils';
import { ChatClient } from './ChatClient';
import { resolveClientOptions, type ChatClientOptions } from './options';
import { ChatClientProvider } from './ChatClientProvider';
import { ConnectedChatRoom, ConnectedRoom } from './ConnectedChatRoom';

const encode = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.y`;
const partyToken = encode({ sub: '7', role: 'User', side: 'A', case_id: 'case-1' });
const caseInfo = {
  title: 'Shared fence',
  problemBrief: 'Where the fence stands.',
  category: 'Neighbors',
  subCategory: 'Fence',
  mediatorName: 'Maya Cohen',
  code: 'abc123',
};

const wire = (seq: number, from: number, side: 'M' | 'A', text: string): WireMessage => ({
  _id: `m${seq}`,
  seq,
  client_msg_id: null,
  from,
  fromSide: from === 3 ? 'M' : 'A',
  side,
  message: text,
  time: new Date(Date.UTC(2024, 0, 1, 10, seq)).toISOString(),
  displayName: from === 3 ? 'Maya Cohen' : 'Dana Levi',
  to: 'case-1',
  likeData: { A: [], B: [], M: [] },
  ext: null,
  edited_at: null,
});

/**
 * A socket.io stand-in that answers the requests the client makes on connect from a small server state,
 * and lets a test push events as the server would.
 */
function fakeServer(state: { messages: WireMessage[]; positions: { user_id: number; side: 'M' | 'A' | 'B'; seq: number }[] }) {
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const marked: unknown[] = [];
  const requests: { event: string; payload: unknown }[] = [];
  const answer = (event: string, payload: { side?: 'M' | 'A' | 'B'; seq?: number }): object => {
    requests.push({ event, payload });
    switch (event) {
      case 'history':
        return { ok: true, messages: state.messages, last_seq: state.messages.at(-1)?.seq ?? 0, has_more: false };
      case 'historyActions':
        return { ok: true, actions: [], items: [] };
      case 'readPositions':
        return { ok: true, positions: state.positions };
      case 'markRead':
        marked.push(payload);
        state.positions = [
          ...state.positions.filter((p) => !(p.user_id === 7 && p.side === payload.side)),
          { user_id: 7, side: payload.side!, seq: payload.seq! },
        ];
        return { ok: true, user_id: 7, side: payload.side, seq: payload.seq };
      default:
        return { ok: true };
    }
  };
  const socket = {
    connected: false,
    active: true,
    on(event: string, handler: (payload: unknown) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    off: () => socket,
    io: { on: () => undefined, removeAllListeners: () => undefined },
    timeout: () => ({
      emit: (event: string, payload: { side?: 'M' | 'A' | 'B'; seq?: number }, callback: (error: Error | null, ack: object) => void) =>
        queueMicrotask(() => callback(null, answer(event, payload))),
    }),
    /** An attempt to connect again: it succeeds (the server is there). */
    connect: vi.fn(() => {
      if (!socket.connected)
        queueMicrotask(() => {
          socket.connected = true;
          void push('connect', undefined);
        });
      return socket;
    }),
    disconnect: () => socket,
    removeAllListeners: () => socket,
  };
  const push = (event: string, payload: unknown) => act(() => handlers.get(event)?.forEach((handler) => handler(payload)));
  /** The network drops: socket.io reports the disconnect and goes on trying by itself (`active`). */
  const drop = () => {
    socket.connected = false;
    return push('disconnect', 'transport close');
  };
  const connect = (() => {
    queueMicrotask(() => {
      socket.connected = true;
      void push('connect', undefined);
    });
    return socket;
  }) as unknown as ChatClientOptions['connect'];
  return { connect, push, marked, requests, socket, drop };
}

describe('ChatClient options', () => {
  it('takes the defaults for options given as undefined (as a provider hands them on)', () => {
    const options = resolveClientOptions({
      token: partyToken,
      caseId: 'case-1',
      ackTimeoutMs: undefined,
      sendAttempts: undefined,
      connect: undefined,
    });
    expect(options).toMatchObject({ ackTimeoutMs: 5000, sendAttempts: 3 });
    expect(typeof options.connect).toBe('function');
    expect(new ChatClient({ token: partyToken, caseId: 'case-1', sendAttempts: 5 }).settings.sendAttempts).toBe(5);
  });

  it('connects through the provider with undefined options left to the defaults', async () => {
    const server = fakeServer({ messages: [], positions: [] });
    renderWithTheme(
      <ConnectedChatRoom
        token={partyToken}
        caseId="case-1"
        connect={server.connect}
        ackTimeoutMs={undefined}
        sendAttempts={undefined}
        caseInfo={caseInfo}
      />,
    );
    expect(await screen.findByRole('tablist', { name: 'Groups' })).toBeTruthy();
  });
});

describe('ChatClient reconnection', () => {
  it('tries at once when the browser goes back online or the tab is shown again, and catches up each time', async () => {
    const server = fakeServer({ messages: [wire(1, 3, 'M', 'Welcome')], positions: [] });
    const client = new ChatClient({ token: partyToken, caseId: 'case-1', connect: server.connect });
    client.connect();
    await waitFor(() => expect(client.getState().isLoaded).toBe(true));
    // Online: an 'online' event is no reason to connect again.
    window.dispatchEvent(new Event('online'));
    expect(server.socket.connect).not.toHaveBeenCalled();

    await server.drop();
    expect(client.getState().status).toBe('reconnecting');
    window.dispatchEvent(new Event('online'));
    expect(server.socket.connect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(client.getState().status).toBe('online'));
    await waitFor(() => expect(server.requests).toContainEqual({ event: 'history', payload: { case_id: 'case-1', after_seq: 1 } }));

    await server.drop();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(server.socket.connect).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(server.socket.connect).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(client.getState().status).toBe('online'));
    expect(
      server.requests.filter(
        (request) => request.event === 'history' && (request.payload as { after_seq?: number }).after_seq !== undefined,
      ),
    ).toHaveLength(2);

    // A closed client listens no more.
    client.close();
    window.dispatchEvent(new Event('online'));
    expect(server.socket.connect).toHaveBeenCalledTimes(2);
  });

  it('says "Connection lost. Reconnecting…" while the connection is lost, with "Retry now" that tries at once', async () => {
    const server = fakeServer({ messages: [wire(1, 3, 'M', 'Welcome')], positions: [] });
    renderWithTheme(
      <ChatClientProvider token={partyToken} caseId="case-1" connect={server.connect}>
        <ConnectedRoom caseInfo={caseInfo} />
      </ChatClientProvider>,
    );
    await screen.findByRole('tablist', { name: 'Groups' });
    await server.drop();
    // A failed attempt's transport message is for developers, never shown.
    await server.push('connect_error', new Error('websocket error'));
    const banner = screen.getAllByRole('status').find((element) => element.textContent?.includes('Reconnecting…'));
    expect(banner?.textContent).toBe('Connection lost. Reconnecting…Retry now');
    expect(screen.queryByText(/websocket error/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Retry now' }).click());
    expect(server.socket.connect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry now' })).toBeNull());
    expect(screen.queryByText(/Reconnecting…/)).toBeNull();
  });
});

describe('ConnectedRoom', () => {
  it("says the server's final refusal in the host's words, and its English as it came without them", async () => {
    const refusal = Object.assign(new Error('Too many connections: at most 5 at once.'), {
      data: { code: 'rate_limited', reason: 'too_many_connections', values: { max: 5 } },
    });
    const inHebrew = (sentence: string) => (sentence === refusal.message ? 'יותר מדי חיבורים: לכל היותר 5 בו־זמנית.' : sentence);
    for (const serverSentence of [inHebrew, undefined]) {
      const server = fakeServer({ messages: [wire(1, 3, 'M', 'Welcome')], positions: [] });
      const { unmount } = renderWithTheme(
        <ChatClientProvider token={partyToken} caseId="case-1" connect={server.connect}>
          <ConnectedRoom caseInfo={caseInfo} serverSentence={serverSentence} />
        </ChatClientProvider>,
      );
      await screen.findByRole('tablist', { name: 'Groups' });
      await server.drop();
      // A refusal is final: socket.io stops trying.
      server.socket.active = false;
      await server.push('connect_error', refusal);
      const banner = screen.getAllByRole('status').find((element) => element.textContent?.includes('You are offline'));
      expect(banner?.textContent).toContain(serverSentence ? 'יותר מדי חיבורים: לכל היותר 5 בו־זמנית.' : refusal.message);
      unmount();
    }
  });

  it('shows no offline bar once the case has ended (the server closes the connection on purpose)', async () => {
    const server = fakeServer({ messages: [wire(1, 3, 'M', 'Welcome')], positions: [] });
    renderWithTheme(
      <ChatClientProvider token={partyToken} caseId="case-1" connect={server.connect}>
        <ConnectedRoom caseInfo={caseInfo} />
      </ChatClientProvider>,
    );
    await screen.findByRole('tablist', { name: 'Groups' });
    await server.push('endCase', { seq: 2, case_id: 'case-1' });
    await server.drop();
    expect(screen.queryByText(/Reconnecting…|You are offline/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry now' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message to everyone' }).getAttribute('disabled')).not.toBeNull();
    expect(screen.getByText(/case has ended|case is closed/i)).toBeTruthy();
  });

  it("starts the unread counts from the server's read positions, so they survive a reload", async () => {
    const messages = [
      wire(1, 3, 'M', 'Welcome'),
      wire(2, 3, 'A', 'Hello Dana'),
      wire(3, 3, 'A', 'Are you there?'),
      wire(4, 3, 'A', 'Still there?'),
    ];
    const server = fakeServer({ messages, positions: [{ user_id: 7, side: 'A', seq: 2 }] });
    const { unmount } = renderWithTheme(
      <ChatClientProvider token={partyToken} caseId="case-1" connect={server.connect}>
        <ConnectedRoom caseInfo={caseInfo} />
      </ChatClientProvider>,
    );
    expect(await screen.findByRole('tab', { name: /^A\b.*2 unread/ })).toBeTruthy();
    // M was read on this device (the open group), and the server was told.
    await waitFor(() => expect(server.marked).toContainEqual({ case_id: 'case-1', side: 'M', seq: 1 }));
    unmount();

    // A reload: a new client against the same server still counts two unread in A and none in M.
    renderWithTheme(
      <ChatClientProvider token={partyToken} caseId="case-1" connect={server.connect}>
        <ConnectedRoom caseInfo={caseInfo} />
      </ChatClientProvider>,
    );
    expect(await screen.findByRole('tab', { name: /^A\b.*2 unread/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^M\b/ }).textContent).not.toMatch(/unread/);
  });

  it('shows each notice once: those the host toasts stay out of the banner, the others show in it', async () => {
    const server = fakeServer({ messages: [wire(1, 3, 'M', 'Welcome')], positions: [] });
    const toasted: string[] = [];
    const onNotice = vi.fn((notice: { kind: string }, text: string) => {
      if (notice.kind === 'shuttleOn' || notice.kind === 'shuttleOff') return false;
      toasted.push(text);
      return true;
    });
    renderWithTheme(
      <ChatClientProvider token={partyToken} caseId="case-1" connect={server.connect}>
        <ConnectedRoom caseInfo={caseInfo} onNotice={onNotice} />
      </ChatClientProvider>,
    );
    await screen.findByRole('tablist', { name: 'Groups' });
    await server.push('userJoin', { user_id: 8, side: 'B', displayName: 'Yossi Mor' });
    await server.push('like', {
      seq: 2,
      message_id: 'm1',
      groupSide: 'M',
      user_id: 8,
      displayName: 'Yossi Mor',
      case_id: 'case-1',
      like: true,
      action: 'add',
      side: 'B',
      likeData: { A: [], B: [{ user_id: 8, displayName: 'Yossi Mor', like: true }], M: [] },
    });
    // The same like again (a catch-up) is no new notice; one's own join is none either.
    await server.push('like', {
      seq: 2,
      message_id: 'm1',
      groupSide: 'M',
      user_id: 8,
      displayName: 'Yossi Mor',
      case_id: 'case-1',
      like: true,
      action: 'add',
      side: 'B',
      likeData: { A: [], B: [{ user_id: 8, displayName: 'Yossi Mor', like: true }], M: [] },
    });
    await server.push('userJoin', { user_id: 7, side: 'A', displayName: 'Dana Levi' });
    await server.push('shuttle', { seq: 3, case_id: 'case-1', shuttle: true });

    expect(toasted).toEqual(['Yossi Mor joined to chat', 'Yossi Mor like message']);
    expect(onNotice).toHaveBeenCalledTimes(3);
    expect(screen.queryByText('Yossi Mor joined to chat')).toBeNull();
    expect(screen.queryByText('Yossi Mor like message')).toBeNull();
    expect(screen.getAllByText('The mediator turned shuttle mode on.')).toHaveLength(1);
  });

  it('shows every notice in the banner when the host toasts none', async () => {
    const server = fakeServer({ messages: [], positions: [] });
    renderWithTheme(
      <ChatClientProvider token={partyToken} caseId="case-1" connect={server.connect}>
        <ConnectedRoom caseInfo={caseInfo} />
      </ChatClientProvider>,
    );
    await screen.findByRole('tablist', { name: 'Groups' });
    await server.push('userLeave', { user_id: 8, side: 'B', displayName: 'Yossi Mor' });
    expect(screen.getAllByText('Yossi Mor left the chat')).toHaveLength(1);
  });

  it('drops a removed participant from the list, and tells a removed viewer why', async () => {
    const server = fakeServer({ messages: [], positions: [] });
    renderWithTheme(
      <ChatClientProvider token={partyToken} caseId="case-1" connect={server.connect}>
        <ConnectedRoom caseInfo={caseInfo} />
      </ChatClientProvider>,
    );
    await screen.findByRole('tablist', { name: 'Groups' });
    await server.push('connection', {
      creator: 3,
      participants: JSON.stringify([
        { user_id: 7, side: 'A', displayName: 'Dana Levi' },
        { user_id: 8, side: 'B', displayName: 'Yossi Mor' },
      ]),
      shuttle: 'false',
      online: [7, 8],
    });
    await waitFor(() => expect(screen.getAllByRole('listitem').some((item) => item.textContent?.includes('Yossi Mor'))).toBe(true));
    await server.push('participantRemoved', { case_id: 'case-1', user_id: 8 });
    expect(screen.getAllByRole('listitem').some((item) => item.textContent?.includes('Yossi Mor'))).toBe(false);
    await server.push('removed', { case_id: 'case-1' });
    server.socket.active = false;
    await server.push('disconnect', 'io server disconnect');
    // The host tells the removed person what happened and the way back: no "You are offline" nor "Reconnect" here.
    expect(screen.queryByText('You are offline.')).toBeNull();
    expect(screen.queryByText(/Reconnecting/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Reconnect|Retry now/ })).toBeNull();
  });

  it('shows who is connected as the server tells it on connecting, then follows joins and leaves', async () => {
    const server = fakeServer({ messages: [], positions: [] });
    const creator = [{ userId: 3, name: 'Maya Cohen', side: 'M' as const, isOnline: false }];
    renderWithTheme(
      <ChatClientProvider token={partyToken} caseId="case-1" connect={server.connect}>
        <ConnectedRoom caseInfo={caseInfo} extraParticipants={creator} />
      </ChatClientProvider>,
    );
    await screen.findByRole('tablist', { name: 'Groups' });
    await server.push('connection', {
      creator: 3,
      participants: JSON.stringify([
        { user_id: 7, side: 'A', displayName: 'Dana Levi' },
        { user_id: 8, side: 'B', displayName: 'Yossi Mor' },
      ]),
      shuttle: 'false',
      online: [3, 7],
    });
    const presence = (name: string) =>
      screen
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes(name))
        ?.textContent?.match(/Online|Offline/)?.[0];
    // The creator's row came from REST as offline; the server's greeting says it is connected.
    await waitFor(() => expect(presence('Maya Cohen')).toBe('Online'));
    expect(presence('Dana Levi')).toBe('Online');
    expect(presence('Yossi Mor')).toBe('Offline');
    await server.push('userJoin', { user_id: 8, side: 'B', displayName: 'Yossi Mor' });
    await server.push('userLeave', { user_id: 3, side: 'M', displayName: 'Maya Cohen' });
    expect(presence('Yossi Mor')).toBe('Online');
    expect(presence('Maya Cohen')).toBe('Offline');
  });
});
