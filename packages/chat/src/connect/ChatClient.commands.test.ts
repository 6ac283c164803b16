import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgreementView, ChatMessage as WireMessage } from '@mediation/protocol';
import { ChatClient } from './ChatClient';
import { ChatClientError } from './errors';
import type { ChatClientOptions } from './options';

const encode = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.y`;

const wire = (seq: number, side: 'M' | 'A' | 'B', text: string, clientId: string | null = null): WireMessage => ({
  _id: `m${seq}`,
  seq,
  client_msg_id: clientId,
  from: 7,
  fromSide: 'A',
  side,
  message: text,
  time: new Date(Date.UTC(2024, 0, 1, 10, seq)).toISOString(),
  displayName: 'Dana Levi',
  to: 'case-1',
  likeData: { A: [], B: [], M: [] },
  ext: null,
  edited_at: null,
});

type Answer = (payload: Record<string, unknown>) => object;

/** An agreement of one clause, whose text tells which answer it came from. */
const agreementView = (text: string): AgreementView => ({
  case_id: 'case-1',
  state: 'draft',
  version: 1,
  shuttle: false,
  clauses: [{ id: 'c1', number: 1, text, version: 1, answers: [] }],
  can_finalize: false,
  finalized_at: null,
  digest: null,
  verification_code: null,
  signatures: [],
  signed_at: null,
  has_document: false,
  record: [],
});

/** A connected socket.io stand-in: answers each event with `answers[event]` (else `{ok: true}`) and records what was emitted. */
async function connectedClient(token: string, answers: Record<string, Answer> = {}) {
  const emitted: { event: string; payload: Record<string, unknown> }[] = [];
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const base: Record<string, Answer> = {
    history: () => ({ ok: true, messages: [wire(1, 'M', 'Welcome')], last_seq: 1, has_more: false }),
    historyActions: () => ({ ok: true, actions: [], items: [] }),
    readPositions: () => ({ ok: true, positions: [] }),
    guid: () => ({
      ok: true,
      guideType: 0,
      stageIdx: 0,
      iteration: 0,
      initialIteration: 0,
      receivedInitialA: false,
      receivedInitialB: false,
      initialStateA: null,
      initialStateB: null,
    }),
    startCase: () => ({ ok: true, shuttle: false, participants: [], online: [], notes: '[]' }),
    agreement: () => ({ ok: true, seq: 1, agreement: agreementView('As read on connecting') }),
  };
  const socket = {
    connected: false,
    active: true,
    on(event: string, handler: (payload: unknown) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    io: { on: () => undefined, removeAllListeners: () => undefined },
    timeout: () => ({
      emit: (event: string, payload: Record<string, unknown>, callback: (error: Error | null, ack: object) => void) => {
        emitted.push({ event, payload });
        queueMicrotask(() => callback(null, (answers[event] ?? base[event] ?? (() => ({ ok: true })))(payload)));
      },
    }),
    connect: () => socket,
    disconnect: () => socket,
    removeAllListeners: () => socket,
  };
  const connect = (() => {
    queueMicrotask(() => {
      socket.connected = true;
      handlers.get('connect')?.forEach((handler) => handler(undefined));
    });
    return socket;
  }) as unknown as ChatClientOptions['connect'];
  const client = new ChatClient({ token, caseId: 'case-1', connect });
  client.connect();
  await waitFor(() => expect(client.getState().hasReadPositions).toBe(true));
  emitted.length = 0;
  /** Delivers an event as the server would. */
  const push = (event: string, payload: unknown) => handlers.get(event)?.forEach((handler) => handler(payload));
  return { client, emitted, push };
}

const party = encode({ sub: '7', role: 'User', side: 'A', case_id: 'case-1' });
const mediator = encode({ sub: '3', role: 'Mediator' });
const refusal =
  (message: string, code = 'forbidden') =>
  () => ({ ok: false, error: { code, message } });

describe('ChatClient commands', () => {
  it('refuses a message over the 5,000-character limit before it is queued, so it never shows as Not sent', async () => {
    const { client, emitted } = await connectedClient(party);
    const before = client.getState().messages;
    expect(() => client.send('A', 'x'.repeat(5001))).toThrow(ChatClientError);
    expect(client.getState().messages).toBe(before);
    expect(emitted).toEqual([]);
    client.send('A', 'x'.repeat(5000));
    expect(client.getState().messages.at(-1)).toMatchObject({ delivery: 'sending', text: 'x'.repeat(5000) });
    await waitFor(() => expect(emitted.map((entry) => entry.event)).toEqual(['roomMsg']));
  });

  it('ends "X is typing…" when X\'s message arrives in that group, and keeps the others typing', async () => {
    const { client, push } = await connectedClient(mediator);
    push('typing', { case_id: 'case-1', side: 'A', user_id: 7, displayName: 'Dana Levi' });
    push('typing', { case_id: 'case-1', side: 'A', user_id: 8, displayName: 'Yossi Cohen' });
    expect(client.getState().typing.map((entry) => entry.name)).toEqual(['Dana Levi', 'Yossi Cohen']);
    push('roomMsg', wire(2, 'A', 'Here is my offer'));
    expect(client.getState().typing.map((entry) => entry.name)).toEqual(['Yossi Cohen']);
  });

  it('sends a guided message into each group given, with its ext, and applies the stored message and its marker', async () => {
    const stored = wire(12, 'A', 'Half each', 'id');
    const action = {
      seq: 13,
      time: stored.time,
      actionType: 'add',
      actionPayload: 'receivedInitialA',
      extMsg: 'Half each',
      displayName: 'Dana Levi',
      from: 7,
      to: 'case-1',
      side: 'A',
    };
    const { client, emitted } = await connectedClient(party, { roomMsg: () => ({ ok: true, message: stored, action }) });
    await client.sendGuided(['A'], 'Half each', { type: 'guided', stage: 'initialPosition' });
    expect(emitted).toEqual([
      {
        event: 'roomMsg',
        payload: expect.objectContaining({
          to: 'case-1',
          from: 7,
          fromSide: 'A',
          side: 'A',
          message: 'Half each',
          ext: { type: 'guided', stage: 'initialPosition' },
        }),
      },
    ]);
    expect(client.getState().messages.map((message) => message.text)).toEqual(['Welcome', 'Half each']);
    expect(client.getState().actions).toEqual(['receivedInitialA']);
  });

  it('posts a guided message to every group named, in order (A then B for a question in shuttle mode)', async () => {
    let seq = 20;
    const { client, emitted } = await connectedClient(mediator, {
      roomMsg: (payload) => ({ ok: true, message: wire((seq += 1), payload.side as 'A', String(payload.message)) }),
    });
    await client.sendGuided(['A', 'B'], 'Do you accept the agreement?', { type: 'guided', stage: 'agreement' });
    expect(emitted.map(({ payload }) => payload.side)).toEqual(['A', 'B']);
  });

  it("rejects a refused guided message with the server's code and message, and applies nothing", async () => {
    const { client } = await connectedClient(party, { roomMsg: refusal('Shuttle mode is on.') });
    const sent = client.sendGuided(['M'], 'Hi', { type: 'guided' });
    await expect(sent).rejects.toBeInstanceOf(ChatClientError);
    await expect(sent).rejects.toMatchObject({ code: 'forbidden', message: 'Shuttle mode is on.' });
    expect(client.getState().messages.map((message) => message.text)).toEqual(['Welcome']);
  });

  it('adds a position marker and applies the action from the answer', async () => {
    const action = {
      seq: 3,
      time: '2024-01-01T10:00:00.000Z',
      actionType: 'add',
      actionPayload: 'initialPosition',
      extMsg: null,
      displayName: 'Maya',
      from: 3,
      to: 'case-1',
      side: 'M',
    };
    const { client, emitted } = await connectedClient(mediator, { action: () => ({ ok: true, action }) });
    await client.setMarker('add', 'initialPosition');
    expect(emitted).toEqual([
      { event: 'action', payload: { case_id: 'case-1', actionType: 'add', actionPayload: 'initialPosition', extMsg: undefined } },
    ]);
    expect(client.getState().actions).toEqual(['initialPosition']);
  });

  it("saves the guide's progress and its stop, and keeps what the server answered", async () => {
    const state = {
      guideType: 3,
      stageIdx: 2,
      iteration: 6,
      initialIteration: 8,
      receivedInitialA: false,
      receivedInitialB: false,
      initialStateA: null,
      initialStateB: null,
    };
    const { client, emitted } = await connectedClient(mediator, {
      guid: (payload) => ({ ok: true, ...state, stageIdx: payload.stageIdx }),
      endGuid: () => ({ ok: true, ...state, guideType: 0, stageIdx: 0, iteration: 0, initialIteration: 0 }),
    });
    await client.saveGuideProgress({ guideType: 3, stageIdx: 2, iteration: 6, initialIteration: 8 });
    expect(emitted[0]).toEqual({
      event: 'guid',
      payload: { case_id: 'case-1', guideType: 3, stageIdx: 2, iteration: 6, initialIteration: 8 },
    });
    expect(client.getState().guide).toEqual(state);
    await client.stopGuide();
    expect(client.getState().guide?.stageIdx).toBe(0);
  });

  it("sends a party's survey answer, and rejects when the server refuses it", async () => {
    const { client, emitted } = await connectedClient(party);
    await client.submitSurvey({ rating: 8, feedback: 'Helpful' });
    expect(emitted).toEqual([{ event: 'submitSurvey', payload: { case_id: 'case-1', rating: 8, feedback: 'Helpful' } }]);
    const refused = await connectedClient(party, { submitSurvey: refusal('The case has ended.', 'conflict') });
    await expect(refused.client.submitSurvey({ rating: 8, feedback: '' })).rejects.toMatchObject({
      code: 'conflict',
      message: 'The case has ended.',
    });
  });

  it('rejects a survey request the server refused, so the host says nothing was sent', async () => {
    const { client } = await connectedClient(mediator, { sendSurvey: refusal('Only the mediator of this case may do that.') });
    await expect(client.sendSurvey()).rejects.toMatchObject({ message: 'Only the mediator of this case may do that.' });
  });

  it('decides a join request and marks the waiting room stale', async () => {
    const { client, emitted } = await connectedClient(mediator, {
      decideJoin: (payload) => ({ ok: true, request_id: payload.request_id, status: 'admitted' }),
    });
    const before = client.getState().joinRequests.revision;
    await expect(client.decideJoin('5d1c1a36-6a52-4a51-9a47-3c1a0e1f3e11', 'admit')).resolves.toEqual({
      request_id: '5d1c1a36-6a52-4a51-9a47-3c1a0e1f3e11',
      status: 'admitted',
    });
    expect(emitted).toEqual([
      { event: 'decideJoin', payload: { case_id: 'case-1', request_id: '5d1c1a36-6a52-4a51-9a47-3c1a0e1f3e11', decision: 'admit' } },
    ]);
    expect(client.getState().joinRequests.revision).toBe(before + 1);
  });

  it('undoes a refused like and rejects with the reason', async () => {
    const { client } = await connectedClient(party, { like: refusal('You cannot read this group.') });
    await expect(client.like('m1', true)).rejects.toMatchObject({ code: 'forbidden', message: 'You cannot read this group.' });
    expect(client.getState().messages.find((message) => message.id === 'm1')?.likes?.A).toEqual([]);
  });

  it('undoes a refused edit and rejects with the reason', async () => {
    const { client } = await connectedClient(party, { editMsg: refusal('Only the author may edit a message.') });
    await expect(client.edit('m1', 'Changed')).rejects.toMatchObject({ message: 'Only the author may edit a message.' });
    expect(client.getState().messages.find((message) => message.id === 'm1')?.text).toBe('Welcome');
  });

  it('reads the agreement on connecting and keeps it in the store', async () => {
    const { client } = await connectedClient(party);
    expect(client.getState().agreement?.clauses[0]?.text).toBe('As read on connecting');
  });

  it('sends each agreement command for the case, resolves with the view the server answers and keeps it', async () => {
    let seq = 10;
    const answered = (payload: Record<string, unknown>) => ({
      ok: true,
      seq: (seq += 1),
      entry: {},
      agreement: agreementView(`after ${JSON.stringify(payload)}`),
    });
    const events = [
      'agreementAddClause',
      'agreementEditClause',
      'agreementRemoveClause',
      'agreementMoveClause',
      'agreementAnswer',
      'agreementFinalize',
      'agreementSign',
      'agreementCountersign',
      'agreementReopen',
    ];
    const { client, emitted } = await connectedClient(mediator, Object.fromEntries(events.map((event) => [event, answered])));
    const digest = 'a'.repeat(64);
    const calls: [() => Promise<AgreementView>, string, object][] = [
      [
        () => client.agreement.addClause('The fence stays.'),
        'agreementAddClause',
        { clause_text: 'The fence stays.', position: undefined },
      ],
      [() => client.agreement.addClause('First of all.', 1), 'agreementAddClause', { clause_text: 'First of all.', position: 1 }],
      [
        () => client.agreement.editClause('c1', 'The fence moves.'),
        'agreementEditClause',
        { clause_id: 'c1', clause_text: 'The fence moves.' },
      ],
      [() => client.agreement.removeClause('c1'), 'agreementRemoveClause', { clause_id: 'c1' }],
      [() => client.agreement.moveClause('c1', 2), 'agreementMoveClause', { clause_id: 'c1', position: 2 }],
      [() => client.agreement.accept('c1', 2), 'agreementAnswer', { clause_id: 'c1', clause_version: 2, answer: 'accept' }],
      [
        () => client.agreement.requestChange('c1', 2, 'Green, please.'),
        'agreementAnswer',
        { clause_id: 'c1', clause_version: 2, answer: 'change', comment: 'Green, please.' },
      ],
      [() => client.agreement.finalize(3), 'agreementFinalize', { version: 3 }],
      [() => client.agreement.sign('Dana Levi', digest), 'agreementSign', { digest, full_name: 'Dana Levi', agree: true }],
      [() => client.agreement.countersign(digest, 'Asia/Jerusalem'), 'agreementCountersign', { digest, time_zone: 'Asia/Jerusalem' }],
      [() => client.agreement.reopen(3), 'agreementReopen', { version: 3 }],
    ];
    for (const [call, event, payload] of calls) {
      emitted.length = 0;
      const view = await call();
      expect(emitted).toEqual([{ event, payload: { case_id: 'case-1', ...payload } }]);
      expect(view.clauses[0]!.text).toBe(`after ${JSON.stringify(emitted[0]!.payload)}`);
      expect(client.getState().agreement).toEqual(view);
    }
  });

  it("rejects a refused agreement command with the server's code and message, and keeps the agreement as it was", async () => {
    const { client } = await connectedClient(party, {
      agreementAnswer: refusal('This clause has changed since you read it: read its new version first.', 'conflict'),
    });
    const before = client.getState().agreement;
    const answer = client.agreement.accept('c1', 1);
    await expect(answer).rejects.toBeInstanceOf(ChatClientError);
    await expect(answer).rejects.toMatchObject({
      code: 'conflict',
      message: 'This clause has changed since you read it: read its new version first.',
    });
    expect(client.getState().agreement).toBe(before);
  });

  it('takes live agreement views in order, drops a stale one, and moves no stream position with them', async () => {
    const { client, push } = await connectedClient(party);
    const lastSeq = client.getState().lastSeq;
    push('agreement', { seq: 40, case_id: 'case-1', agreement: agreementView('Edited by the mediator') });
    push('agreement', { seq: 30, case_id: 'case-1', agreement: agreementView('Older, arriving late') });
    expect(client.getState().agreement?.clauses[0]?.text).toBe('Edited by the mediator');
    expect(client.getState().lastSeq).toBe(lastSeq);
    // Shuttle mode switched at 41: the views come first, at the switch's position, and the switch is not lost.
    push('agreement', { seq: 41, case_id: 'case-1', agreement: { ...agreementView('Edited by the mediator'), shuttle: true } });
    push('shuttle', { seq: 41, case_id: 'case-1', shuttle: true });
    expect(client.getState()).toMatchObject({ shuttle: true, agreementSeq: 41, lastSeq: 41, agreement: { shuttle: true } });
  });

  it('applies a live agreement change to the view it holds, and reads the whole view again when a change comes late', async () => {
    const { client, push, emitted } = await connectedClient(party);
    const lastSeq = client.getState().lastSeq;
    const status = {
      state: 'draft',
      version: 1,
      shuttle: false,
      can_finalize: false,
      finalized_at: null,
      digest: null,
      verification_code: null,
      signed_at: null,
      has_document: false,
    } as const;
    const entry = (id: number, kind: string, side: string) => ({
      id,
      kind,
      at: '2026-01-01T10:00:00.000Z',
      side,
      user_id: 7,
      name: 'Eli Party',
      agreement_version: 1,
      clause_id: 'c1',
      clause_number: 1,
      clause_version: 1,
    });
    push('agreementChanged', {
      seq: 5,
      case_id: 'case-1',
      entry: entry(11, 'clause_accepted', 'B'),
      status: { ...status, can_finalize: true },
      answer: {
        clause_id: 'c1',
        side: 'B',
        answer: 'accept',
        clause_version: 1,
        is_current: true,
        answered_at: '2026-01-01T10:00:00.000Z',
      },
    });
    expect(client.getState()).toMatchObject({
      agreementSeq: 5,
      lastSeq,
      agreement: {
        can_finalize: true,
        clauses: [{ text: 'As read on connecting', answers: [{ side: 'B', answer: 'accept' }] }],
        record: [{ id: 11 }],
      },
    });
    push('agreementChanged', {
      seq: 6,
      case_id: 'case-1',
      entry: entry(12, 'clause_edited', 'M'),
      status,
      clause: { id: 'c1', text: 'Amended', version: 2 },
    });
    expect(client.getState().agreement?.clauses[0]).toMatchObject({
      text: 'Amended',
      version: 2,
      answers: [{ side: 'B', is_current: false }],
    });
    // A change older than the view held, that the view lacks (sent by another process, overtaken): read again.
    emitted.length = 0;
    push('agreementChanged', {
      seq: 4,
      case_id: 'case-1',
      entry: entry(10, 'clause_accepted', 'A'),
      status,
      answer: {
        clause_id: 'c1',
        side: 'A',
        answer: 'accept',
        clause_version: 1,
        is_current: true,
        answered_at: '2026-01-01T10:00:00.000Z',
      },
    });
    expect(emitted).toEqual([{ event: 'agreement', payload: { case_id: 'case-1' } }]);
  });
});
