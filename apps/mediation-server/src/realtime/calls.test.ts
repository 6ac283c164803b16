import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_MAX_PEOPLE } from '@mediation/protocol';
import type { Ack, CallJoinAck, CallSignalEvent, CallState, CallStateEvent, CallsAck, ChatMessage } from '@mediation/protocol';
import { DATABASE_KINDS } from '../testing/harness';
import { closeAll, connectAll, connectOptionsOf, roomMsg, send } from '../testing/rooms';
import type { Caller, Clients } from '../testing/rooms';
import { connect, connectError, disconnected } from '../testing/sockets';
import type { TestClient } from '../testing/sockets';
import { joinParty, SERVER_PAIR_REDIS, useServerPair, useWorldServer } from '../testing/world';

const TURN_SECRET = 'turn-test-secret';
const CALL_ENV = {
  SOCKET_EVENTS_PER_10S: '100000',
  STUN_URLS: 'stun:stun.example.org:3478',
  TURN_URLS: 'turn:turn.example.org:3478?transport=udp,turn:turn.example.org:3478?transport=tcp',
  TURN_SECRET,
  CALL_GRACE_S: '2',
};
const SHUTTLE_REFUSAL = {
  ok: false,
  error: { code: 'forbidden', message: 'Shuttle mode is on: only the mediator writes in group M.', reason: 'shuttle_mediator_writes_m' },
};
const CALL_EVENTS = new Set(['callState', 'callSignal', 'mediatorAway']);
const OFFER = { type: 'offer', sdp: 'v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n' };

function ok<T extends object>(ack: Ack<T>): T {
  if (!ack.ok) throw new Error(`refused: ${ack.error.code} ${ack.error.message}`);
  return ack;
}

const ids = (call: CallState | null | undefined) => (call?.members ?? []).map((member) => member.user_id);
/** From now on: waits for a callState of `group` satisfying `match` (those received before are passed over). */
function watch(client: TestClient) {
  const seen = new Set(client.all('callState'));
  return (group: string, match: (call: CallState | null) => boolean) =>
    client.waitFor<CallStateEvent>('callState', (event) => !seen.has(event) && event.group === group && match(event.call));
}

describe.each(DATABASE_KINDS)('calls on %s', (kind) => {
  const context = useWorldServer(kind, CALL_ENV);
  let clients: Clients;
  let barrierClient: TestClient;
  let barrierTwo: TestClient;
  let serial = 0;
  const caseRef = () => ({ case_id: context.world.caseOne.id });
  const group = (side: 'A' | 'B' | 'M') => ({ case_id: context.world.caseOne.id, group: side });

  /** Every connection has heard everything sent before: a message in M of both cases reached them all. */
  async function barrier() {
    const { world } = context;
    const one = await send(barrierClient, roomMsg(world, 'mediator', 'M', `barrier ${(serial += 1)}`));
    const two = await send(barrierTwo, roomMsg(world, 'otherMediator', 'M', `barrier ${(serial += 1)}`));
    await Promise.all(
      (Object.keys(clients) as Caller[]).map((caller) =>
        clients[caller].waitFor('roomMsg', (message: ChatMessage) => message._id === (caller.startsWith('other') ? two : one)._id),
      ),
    );
  }
  const cursors = () => Object.fromEntries((Object.keys(clients) as Caller[]).map((caller) => [caller, clients[caller].received.length]));
  /** The call events `caller` received since `since`. */
  const callEventsOf = (caller: Caller, since: Record<string, number>) =>
    clients[caller].received.slice(since[caller]).filter((entry) => CALL_EVENTS.has(entry.event));

  /** The calls stored for case one (what every process reads). */
  const stored = async () =>
    (await context.server.app.repos.calls.listForCase(context.world.caseOne.id)).map((record) => ({
      group: record.call.group,
      members: record.members.map((member) => member.userId),
    }));

  /** A refusal: the error code, and nobody heard anything of it. */
  async function expectRefused(caller: Caller, event: string, payload: object, code = 'forbidden') {
    const before = await stored();
    const since = cursors();
    const ack = await clients[caller].emit(event, payload);
    expect(ack, `${caller} ${event}`).toMatchObject({ ok: false, error: { code } });
    await barrier();
    for (const name of Object.keys(clients) as Caller[])
      expect(callEventsOf(name, since), `${name} after ${caller}'s ${event}`).toEqual([]);
    expect(await stored()).toEqual(before);
    return ack;
  }

  beforeAll(async () => {
    const { world, server } = context;
    clients = await connectAll(server.url, world);
    barrierClient = await connect(server.url, connectOptionsOf(world, 'mediator'));
    barrierTwo = await connect(server.url, connectOptionsOf(world, 'otherMediator'));
  });
  afterAll(() => {
    closeAll(clients);
    barrierClient?.close();
    barrierTwo?.close();
  });

  it('lets only the case mediator start a call', async () => {
    for (const caller of ['partyA', 'partyB', 'otherParty', 'otherMediator'] as const) await expectRefused(caller, 'callStart', group('A'));
    const since = cursors();
    const atA = watch(clients.partyA);
    const started = ok(await clients.mediator.emit<{ call: CallState }>('callStart', group('A')));
    expect(started.call).toMatchObject({ group: 'A', members: [{ user_id: context.world.mediator.id, role: 'mediator', side: 'M' }] });
    // The group's audience hears of it (party A, the mediator's other connections); party B does not.
    expect((await atA('A', (call) => call?.call_id === started.call.call_id)).call).toEqual(started.call);
    await barrier();
    expect(callEventsOf('partyB', since)).toEqual([{ event: 'mediatorAway', payload: { case_id: context.world.caseOne.id, away: true } }]);
    expect(callEventsOf('mediator', since).map((entry) => entry.event)).toEqual(['callState']);
    expect(callEventsOf('otherParty', since)).toEqual([]);
    await expectRefused('mediator', 'callStart', group('A'), 'conflict');
  });

  it("lets only the group's members join, and gives each their own TURN credential", async () => {
    const { world } = context;
    for (const caller of ['partyB', 'otherParty', 'otherMediator'] as const) await expectRefused(caller, 'callJoin', group('A'));
    const atMediator = watch(clients.mediator);
    const joined = ok(await clients.partyA.emit<CallJoinAck>('callJoin', group('A')));
    expect(ids(joined.call)).toEqual([world.mediator.id, world.partyA.id]);
    const [stun, turn] = joined.iceServers;
    expect(stun).toEqual({ urls: ['stun:stun.example.org:3478'] });
    expect(turn!.urls).toEqual(CALL_ENV.TURN_URLS.split(','));
    const [expiry, user] = turn!.username!.split(':');
    expect(user).toBe(String(world.partyA.id));
    expect(Number(expiry)).toBeGreaterThan(Date.now() / 1000);
    expect(turn!.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn!.username!).digest('base64'));
    expect(ids((await atMediator('A', (call) => ids(call).length === 2)).call)).toEqual(ids(joined.call));
  });

  it('carries a signal only between two people of the call, only to its recipient', async () => {
    const { world } = context;
    const callId = (await context.server.app.repos.calls.listForCase(world.caseOne.id))[0]!.call.id;
    const signal = (to: number, extra: object = { description: OFFER }) => ({ case_id: world.caseOne.id, call_id: callId, to, ...extra });
    await expectRefused('partyB', 'callSignal', signal(world.mediator.id));
    await expectRefused('partyA', 'callSignal', signal(world.partyB.id));
    await expectRefused('otherParty', 'callSignal', signal(world.mediator.id));
    await expectRefused('partyA', 'callSignal', signal(world.partyA.id));
    await expectRefused('partyA', 'callSignal', { ...signal(world.mediator.id), call_id: '00000000-0000-4000-8000-000000000009' });

    const since = cursors();
    expect(ok(await clients.partyA.emit('callSignal', signal(world.mediator.id)))).toMatchObject({ delivered: true });
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    expect(ok(await clients.mediator.emit('callSignal', signal(world.partyA.id, { candidate })))).toMatchObject({ delivered: true });
    const atMediator = await clients.mediator.waitFor<CallSignalEvent>('callSignal');
    expect(atMediator).toEqual({ case_id: world.caseOne.id, call_id: callId, from: world.partyA.id, description: OFFER });
    expect(await clients.partyA.waitFor<CallSignalEvent>('callSignal')).toEqual({
      case_id: world.caseOne.id,
      call_id: callId,
      from: world.mediator.id,
      candidate,
    });
    await barrier();
    for (const caller of ['partyB', 'otherParty', 'otherMediator'] as const) expect(callEventsOf(caller, since)).toEqual([]);
    // The mediator's other connection did not join the call: signals go to the one that did.
    expect(barrierClient.all('callSignal')).toEqual([]);
  });

  it('shows each person the calls of its groups, and tells the call what each sends', async () => {
    const { world } = context;
    const callId = (await context.server.app.repos.calls.listForCase(world.caseOne.id))[0]!.call.id;
    await expectRefused('partyB', 'callMedia', { case_id: world.caseOne.id, call_id: callId, mic: false, camera: false, screen: false });
    const atMediator = watch(clients.mediator);
    ok(await clients.partyA.emit('callMedia', { case_id: world.caseOne.id, call_id: callId, mic: false, camera: true, screen: true }));
    const changed = await atMediator('A', (call) => call?.members.some((member) => !member.mic) ?? false);
    expect(changed.call!.members.find((member) => member.user_id === world.partyA.id)).toMatchObject({
      mic: false,
      camera: true,
      screen: true,
    });

    const asB = ok(await clients.partyB.emit<CallsAck>('calls', caseRef()));
    expect(asB).toMatchObject({ calls: [], mediator_away: true });
    const asA = ok(await clients.partyA.emit<CallsAck>('calls', caseRef()));
    expect(asA.mediator_away).toBe(false);
    expect(asA.calls.map((call) => call.group)).toEqual(['A']);
    expect(ok(await clients.mediator.emit<CallsAck>('calls', caseRef())).calls.map((call) => call.group)).toEqual(['A']);
    await expectRefused('otherParty', 'calls', caseRef());
  });

  it("moves the mediator from A's call to B's: A's goes on without the mediator, and the parties hear where the mediator is", async () => {
    const { world } = context;
    const since = cursors();
    const atA = watch(clients.partyA);
    const started = ok(await clients.mediator.emit<{ call: CallState }>('callStart', group('B')));
    expect(ids(started.call)).toEqual([world.mediator.id]);
    expect(ids((await atA('A', (call) => ids(call).length === 1)).call)).toEqual([world.partyA.id]);
    await clients.partyA.waitFor('mediatorAway', (event: { away: boolean }) => event.away);
    await clients.partyB.waitFor('mediatorAway', (event: { away: boolean }) => !event.away);
    ok(await clients.partyB.emit('callJoin', group('B')));
    await barrier();
    expect(callEventsOf('mediator', since).filter((entry) => entry.event === 'mediatorAway')).toEqual([]);
    expect(ok(await clients.partyA.emit<CallsAck>('calls', caseRef())).mediator_away).toBe(true);
    expect(await stored()).toEqual([
      { group: 'A', members: [world.partyA.id] },
      { group: 'B', members: [world.mediator.id, world.partyB.id] },
    ]);
  });

  it('holds one call per person: a call of three in M takes everyone out of the caucuses, whose calls end', async () => {
    const { world } = context;
    const [atA, atB] = [watch(clients.partyA), watch(clients.partyB)];
    ok(await clients.mediator.emit('callStart', group('M')));
    ok(await clients.partyA.emit('callJoin', group('M')));
    const joined = ok(await clients.partyB.emit<CallJoinAck>('callJoin', group('M')));
    expect(ids(joined.call)).toEqual([world.mediator.id, world.partyA.id, world.partyB.id]);
    await atA('A', (call) => call === null);
    await atB('B', (call) => call === null);
    expect(await stored()).toEqual([{ group: 'M', members: [world.mediator.id, world.partyA.id, world.partyB.id] }]);
    expect(ok(await clients.partyB.emit<CallsAck>('calls', caseRef()))).toMatchObject({ mediator_away: false });
  });

  it('ends the call in M when shuttle mode goes on, and refuses a new one there', async () => {
    const { world } = context;
    const shuttle = (on: boolean) => ({ case_id: world.caseOne.id, to: 'M', mediator_id: world.mediator.id, shuttle: on });
    const watchers = (['mediator', 'partyA', 'partyB'] as const).map((caller) => watch(clients[caller]));
    ok(await clients.mediator.emit('shuttle', shuttle(true)));
    for (const at of watchers) await at('M', (call) => call === null);
    expect(await stored()).toEqual([]);
    expect(await expectRefused('partyA', 'callJoin', group('M'))).toEqual(SHUTTLE_REFUSAL);
    await expectRefused('mediator', 'callStart', group('M'));
    // The caucuses go on under shuttle mode.
    ok(await clients.mediator.emit('callStart', group('A')));
    ok(await clients.partyA.emit('callJoin', group('A')));
    ok(await clients.mediator.emit('shuttle', shuttle(false)));
  });

  it('takes a removed party out of every call at once', async () => {
    const { world, api } = context;
    const noa = await joinParty(api, world.caseOne, 'A', 'Noa', world.mediator.token);
    const client = await connect(context.server.url, { token: noa.token, query: { case_id: world.caseOne.id } });
    try {
      const [atMediator, atA] = [watch(clients.mediator), watch(clients.partyA)];
      ok(await client.emit('callJoin', group('A')));
      await atMediator('A', (call) => ids(call).includes(noa.id));
      const removed = await api('DELETE', `/session/case/${world.caseOne.id}/participants/${noa.id}/`, { token: world.mediator.token });
      expect(removed.status).toBeLessThan(300);
      const after = await atA('A', (call) => call !== null && !ids(call).includes(noa.id));
      expect(ids(after.call)).toEqual([world.mediator.id, world.partyA.id]);
      expect((await stored()).flatMap((call) => call.members)).not.toContain(noa.id);
      // Its connection closed, and it cannot come back to signal or join.
      await disconnected(client);
      const refused = await connectError(context.server.url, { token: noa.token, query: { case_id: world.caseOne.id } });
      expect(['forbidden', 'unauthorized']).toContain(refused.data?.code);
    } finally {
      client.close();
    }
  });

  it('keeps a dropped person’s place for the grace period: a rejoin resumes it, and past it the place goes', async () => {
    const { world, server } = context;
    const callId = (await context.server.app.repos.calls.listForCase(world.caseOne.id))[0]!.call.id;
    clients.partyA.close();
    const since = cursors();
    clients.partyA = await connect(server.url, connectOptionsOf(world, 'partyA'));
    since.partyA = 0;
    const resumed = ok(await clients.partyA.emit<CallJoinAck>('callJoin', group('A')));
    expect(resumed.call.call_id).toBe(callId);
    await barrier();
    // Nobody saw party A leave: the others' peer connections only restart.
    expect(
      callEventsOf('mediator', since).filter(
        (entry) => entry.event === 'callState' && !ids((entry.payload as CallStateEvent).call).includes(world.partyA.id),
      ),
    ).toEqual([]);
    // Signals reach the new connection.
    ok(await clients.mediator.emit('callSignal', { case_id: world.caseOne.id, call_id: callId, to: world.partyA.id, candidate: null }));
    expect(await clients.partyA.waitFor<CallSignalEvent>('callSignal')).toMatchObject({ from: world.mediator.id, candidate: null });

    const atMediator = watch(clients.mediator);
    clients.partyA.close();
    const gone = await atMediator('A', (call) => !ids(call).includes(world.partyA.id));
    expect(ids(gone.call)).toEqual([world.mediator.id]);
    clients.partyA = await connect(server.url, connectOptionsOf(world, 'partyA'));
  });

  it(`holds at most CALL_MAX_PEOPLE (${CALL_MAX_PEOPLE}) people in a call`, async () => {
    const { world, api, server } = context;
    ok(await clients.mediator.emit('callStart', group('M')));
    ok(await clients.partyA.emit('callJoin', group('M')));
    ok(await clients.partyB.emit('callJoin', group('M')));
    const extra: TestClient[] = [];
    try {
      for (let index = 0; index < CALL_MAX_PEOPLE - 2; index += 1) {
        const name = ['Ada', 'Ben', 'Cyd', 'Dov', 'Eve'][index]!;
        const person = await joinParty(api, world.caseOne, index % 2 === 0 ? 'A' : 'B', name, world.mediator.token);
        extra.push(await connect(server.url, { token: person.token, query: { case_id: world.caseOne.id } }));
      }
      for (const client of extra.slice(0, -1)) ok(await client.emit('callJoin', group('M')));
      const refused = await extra.at(-1)!.emit('callJoin', group('M'));
      expect(refused).toMatchObject({ ok: false, error: { code: 'conflict' } });
      expect((await stored()).find((call) => call.group === 'M')!.members).toHaveLength(CALL_MAX_PEOPLE);
    } finally {
      closeAll(Object.fromEntries(extra.map((client, index) => [`extra${index}`, client])) as Partial<Clients>);
    }
  });

  it('takes a person whose session ended (a sign-out) out of its call at once', async () => {
    const { world, api, server } = context;
    const signedIn = await api<{ access: string }>('POST', '/core/auth/token/', {
      body: { email: world.mediator.email, password: world.mediator.password },
    });
    const tab = await connect(server.url, { token: signedIn.body.access, query: { case_id: world.caseOne.id } });
    try {
      // The mediator's place moves to this tab, of a second sign-in; that sign-in ends (as its logout does).
      ok(await tab.emit('callJoin', group('M')));
      const { sessionId } = await server.app.tokens.verify(signedIn.body.access);
      const atA = watch(clients.partyA);
      server.app.caseEvents.emit('sessionsEnded', { userId: world.mediator.id, sessionId });
      await atA('M', (call) => call !== null && !ids(call).includes(world.mediator.id));
      expect((await stored()).flatMap((call) => call.members)).not.toContain(world.mediator.id);
    } finally {
      tab.close();
    }
  });

  it('ends every call with the case, and starts none in an ended case', async () => {
    const { world, api, server } = context;
    expect((await stored()).length).toBeGreaterThan(0);
    const ended = await api('DELETE', '/session/delete_case_full_id/', {
      token: world.mediator.token,
      body: { link_id: world.caseOne.link },
    });
    expect(ended.status).toBeLessThan(300);
    await clients.partyA.waitFor('endCase');
    expect(await stored()).toEqual([]);
    const again = await connect(server.url, connectOptionsOf(world, 'mediator'));
    try {
      expect(await again.emit('callStart', group('A'))).toMatchObject({ ok: false, error: { code: 'conflict' } });
      expect(await stored()).toEqual([]);
    } finally {
      again.close();
    }
  });
});

describe.each(SERVER_PAIR_REDIS)('calls over two processes (%s)', (redisUrl) => {
  const pair = useServerPair(redisUrl, CALL_ENV);
  const clients: TestClient[] = [];
  afterAll(() => {
    for (const client of clients) client.close();
  });

  it('carries signals between processes, and a removal on one ends the membership the other sees', async () => {
    const { world, second } = pair;
    const first = pair.first!;
    const at = async (url: string, caller: Caller) => {
      const client = await connect(url, connectOptionsOf(world, caller));
      clients.push(client);
      return client;
    };
    const group = (side: 'A' | 'B' | 'M') => ({ case_id: world.caseOne.id, group: side });
    const mediator = await at(first.url, 'mediator');
    const partyA = await at(second.url, 'partyA');
    const partyB = await at(second.url, 'partyB');

    const atMediator = watch(mediator);
    const started = ok(await mediator.emit<{ call: CallState }>('callStart', group('A')));
    ok(await partyA.emit('callJoin', group('A')));
    await atMediator('A', (call) => ids(call).includes(world.partyA.id));
    await partyB.waitFor('mediatorAway', (event: { away: boolean }) => event.away);

    const signal = { case_id: world.caseOne.id, call_id: started.call.call_id, description: OFFER };
    expect(ok(await partyA.emit('callSignal', { ...signal, to: world.mediator.id }))).toMatchObject({ delivered: true });
    expect(await mediator.waitFor<CallSignalEvent>('callSignal')).toMatchObject({ from: world.partyA.id, description: OFFER });
    ok(await mediator.emit('callSignal', { ...signal, to: world.partyA.id, description: { ...OFFER, type: 'answer' } }));
    expect(await partyA.waitFor<CallSignalEvent>('callSignal')).toMatchObject({ from: world.mediator.id });
    expect(await partyB.emit('callSignal', { ...signal, to: world.mediator.id })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });

    const api = (await import('../testing/harness')).apiClient(first.url);
    const afterRemoval = watch(mediator);
    const removed = await api('DELETE', `/session/case/${world.caseOne.id}/participants/${world.partyA.id}/`, {
      token: world.mediator.token,
    });
    expect(removed.status).toBeLessThan(300);
    await afterRemoval('A', (call) => call !== null && !ids(call).includes(world.partyA.id));
    const seenBySecond = await second.app.repos.calls.listForCase(world.caseOne.id);
    expect(seenBySecond.flatMap((record) => record.members.map((member) => member.userId))).toEqual([world.mediator.id]);
    // And what a client of the second process is told.
    const viaSecond = await at(second.url, 'mediator');
    const listed = ok(await viaSecond.emit<CallsAck>('calls', { case_id: world.caseOne.id }));
    expect(listed.calls.map((call) => ids(call))).toEqual([[world.mediator.id]]);
  });
});
