import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionMessage, CaseEvent, ChatMessage, GuideState, HistoryAck, HistoryActionsAck, LikeEvent } from '@mediation/protocol';
import { apiClient, createStorage, DATABASE_KINDS, startServer } from '../testing/harness';
import type { Storage, TestServer } from '../testing/harness';
import { closeAll, connectOptionsOf, roomMsg, send } from '../testing/rooms';
import { connect, disconnected, WAIT_MS } from '../testing/sockets';
import type { TestClient } from '../testing/sockets';
import { buildWorld, SERVER_PAIR_REDIS, useServerPair } from '../testing/world';
import type { World } from '../testing/world';

function ok<T extends object>(ack: ({ ok: true } & T) | { ok: false; error: { code: string; message: string } }): T {
  if (!ack.ok) throw new Error(`refused: ${ack.error.code} ${ack.error.message}`);
  return ack;
}

/** The highest stream position a client has seen, from events and its own acknowledgements. */
function lastSeenSeq(client: TestClient, ownSeqs: number[] = []): number {
  const seen = client.received.map((entry) => (entry.payload as { seq?: number } | undefined)?.seq ?? 0);
  return Math.max(0, ...seen, ...ownSeqs);
}

/** What a client shows after replaying events in order: message texts and likes by id (the web app's view). */
function replay(events: CaseEvent[], start: Map<string, { message: string; likes: number }> = new Map()) {
  const view = new Map(start);
  for (const entry of events) {
    if (entry.event === 'roomMsg') view.set(entry.payload._id, { message: entry.payload.message, likes: 0 });
    if (entry.event === 'editMsg')
      view.set(entry.payload.message_id, { ...view.get(entry.payload.message_id)!, message: entry.payload.message });
    if (entry.event === 'like' || entry.event === 'removeLike') {
      const likes = Object.values(entry.payload.likeData).flat().length;
      view.set(entry.payload.message_id, { ...view.get(entry.payload.message_id)!, likes });
    }
  }
  return view;
}

describe.each(DATABASE_KINDS)('durability on %s', (kind) => {
  let storage: Storage;
  let server: TestServer;
  let world: World;
  let clients: { mediator: TestClient; partyA: TestClient; partyB: TestClient } | undefined;

  beforeAll(async () => {
    storage = await createStorage(kind);
    server = await startServer(storage);
    world = await buildWorld(apiClient(server.url));
  });
  afterAll(async () => {
    closeAll(clients);
    await server.close();
    await storage.drop();
  });

  it('after a restart, history, historyActions, notes, guide state and shuttle come back complete', async () => {
    const caseId = world.caseOne.id;
    const mediator = await connect(server.url, connectOptionsOf(world, 'mediator'));
    const partyA = await connect(server.url, connectOptionsOf(world, 'partyA'));
    const partyB = await connect(server.url, connectOptionsOf(world, 'partyB'));
    const toM = await send(partyA, roomMsg(world, 'partyA', 'M', 'Before the restart'));
    await send(partyA, roomMsg(world, 'partyA', 'A', 'A only'));
    await send(partyB, roomMsg(world, 'partyB', 'B', 'B only'));
    await send(mediator, roomMsg(world, 'mediator', 'M', 'Guided', { ext: { type: 'guided', stage: 1 } }));
    ok(await partyA.emit('editMsg', { message_id: toM._id, case_id: caseId, side: 'M', message: 'Before the restart (edited)' }));
    ok(
      await partyB.emit('like', {
        message_id: toM._id,
        groupSide: 'M',
        user_id: world.partyB.id,
        displayName: 'Eli',
        case_id: caseId,
        action: 'add',
        side: 'B',
      }),
    );
    ok(await mediator.emit('note', { case_id: caseId, action: 'add', note: { note: 'first', groupTag: 'A' } }));
    ok(await mediator.emit('note', { case_id: caseId, action: 'add', note: { note: 'second' } }));
    ok(await mediator.emit('note', { case_id: caseId, action: 'remove', idx: 0 }));
    ok(
      await mediator.emit('guid', {
        case_id: caseId,
        guideType: 2,
        stageIdx: 3,
        iteration: 2,
        initialIteration: 5,
        initialStateB: 'B position',
      }),
    );
    ok(await mediator.emit('action', { case_id: caseId, actionType: 'add', actionPayload: 'initialPosition' }));
    await send(partyA, roomMsg(world, 'partyA', 'A', 'A position', { ext: { type: 'guided', stage: 'initialPosition' } }));
    ok(await mediator.emit('shuttle', { case_id: caseId, to: 'M', mediator_id: world.mediator.id, shuttle: true }));

    const capture = async (people: { mediator: TestClient; partyA: TestClient; partyB: TestClient }) => ({
      history: await Promise.all(
        Object.values(people).map(async (client) => ok(await client.emit<HistoryAck>('history', { case_id: caseId }))),
      ),
      catchUp: ok(await people.partyA.emit<HistoryAck>('history', { case_id: caseId, after_seq: 0 })),
      actions: await Promise.all(
        Object.values(people).map(async (client) => ok(await client.emit<HistoryActionsAck>('historyActions', { case_id: caseId }))),
      ),
      start: ok(
        await people.mediator.emit<{ notes: string; shuttle: boolean }>('startCase', { case_id: caseId, mediator_id: world.mediator.id }),
      ),
      guide: ok(await people.mediator.emit<GuideState>('guid', { case_id: caseId })),
      greeting: people.partyA.greeting,
    });
    const before = await capture({ mediator, partyA, partyB });
    expect(JSON.parse(before.start.notes)).toEqual([{ note: 'second', groupTag: 'Both' }]);
    expect(before.guide).toMatchObject({ guideType: 2, stageIdx: 3, initialStateA: 'A position', initialStateB: 'B position' });
    expect(before.history[0]!.messages).toHaveLength(5);

    const gone = [mediator, partyA, partyB].map((client) => disconnected(client));
    await server.close();
    // Closing a server drops connections without telling clients to stay away.
    expect(await Promise.all(gone)).toEqual(['transport close', 'transport close', 'transport close']);
    server = await startServer(storage);
    clients = {
      mediator: await connect(server.url, connectOptionsOf(world, 'mediator')),
      partyA: await connect(server.url, connectOptionsOf(world, 'partyA')),
      partyB: await connect(server.url, connectOptionsOf(world, 'partyB')),
    };
    const after = await capture(clients);
    expect({ ...after, greeting: undefined }).toEqual({ ...before, greeting: undefined });
    expect(after.greeting).toMatchObject({ ...before.greeting, shuttle: 'true' });
  });

  it('a dropped client catches up on everything it missed, in order, once, and nothing of the other side', async () => {
    const caseId = world.caseOne.id;
    const { mediator, partyA, partyB } = clients!;
    ok(await mediator.emit('shuttle', { case_id: caseId, to: 'M', mediator_id: world.mediator.id, shuttle: false }));
    const beforeDrop = await send(partyB, roomMsg(world, 'partyB', 'M', 'Seen by A live'));
    await partyA.waitFor('roomMsg', (message: ChatMessage) => message._id === beforeDrop._id);
    const lastSeen = lastSeenSeq(partyA);
    expect(lastSeen).toBe(beforeDrop.seq);

    // The network drops party A's connection.
    const gone = disconnected(partyA);
    const serverSocket = server.app.realtime.io.sockets.sockets.get(partyA.socket.id!)!;
    serverSocket.conn.close();
    expect(await gone).toBe('transport close');

    const missed: number[] = [];
    const inM = await send(mediator, roomMsg(world, 'mediator', 'M', 'Sent while A was away'));
    missed.push(inM.seq);
    missed.push((await send(mediator, roomMsg(world, 'mediator', 'A', 'For A, while away'))).seq);
    await send(mediator, roomMsg(world, 'mediator', 'B', 'For B only'));
    await send(partyB, roomMsg(world, 'partyB', 'B', 'B to the mediator'));
    missed.push(
      ok(
        await partyB.emit<LikeEvent>('like', {
          message_id: inM._id,
          groupSide: 'M',
          user_id: world.partyB.id,
          displayName: 'Eli',
          case_id: caseId,
          action: 'add',
          side: 'B',
        }),
      ).seq,
    );
    missed.push(
      ok(
        await mediator.emit<{ seq: number }>('editMsg', {
          message_id: inM._id,
          case_id: caseId,
          side: 'M',
          message: 'Sent while A was away (edited)',
        }),
      ).seq,
    );
    missed.push(
      ok(
        await mediator.emit<{ action: ActionMessage }>('action', {
          case_id: caseId,
          actionType: 'remove',
          actionPayload: 'initialPosition',
        }),
      ).action.seq,
    );
    missed.push(
      ok(await mediator.emit<{ seq: number }>('shuttle', { case_id: caseId, to: 'M', mediator_id: world.mediator.id, shuttle: true })).seq,
    );
    missed.push(ok(await mediator.emit<{ seq: number }>('sendSurvey', { case_id: caseId })).seq);
    await mediator.emit('note', { case_id: caseId, action: 'add', note: { note: 'private' } });
    await mediator.emit('guid', { case_id: caseId, stageIdx: 4 });

    partyA.socket.connect();
    await partyA.waitFor('connection', () => partyA.socket.connected);
    const catchUp = ok(await partyA.emit<HistoryAck>('history', { case_id: caseId, after_seq: lastSeen }));
    const seqs = catchUp.events!.map((entry) => entry.seq);
    expect(seqs).toEqual(missed);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(catchUp.events!.map((entry) => entry.event)).toEqual([
      'roomMsg',
      'roomMsg',
      'like',
      'editMsg',
      'action',
      'shuttle',
      'sendSurvey',
    ]);
    // The messages as they are now (edits applied), once each: among the events, not listed again.
    const caughtUp = catchUp.events!.flatMap((entry) => (entry.event === 'roomMsg' ? [(entry.payload as ChatMessage).message] : []));
    expect(caughtUp).toEqual(['Sent while A was away (edited)', 'For A, while away']);
    expect(catchUp.messages).toEqual([]);
    expect(catchUp.last_seq).toBeGreaterThanOrEqual(missed.at(-1)!);
    // Replaying the missed events gives the same view as a full history.
    const full = ok(await partyA.emit<HistoryAck>('history', { case_id: caseId }));
    const fromFull = new Map(
      full.messages.map((message) => [message._id, { message: message.message, likes: Object.values(message.likeData).flat().length }]),
    );
    const known = new Map([...fromFull].filter(([id]) => Number(id) <= Number(beforeDrop._id)));
    expect(replay(catchUp.events!, known)).toEqual(fromFull);
    // A later catch-up from the answer's position has nothing new.
    expect(ok(await partyA.emit<HistoryAck>('history', { case_id: caseId, after_seq: catchUp.last_seq })).events).toEqual([]);
  });

  it('concurrent sends in two cases are stored once each, at distinct positions, and broadcast once', async () => {
    const { mediator, partyA, partyB } = clients!;
    ok(await mediator.emit('shuttle', { case_id: world.caseOne.id, to: 'M', mediator_id: world.mediator.id, shuttle: false }));
    const otherParty = await connect(server.url, connectOptionsOf(world, 'otherParty'));
    const otherMediator = await connect(server.url, connectOptionsOf(world, 'otherMediator'));
    try {
      const retried = roomMsg(world, 'partyB', 'M', 'Retried five times at once');
      const burst = await Promise.all([
        ...Array.from({ length: 40 }, (_, index) =>
          send(index % 2 ? partyA : partyB, roomMsg(world, index % 2 ? 'partyA' : 'partyB', 'M', `burst ${index}`)),
        ),
        ...Array.from({ length: 20 }, (_, index) => send(otherParty, roomMsg(world, 'otherParty', 'M', `other case ${index}`))),
        ...Array.from({ length: 5 }, () => send(partyB, retried)),
      ]);
      const retries = burst.slice(60);
      expect(new Set(retries.map((message) => message._id)).size).toBe(1);
      const caseOne = burst.slice(0, 40).concat(retries[0]!);
      const caseTwo = burst.slice(40, 60);
      for (const [messages, caseId] of [
        [caseOne, world.caseOne.id],
        [caseTwo, world.caseTwo.id],
      ] as const) {
        expect(messages.every((message) => message.to === caseId)).toBe(true);
        expect(new Set(messages.map((message) => message.seq)).size).toBe(messages.length);
      }
      // Every one reaches the mediator of its case once; a last message is the barrier.
      const last = await send(partyA, roomMsg(world, 'partyA', 'M', 'After the burst'));
      await mediator.waitFor('roomMsg', (message: ChatMessage) => message._id === last._id);
      const heard = mediator.all<ChatMessage>('roomMsg').map((message) => message._id);
      for (const message of caseOne) expect(heard.filter((id) => id === message._id)).toHaveLength(1);
      const lastTwo = await send(otherParty, roomMsg(world, 'otherParty', 'M', 'After the burst, case two'));
      await otherMediator.waitFor('roomMsg', (message: ChatMessage) => message._id === lastTwo._id);
      expect(
        otherMediator
          .all<ChatMessage>('roomMsg')
          .map((message) => message._id)
          .sort(),
      ).toEqual([...caseTwo, lastTwo].map((message) => message._id).sort());
      const history = ok(await mediator.emit<HistoryAck>('history', { case_id: world.caseOne.id }));
      expect(history.messages.filter((message) => message.client_msg_id === retried.client_msg_id)).toHaveLength(1);
    } finally {
      otherParty.close();
      otherMediator.close();
    }
  });
});

describe.each(SERVER_PAIR_REDIS)('two server processes sharing a case through Redis, behind nginx (%s)', (redisUrl) => {
  const pair = useServerPair(redisUrl, {}, { nginx: true });
  const people: TestClient[] = [];

  afterAll(() => {
    closeAll(Object.fromEntries(people.map((client, index) => [index, client])));
  });

  it('a mediator on one process and the parties on the other hold a case; a killed process loses nothing', async () => {
    const { second, world } = pair;
    const first = pair.first!;
    const balancer = pair.throughFirst;
    const caseId = world.caseOne.id;
    // Parties reach the first process through the balancer and reconnect on their own.
    const partyA = await connect(balancer.url, { ...connectOptionsOf(world, 'partyA'), reconnection: true });
    const partyB = await connect(balancer.url, { ...connectOptionsOf(world, 'partyB'), reconnection: true });
    const mediator = await connect(second.url, connectOptionsOf(world, 'mediator'));
    people.push(partyA, partyB, mediator);
    expect(first.app.realtime.io.sockets.sockets.size).toBe(2);
    expect(second.app.realtime.io.sockets.sockets.size).toBe(1);

    expect(await partyA.waitFor('userJoin', (entry: { side: string }) => entry.side === 'M')).toMatchObject({ user_id: world.mediator.id });
    const fromA = await send(partyA, roomMsg(world, 'partyA', 'M', 'Hello from process one'));
    expect(await mediator.waitFor('roomMsg', (message: ChatMessage) => message._id === fromA._id)).toEqual(fromA);
    expect(await partyB.waitFor('roomMsg', (message: ChatMessage) => message._id === fromA._id)).toEqual(fromA);
    const toB = await send(mediator, roomMsg(world, 'mediator', 'B', 'Only for B, from process two'));
    await partyB.waitFor('roomMsg', (message: ChatMessage) => message._id === toB._id);
    const liked = ok(
      await partyB.emit<LikeEvent>('like', {
        message_id: fromA._id,
        groupSide: 'M',
        user_id: world.partyB.id,
        displayName: 'Eli',
        case_id: caseId,
        action: 'add',
        side: 'B',
      }),
    );
    await mediator.waitFor('like', (event: LikeEvent) => event.seq === liked.seq);
    const note = ok(await mediator.emit<{ seq: number }>('note', { case_id: caseId, action: 'add', note: { note: 'across processes' } }));

    // Ending another case from process two reaches and disconnects its party on process one.
    const otherParty = await connect(first.url, connectOptionsOf(world, 'otherParty'));
    const otherMediator = await connect(second.url, connectOptionsOf(world, 'otherMediator'));
    people.push(otherParty, otherMediator);
    const otherGone = disconnected(otherParty);
    expect(await otherMediator.emit('endCase', { case_id: world.caseTwo.id })).toEqual({ ok: true });
    expect(await otherParty.waitFor('endCase')).toMatchObject({ case_id: world.caseTwo.id });
    expect(await otherGone).toBe('io server disconnect');

    const seenA = lastSeenSeq(partyA, [fromA.seq]);
    const seenB = lastSeenSeq(partyB, [fromA.seq, liked.seq]);
    // Process one dies; the parties stay away (their reconnection held) while the mediator goes on.
    for (const party of [partyA, partyB]) party.socket.io.reconnection(false);
    const goneA = disconnected(partyA);
    const goneB = disconnected(partyB);
    pair.first = undefined;
    await first.close();
    expect(await goneA).toBe('transport close');
    expect(await goneB).toBe('transport close');
    const whileAway = [
      await send(mediator, roomMsg(world, 'mediator', 'M', 'While process one was down')),
      await send(mediator, roomMsg(world, 'mediator', 'A', 'For A while down')),
      await send(mediator, roomMsg(world, 'mediator', 'B', 'For B while down')),
    ];
    // A new greeting (another object than the first one) means the reconnection reached a server.
    const greetedAgain = (client: TestClient) => client.waitFor('connection', (greeting) => greeting !== client.greeting, WAIT_MS);
    // They come back through nginx, which sends them to process two, the only one left.
    for (const party of [partyA, partyB]) {
      party.socket.io.reconnection(true);
      party.socket.connect();
    }
    await Promise.all([greetedAgain(partyA), greetedAgain(partyB)]);
    expect(partyA.all('connection')).toHaveLength(2);
    // Both parties and the mediator are on process two now (the other case's people were sent away).
    expect(second.app.realtime.io.sockets.sockets.size).toBe(3);

    const catchUpA = ok(await partyA.emit<HistoryAck>('history', { case_id: caseId, after_seq: seenA }));
    const catchUpB = ok(await partyB.emit<HistoryAck>('history', { case_id: caseId, after_seq: seenB }));
    const messagesOf = (ack: HistoryAck) =>
      ack.events!.filter((entry) => entry.event === 'roomMsg').map((entry) => (entry.payload as ChatMessage)._id);
    // Each party missed exactly the messages of M and of its own group sent while it was away.
    expect(messagesOf(catchUpA)).toEqual([whileAway[0]!, whileAway[1]!].map((message) => message._id));
    expect(messagesOf(catchUpB)).toEqual([whileAway[0]!, whileAway[2]!].map((message) => message._id));
    expect(catchUpA.events!.map((entry) => entry.seq)).toEqual([...catchUpA.events!.map((entry) => entry.seq)].sort((a, b) => a - b));
    expect(catchUpA.events!.every((entry) => entry.seq > seenA)).toBe(true);
    expect(catchUpA.events!.map((entry) => entry.seq)).not.toContain(note.seq);

    // Now all on process two, the case goes on.
    const afterA = await send(partyA, roomMsg(world, 'partyA', 'M', 'Back, on process two'));
    await mediator.waitFor('roomMsg', (message: ChatMessage) => message._id === afterA._id);
    await partyB.waitFor('roomMsg', (message: ChatMessage) => message._id === afterA._id);
    const history = ok(await mediator.emit<HistoryAck>('history', { case_id: caseId }));
    const ids = history.messages.map((message) => message._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([fromA._id, toB._id, ...whileAway.map((message) => message._id), afterA._id]));
  });
});
