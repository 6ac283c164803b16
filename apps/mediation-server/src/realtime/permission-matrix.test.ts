import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@mediation/protocol';
import { DATABASE_KINDS } from '../testing/harness';
import { CALLERS, closeAll, connectAll, connectOptionsOf, roomMsg, send, sideOf, userIdOf } from '../testing/rooms';
import type { Caller, Clients } from '../testing/rooms';
import { connect } from '../testing/sockets';
import type { TestClient } from '../testing/sockets';
import { useWorldServer } from '../testing/world';
import type { World } from '../testing/world';

type Outcome = 'ok' | 'forbidden' | 'not_found' | 'bad_request';

interface Fixtures {
  /** A message of party A in group M, and one in group A. */
  inM: ChatMessage;
  inA: ChatMessage;
}

interface Row {
  name: string;
  event: string;
  payload: (world: World, caller: Caller, fixtures: Fixtures) => object;
  expected: Record<Caller, Outcome>;
}

const only = (allowed: Partial<Record<Caller, Outcome>>, refused: Outcome = 'forbidden'): Record<Caller, Outcome> => ({
  mediator: refused,
  otherMediator: refused,
  partyA: refused,
  partyB: refused,
  otherParty: refused,
  ...allowed,
});
const caseOneOnly = only({ mediator: 'ok', partyA: 'ok', partyB: 'ok' });

const caseRef = (world: World) => ({ case_id: world.caseOne.id });
const like = (world: World, caller: Caller, message: ChatMessage, action: 'add' | 'remove' = 'add') => ({
  message_id: message._id,
  groupSide: message.side,
  user_id: userIdOf(world, caller),
  displayName: caller,
  case_id: world.caseOne.id,
  action,
  side: sideOf(caller),
});
const ownCaseOf = (world: World, caller: Caller) =>
  caller === 'otherMediator' || caller === 'otherParty' ? world.caseTwo.id : world.caseOne.id;
let serial = 0;

/** Every event a client can emit, each tried by the five callers against case one. */
const ROWS: Row[] = [
  {
    name: 'startCase',
    event: 'startCase',
    payload: (world, caller) => ({ case_id: world.caseOne.id, mediator_id: userIdOf(world, caller) }),
    expected: only({ mediator: 'ok' }),
  },
  { name: 'history', event: 'history', payload: caseRef, expected: caseOneOnly },
  {
    name: 'history (catch-up after 0)',
    event: 'history',
    payload: (world) => ({ case_id: world.caseOne.id, after_seq: 0 }),
    expected: caseOneOnly,
  },
  {
    name: 'roomMsg to M as oneself',
    event: 'roomMsg',
    payload: (world, caller) => roomMsg(world, caller, 'M', `matrix ${(serial += 1)}`, { to: world.caseOne.id }),
    expected: caseOneOnly,
  },
  {
    name: 'roomMsg to group A',
    event: 'roomMsg',
    payload: (world, caller) => roomMsg(world, caller, 'A', `matrix ${(serial += 1)}`, { to: world.caseOne.id }),
    expected: only({ mediator: 'ok', partyA: 'ok' }),
  },
  {
    name: 'roomMsg to group B',
    event: 'roomMsg',
    payload: (world, caller) => roomMsg(world, caller, 'B', `matrix ${(serial += 1)}`, { to: world.caseOne.id }),
    expected: only({ mediator: 'ok', partyB: 'ok' }),
  },
  {
    name: 'roomMsg claiming to be party A',
    event: 'roomMsg',
    payload: (world) => roomMsg(world, 'partyA', 'M', `matrix ${(serial += 1)}`, { to: world.caseOne.id }),
    expected: only({ partyA: 'ok' }),
  },
  {
    name: 'shuttle',
    event: 'shuttle',
    payload: (world, caller) => ({ case_id: world.caseOne.id, to: 'M', mediator_id: userIdOf(world, caller), shuttle: false }),
    expected: only({ mediator: 'ok' }),
  },
  { name: 'sendSurvey', event: 'sendSurvey', payload: caseRef, expected: only({ mediator: 'ok' }) },
  {
    name: 'submitSurvey',
    event: 'submitSurvey',
    payload: (world) => ({ case_id: world.caseOne.id, rating: 5, feedback: 'Good' }),
    expected: only({ partyA: 'ok', partyB: 'ok' }),
  },
  {
    name: 'note add',
    event: 'note',
    payload: (world, caller) => ({ case_id: world.caseOne.id, action: 'add', note: { note: `note by ${caller}`, groupTag: 'A' } }),
    expected: only({ mediator: 'ok' }),
  },
  {
    name: 'note remove',
    event: 'note',
    payload: (world) => ({ case_id: world.caseOne.id, action: 'remove', idx: 0 }),
    expected: only({ mediator: 'ok' }),
  },
  {
    name: 'guid (set stage)',
    event: 'guid',
    payload: (world) => ({ case_id: world.caseOne.id, guideType: 1, stageIdx: 2, iteration: 4, initialIteration: 4 }),
    expected: only({ mediator: 'ok' }),
  },
  { name: 'guid (read)', event: 'guid', payload: caseRef, expected: only({ mediator: 'ok' }) },
  {
    name: 'action initialPosition',
    event: 'action',
    payload: (world) => ({ case_id: world.caseOne.id, actionType: 'add', actionPayload: 'initialPosition', extMsg: null }),
    expected: only({ mediator: 'ok' }),
  },
  {
    name: 'action receivedInitialA',
    event: 'action',
    payload: (world) => ({ case_id: world.caseOne.id, actionType: 'add', actionPayload: 'receivedInitialA', extMsg: 'A position' }),
    // Set by the server with the stored position only (see shuttle-rule.test.ts), never on anyone's word.
    expected: only({}),
  },
  {
    name: 'action receivedInitialB',
    event: 'action',
    payload: (world) => ({ case_id: world.caseOne.id, actionType: 'add', actionPayload: 'receivedInitialB', extMsg: 'B position' }),
    expected: only({}),
  },
  { name: 'historyActions', event: 'historyActions', payload: caseRef, expected: caseOneOnly },
  {
    name: 'searchMessages in M',
    event: 'searchMessages',
    payload: (world) => ({ case_id: world.caseOne.id, side: 'M', query: 'a' }),
    expected: caseOneOnly,
  },
  {
    name: 'searchMessages in group A',
    event: 'searchMessages',
    payload: (world) => ({ case_id: world.caseOne.id, side: 'A', query: 'a' }),
    expected: only({ mediator: 'ok', partyA: 'ok' }),
  },
  { name: 'typing in M', event: 'typing', payload: (world) => ({ case_id: world.caseOne.id, side: 'M' }), expected: caseOneOnly },
  {
    name: 'typing in group A',
    event: 'typing',
    payload: (world) => ({ case_id: world.caseOne.id, side: 'A' }),
    expected: only({ mediator: 'ok', partyA: 'ok' }),
  },
  {
    name: 'markRead of group B',
    event: 'markRead',
    payload: (world) => ({ case_id: world.caseOne.id, side: 'B', seq: 1 }),
    expected: only({ mediator: 'ok', partyB: 'ok' }),
  },
  {
    name: 'markRead of M',
    event: 'markRead',
    payload: (world) => ({ case_id: world.caseOne.id, side: 'M', seq: 1 }),
    expected: caseOneOnly,
  },
  { name: 'readPositions', event: 'readPositions', payload: caseRef, expected: caseOneOnly },
  { name: 'endGuid', event: 'endGuid', payload: caseRef, expected: only({ mediator: 'ok' }) },
  {
    name: 'like (message in M)',
    event: 'like',
    payload: (world, caller, fixtures) => like(world, caller, fixtures.inM),
    expected: caseOneOnly,
  },
  {
    name: 'like (message in group A)',
    event: 'like',
    payload: (world, caller, fixtures) => like(world, caller, fixtures.inA),
    expected: only({ mediator: 'ok', partyA: 'ok', partyB: 'not_found' }),
  },
  {
    name: "like (case one's message, naming one's own case)",
    event: 'like',
    payload: (world, caller, fixtures) => ({ ...like(world, caller, fixtures.inM), case_id: ownCaseOf(world, caller) }),
    expected: only({ mediator: 'ok', partyA: 'ok', partyB: 'ok' }, 'not_found'),
  },
  {
    name: 'removeLike (message in M)',
    event: 'removeLike',
    payload: (world, caller, fixtures) => like(world, caller, fixtures.inM, 'remove'),
    expected: caseOneOnly,
  },
  {
    name: 'removeLike (message in group A)',
    event: 'removeLike',
    payload: (world, caller, fixtures) => like(world, caller, fixtures.inA, 'remove'),
    expected: only({ mediator: 'ok', partyA: 'ok', partyB: 'not_found' }),
  },
  {
    name: "editMsg (party A's message in M)",
    event: 'editMsg',
    payload: (world, caller, fixtures) => ({
      message_id: fixtures.inM._id,
      case_id: world.caseOne.id,
      side: 'M',
      message: `edited by ${caller}`,
    }),
    expected: only({ partyA: 'ok' }),
  },
  {
    name: "editMsg (party A's message in group A)",
    event: 'editMsg',
    payload: (world, caller, fixtures) => ({
      message_id: fixtures.inA._id,
      case_id: world.caseOne.id,
      side: 'A',
      message: `edited by ${caller}`,
    }),
    expected: only({ partyA: 'ok', partyB: 'not_found' }),
  },
  { name: 'rules', event: 'rules', payload: caseRef, expected: only({ mediator: 'ok' }) },
  { name: 'userJoin (a server event)', event: 'userJoin', payload: caseRef, expected: only({}, 'bad_request') },
  { name: 'userLeave (a server event)', event: 'userLeave', payload: caseRef, expected: only({}, 'bad_request') },
  { name: 'endCase', event: 'endCase', payload: caseRef, expected: only({ mediator: 'ok' }) },
];

describe.each(DATABASE_KINDS)('socket permission matrix on %s', (kind) => {
  // The barrier connections send hundreds of messages; the limit itself is tested in bad-payloads.
  const context = useWorldServer(kind, { SOCKET_EVENTS_PER_10S: '100000' });
  let clients: Clients;
  let barrierOne: TestClient;
  let barrierTwo: TestClient;
  let fixtures: Fixtures;
  const results: { name: string; outcomes: Record<string, string> }[] = [];

  /** Everything a refused call must leave alone: the stored state of case one and its tokens. */
  async function snapshot() {
    const { repos } = context.server.app;
    const caseId = context.world.caseOne.id;
    const row = await repos.cases.findById(caseId);
    return {
      case: { shuttle: row?.shuttle, isStarted: row?.isStarted, isActive: row?.isActive },
      lastSeq: await repos.stream.lastSeq(caseId),
      messages: await repos.messages.listVisible(caseId, ['A', 'B', 'M'], { limit: 10_000 }),
      notes: await repos.notes.list(caseId),
      guide: await repos.guide.get(caseId),
      actions: await repos.actions.list(caseId),
      surveys: (await repos.surveys.listByCase(caseId)).length,
      readPositions: await repos.readPositions.list(caseId),
      partyTokenWorks: await context.server.app.tokens.verify(context.world.partyA.token).then(
        () => true,
        () => false,
      ),
    };
  }

  /**
   * Sends a message in M of both cases from connections outside the matrix and waits until every
   * caller has it: whatever was broadcast before has arrived by then (one connection keeps order).
   */
  async function barrier() {
    const { world } = context;
    const one = await send(barrierOne, roomMsg(world, 'mediator', 'M', `barrier ${(serial += 1)}`));
    const two = await send(barrierTwo, roomMsg(world, 'otherMediator', 'M', `barrier ${(serial += 1)}`));
    await Promise.all(
      CALLERS.map((caller) => {
        const expected = caller === 'otherMediator' || caller === 'otherParty' ? two : one;
        return clients[caller].waitFor('roomMsg', (message: ChatMessage) => message._id === expected._id);
      }),
    );
    return { one, two };
  }

  beforeAll(async () => {
    const { world, server } = context;
    clients = await connectAll(server.url, world);
    barrierOne = await connect(server.url, connectOptionsOf(world, 'mediator'));
    barrierTwo = await connect(server.url, connectOptionsOf(world, 'otherMediator'));
    fixtures = {
      inM: await send(clients.partyA, roomMsg(world, 'partyA', 'M', 'Fixture in M')),
      inA: await send(clients.partyA, roomMsg(world, 'partyA', 'A', 'Fixture in A')),
    };
    await barrier();
  });
  afterAll(() => {
    if (process.env.SOCKET_MATRIX_OUT) {
      const header = `| event | ${CALLERS.join(' | ')} |\n|---|${CALLERS.map(() => '---').join('|')}|\n`;
      const lines = results.map((row) => `| ${row.name} | ${CALLERS.map((caller) => row.outcomes[caller]).join(' | ')} |`);
      writeFileSync(process.env.SOCKET_MATRIX_OUT, header + lines.join('\n') + '\n');
    }
    closeAll(clients);
    barrierOne?.close();
    barrierTwo?.close();
  });

  it.each(ROWS.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const outcomes: Record<string, string> = {};
    // Refused callers first, so that an allowed call (endCase above all) does not change their ground.
    const order = [...CALLERS].sort((left, right) => Number(row.expected[left] === 'ok') - Number(row.expected[right] === 'ok'));
    for (const caller of order) {
      const client = clients[caller];
      const before = await snapshot();
      const cursors = CALLERS.map((name) => clients[name].received.length);
      const ack = await client.emit(row.event, row.payload(context.world, caller, fixtures));
      outcomes[caller] = ack.ok ? 'ok' : ack.error.code;
      if (row.expected[caller] === 'ok') continue;
      expect(ack.ok).toBe(false);
      if (!ack.ok) expect(ack.error.message.length).toBeGreaterThan(5);
      expect(await snapshot()).toEqual(before);
      const { one, two } = await barrier();
      // Nobody heard of the refused call: the barrier is all that arrived since.
      CALLERS.forEach((name, index) => {
        const since = clients[name].received.slice(cursors[index]);
        const expected = name === 'otherMediator' || name === 'otherParty' ? two : one;
        expect(since, `${name} after ${caller}'s refused ${row.name}`).toEqual([{ event: 'roomMsg', payload: expected }]);
      });
    }
    results.push({ name: row.name, outcomes });
    expect(outcomes).toEqual(row.expected);
    if (row.event !== 'endCase') await barrier();
  });

  it('ended case one for everyone in it, and left case two running', async () => {
    for (const caller of ['mediator', 'partyA', 'partyB'] as const) {
      await clients[caller].waitFor('endCase');
    }
    expect(clients.otherParty.socket.connected).toBe(true);
    expect(clients.otherParty.all('endCase')).toEqual([]);
  });
});
