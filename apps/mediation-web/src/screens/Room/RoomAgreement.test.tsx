import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChatClientOptions } from '@mediation/chat/connect';
import type { AgreementView } from '@mediation/protocol';
import type { SessionUser } from '../../auth/session';
import { onRoute, respond } from '../../testing/msw';
import { MEDIATOR, renderApp } from '../../testing/renderApp';
import { server } from '../../testing/server';
import { CaseRoom } from './CaseRoom';
import { partyRoomParts } from './partyRoomParts';
import { emptyAgreementView } from '@mediation/protocol/testing';

const CASE_ID = 'CASEID0000000000000AbC123';
const CLAUSE_ID = '4f1c2b7e-8a3d-4e2f-9b61-0c5d7a9e3f10';
const encode = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.y`;
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

const emptyDraft = emptyAgreementView(CASE_ID);

const withClause = (text: string): AgreementView => ({
  ...emptyDraft,
  clauses: [{ id: CLAUSE_ID, number: 1, text, version: 1, answers: [] }],
  record: [
    {
      id: 1,
      kind: 'clause_added',
      at: '2026-01-02T10:00:00.000Z',
      side: 'M',
      user_id: 7,
      name: 'Maya Cohen',
      agreement_version: 1,
      clause_id: CLAUSE_ID,
      clause_number: 1,
      clause_version: 1,
    },
  ],
});

/** A socket.io stand-in: an empty room and an empty draft on connecting; it keeps what was emitted and answers an added clause. */
function agreementSocket() {
  const emitted: { event: string; payload: Record<string, unknown> }[] = [];
  const answer = (event: string, payload: Record<string, unknown>): object => {
    switch (event) {
      case 'startCase':
        return { ok: true, shuttle: false, notes: '[]', participants: [], online: [] };
      case 'history':
        return { ok: true, messages: [], last_seq: 0, has_more: false };
      case 'historyActions':
        return { ok: true, actions: [], items: [] };
      case 'guid':
        return {
          ok: true,
          stageIdx: 0,
          iteration: 0,
          initialIteration: 0,
          receivedInitialA: false,
          receivedInitialB: false,
          initialStateA: null,
          initialStateB: null,
        };
      case 'readPositions':
        return { ok: true, positions: [] };
      case 'agreement':
        return { ok: true, seq: 0, agreement: emptyDraft };
      case 'agreementAddClause': {
        const agreement = withClause(String(payload.clause_text));
        return { ok: true, seq: 1, entry: agreement.record[0], agreement };
      }
      default:
        return { ok: true };
    }
  };
  const handlers: Record<string, (() => void)[]> = {};
  const socket = {
    connected: false,
    active: true,
    on(event: string, handler: () => void) {
      (handlers[event] ??= []).push(handler);
      return socket;
    },
    off: () => socket,
    io: { on: () => undefined, removeAllListeners: () => undefined },
    timeout: () => ({
      emit: (event: string, payload: Record<string, unknown>, callback: (error: Error | null, ack: object) => void) => {
        emitted.push({ event, payload });
        queueMicrotask(() => callback(null, answer(event, payload)));
      },
    }),
    connect: () => socket,
    disconnect: () => socket,
    removeAllListeners: () => socket,
  };
  // As socket.io does, the handshake first asks for the token (the viewer is read from it), then connects.
  const connect = ((options: { auth: (deliver: (data: object) => void) => void }) => {
    options.auth(() => {
      socket.connected = true;
      handlers.connect?.forEach((handler) => handler());
    });
    return socket;
  }) as unknown as ChatClientOptions['connect'];
  return { connect, emitted };
}

/** The case's routes, and the session's refresh: the staff cookie's for a mediator, the party cookie's for a party. */
function serveCase(refresh: 'mediator' | 'party') {
  server.use(
    refresh === 'mediator'
      ? onRoute('tokenRefresh', () => respond('tokenRefresh', { access: encode({ sub: '7', role: 'Mediator' }) }))
      : onRoute('partyRefresh', () =>
          respond('partyRefresh', {
            access: encode({ sub: '8', role: 'User', side: 'A', case_id: CASE_ID }),
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
        mediator: 7,
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

/** Opens the info panel "Agreement" from the side bar's "Case panels". */
async function openAgreement() {
  const panels = await screen.findByRole('group', { name: 'Case panels' }, { timeout: 5000 });
  await userEvent.click(within(panels).getByRole('button', { name: 'Agreement' }));
  return screen.findByRole('region', { name: 'Agreement' });
}

describe('the room\'s info panel "Agreement"', () => {
  it("lets the mediator draft a clause, which goes to the server as the case's and comes back numbered", async () => {
    const socket = agreementSocket();
    serveCase('mediator');
    renderApp(<CaseRoom caseId={CASE_ID} onExit={() => undefined} connect={socket.connect} />, { storedUser: MEDIATOR });
    const panel = await openAgreement();

    await userEvent.type(within(panel).getByRole('textbox', { name: 'Clause' }), 'The fence stays where it stands.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add clause' }));

    await waitFor(() => expect(socket.emitted.map((call) => call.event)).toContain('agreementAddClause'));
    expect(socket.emitted.find((call) => call.event === 'agreementAddClause')?.payload).toMatchObject({
      case_id: CASE_ID,
      clause_text: 'The fence stays where it stands.',
    });
    expect(await within(panel).findByRole('button', { name: 'Edit clause 1' })).toBeTruthy();
    expect(within(panel).getByText('The fence stays where it stands.')).toBeTruthy();
  });

  it("is offered to a party, beside the case information, without the mediator's drafting controls", async () => {
    const socket = agreementSocket();
    serveCase('party');
    renderApp(<CaseRoom caseId={CASE_ID} partyParts={partyRoomParts} onExit={() => undefined} connect={socket.connect} />, {
      storedUser: PARTY,
    });
    const panel = await openAgreement();

    expect(screen.getByRole('button', { name: 'Case information' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Add clause' })).toBeNull();
    expect(socket.emitted.some((call) => call.event === 'agreement' && call.payload.case_id === CASE_ID)).toBe(true);
  });
});
