import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSentence } from '@mediation/protocol/messages';
import type { ChatMessage, ErrorCode, ProblemValues } from '@mediation/protocol';
import { DATABASE_KINDS, TEST_JWT_SECRET } from '../testing/harness';
import { closeAll, connectOptionsOf, roomMsg, send } from '../testing/rooms';
import { clientMsgId, connect, connectError, disconnected } from '../testing/sockets';
import type { TestClient } from '../testing/sockets';
import { joinParty, useWorldServer } from '../testing/world';
import type { World } from '../testing/world';

type Code = 'bad_request' | 'not_found';
const LONG = 'x'.repeat(5001);
const UNKNOWN_CASE = 'ZZZZZZZZZZZZZZZZZZZZZZZZ';
const CALL_ID = '00000000-0000-4000-8000-000000000001';

/** Shapes that no event accepts. */
const NOT_AN_OBJECT: [string, unknown][] = [
  ['nothing', undefined],
  ['null', null],
  ['a string', 'hello'],
  ['a number', 42],
  ['an array', []],
  ['an empty object', {}],
];

/** Per event: bad payloads (wrong types, missing fields, oversized strings, unknown ids) and the code each gets. */
function badPayloads(world: World, inM: ChatMessage): Record<string, [string, unknown, Code][]> {
  const caseId = world.caseOne.id;
  const message = (extra: object) => ({ ...roomMsg(world, 'mediator', 'M', 'Hi'), ...extra });
  const like = (extra: object) => ({
    message_id: inM._id,
    groupSide: 'M',
    user_id: world.mediator.id,
    displayName: 'Maya',
    case_id: caseId,
    action: 'add',
    side: 'M',
    ...extra,
  });
  const edit = (extra: object) => ({ message_id: inM._id, case_id: caseId, side: 'M', message: 'changed', ...extra });
  const call = (extra: object) => ({ case_id: caseId, call_id: CALL_ID, to: world.partyA.id, ...extra });
  return {
    startCase: [
      ['a numeric case id', { case_id: 123, mediator_id: world.mediator.id }, 'bad_request'],
      ['a mediator id that is not a number', { case_id: caseId, mediator_id: 'me' }, 'bad_request'],
      ['a case id with symbols', { case_id: 'abc-def-ghi', mediator_id: world.mediator.id }, 'bad_request'],
      ['an oversized case id', { case_id: 'a'.repeat(65), mediator_id: world.mediator.id }, 'bad_request'],
      ['an unknown case', { case_id: UNKNOWN_CASE, mediator_id: world.mediator.id }, 'not_found'],
    ],
    history: [
      ['a negative position', { case_id: caseId, after_seq: -1 }, 'bad_request'],
      ['a fractional position', { case_id: caseId, after_seq: 1.5 }, 'bad_request'],
      ['a text position', { case_id: caseId, after_seq: 'last' }, 'bad_request'],
    ],
    roomMsg: [
      ['no client_msg_id', { ...message({}), client_msg_id: undefined }, 'bad_request'],
      ['a too short client_msg_id', message({ client_msg_id: 'abc' }), 'bad_request'],
      ['an empty message', message({ message: '   ' }), 'bad_request'],
      ['an oversized message', message({ message: LONG }), 'bad_request'],
      ['an unknown group', message({ side: 'C' }), 'bad_request'],
      ['an unknown ext type', message({ ext: { type: 'shouting' } }), 'bad_request'],
      ['a negative sender id', message({ from: -1 }), 'bad_request'],
      ['an oversized display name', message({ displayName: 'n'.repeat(201) }), 'bad_request'],
      ['no case', { ...message({}), to: undefined }, 'bad_request'],
    ],
    shuttle: [
      ['a text flag', { case_id: caseId, to: 'M', mediator_id: world.mediator.id, shuttle: 'yes' }, 'bad_request'],
      ['another group than M', { case_id: caseId, to: 'A', mediator_id: world.mediator.id, shuttle: true }, 'bad_request'],
      ['no flag', { case_id: caseId, to: 'M', mediator_id: world.mediator.id }, 'bad_request'],
    ],
    sendSurvey: [['a null case', { case_id: null }, 'bad_request']],
    submitSurvey: [
      ['a rating of 0', { case_id: caseId, rating: 0 }, 'bad_request'],
      ['a rating of 6', { case_id: caseId, rating: 6 }, 'bad_request'],
      ['a text rating', { case_id: caseId, rating: 'five' }, 'bad_request'],
      ['an oversized feedback', { case_id: caseId, rating: 3, feedback: LONG }, 'bad_request'],
    ],
    note: [
      ['an unknown action', { case_id: caseId, action: 'edit', idx: 0 }, 'bad_request'],
      ['add without a note', { case_id: caseId, action: 'add' }, 'bad_request'],
      ['an empty note', { case_id: caseId, action: 'add', note: { note: ' ' } }, 'bad_request'],
      ['an oversized note', { case_id: caseId, action: 'add', note: { note: LONG } }, 'bad_request'],
      ['an unknown tag', { case_id: caseId, action: 'add', note: { note: 'x', groupTag: 'C' } }, 'bad_request'],
      ['a negative index', { case_id: caseId, action: 'remove', idx: -1 }, 'bad_request'],
      ['an index past the list', { case_id: caseId, action: 'remove', idx: 99 }, 'not_found'],
    ],
    guid: [
      ['a stage out of range', { case_id: caseId, stageIdx: 101 }, 'bad_request'],
      ['a guide type past GUIDE_TYPES', { case_id: caseId, guideType: 4, stageIdx: 1 }, 'bad_request'],
      ['a guide type by name', { case_id: caseId, guideType: 'Inventive', stageIdx: 1 }, 'bad_request'],
      ['a text iteration', { case_id: caseId, iteration: 'two' }, 'bad_request'],
      ['an oversized initial state', { case_id: caseId, initialStateA: LONG }, 'bad_request'],
    ],
    endGuid: [['a numeric case id', { case_id: 5 }, 'bad_request']],
    action: [
      ['an unknown marker', { case_id: caseId, actionType: 'add', actionPayload: 'finalPosition' }, 'bad_request'],
      ['an unknown action type', { case_id: caseId, actionType: 'toggle', actionPayload: 'initialPosition' }, 'bad_request'],
      ['an oversized text', { case_id: caseId, actionType: 'add', actionPayload: 'initialPosition', extMsg: LONG }, 'bad_request'],
    ],
    historyActions: [['a numeric case id', { case_id: 5 }, 'bad_request']],
    searchMessages: [
      ['an empty query', { case_id: caseId, side: 'M', query: '' }, 'bad_request'],
      ['a query of spaces', { case_id: caseId, side: 'M', query: '   ' }, 'bad_request'],
      ['an oversized query', { case_id: caseId, side: 'M', query: 'x'.repeat(201) }, 'bad_request'],
      ['a query with a line break', { case_id: caseId, side: 'M', query: 'a\nb' }, 'bad_request'],
      ['an unknown group', { case_id: caseId, side: 'C', query: 'a' }, 'bad_request'],
      ['a position that is not one', { case_id: caseId, side: 'M', query: 'a', before_seq: 0 }, 'bad_request'],
    ],
    like: [
      ['an empty message id', like({ message_id: '' }), 'bad_request'],
      ['a message id that is not one', like({ message_id: 'abc' }), 'not_found'],
      ['an unknown message', like({ message_id: '999999999' }), 'not_found'],
      ['the wrong group', like({ groupSide: 'A' }), 'bad_request'],
      ['an unknown action', like({ action: 'maybe' }), 'bad_request'],
      ['an oversized message id', like({ message_id: '1'.repeat(65) }), 'bad_request'],
    ],
    removeLike: [
      ['an unknown message', like({ message_id: '999999999', action: 'remove' }), 'not_found'],
      ['an unknown side', like({ side: 'C', action: 'remove' }), 'bad_request'],
    ],
    editMsg: [
      ['an empty text', edit({ message: '' }), 'bad_request'],
      ['an oversized text', edit({ message: LONG }), 'bad_request'],
      ['an unknown message', edit({ message_id: '999999999' }), 'not_found'],
      ['the wrong group', edit({ side: 'A' }), 'bad_request'],
    ],
    endCase: [['a too short case id', { case_id: 'ZZZ' }, 'bad_request']],
    rules: [['a case id in an array', { case_id: [caseId] }, 'bad_request']],
    typing: [
      ['an unknown side', { case_id: caseId, side: 'C' }, 'bad_request'],
      ['no side', { case_id: caseId }, 'bad_request'],
      ['a case id in an array', { case_id: [caseId], side: 'M' }, 'bad_request'],
    ],
    markRead: [
      ['a negative position', { case_id: caseId, side: 'M', seq: -1 }, 'bad_request'],
      ['a fractional position', { case_id: caseId, side: 'M', seq: 1.5 }, 'bad_request'],
      ['a position as text', { case_id: caseId, side: 'M', seq: '3' }, 'bad_request'],
      ['a position the case has not reached', { case_id: caseId, side: 'M', seq: Number.MAX_SAFE_INTEGER }, 'bad_request'],
      ['an unknown side', { case_id: caseId, side: 'C', seq: 1 }, 'bad_request'],
    ],
    readPositions: [['a too short case id', { case_id: 'ZZZ' }, 'bad_request']],
    callStart: [
      ['an unknown group', { case_id: caseId, group: 'C' }, 'bad_request'],
      ['no group', { case_id: caseId }, 'bad_request'],
    ],
    callJoin: [
      ['a group in small letters', { case_id: caseId, group: 'a' }, 'bad_request'],
      ['a group with no call', { case_id: caseId, group: 'B' }, 'not_found'],
    ],
    callLeave: [['a case id in an array', { case_id: [caseId] }, 'bad_request']],
    callSignal: [
      ['neither a description nor a candidate', call({}), 'bad_request'],
      ['an oversized description', call({ description: { type: 'offer', sdp: 'v'.repeat(60_001) } }), 'bad_request'],
      ['an unknown description type', call({ description: { type: 'hello', sdp: 'v=0' } }), 'bad_request'],
      ['an oversized candidate', call({ candidate: { candidate: 'c'.repeat(1025) } }), 'bad_request'],
      ['a call id that is not a uuid', call({ call_id: 'call-1', candidate: null }), 'bad_request'],
      ['a recipient id as text', call({ to: 'mediator', candidate: null }), 'bad_request'],
    ],
    callMedia: [
      ['a text switch', { case_id: caseId, call_id: CALL_ID, mic: 'on', camera: true, screen: false }, 'bad_request'],
      ['no camera', { case_id: caseId, call_id: CALL_ID, mic: true, screen: false }, 'bad_request'],
    ],
    calls: [['a null case', { case_id: null }, 'bad_request']],
  };
}

describe.each(DATABASE_KINDS)('socket bad input on %s', (kind) => {
  const context = useWorldServer(kind, { SOCKET_EVENTS_PER_10S: '40' });
  let observer: TestClient;
  let partyB: TestClient;
  let inM: ChatMessage;

  /** Stored state of case one that no bad payload may change. */
  async function stored() {
    const { repos } = context.server.app;
    const caseId = context.world.caseOne.id;
    return {
      lastSeq: await repos.stream.lastSeq(caseId),
      notes: await repos.notes.list(caseId),
      guide: await repos.guide.get(caseId),
      surveys: (await repos.surveys.listByCase(caseId)).length,
      readPositions: await repos.readPositions.list(caseId),
      case: await repos.cases.findById(caseId),
      calls: await repos.calls.listForCase(caseId),
    };
  }

  /** The server still serves others: party B's message reaches the observer. */
  async function stillServing() {
    const message = await send(partyB, roomMsg(context.world, 'partyB', 'M', `still here ${clientMsgId()}`));
    await observer.waitFor('roomMsg', (received: ChatMessage) => received._id === message._id);
  }

  beforeAll(async () => {
    const { world, server } = context;
    observer = await connect(server.url, connectOptionsOf(world, 'partyA'));
    partyB = await connect(server.url, connectOptionsOf(world, 'partyB'));
    inM = await send(observer, roomMsg(world, 'partyA', 'M', 'A message to point at'));
  });
  afterAll(() => closeAll({ partyA: observer, partyB }));

  it.each([
    'startCase',
    'history',
    'roomMsg',
    'shuttle',
    'sendSurvey',
    'submitSurvey',
    'note',
    'guid',
    'endGuid',
    'action',
    'historyActions',
    'searchMessages',
    'like',
    'removeLike',
    'editMsg',
    'endCase',
    'rules',
    'typing',
    'markRead',
    'readPositions',
    'callStart',
    'callJoin',
    'callLeave',
    'callSignal',
    'callMedia',
    'calls',
  ])('%s: every bad payload gets an error acknowledgement and changes nothing', async (event) => {
    const { world, server } = context;
    // The mediator may do everything, so a refusal here is about the payload, not the caller.
    const caller = event === 'submitSurvey' ? 'partyA' : 'mediator';
    const client = await connect(server.url, connectOptionsOf(world, caller));
    try {
      const before = await stored();
      const cases = [
        ...NOT_AN_OBJECT.map(([name, payload]) => [name, payload, 'bad_request'] as const),
        ...badPayloads(world, inM)[event]!,
      ];
      for (const [name, payload, code] of cases) {
        const ack = await client.emit(event, payload);
        expect(ack, `${event} with ${name}`).toMatchObject({ ok: false, error: { code } });
        if (!ack.ok) expect(ack.error.message).toMatch(/\w{3,}/);
      }
      expect(await stored()).toEqual(before);
      expect(client.socket.connected).toBe(true);
      await stillServing();
    } finally {
      client.close();
    }
  });

  it('names the fields at fault', async () => {
    const ack = await observer.emit('roomMsg', { to: context.world.caseOne.id, message: '' });
    expect(ack).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    if (!ack.ok) expect(ack.error.message).toMatch(/client_msg_id.*|message/);
  });

  it('an unknown event with an acknowledgement is refused; events without one do not crash anything', async () => {
    const { world, server } = context;
    const client = await connect(server.url, connectOptionsOf(world, 'mediator'));
    try {
      expect(await client.emit('dropTables', { case_id: world.caseOne.id })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
      client.socket.emit('roomMsg', 'garbage');
      client.socket.emit('like');
      client.socket.emit('dropTables');
      // A valid event without an acknowledgement is still served.
      const payload = roomMsg(world, 'mediator', 'M', 'No callback, still stored');
      client.socket.emit('roomMsg', payload);
      const received = await observer.waitFor('roomMsg', (message: ChatMessage) => message.client_msg_id === payload.client_msg_id);
      expect(received.message).toBe('No callback, still stored');
      expect(client.socket.connected).toBe(true);
      await stillServing();
    } finally {
      client.close();
    }
  });

  it('a payload over 64 KB closes that connection only, and nothing of it is stored', async () => {
    const { world, server } = context;
    const client = await connect(server.url, connectOptionsOf(world, 'partyB'));
    const before = await stored();
    const gone = disconnected(client);
    client.socket.emit('roomMsg', roomMsg(world, 'partyB', 'M', 'y'.repeat(70 * 1024)), () => undefined);
    expect(await gone).toBe('transport close');
    expect(await stored()).toEqual(before);
    await stillServing();
  });

  it('answers rate_limited past SOCKET_EVENTS_PER_10S per person, across all its sockets, and keeps serving others', async () => {
    const { world, server, api } = context;
    // A person of its own, so that no earlier test spent its budget.
    const party = await joinParty(api, world.caseOne, 'B', 'Burst', world.mediator.token);
    const options = { token: party.token, query: { case_id: world.caseOne.id } };
    const first = await connect(server.url, options);
    const second = await connect(server.url, options);
    try {
      // 25 + 25 emits: each socket stays under the budget of 40, the person does not.
      const burst = (client: typeof first) =>
        Array.from({ length: 25 }, () => client.emit('historyActions', { case_id: world.caseOne.id }));
      const acks = await Promise.all([...burst(first), ...burst(second)]);
      const limited = acks.filter((ack) => !ack.ok);
      expect(acks.filter((ack) => ack.ok).length).toBeGreaterThanOrEqual(40);
      expect(limited.length).toBeGreaterThan(0);
      expect(limited[0]).toEqual({ ok: false, error: { code: 'rate_limited', message: expect.any(String), reason: 'too_many_events' } });
      await stillServing();
    } finally {
      first.close();
      second.close();
    }
  });

  it('refuses more than SOCKETS_PER_PERSON connections of one person', async () => {
    const { world, server, api } = context;
    const party = await joinParty(api, world.caseOne, 'A', 'Many', world.mediator.token);
    const options = { token: party.token, query: { case_id: world.caseOne.id } };
    const open = [];
    try {
      for (let index = 0; index < 10; index += 1) open.push(await connect(server.url, options));
      const error = await connectError(server.url, options);
      expect(error).toMatchObject({ message: expect.stringMatching(/at most 10/), data: { code: 'rate_limited' } });
      // Closing one makes room again.
      open.pop()!.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      open.push(await connect(server.url, options));
    } finally {
      for (const client of open) client.close();
    }
  });

  it('refuses connections with a clear connect_error', async () => {
    const { world, server } = context;
    const expired = await new SignJWT({ typ: 'access', role: 'Mediator' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(world.mediator.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const mediator = connectOptionsOf(world, 'mediator');
    const partyA = connectOptionsOf(world, 'partyA');
    const refusals: [string, Parameters<typeof connectError>[1], string, RegExp][] = [
      ['no token', { query: { case_id: world.caseOne.id } }, 'unauthorized', /token missing/i],
      ['a garbage token', { token: 'garbage' }, 'unauthorized', /not valid/],
      ['an expired token', { token: expired, query: { case_id: world.caseOne.id } }, 'unauthorized', /expired/],
      ['a user_id that is not the token', { ...partyA, query: { user_id: world.partyB.id } }, 'forbidden', /user_id/],
      ['a role that is not the token', { ...partyA, query: { role: 'Mediator' } }, 'forbidden', /role/],
      ['a case that is not the token', { ...partyA, query: { case_id: world.caseTwo.id } }, 'forbidden', /case_id/],
      ['a side that is not the token', { ...partyA, query: { side: 'B' } }, 'forbidden', /side/],
      ['a mediator on side A', { ...mediator, query: { case_id: world.caseOne.id, side: 'A' } }, 'forbidden', /side M/],
      ["another mediator's case", { token: world.mediator.token, query: { case_id: world.caseTwo.id } }, 'forbidden', /not the mediator/],
      ['an unknown case', { token: world.mediator.token, query: { case_id: UNKNOWN_CASE } }, 'not_found', /not found/],
      ['an admin', { token: world.adminToken, query: { case_id: world.caseOne.id } }, 'forbidden', /Only the mediator/],
      ['a malformed query', { ...partyA, query: { side: 'C' } }, 'bad_request', /side/],
    ];
    for (const [name, options, code, message] of refusals) {
      const error = await connectError(server.url, options);
      const data = error.data as { code: string; reason: ErrorCode; values?: ProblemValues };
      expect(data.code, name).toBe(code);
      expect(error.message, name).toMatch(message);
      // The sentence's code in the catalog, with its values: a client says the same refusal in its reader's language.
      expect(problemSentence('en', { code: data.reason, values: data.values }), name).toBe(error.message);
      expect(problemSentence('he', { code: data.reason, values: data.values }), name).not.toBe(error.message);
    }
  });

  it('lets a browser in from its own origin only; clients without Origin pass', async () => {
    const { world, server } = context;
    const own = await connect(server.url, { ...connectOptionsOf(world, 'partyA'), extraHeaders: { origin: server.url } });
    own.close();
    for (const transports of [['websocket'], ['polling']] as const) {
      const error = await connectError(server.url, {
        ...connectOptionsOf(world, 'partyA'),
        transports: [...transports],
        extraHeaders: { origin: 'https://evil.example' },
      });
      expect(error.message).toMatch(/websocket error|xhr poll error/);
    }
  });

  it('a mediator connected without a case must start one before anything else', async () => {
    const { world, server } = context;
    const client = await connect(server.url, { token: world.mediator.token });
    try {
      expect(client.greeting).toEqual({ case_active: null });
      expect(await client.emit('history', { case_id: world.caseOne.id })).toMatchObject({ ok: false, error: { code: 'conflict' } });
      expect(await client.emit('startCase', { case_id: world.caseOne.id, mediator_id: world.mediator.id })).toMatchObject({ ok: true });
      expect(await client.emit('history', { case_id: world.caseOne.id })).toMatchObject({ ok: true });
      expect(await observer.waitFor('userJoin', (entry: { side: string }) => entry.side === 'M')).toMatchObject({
        user_id: world.mediator.id,
      });
    } finally {
      client.close();
    }
  });
});
