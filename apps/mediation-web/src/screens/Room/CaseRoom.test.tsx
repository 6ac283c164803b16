import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatClientOptions } from '@mediation/chat/connect';
import type { SessionUser } from '../../auth/session';
import { onRoute, respond } from '../../testing/msw';
import { renderApp } from '../../testing/renderApp';
import { server } from '../../testing/server';
import { CaseRoom } from './CaseRoom';
import { partyRoomParts } from './partyRoomParts';

const CASE_ID = 'CASEID0000000000000AbC123';
const encode = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.y`;
const partyToken = encode({ sub: '8', role: 'User', side: 'A', case_id: CASE_ID });
const PARTY: SessionUser = {
  id: 8,
  email: 'dana@example.com',
  username: '',
  first_name: 'Dana',
  last_name: 'Levi',
  is_staff: false,
  is_superuser: false,
  first_logged: false,
  side: 'A',
};

/**
 * A socket.io stand-in for one party: an empty room on connecting; the survey request is sent while the
 * party is away, so it reaches it only through the catch-up (`history {after_seq}`) of the reconnection.
 */
function socketWhoseSurveyComesInTheCatchUp() {
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const answer = (event: string, payload: { after_seq?: number }): object => {
    switch (event) {
      case 'history':
        return payload.after_seq === undefined
          ? { ok: true, messages: [], last_seq: 0, has_more: false }
          : {
              ok: true,
              messages: [],
              events: [{ seq: 5, event: 'sendSurvey', payload: { seq: 5, case_id: CASE_ID } }],
              last_seq: 5,
              has_more: false,
            };
      case 'historyActions':
        return { ok: true, actions: [], items: [] };
      case 'readPositions':
        return { ok: true, positions: [] };
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
    off(event: string, handler: (payload: unknown) => void) {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((candidate) => candidate !== handler),
      );
      return socket;
    },
    io: { on: () => undefined, removeAllListeners: () => undefined },
    timeout: () => ({
      emit: (event: string, payload: { after_seq?: number }, callback: (error: Error | null, ack: object) => void) =>
        queueMicrotask(() => callback(null, answer(event, payload))),
    }),
    connect: () => socket,
    disconnect: () => socket,
    removeAllListeners: () => socket,
  };
  const push = (event: string, payload?: unknown) => act(() => handlers.get(event)?.forEach((handler) => handler(payload)));
  const connect = (() => {
    queueMicrotask(() => {
      socket.connected = true;
      void push('connect');
    });
    return socket;
  }) as unknown as ChatClientOptions['connect'];
  return {
    connect,
    push,
    /** The network drops, and comes back after the survey was sent. */
    async dropAndReturn() {
      socket.connected = false;
      await push('disconnect', 'transport close');
      socket.connected = true;
      await push('connect');
    },
  };
}

function servePartyRoutes() {
  server.use(
    onRoute('partyRefresh', () =>
      respond('partyRefresh', {
        access: partyToken,
        case_id: CASE_ID,
        side: 'A',
        user: { id: 8, email: PARTY.email, first_name: 'Dana', last_name: 'Levi' },
      }),
    ),
    onRoute('caseById', () =>
      respond('caseById', {
        id: CASE_ID,
        title: 'Shared fence',
        problem_brief: 'Where the fence stands.',
        category: 'neighbors',
        sub_category: 'Fence',
        link: 'abc123',
        sideA_description: '',
        sideB_description: '',
        mediator: 3,
        shuttle: false,
        is_active: true,
        is_started: true,
        close_at: null,
        created_at: '2026-03-02T09:30:00.000Z',
      }),
    ),
    onRoute('caseParticipants', () => respond('caseParticipants', [])),
  );
}

describe('CaseRoom', () => {
  it('prompts a party for the survey sent while it is in the room', async () => {
    const socket = socketWhoseSurveyComesInTheCatchUp();
    servePartyRoutes();
    renderApp(<CaseRoom caseId={CASE_ID} partyParts={partyRoomParts} onExit={() => undefined} connect={socket.connect} />, {
      storedUser: PARTY,
    });
    await screen.findByRole('tablist', { name: 'Groups' }, { timeout: 5000 });
    await socket.push('sendSurvey', { seq: 2, case_id: CASE_ID });
    expect(await screen.findByText('Please fill out the survey')).toBeTruthy();
  });

  it('prompts a party for the survey that was sent while it was disconnected, once it is back', async () => {
    servePartyRoutes();
    const socket = socketWhoseSurveyComesInTheCatchUp();
    renderApp(<CaseRoom caseId={CASE_ID} partyParts={partyRoomParts} onExit={() => undefined} connect={socket.connect} />, {
      storedUser: PARTY,
    });
    await screen.findByRole('tablist', { name: 'Groups' }, { timeout: 5000 });
    expect(screen.queryByText('Please fill out the survey')).toBeNull();

    await socket.dropAndReturn();
    expect(await screen.findByText('Please fill out the survey')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Fill Survey|Opens the survey/ })).toBeTruthy();
  });
});
