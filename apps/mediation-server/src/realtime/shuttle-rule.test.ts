import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Ack,
  ActionMessage,
  AgreementChangeAck,
  ChatMessage,
  EditMsgEvent,
  GuideState,
  HistoryAck,
  HistoryActionsAck,
} from '@mediation/protocol';
import { DATABASE_KINDS } from '../testing/harness';
import { closeAll, connectAll, connectOptionsOf, roomMsg, send } from '../testing/rooms';
import type { Clients } from '../testing/rooms';
import { connect } from '../testing/sockets';
import type { TestClient } from '../testing/sockets';
import { SERVER_PAIR_REDIS, useServerPair, useWorldServer } from '../testing/world';
import type { World } from '../testing/world';
import { HANDLERS } from './handlers';
import type { ClientEventName } from './handlers';

/** The one sentence every party event that would land in M hears while shuttle mode is on. */
const SHUTTLE_REFUSAL = {
  ok: false,
  error: { code: 'forbidden', message: 'Shuttle mode is on: only the mediator writes in group M.', reason: 'shuttle_mediator_writes_m' },
};

function ok<T extends object>(ack: Ack<T>): T {
  if (!ack.ok) throw new Error(`refused: ${ack.error.code} ${ack.error.message}`);
  return ack;
}

interface Fixtures {
  /** Party A's message in M, written before shuttle mode went on. */
  aInM: ChatMessage;
  /** Party B's message in M, written before shuttle mode went on. */
  bInM: ChatMessage;
  /** The agreement's clause, drafted by the mediator before shuttle mode went on. */
  clause: { id: string; version: number };
}

interface Variant {
  name: string;
  /** What party A sends, aimed at group M wherever the event names a group. */
  payload: (world: World, fixtures: Fixtures) => object;
  /** True when the event, if accepted, would reach group M (and so party B): the shuttle rule must refuse it. */
  landsInM: boolean;
}

const caseRef = (world: World) => ({ case_id: world.caseOne.id });
const CALL_ID = '00000000-0000-4000-8000-000000000001';
const likeOf = (world: World, message: ChatMessage, action: 'add' | 'remove') => ({
  message_id: message._id,
  groupSide: 'M',
  user_id: world.partyA.id,
  displayName: 'Dana',
  case_id: world.caseOne.id,
  action,
  side: 'A',
});

/**
 * Every client event, each as party A would send it toward M. Typed over every handler name, so a new
 * handler does not compile here (and fails the key check below) until it says what it does under shuttle.
 */
const VARIANTS: Record<ClientEventName, Variant[]> = {
  startCase: [{ name: 'startCase', landsInM: false, payload: (world) => ({ case_id: world.caseOne.id, mediator_id: world.partyA.id }) }],
  history: [{ name: 'history', landsInM: false, payload: caseRef }],
  roomMsg: [
    { name: 'roomMsg to M', landsInM: true, payload: (world) => roomMsg(world, 'partyA', 'M', 'Call me on 555-0100') },
    {
      name: 'roomMsg to M with the initial position',
      landsInM: true,
      payload: (world) => roomMsg(world, 'partyA', 'M', 'My position, for everyone', { ext: { type: 'guided', stage: 'initialPosition' } }),
    },
  ],
  shuttle: [
    {
      name: 'shuttle',
      landsInM: false,
      payload: (world) => ({ case_id: world.caseOne.id, to: 'M', mediator_id: world.partyA.id, shuttle: false }),
    },
  ],
  sendSurvey: [{ name: 'sendSurvey', landsInM: false, payload: caseRef }],
  submitSurvey: [
    { name: 'submitSurvey', landsInM: false, payload: (world) => ({ case_id: world.caseOne.id, rating: 4, feedback: 'Fine' }) },
  ],
  note: [{ name: 'note', landsInM: false, payload: (world) => ({ case_id: world.caseOne.id, action: 'add', note: { note: 'mine' } }) }],
  guid: [{ name: 'guid', landsInM: false, payload: (world) => ({ case_id: world.caseOne.id, initialStateA: 'mine' }) }],
  endGuid: [{ name: 'endGuid', landsInM: false, payload: caseRef }],
  action: [
    {
      name: 'action receivedInitialA',
      landsInM: false,
      payload: (world) => ({
        case_id: world.caseOne.id,
        actionType: 'add',
        actionPayload: 'receivedInitialA',
        extMsg: 'Unstored position',
      }),
    },
  ],
  historyActions: [{ name: 'historyActions', landsInM: false, payload: caseRef }],
  searchMessages: [
    { name: 'searchMessages in M', landsInM: false, payload: (world) => ({ case_id: world.caseOne.id, side: 'M', query: 'hello' }) },
  ],
  like: [{ name: "like of B's message in M", landsInM: true, payload: (world, fixtures) => likeOf(world, fixtures.bInM, 'add') }],
  removeLike: [
    { name: "removeLike of B's message in M", landsInM: true, payload: (world, fixtures) => likeOf(world, fixtures.bInM, 'remove') },
  ],
  editMsg: [
    {
      name: "editMsg of A's older message in M",
      landsInM: true,
      payload: (world, fixtures) => ({
        message_id: fixtures.aInM._id,
        case_id: world.caseOne.id,
        side: 'M',
        message: 'B: call me on 555-0100, ignore the mediator',
      }),
    },
  ],
  endCase: [{ name: 'endCase', landsInM: false, payload: caseRef }],
  rules: [{ name: 'rules', landsInM: false, payload: caseRef }],
  typing: [{ name: 'typing in M', landsInM: true, payload: (world) => ({ case_id: world.caseOne.id, side: 'M' }) }],
  markRead: [
    {
      name: 'markRead of M',
      landsInM: false,
      payload: (world, fixtures) => ({ case_id: world.caseOne.id, side: 'M', seq: fixtures.bInM.seq }),
    },
  ],
  readPositions: [{ name: 'readPositions', landsInM: false, payload: caseRef }],
  // Nothing of the agreement lands in M; a party's answer under shuttle reaches the mediator only.
  agreement: [{ name: 'agreement (read)', landsInM: false, payload: caseRef }],
  agreementAddClause: [
    { name: 'agreementAddClause', landsInM: false, payload: (world) => ({ case_id: world.caseOne.id, clause_text: 'B pays everything.' }) },
  ],
  agreementEditClause: [
    {
      name: 'agreementEditClause',
      landsInM: false,
      payload: (world, fixtures) => ({ case_id: world.caseOne.id, clause_id: fixtures.clause.id, clause_text: 'B pays.' }),
    },
  ],
  agreementRemoveClause: [
    {
      name: 'agreementRemoveClause',
      landsInM: false,
      payload: (world, fixtures) => ({ case_id: world.caseOne.id, clause_id: fixtures.clause.id }),
    },
  ],
  agreementMoveClause: [
    {
      name: 'agreementMoveClause',
      landsInM: false,
      payload: (world, fixtures) => ({ case_id: world.caseOne.id, clause_id: fixtures.clause.id, position: 1 }),
    },
  ],
  agreementAnswer: [
    {
      name: 'agreementAnswer accepting',
      landsInM: false,
      payload: (world, fixtures) => ({
        case_id: world.caseOne.id,
        clause_id: fixtures.clause.id,
        clause_version: fixtures.clause.version,
        answer: 'accept',
      }),
    },
    {
      name: 'agreementAnswer asking a change',
      landsInM: false,
      payload: (world, fixtures) => ({
        case_id: world.caseOne.id,
        clause_id: fixtures.clause.id,
        clause_version: fixtures.clause.version,
        answer: 'change',
        comment: 'Call me on 555-0100 about it',
      }),
    },
  ],
  agreementFinalize: [{ name: 'agreementFinalize', landsInM: false, payload: (world) => ({ case_id: world.caseOne.id, version: 1 }) }],
  agreementSign: [
    {
      name: 'agreementSign',
      landsInM: false,
      payload: (world) => ({ case_id: world.caseOne.id, digest: 'a'.repeat(64), full_name: 'Dana Party', agree: true }),
    },
  ],
  agreementCountersign: [
    { name: 'agreementCountersign', landsInM: false, payload: (world) => ({ case_id: world.caseOne.id, digest: 'a'.repeat(64) }) },
  ],
  agreementReopen: [{ name: 'agreementReopen', landsInM: false, payload: (world) => ({ case_id: world.caseOne.id, version: 1 }) }],
  decideJoin: [
    {
      name: 'decideJoin',
      landsInM: false,
      payload: (world) => ({ case_id: world.caseOne.id, request_id: '00000000-0000-4000-8000-000000000000', decision: 'admit' }),
    },
  ],
  // Shuttle mode ended the call in M and refuses a new one: a party's join there hears the shuttle sentence.
  callJoin: [{ name: 'callJoin in M', landsInM: true, payload: (world) => ({ case_id: world.caseOne.id, group: 'M' }) }],
  callStart: [{ name: 'callStart in M', landsInM: false, payload: (world) => ({ case_id: world.caseOne.id, group: 'M' }) }],
  callLeave: [{ name: 'callLeave', landsInM: false, payload: caseRef }],
  calls: [{ name: 'calls', landsInM: false, payload: caseRef }],
  callSignal: [
    {
      name: 'callSignal into a call of M',
      landsInM: false,
      payload: (world) => ({ case_id: world.caseOne.id, call_id: CALL_ID, to: world.partyB.id, candidate: null }),
    },
  ],
  callMedia: [
    {
      name: 'callMedia',
      landsInM: false,
      payload: (world) => ({ case_id: world.caseOne.id, call_id: CALL_ID, mic: true, camera: true, screen: false }),
    },
  ],
};

let serial = 0;

describe.each(DATABASE_KINDS)('the shuttle rule on %s', (kind) => {
  const context = useWorldServer(kind, { SOCKET_EVENTS_PER_10S: '100000' });
  let clients: Clients;
  let fixtures: Fixtures;

  /** A message of the mediator in M that both parties receive: whatever was broadcast before it has arrived. */
  async function barrier(): Promise<ChatMessage> {
    const sent = await send(clients.mediator, roomMsg(context.world, 'mediator', 'M', `barrier ${(serial += 1)}`));
    await Promise.all(
      [clients.partyA, clients.partyB].map((client) => client.waitFor('roomMsg', (message: ChatMessage) => message._id === sent._id)),
    );
    return sent;
  }

  beforeAll(async () => {
    const { world } = context;
    clients = await connectAll(context.server.url, world);
    const drafted = ok(
      await clients.mediator.emit<AgreementChangeAck>('agreementAddClause', { case_id: world.caseOne.id, clause_text: 'The fence stays.' }),
    );
    fixtures = {
      aInM: await send(clients.partyA, roomMsg(world, 'partyA', 'M', 'We can talk on Monday')),
      bInM: await send(clients.partyB, roomMsg(world, 'partyB', 'M', 'Monday works')),
      clause: drafted.agreement.clauses[0]!,
    };
    // B's message carries A's like, so removeLike has something to take away.
    ok(await clients.partyA.emit('like', likeOf(world, fixtures.bInM, 'add')));
    ok(
      await clients.mediator.emit('action', {
        case_id: world.caseOne.id,
        actionType: 'add',
        actionPayload: 'initialPosition',
        extMsg: null,
      }),
    );
    const on = ok(
      await clients.mediator.emit<{ seq: number }>('shuttle', {
        case_id: world.caseOne.id,
        to: 'M',
        mediator_id: world.mediator.id,
        shuttle: true,
      }),
    );
    await Promise.all(
      [clients.partyA, clients.partyB].map((client) => client.waitFor('shuttle', (event: { seq: number }) => event.seq === on.seq)),
    );
    await barrier();
  });
  afterAll(() => closeAll(clients));

  it('has a case for every event a client can send', () => {
    expect(Object.keys(VARIANTS).sort()).toEqual(Object.keys(HANDLERS).sort());
  });

  const rows = Object.entries(VARIANTS).flatMap(([event, variants]) => variants.map((variant) => ({ ...variant, event })));
  it.each(rows.map((row) => [row.name, row] as const))("under shuttle, party A's %s never reaches party B", async (_name, row) => {
    const { world } = context;
    const cursor = clients.partyB.received.length;
    const lastSeq = ok(await clients.partyB.emit<HistoryAck>('history', { case_id: world.caseOne.id })).last_seq;
    const ack = await clients.partyA.emit(row.event, row.payload(world, fixtures));
    if (row.landsInM) expect(ack).toEqual(SHUTTLE_REFUSAL);
    const fence = await barrier();
    // B heard nothing but the barrier, live or on catching up.
    expect(clients.partyB.received.slice(cursor)).toEqual([{ event: 'roomMsg', payload: fence }]);
    const caughtUp = ok(await clients.partyB.emit<HistoryAck>('history', { case_id: world.caseOne.id, after_seq: lastSeq }));
    expect(caughtUp.events).toEqual([{ seq: fence.seq, event: 'roomMsg', payload: fence }]);
  });

  it("keeps A's message in M as it was, and B's message with A's like", async () => {
    const { world } = context;
    const history = ok(await clients.mediator.emit<HistoryAck>('history', { case_id: world.caseOne.id }));
    const byId = new Map(history.messages.map((message) => [message._id, message]));
    expect(byId.get(fixtures.aInM._id)).toMatchObject({ message: 'We can talk on Monday', edited_at: null });
    expect(byId.get(fixtures.bInM._id)!.likeData.A).toEqual([expect.objectContaining({ user_id: world.partyA.id })]);
  });

  it('lets party A write in its own group, and the mediator in M', async () => {
    const { world } = context;
    const own = await send(clients.partyA, roomMsg(world, 'partyA', 'A', 'Only for the mediator'));
    expect(own.side).toBe('A');
    ok(await clients.partyA.emit('typing', { case_id: world.caseOne.id, side: 'A' }));
    await barrier();
  });
});

describe.each(DATABASE_KINDS)('guided initial positions under shuttle on %s', (kind) => {
  const context = useWorldServer(kind);
  let clients: Clients;
  const position = 'I keep the fence where it is, and I pay half of the repair.';

  beforeAll(async () => {
    const { world } = context;
    clients = await connectAll(context.server.url, world);
    ok(
      await clients.mediator.emit('action', {
        case_id: world.caseOne.id,
        actionType: 'add',
        actionPayload: 'initialPosition',
        extMsg: null,
      }),
    );
    ok(await clients.mediator.emit('shuttle', { case_id: world.caseOne.id, to: 'M', mediator_id: world.mediator.id, shuttle: true }));
  });
  afterAll(() => closeAll(clients));

  const guideOf = async (world: World) => ok(await clients.mediator.emit<GuideState>('guid', { case_id: world.caseOne.id }));
  const markersOf = async (client: TestClient, world: World) =>
    ok(await client.emit<HistoryActionsAck>('historyActions', { case_id: world.caseOne.id })).actions;

  it('refuses the position in M with the shuttle sentence, and marks nothing', async () => {
    const { world } = context;
    const ack = await clients.partyA.emit(
      'roomMsg',
      roomMsg(world, 'partyA', 'M', position, { ext: { type: 'guided', stage: 'initialPosition' } }),
    );
    expect(ack).toEqual(SHUTTLE_REFUSAL);
    expect(await guideOf(world)).toMatchObject({ receivedInitialA: false, initialStateA: null });
    expect(await markersOf(clients.mediator, world)).toEqual(['initialPosition']);
  });

  it('does not mark a position as received that was never stored', async () => {
    const { world } = context;
    const ack = await clients.partyA.emit('action', {
      case_id: world.caseOne.id,
      actionType: 'add',
      actionPayload: 'receivedInitialA',
      extMsg: position,
    });
    expect(ack).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await guideOf(world)).toMatchObject({ receivedInitialA: false, initialStateA: null });
    expect(await markersOf(clients.mediator, world)).toEqual(['initialPosition']);
    expect(clients.mediator.all<ActionMessage>('action').filter((action) => action.actionPayload === 'receivedInitialA')).toEqual([]);
  });

  it("stores the position in A's own group for the mediator, and marks it received with the stored text", async () => {
    const { world } = context;
    const cursor = clients.partyB.received.length;
    const sent = ok(
      await clients.partyA.emit<{ message: ChatMessage; action?: ActionMessage }>(
        'roomMsg',
        roomMsg(world, 'partyA', 'A', position, { ext: { type: 'guided', stage: 'initialPosition' } }),
      ),
    );
    expect(sent.message).toMatchObject({ side: 'A', message: position, ext: { type: 'guided', stage: 'initialPosition' } });
    expect(sent.action).toMatchObject({ actionType: 'add', actionPayload: 'receivedInitialA', extMsg: position, side: 'A' });
    expect(sent.action!.seq).toBeGreaterThan(sent.message.seq!);
    // The mediator's wizard hears of it ("Received") only with the stored message before it.
    expect(await clients.mediator.waitFor('roomMsg', (message: ChatMessage) => message._id === sent.message._id)).toEqual(sent.message);
    expect(await clients.mediator.waitFor('action', (action: ActionMessage) => action.seq === sent.action!.seq)).toEqual(sent.action);
    expect(await guideOf(world)).toMatchObject({ receivedInitialA: true, initialStateA: position, receivedInitialB: false });
    expect(await markersOf(clients.partyA, world)).toEqual(['initialPosition', 'receivedInitialA']);
    expect(await markersOf(clients.partyB, world)).toEqual(['initialPosition']);
    // B hears nothing of it.
    const fence = await send(clients.mediator, roomMsg(world, 'mediator', 'M', 'fence'));
    await clients.partyB.waitFor('roomMsg', (message: ChatMessage) => message._id === fence._id);
    expect(clients.partyB.received.slice(cursor)).toEqual([{ event: 'roomMsg', payload: fence }]);
  });

  it('takes one position per side: a second one is refused', async () => {
    const { world } = context;
    const again = await clients.partyA.emit(
      'roomMsg',
      roomMsg(world, 'partyA', 'A', 'Another one', { ext: { type: 'guided', stage: 'initialPosition' } }),
    );
    expect(again).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await guideOf(world)).toMatchObject({ initialStateA: position });
  });

  it('stores one position when two tabs of party B send theirs at the same moment', async () => {
    const { world } = context;
    const tabs = [clients.partyB, await connect(context.server.url, connectOptionsOf(world, 'partyB'))];
    try {
      const answers = await Promise.all(
        tabs.map((tab, index) =>
          tab.emit<{ message: ChatMessage }>(
            'roomMsg',
            roomMsg(world, 'partyB', 'B', `B's position ${index}`, { ext: { type: 'guided', stage: 'initialPosition' } }),
          ),
        ),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      const history = ok(await clients.mediator.emit<HistoryAck>('history', { case_id: world.caseOne.id }));
      expect(history.messages.filter((message) => message.fromSide === 'B' && message.ext !== null)).toHaveLength(1);
      expect((await markersOf(clients.mediator, world)).filter((marker) => marker === 'receivedInitialB')).toHaveLength(1);
    } finally {
      tabs[1]!.close();
    }
  });
});

/**
 * Shuttle mode goes on while party A edits its message in M, both at once, `rounds` times: an edit
 * that is accepted was ordered before shuttle mode (a lower position), one that comes after is refused.
 */
async function raceEditAgainstShuttle(world: World, mediator: TestClient, partyA: TestClient, partyB: TestClient, rounds: number) {
  const caseId = world.caseOne.id;
  const mine = await send(partyA, roomMsg(world, 'partyA', 'M', 'Racing message'));
  let accepted = 0;
  let refused = 0;
  for (let round = 0; round < rounds; round += 1) {
    ok(await mediator.emit('shuttle', { case_id: caseId, to: 'M', mediator_id: world.mediator.id, shuttle: false }));
    const [on, edit] = await Promise.all([
      mediator.emit<{ seq: number }>('shuttle', { case_id: caseId, to: 'M', mediator_id: world.mediator.id, shuttle: true }),
      partyA.emit<EditMsgEvent>('editMsg', { message_id: mine._id, case_id: caseId, side: 'M', message: `edit ${round}` }),
    ]);
    const shuttleSeq = ok(on).seq;
    if (edit.ok) {
      accepted += 1;
      expect(edit.seq).toBeLessThan(shuttleSeq);
    } else {
      refused += 1;
      expect(edit).toEqual(SHUTTLE_REFUSAL);
    }
    // Whatever B heard of the edits, it heard it before shuttle mode went on.
    await partyB.waitFor('shuttle', (event: { seq: number }) => event.seq === shuttleSeq);
    const late = partyB.all<EditMsgEvent>('editMsg').filter((event) => event.seq > shuttleSeq);
    expect(late).toEqual([]);
  }
  expect(accepted + refused).toBe(rounds);
}

describe.each(DATABASE_KINDS)('an edit racing shuttle mode on %s', (kind) => {
  const context = useWorldServer(kind, { SOCKET_EVENTS_PER_10S: '100000' });
  it('never lets an edit in M through after shuttle mode went on (25 rounds)', async () => {
    const clients = await connectAll(context.server.url, context.world);
    try {
      await raceEditAgainstShuttle(context.world, clients.mediator, clients.partyA, clients.partyB, 25);
    } finally {
      closeAll(clients);
    }
  });
});

describe.each(SERVER_PAIR_REDIS)('an edit racing shuttle mode over two processes (%s)', (redisUrl) => {
  const pair = useServerPair(redisUrl, { SOCKET_EVENTS_PER_10S: '100000' });
  it('never lets an edit in M through after shuttle mode went on (25 rounds)', async () => {
    const { world, second } = pair;
    const mediator = await connect(pair.first!.url, connectOptionsOf(world, 'mediator'));
    const partyA = await connect(second.url, connectOptionsOf(world, 'partyA'));
    const partyB = await connect(pair.first!.url, connectOptionsOf(world, 'partyB'));
    try {
      await raceEditAgainstShuttle(world, mediator, partyA, partyB, 25);
    } finally {
      for (const client of [mediator, partyA, partyB]) client.close();
    }
  });
});
