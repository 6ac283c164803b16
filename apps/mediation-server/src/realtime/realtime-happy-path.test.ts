// Over 400 lines: one case's real-time story told in order, each step building on the last, so it stays one file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActionMessage,
  ChatMessage,
  EditMsgEvent,
  GuideState,
  HistoryAck,
  HistoryActionsAck,
  LikeEvent,
  Note,
  Participant,
  ReadEvent,
  TypingEvent,
} from '@mediation/protocol';
import { DATABASE_KINDS } from '../testing/harness';
import { closeAll, connectOptionsOf, participant, roomMsg, send } from '../testing/rooms';
import { connect, connectError, disconnected } from '../testing/sockets';
import type { TestClient } from '../testing/sockets';
import { useWorldServer } from '../testing/world';

/** Ok acknowledgements only: a refusal fails the test with its message. */
function ok<T extends object>(ack: { ok: true } & T): T;
function ok<T extends object>(ack: ({ ok: true } & T) | { ok: false; error: { code: string; message: string } }): T;
function ok<T extends object>(ack: ({ ok: true } & T) | { ok: false; error: { code: string; message: string } }): T {
  if (!ack.ok) throw new Error(`refused: ${ack.error.code} ${ack.error.message}`);
  return ack;
}

describe.each(DATABASE_KINDS)('real-time happy path on %s', (kind) => {
  const context = useWorldServer(kind);
  let mediator: TestClient;
  let mediatorTab: TestClient;
  let partyA: TestClient;
  let partyB: TestClient;
  let otherMediator: TestClient;
  let otherParty: TestClient;
  const names = { mediator: 'Maya Mediator', partyA: 'Dana Party', partyB: 'Eli Party' };
  let caseId: string;
  const sent: Record<string, ChatMessage> = {};

  beforeAll(async () => {
    const { world, server } = context;
    caseId = world.caseOne.id;
    otherMediator = await connect(server.url, connectOptionsOf(world, 'otherMediator'));
    otherParty = await connect(server.url, connectOptionsOf(world, 'otherParty'));
  });
  afterAll(() => closeAll({ mediator, partyA, partyB, otherMediator, otherParty }));

  it('greets a mediator with the active case and a party with creator, participants and shuttle', async () => {
    const { world, server } = context;
    mediator = await connect(server.url, connectOptionsOf(world, 'mediator'));
    expect(mediator.greeting).toEqual({ case_active: caseId });
    // Polling first, then the upgrade: the default transports of a browser.
    partyA = await connect(server.url, { ...connectOptionsOf(world, 'partyA'), transports: ['polling', 'websocket'] });
    expect(partyA.greeting).toMatchObject({ creator: world.mediator.id, shuttle: 'false' });
    const participants = JSON.parse(partyA.greeting.participants as string) as Participant[];
    expect(participants).toEqual([participant(world.partyA.id, 'A', names.partyA), participant(world.partyB.id, 'B', names.partyB)]);
    // Who is connected now: the mediator, and the party itself; party B is not.
    expect([...(partyA.greeting.online as number[])].sort()).toEqual([world.mediator.id, world.partyA.id].sort());
    expect(otherMediator.greeting).toEqual({ case_active: world.caseTwo.id });
  });

  it('tells everyone else in the case that someone joined, with the participant object', async () => {
    const { world, server } = context;
    expect(await mediator.waitFor('userJoin', (entry: Participant) => entry.user_id === world.partyA.id)).toEqual(
      participant(world.partyA.id, 'A', names.partyA),
    );
    partyB = await connect(server.url, connectOptionsOf(world, 'partyB'));
    const joinedB = participant(world.partyB.id, 'B', names.partyB);
    expect(await mediator.waitFor('userJoin', (entry: Participant) => entry.user_id === world.partyB.id)).toEqual(joinedB);
    expect(await partyA.waitFor('userJoin', (entry: Participant) => entry.user_id === world.partyB.id)).toEqual(joinedB);
    // A second tab of someone already present joins quietly.
    mediatorTab = await connect(server.url, connectOptionsOf(world, 'mediator'));
    const barrier = await send(partyA, roomMsg(world, 'partyA', 'M', 'after the second tab'));
    await partyB.waitFor('roomMsg', (message: ChatMessage) => message._id === barrier._id);
    expect(partyB.all<Participant>('userJoin').filter((entry) => entry.side === 'M')).toEqual([]);
    expect(partyB.all('userJoin')).not.toContainEqual(joinedB);
  });

  it('startCase answers shuttle, participants and the notes as a JSON string', async () => {
    const { world } = context;
    const ack = ok(
      await mediator.emit<{ shuttle: boolean; participants: Participant[]; notes: string }>('startCase', {
        case_id: caseId,
        mediator_id: world.mediator.id,
      }),
    );
    expect(ack).toMatchObject({ ok: true, shuttle: false, notes: '[]' });
    expect(ack.participants.map((entry) => entry.user_id)).toEqual([world.partyA.id, world.partyB.id]);
    expect([...(ack as unknown as { online: number[] }).online].sort()).toEqual(
      [world.mediator.id, world.partyA.id, world.partyB.id].sort(),
    );
  });

  it('rules posts the discussion rules into group M for everyone, in the case language', async () => {
    const rules = [
      'Respect: speak to each other with respect.',
      'Practical: keep to what can be done.',
      'Concise: at most 3 sentences per comment.',
    ];
    const ack = ok(await mediator.emit<{ message: ChatMessage; rules: string[] }>('rules', { case_id: caseId }));
    expect(ack.rules).toEqual(rules);
    expect(ack.message).toMatchObject({
      side: 'M',
      fromSide: 'M',
      ext: { type: 'instraction', title: 'Discussion rules' },
      message: rules.join('\n'),
    });
    for (const client of [partyA, partyB, mediatorTab]) {
      expect(await client.waitFor('roomMsg', (message: ChatMessage) => message._id === ack.message._id)).toEqual(ack.message);
      expect(await client.waitFor('rules')).toEqual({ case_id: caseId, rules });
    }
  });

  it('roomMsg is acknowledged with the stored message and reaches exactly the group', async () => {
    const { world } = context;
    sent.aToM = await send(partyA, roomMsg(world, 'partyA', 'M', 'Hello everyone'));
    expect(sent.aToM).toMatchObject({
      from: world.partyA.id,
      fromSide: 'A',
      side: 'M',
      to: caseId,
      message: 'Hello everyone',
      displayName: names.partyA,
      edited_at: null,
      likeData: { A: [], B: [], M: [] },
    });
    expect(sent.aToM._id).toMatch(/^\d+$/);
    expect(sent.aToM.seq).toBeGreaterThan(0);
    for (const client of [mediator, mediatorTab, partyB]) {
      expect(await client.waitFor('roomMsg', (message: ChatMessage) => message._id === sent.aToM!._id)).toEqual(sent.aToM);
    }
    sent.aToA = await send(partyA, roomMsg(world, 'partyA', 'A', 'Only for the mediator'));
    sent.mToB = await send(mediator, roomMsg(world, 'mediator', 'B', 'Private word with B'));
    sent.bToB = await send(partyB, roomMsg(world, 'partyB', 'B', 'B to the mediator'));
    expect(await mediator.waitFor('roomMsg', (message: ChatMessage) => message._id === sent.aToA!._id)).toMatchObject({ side: 'A' });
    expect(await partyB.waitFor('roomMsg', (message: ChatMessage) => message._id === sent.mToB!._id)).toMatchObject({ side: 'B' });
    expect(await mediator.waitFor('roomMsg', (message: ChatMessage) => message._id === sent.bToB!._id)).toMatchObject({ side: 'B' });
    expect(sent.aToA.seq).toBeGreaterThan(sent.aToM.seq);
  });

  it('a retried roomMsg with the same client_msg_id is stored and broadcast once', async () => {
    const { world } = context;
    const payload = roomMsg(world, 'partyB', 'M', 'Sent twice by a flaky network');
    const first = await send(partyB, payload);
    const again = await send(partyB, payload);
    expect(again).toEqual(first);
    await partyA.waitFor('roomMsg', (message: ChatMessage) => message._id === first._id);
    sent.bRetry = first;
  });

  it('typing reaches those who see the group, at most once a second per person and group, and is not stored', async () => {
    const { world } = context;
    const before = await context.server.app.repos.stream.lastSeq(caseId);
    expect(await partyB.emit('typing', { case_id: caseId, side: 'B' })).toEqual({ ok: true, delivered: true });
    expect(await mediator.waitFor('typing', (event: TypingEvent) => event.user_id === world.partyB.id)).toEqual({
      case_id: caseId,
      side: 'B',
      user_id: world.partyB.id,
      displayName: names.partyB,
    });
    expect(await partyB.emit('typing', { case_id: caseId, side: 'B' })).toEqual({ ok: true, delivered: false });
    // Party A may not see group B: by the time B's next message in M reaches A, the typing notice would have too.
    const marker = await send(partyB, roomMsg(world, 'partyB', 'M', 'After typing'));
    await partyA.waitFor('roomMsg', (message: ChatMessage) => message._id === marker._id);
    expect(partyA.all('typing')).toEqual([]);
    // Nothing but the marker took a position, and no typing was recorded to be replayed.
    expect(await context.server.app.repos.stream.lastSeq(caseId)).toBe(marker.seq);
    const recorded = await context.server.app.repos.stream.eventsAfter(caseId, before, ['all', 'A', 'B', 'mediator', 'parties'], 100);
    expect(recorded.filter((entry) => entry.event === 'typing')).toEqual([]);
  });

  it("markRead keeps each person's position per group, only forward, tells the mediator, and outlives the connection", async () => {
    const { world, server } = context;
    const seq = sent.aToM!.seq;
    expect(await partyB.emit('markRead', { case_id: caseId, side: 'M', seq })).toEqual({
      ok: true,
      user_id: world.partyB.id,
      side: 'M',
      seq,
    });
    expect(await mediator.waitFor('read', (event: ReadEvent) => event.user_id === world.partyB.id)).toEqual({
      case_id: caseId,
      user_id: world.partyB.id,
      side: 'M',
      seq,
    });
    expect(ok(await partyB.emit('markRead', { case_id: caseId, side: 'M', seq: 1 }))).toMatchObject({ seq });
    const secondDevice = await connect(server.url, connectOptionsOf(world, 'partyB'));
    try {
      expect(await secondDevice.emit('readPositions', { case_id: caseId })).toEqual({
        ok: true,
        positions: [{ user_id: world.partyB.id, side: 'M', seq }],
      });
    } finally {
      secondDevice.close();
    }
    expect(await partyA.emit('readPositions', { case_id: caseId })).toEqual({ ok: true, positions: [] });
    expect(ok(await mediator.emit('readPositions', { case_id: caseId })).positions).toContainEqual({
      user_id: world.partyB.id,
      side: 'M',
      seq,
    });
  });

  it('like and removeLike are recorded per user and side and reach everyone who sees the message', async () => {
    const { world } = context;
    const like = (caller: 'partyA' | 'partyB' | 'mediator', message: ChatMessage, action: 'add' | 'remove' = 'add') => ({
      message_id: message._id,
      groupSide: message.side,
      user_id: world[caller].id,
      displayName: 'ignored',
      case_id: caseId,
      like: true,
      action,
      side: caller === 'mediator' ? 'M' : caller === 'partyA' ? 'A' : 'B',
    });
    const liked = ok(await partyB.emit<LikeEvent>('like', like('partyB', sent.aToM!)));
    expect(liked.likeData).toEqual({ A: [], B: [{ user_id: world.partyB.id, displayName: names.partyB, like: true }], M: [] });
    expect(liked).toMatchObject({ action: 'add', user_id: world.partyB.id, side: 'B', groupSide: 'M', message_id: sent.aToM!._id });
    for (const client of [partyA, mediator]) {
      expect(await client.waitFor('like', (event: LikeEvent) => event.seq === liked.seq)).toMatchObject({ likeData: liked.likeData });
    }
    const byMediator = ok(await mediator.emit<LikeEvent>('like', like('mediator', sent.aToM!)));
    expect(byMediator.likeData.M).toEqual([{ user_id: world.mediator.id, displayName: names.mediator, like: true }]);
    const twice = ok(await partyB.emit<LikeEvent>('like', like('partyB', sent.aToM!)));
    expect(twice.likeData.B).toHaveLength(1);

    const removed = ok(await partyB.emit<LikeEvent>('removeLike', like('partyB', sent.aToM!, 'remove')));
    expect(removed).toMatchObject({ action: 'remove', likeData: { A: [], B: [], M: byMediator.likeData.M } });
    expect(await partyA.waitFor('removeLike', (event: LikeEvent) => event.seq === removed.seq)).toMatchObject({
      user_id: world.partyB.id,
      likeData: removed.likeData,
    });

    const inGroupA = ok(await mediator.emit<LikeEvent>('like', like('mediator', sent.aToA!)));
    expect(await partyA.waitFor('like', (event: LikeEvent) => event.seq === inGroupA.seq)).toMatchObject({ groupSide: 'A' });
  });

  it('editMsg by the author stores the new text with the time of the edit and reaches the group', async () => {
    const before = Date.now();
    const edited = ok(
      await partyA.emit<EditMsgEvent>('editMsg', {
        message_id: sent.aToM!._id,
        case_id: caseId,
        side: 'M',
        message: 'Hello everyone (edited)',
      }),
    );
    expect(edited).toMatchObject({ message_id: sent.aToM!._id, side: 'M', message: 'Hello everyone (edited)' });
    expect(Date.parse(edited.edited_at)).toBeGreaterThanOrEqual(before - 1000);
    for (const client of [mediator, partyB]) {
      const { ok: _ok, ...event } = edited as EditMsgEvent & { ok: true };
      expect(await client.waitFor('editMsg', (received: EditMsgEvent) => received.seq === edited.seq)).toEqual(event);
    }
  });

  it('shuttle is toggled by the mediator, reaches everyone, and refuses a party in group M while on', async () => {
    const { world } = context;
    const on = ok(
      await mediator.emit<{ shuttle: boolean; seq: number }>('shuttle', {
        case_id: caseId,
        to: 'M',
        mediator_id: world.mediator.id,
        shuttle: true,
      }),
    );
    expect(on.shuttle).toBe(true);
    for (const client of [partyA, partyB, mediatorTab]) {
      expect(await client.waitFor('shuttle', (event: { seq: number }) => event.seq === on.seq)).toEqual({
        seq: on.seq,
        case_id: caseId,
        shuttle: true,
      });
    }
    const refused = await partyA.emit('roomMsg', roomMsg(world, 'partyA', 'M', 'Shuttle is on'));
    expect(refused).toEqual({
      ok: false,
      error: { code: 'forbidden', message: expect.stringContaining('Shuttle'), reason: 'shuttle_mediator_writes_m' },
    });
    await send(partyA, roomMsg(world, 'partyA', 'A', 'Own group still works'));
    await send(mediator, roomMsg(world, 'mediator', 'M', 'The mediator still writes in M'));
    const off = ok(
      await mediator.emit<{ shuttle: boolean }>('shuttle', { case_id: caseId, to: 'M', mediator_id: world.mediator.id, shuttle: false }),
    );
    expect(off.shuttle).toBe(false);
    await send(partyA, roomMsg(world, 'partyA', 'M', 'Shuttle is off again'));
  });

  it('note add and remove answer the list and reach the mediator only', async () => {
    const added = ok(
      await mediator.emit<{ notes: Note[]; seq: number }>('note', {
        case_id: caseId,
        action: 'add',
        note: { note: 'A wants the fence moved', groupTag: 'A' },
      }),
    );
    expect(added.notes).toEqual([{ note: 'A wants the fence moved', groupTag: 'A' }]);
    const second = ok(await mediator.emit<{ notes: Note[] }>('note', { case_id: caseId, action: 'add', note: { note: 'Both tired' } }));
    expect(second.notes).toEqual([added.notes[0], { note: 'Both tired', groupTag: 'Both' }]);
    const removed = ok(await mediator.emit<{ notes: Note[]; seq: number }>('note', { case_id: caseId, action: 'remove', idx: 0 }));
    expect(removed.notes).toEqual([{ note: 'Both tired', groupTag: 'Both' }]);
    expect(await mediatorTab.waitFor('note', (event: { seq: number }) => event.seq === removed.seq)).toEqual({
      seq: removed.seq,
      case_id: caseId,
      notes: removed.notes,
    });
  });

  it('guid stores type, stage, iterations and initial positions; endGuid resets them', async () => {
    const initial = ok(await mediator.emit<GuideState>('guid', { case_id: caseId }));
    expect(initial).toMatchObject({ guideType: 0, stageIdx: 0, iteration: 0, receivedInitialA: false, initialStateA: null });
    const started = ok(
      await mediator.emit<GuideState>('guid', { case_id: caseId, guideType: 3, stageIdx: 1, iteration: 3, initialIteration: 3 }),
    );
    expect(started).toMatchObject({ guideType: 3, stageIdx: 1, iteration: 3, initialIteration: 3 });
    // The mediator's other tab follows, with the type: it resumes the same negotiation, not one of another type.
    expect(await mediatorTab.waitFor('guid', (event: GuideState) => event.stageIdx === 1)).toMatchObject({
      case_id: caseId,
      guideType: 3,
      iteration: 3,
    });
    const moved = ok(await mediator.emit<GuideState>('guid', { case_id: caseId, stageIdx: 2, iteration: 2 }));
    expect(moved).toMatchObject({ guideType: 3, stageIdx: 2, iteration: 2, initialIteration: 3 });
    const recorded = ok(await mediator.emit<GuideState>('guid', { case_id: caseId, initialStateB: 'B keeps the fence' }));
    expect(recorded).toMatchObject({ guideType: 3, stageIdx: 2, receivedInitialB: true, initialStateB: 'B keeps the fence' });
    const read = ok(await mediator.emit<GuideState>('guid', { case_id: caseId }));
    expect(read).toEqual(recorded);
  });

  it('action: the mediator asks for initial positions, a party answers for its side only', async () => {
    const { world } = context;
    const ask = ok(
      await mediator.emit<{ action: ActionMessage }>('action', {
        case_id: caseId,
        actionType: 'add',
        actionPayload: 'initialPosition',
        extMsg: null,
      }),
    );
    expect(ask.action).toMatchObject({ actionType: 'add', actionPayload: 'initialPosition', from: world.mediator.id, side: 'M' });
    for (const client of [partyA, partyB]) {
      expect(await client.waitFor('action', (action: ActionMessage) => action.seq === ask.action.seq)).toEqual(ask.action);
    }
    // The stored position comes with its marker, set by the server in the same transaction.
    const answered = ok(
      await partyA.emit<{ message: ChatMessage; action: ActionMessage }>(
        'roomMsg',
        roomMsg(world, 'partyA', 'A', 'Move it 1 m', { ext: { type: 'guided', stage: 'initial' } }),
      ),
    );
    expect(await mediator.waitFor('action', (action: ActionMessage) => action.seq === answered.action.seq)).toMatchObject({
      actionPayload: 'receivedInitialA',
      extMsg: 'Move it 1 m',
      side: 'A',
    });
    const guide = ok(await mediator.emit<GuideState>('guid', { case_id: caseId }));
    expect(guide).toMatchObject({ receivedInitialA: true, initialStateA: 'Move it 1 m', receivedInitialB: true });

    const forA = ok(await partyA.emit<HistoryActionsAck>('historyActions', { case_id: caseId }));
    expect(forA.actions).toEqual(['initialPosition', 'receivedInitialA']);
    const forB = ok(await partyB.emit<HistoryActionsAck>('historyActions', { case_id: caseId }));
    expect(forB.actions).toEqual(['initialPosition']);
    expect(forB.items.map((item) => item.actionPayload)).toEqual(['initialPosition']);
    const forMediator = ok(await mediator.emit<HistoryActionsAck>('historyActions', { case_id: caseId }));
    expect(forMediator.items).toEqual([ask.action, answered.action]);
  });

  it('endGuid resets the guide and withdraws the markers in force', async () => {
    const ended = ok(await mediator.emit<GuideState>('endGuid', { case_id: caseId }));
    expect(ended).toMatchObject({
      guideType: 0,
      stageIdx: 0,
      iteration: 0,
      initialIteration: 0,
      receivedInitialA: false,
      receivedInitialB: false,
      initialStateA: null,
      initialStateB: null,
    });
    expect(await partyB.waitFor('action', (action: ActionMessage) => action.actionType === 'remove')).toMatchObject({
      actionPayload: 'initialPosition',
    });
    expect(await mediatorTab.waitFor('endGuid')).toMatchObject({ case_id: caseId, stageIdx: 0 });
    expect(ok(await partyA.emit<HistoryActionsAck>('historyActions', { case_id: caseId })).actions).toEqual([]);
  });

  it('guided messages cannot be liked or edited', async () => {
    const { world } = context;
    const guided = (await partyA.emit<HistoryAck>('history', { case_id: caseId })) as HistoryAck & { ok: true };
    const message = guided.messages.find((entry) => entry.ext?.type === 'guided')!;
    const like = await partyA.emit('like', {
      message_id: message._id,
      groupSide: 'A',
      user_id: world.partyA.id,
      displayName: 'Dana',
      case_id: caseId,
      action: 'add',
      side: 'A',
    });
    expect(like).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const edit = await partyA.emit('editMsg', { message_id: message._id, case_id: caseId, side: 'A', message: 'changed' });
    expect(edit).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('sendSurvey reaches the parties and submitSurvey stores the answer', async () => {
    const { world, server } = context;
    const request = ok(await mediator.emit<{ seq: number }>('sendSurvey', { case_id: caseId }));
    for (const client of [partyA, partyB]) {
      expect(await client.waitFor('sendSurvey')).toEqual({ seq: request.seq, case_id: caseId });
    }
    ok(await partyA.emit('submitSurvey', { case_id: caseId, rating: 4, feedback: 'Helpful' }));
    ok(await partyB.emit('submitSurvey', { case_id: caseId, rating: 2 }));
    const answers = await server.app.repos.surveys.listByCase(caseId);
    expect(answers.map((answer) => [answer.userId, answer.rating, answer.feedback])).toEqual([
      [world.partyA.id, 4, 'Helpful'],
      [world.partyB.id, 2, ''],
    ]);
  });

  it("a mediator's catch-up replays what it hears live and no more: the parties' survey request stays theirs", async () => {
    const request = ok(await mediator.emit<{ seq: number }>('sendSurvey', { case_id: caseId }));
    await partyA.waitFor('sendSurvey', (payload: { seq: number }) => payload.seq === request.seq);
    const catchUp = async (client: TestClient) =>
      ok(await client.emit<HistoryAck>('history', { case_id: caseId, after_seq: request.seq - 1 })).events!.map((entry) => entry.event);
    expect(await catchUp(partyA)).toContain('sendSurvey');
    expect(await catchUp(mediator)).not.toContain('sendSurvey');
  });

  it('history answers each caller the messages of its groups, with edits and likes applied', async () => {
    const history = async (client: TestClient) => ok(await client.emit<HistoryAck>('history', { case_id: caseId }));
    const forA = await history(partyA);
    const forB = await history(partyB);
    const forMediator = await history(mediator);
    expect(new Set(forA.messages.map((message) => message.side))).toEqual(new Set(['A', 'M']));
    expect(new Set(forB.messages.map((message) => message.side))).toEqual(new Set(['B', 'M']));
    expect(new Set(forMediator.messages.map((message) => message.side))).toEqual(new Set(['A', 'B', 'M']));
    expect(forMediator.messages.map((message) => message.seq)).toEqual(
      [...forMediator.messages.map((message) => message.seq)].sort((a, b) => a - b),
    );
    const greeting = forB.messages.find((message) => message._id === sent.aToM!._id)!;
    expect(greeting.message).toBe('Hello everyone (edited)');
    expect(greeting.edited_at).not.toBeNull();
    expect(greeting.likeData.M).toHaveLength(1);
    expect(forMediator.messages.filter((message) => message._id === sent.bRetry!._id)).toHaveLength(1);
    expect(forMediator.last_seq).toBeGreaterThanOrEqual(forMediator.messages.at(-1)!.seq);
  });

  it('a party never received anything of the other side, nor notes or guide state; case two heard nothing', async () => {
    // A last message in M is a barrier: whatever was sent before it has arrived when it arrives.
    const { world } = context;
    const barrier = await send(mediator, roomMsg(world, 'mediator', 'M', 'Barrier'));
    const barrierTwo = await send(otherMediator, roomMsg(world, 'otherMediator', 'M', 'Barrier two'));
    for (const client of [partyA, partyB]) await client.waitFor('roomMsg', (message: ChatMessage) => message._id === barrier._id);
    await otherParty.waitFor('roomMsg', (message: ChatMessage) => message._id === barrierTwo._id);

    // The group of every message, edit and like a client received (presence events carry sides too, legitimately).
    const sidesSeen = (client: TestClient) =>
      client.received
        .filter((entry) => ['roomMsg', 'editMsg', 'like', 'removeLike'].includes(entry.event))
        .map((entry) => entry.payload as { side: string; groupSide?: string })
        .map((payload) => payload.groupSide ?? payload.side);
    expect(sidesSeen(partyA)).toContain('A');
    expect(sidesSeen(partyB)).toContain('B');
    expect(sidesSeen(partyA)).not.toContain('B');
    expect(sidesSeen(partyB)).not.toContain('A');
    expect(partyB.all<ActionMessage>('action').map((action) => action.actionPayload)).not.toContain('receivedInitialA');
    for (const client of [partyA, partyB]) {
      expect(client.received.map((entry) => entry.event).filter((event) => ['note', 'guid', 'endGuid'].includes(event))).toEqual([]);
    }
    // The sender hears of its message through the acknowledgement, not a second time.
    expect(partyA.all<ChatMessage>('roomMsg').map((message) => message._id)).not.toContain(sent.aToM!._id);
    expect(partyA.all<ChatMessage>('roomMsg').filter((message) => message._id === sent.bRetry!._id)).toHaveLength(1);
    for (const client of [otherMediator, otherParty]) {
      const caseIds = client.received.map((entry) => {
        const payload = entry.payload as { to?: string; case_id?: string };
        return payload?.to ?? payload?.case_id;
      });
      expect(caseIds).not.toContain(caseId);
    }
  });

  it('userLeave goes to everyone else when a participant disconnects', async () => {
    const { world } = context;
    mediatorTab.close();
    partyB.close();
    const left = participant(world.partyB.id, 'B', names.partyB);
    expect(await mediator.waitFor('userLeave', (entry: Participant) => entry.user_id === world.partyB.id)).toEqual(left);
    expect(await partyA.waitFor('userLeave', (entry: Participant) => entry.user_id === world.partyB.id)).toEqual(left);
    // The mediator closed one of two tabs and is still there: nobody hears that they left.
    const barrier = await send(mediator, roomMsg(world, 'mediator', 'M', 'still here'));
    await partyA.waitFor('roomMsg', (message: ChatMessage) => message._id === barrier._id);
    expect(partyA.all<Participant>('userLeave').filter((entry) => entry.side === 'M')).toEqual([]);
    partyB = await connect(context.server.url, connectOptionsOf(world, 'partyB'));
  });

  it('endCase: everyone hears it and is disconnected, party tokens stop working, the code no longer joins', async () => {
    const { world, server, api } = context;
    const goneA = disconnected(partyA);
    const goneB = disconnected(partyB);
    const goneMediator = disconnected(mediator);
    const ack = await mediator.emit('endCase', { case_id: caseId });
    expect(ack).toEqual({ ok: true });
    for (const client of [partyA, partyB, mediator]) {
      expect(await client.waitFor('endCase')).toMatchObject({ case_id: caseId });
    }
    expect(await goneA).toBe('io server disconnect');
    expect(await goneB).toBe('io server disconnect');
    expect(await goneMediator).toBe('io server disconnect');

    const refused = await connectError(server.url, connectOptionsOf(world, 'partyA'));
    expect(refused.message).toBe('This case session has ended');
    // The sentence's own code beside the kind of refusal, so a client can say it in its reader's language.
    expect(refused.data).toEqual({ code: 'unauthorized', reason: 'case_session_ended' });
    expect((await api('GET', '/auth/users/me/', { token: world.partyA.token })).status).toBe(401);
    // Ended, not closed: its code says the case is not running now (and joins again once restarted).
    expect((await api('GET', '/session/get_case_full_id/', { query: { link_id: world.caseOne.link } })).status).toBe(409);
    const again = { link_id: world.caseOne.link, side: 'A', email: world.partyA.email, first_name: 'Dana', last_name: 'Party' };
    expect((await api('POST', '/session/join/', { body: again })).status).toBe(409);
    // Case two is untouched.
    expect(otherParty.socket.connected).toBe(true);
  });

  it('ending a case over REST ends its rooms the same way', async () => {
    const { world, api } = context;
    const gone = disconnected(otherParty);
    const response = await api('DELETE', '/session/delete_case_full_id/', {
      token: world.otherMediator.token,
      body: { link_id: world.caseTwo.link },
    });
    expect(response.status).toBe(200);
    expect(await otherParty.waitFor('endCase')).toMatchObject({ case_id: world.caseTwo.id });
    expect(await otherMediator.waitFor('endCase')).toMatchObject({ case_id: world.caseTwo.id });
    expect(await gone).toBe('io server disconnect');
  });
});
