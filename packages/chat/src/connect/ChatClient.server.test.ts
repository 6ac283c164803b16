// @vitest-environment node
/**
 * The connect layer against the real server: the BUILT server (apps/mediation-server/dist) runs as a child
 * process on a free port with a fresh data folder; no package imports the app.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementView } from '@mediation/protocol';
import { serverDir } from '@mediation/test-harness/processes';
import { ADMIN, api, joinParty, login, networkDoor, startServer, startedCase, stopServer } from './builtServer.testing';
import { ChatClient } from './ChatClient';
import type { TokenRequest } from './options';
import type { RoomState } from '../room/roomState';

let server: ChildProcess;
let baseUrl = '';
let dataDir = '';
const clients: ChatClient[] = [];

/** Waits until `check` passes on the client's state. */
async function until(client: ChatClient, check: (state: RoomState) => boolean, timeoutMs = 8000): Promise<RoomState> {
  const started = Date.now();
  while (!check(client.getState())) {
    if (Date.now() - started > timeoutMs)
      throw new Error(
        `timed out; state: ${JSON.stringify({ ...client.getState(), messages: client.getState().messages.map((m) => m.text) })}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return client.getState();
}

function connect(token: string, caseId: string, options: Partial<ConstructorParameters<typeof ChatClient>[0]> = {}) {
  const client = new ChatClient({ serverUrl: baseUrl, token, caseId, ...options });
  clients.push(client);
  client.connect();
  return client;
}

let mediatorToken = '';
let mediatorId = 0;
let caseId = '';
let partyA = '';
let partyB = '';

beforeAll(async () => {
  execFileSync('pnpm', ['--filter', '@mediation/server', 'build'], { cwd: serverDir, stdio: 'ignore' });
  const started = await startServer();
  server = started.process;
  baseUrl = started.url;
  dataDir = started.dataDir;
  const running = await startedCase('noa@chat.test', baseUrl);
  mediatorToken = running.token;
  mediatorId = running.id;
  caseId = running.caseId;
  partyA = await joinParty(running.link, 'A', 'Dana', { token: running.token, caseId: running.caseId, base: baseUrl });
  partyB = await joinParty(running.link, 'B', 'Eli', { token: running.token, caseId: running.caseId, base: baseUrl });
}, 180_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await stopServer(server, dataDir);
});

describe('ChatClient against the built server', () => {
  it('brings two parties and the mediator together, each seeing only its groups', async () => {
    const mediator = connect(mediatorToken, caseId);
    const a = connect(partyA, caseId);
    const b = connect(partyB, caseId);
    await Promise.all([mediator, a, b].map((client) => until(client, (state) => state.status === 'online' && state.isLoaded)));
    expect(a.getState().viewer).toMatchObject({ side: 'A' });
    expect(mediator.getState().viewer).toMatchObject({ id: mediatorId, side: 'M' });

    a.send('M', 'Hello everyone');
    a.send('A', 'Only for the mediator');
    await until(a, (state) => state.messages.filter((message) => message.delivery === 'sent').length === 2);
    await until(b, (state) => state.messages.some((message) => message.text === 'Hello everyone'));
    await until(mediator, (state) => state.messages.some((message) => message.text === 'Only for the mediator'));
    expect(b.getState().messages.some((message) => message.text === 'Only for the mediator')).toBe(false);
    // Without a connection a command is refused as a rejected promise, never a throw.
    await expect(new ChatClient({ serverUrl: baseUrl, token: partyA, caseId }).emit('history', { case_id: caseId })).rejects.toMatchObject({
      code: 'disconnected',
      message: 'Socket is not defined',
    });
  });

  it('catches up on what a dropped connection missed, once each', async () => {
    const door = await networkDoor(baseUrl);
    try {
      const a = connect(partyA, caseId);
      const b = connect(partyB, caseId, { serverUrl: door.url, reconnectDelayMs: 100, reconnectDelayMaxMs: 400 });
      await Promise.all([a, b].map((client) => until(client, (state) => state.status === 'online' && state.isLoaded)));
      // The network drops; the manager reconnects by itself once it is back.
      door.shut();
      await until(b, (state) => state.status !== 'online', 2000);
      for (const text of ['missed one', 'missed two', 'missed three']) a.send('M', text);
      await until(
        a,
        (state) => state.messages.filter((message) => message.text.startsWith('missed') && message.delivery === 'sent').length === 3,
      );
      door.open();
      const caughtUp = await until(
        b,
        (state) => state.status === 'online' && state.messages.filter((message) => message.text.startsWith('missed')).length === 3,
      );
      const ids = caughtUp.messages.map((message) => message.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(caughtUp.messages.filter((message) => message.text.startsWith('missed')).map((message) => message.text)).toEqual([
        'missed one',
        'missed two',
        'missed three',
      ]);
    } finally {
      for (const client of clients.splice(clients.length - 2)) client.close();
      door.shut();
      await door.close();
    }
  });

  it('never gives up on its own: back after more than five failed attempts, with what was said and the survey caught up', async () => {
    const door = await networkDoor(baseUrl);
    try {
      const mediator = connect(mediatorToken, caseId);
      const a = connect(partyA, caseId);
      // Short delays (the default starts at 1 s and grows to 30 s) so that many attempts fit in a few seconds.
      const b = new ChatClient({ serverUrl: door.url, token: partyB, caseId, reconnectDelayMs: 100, reconnectDelayMaxMs: 400 });
      clients.push(b);
      b.connect();
      await Promise.all([mediator, a, b].map((client) => until(client, (state) => state.status === 'online' && state.isLoaded)));

      door.shut();
      await until(b, (state) => state.status === 'reconnecting', 4000);
      a.send('M', 'said while B was gone');
      await until(a, (state) => state.messages.some((message) => message.text === 'said while B was gone' && message.delivery === 'sent'));
      await mediator.sendSurvey();
      // Longer than the spec's five attempts one second apart, after which the old client stayed offline.
      await new Promise((resolve) => setTimeout(resolve, 6500));
      expect(door.dropped).toBeGreaterThan(5);
      expect(b.getState().status).toBe('reconnecting');

      door.open();
      // Nothing is called: the client's own next attempt gets through, and it catches up.
      const back = await until(
        b,
        (state) => state.status === 'online' && state.messages.some((message) => message.text === 'said while B was gone'),
        5000,
      );
      expect(back.surveyRequest).toEqual(expect.any(Number));
    } finally {
      for (const client of clients.splice(clients.length - 3)) client.close();
      door.shut();
      await door.close();
    }
  }, 30_000);

  it('stores a send that is retried for want of an acknowledgement once', async () => {
    // An acknowledgement that cannot arrive in 1 ms: the client sends again with the same id.
    const a = connect(partyA, caseId, { ackTimeoutMs: 1, sendAttempts: 3 });
    const reader = connect(partyB, caseId);
    await Promise.all([a, reader].map((client) => until(client, (state) => state.status === 'online' && state.isLoaded)));
    const id = a.send('M', 'sent under a bad connection');
    await until(a, (current) => current.messages.find((message) => message.id === id)?.delivery !== 'sending');
    const fresh = connect(partyB, caseId);
    const state = await until(fresh, (current) => current.isLoaded);
    expect(state.messages.filter((message) => message.text === 'sent under a bad connection')).toHaveLength(1);
  });

  it('keeps read positions across devices and tells the mediator what a party has seen', async () => {
    const mediator = connect(mediatorToken, caseId);
    const a = connect(partyA, caseId);
    await Promise.all([mediator, a].map((client) => until(client, (state) => state.status === 'online' && state.hasReadPositions)));
    const id = mediator.send('A', 'Did you read this?');
    const delivered = await until(a, (state) => state.messages.some((message) => message.text === 'Did you read this?'));
    const seq = delivered.messages.find((message) => message.text === 'Did you read this?')!.seq!;
    await a.markRead('A', seq);
    await until(mediator, (state) => state.readByOthers.some((position) => position.side === 'A' && position.seq >= seq));
    expect(mediator.getState().messages.find((message) => message.id === id || message.text === 'Did you read this?')?.seq).toBe(seq);
    const secondDevice = connect(partyA, caseId);
    const state = await until(secondDevice, (current) => current.hasReadPositions);
    expect(state.readUpTo.A).toBe(seq);
  });

  it("keeps the mediator's guided negotiation on the server: another tab follows it, a new one resumes it, a stop in one stops the other", async () => {
    const tab = connect(mediatorToken, caseId);
    const otherTab = connect(mediatorToken, caseId);
    const a = connect(partyA, caseId);
    await Promise.all([tab, otherTab, a].map((client) => until(client, (state) => state.status === 'online' && state.hasReadPositions)));
    expect(tab.getState().guide).toMatchObject({ guideType: 0, stageIdx: 0 });
    expect(a.getState().guide).toBeNull();

    // Problem Solving (2), on the waiting view of the initial positions: two steps into fifteen.
    await tab.saveGuideProgress({ guideType: 2, stageIdx: 2, iteration: 13, initialIteration: 15 });
    await tab.setMarker('add', 'initialPosition');
    await until(otherTab, (state) => state.guide?.stageIdx === 2);
    expect(otherTab.getState().guide).toMatchObject({ guideType: 2, iteration: 13, initialIteration: 15, receivedInitialA: false });

    // A party's position reaches both tabs' guide with its text.
    await until(a, (state) => state.actions.includes('initialPosition'));
    await a.sendGuided(['A'], 'The fence stays.', { type: 'guided', stage: 'initialPosition' });
    for (const client of [tab, otherTab]) await until(client, (state) => state.guide?.receivedInitialA === true);
    expect(otherTab.getState().guide).toMatchObject({ initialStateA: 'The fence stays.', receivedInitialB: false });

    // A reload (a new client, nothing kept in the page) reads the same negotiation from the server.
    const reloaded = connect(mediatorToken, caseId);
    const resumed = await until(reloaded, (state) => state.guide !== null);
    expect(resumed.guide).toEqual(tab.getState().guide);

    await otherTab.stopGuide();
    for (const client of [tab, reloaded]) await until(client, (state) => state.guide?.stageIdx === 0);
    expect(tab.getState().guide).toMatchObject({ guideType: 0, receivedInitialA: false, initialStateA: null });
    for (const client of clients.splice(clients.length - 4)) client.close();
  });

  it('shows why the server refused a party’s message to M with shuttle on', async () => {
    const mediator = connect(mediatorToken, caseId);
    const a = connect(partyA, caseId);
    await Promise.all([mediator, a].map((client) => until(client, (state) => state.status === 'online' && state.isLoaded)));
    await mediator.setShuttle(true);
    await until(a, (state) => state.shuttle);
    const id = a.send('M', 'Can I still write here?');
    const refused = await until(a, (state) => state.messages.find((message) => message.id === id)?.delivery === 'failed');
    expect(refused.messages.find((message) => message.id === id)?.error).toMatch(/Shuttle mode is on/);
    await mediator.setShuttle(false);
  });
  it('keeps the agreement current in every store: live, as each person may see it, and caught up after a dropped connection', async () => {
    const door = await networkDoor(baseUrl);
    try {
      const mediator = connect(mediatorToken, caseId);
      const a = connect(partyA, caseId, { serverUrl: door.url, reconnectDelayMs: 100, reconnectDelayMaxMs: 400 });
      const b = connect(partyB, caseId);
      await Promise.all([mediator, a, b].map((client) => until(client, (state) => state.status === 'online' && state.agreement !== null)));
      expect(a.getState().agreement).toMatchObject({ state: 'draft', clauses: [] });

      const clause = (await mediator.agreement.addClause('The fence stays where it is.')).clauses[0]!;
      await until(a, (state) => state.agreement?.clauses.length === 1);
      door.shut();
      await until(a, (state) => state.status !== 'online', 2000);
      // While A is away: an edit, and B's change request (its comment for the mediator only).
      await mediator.agreement.editClause(clause.id, 'The fence moves half a metre east.');
      await b.agreement.requestChange(clause.id, 2, 'Only if A pays for the move.');
      await until(
        mediator,
        (state) => state.agreement?.clauses[0]?.answers.some((answer) => answer.comment === 'Only if A pays for the move.') ?? false,
      );
      door.open();

      const isCaughtUp = (view: AgreementView | null) => view?.clauses[0]?.version === 2 && view.clauses[0].answers.length === 1;
      const back = await until(a, (state) => state.status === 'online' && isCaughtUp(state.agreement));
      expect(back.agreement!.clauses[0]).toMatchObject({
        text: 'The fence moves half a metre east.',
        answers: [{ side: 'B', answer: 'change', is_current: true }],
      });
      expect(JSON.stringify(back.agreement)).not.toContain('Only if A pays');
      await expect(a.agreement.accept(clause.id, 1)).rejects.toMatchObject({ code: 'conflict' });
      const accepted = await a.agreement.accept(clause.id, 2);
      expect(accepted.clauses[0]!.answers.map((answer) => answer.side).sort()).toEqual(['A', 'B']);
      await until(b, (state) => state.agreement?.clauses[0]?.answers.some((answer) => answer.side === 'A') ?? false);
    } finally {
      for (const client of clients.splice(clients.length - 3)) client.close();
      door.shut();
      await door.close();
    }
  });

  it("finds a message by the server's search before it is loaded, and loads the history up to it", async () => {
    const writer = connect(partyA, caseId);
    await until(writer, (state) => state.status === 'online' && state.isLoaded);
    writer.send('A', 'An old word about the orchard');
    for (let index = 0; index < 205; index += 1) writer.send('A', `Later message ${index}`);
    await until(writer, (state) => state.messages.filter((message) => message.delivery === 'sent').length >= 206, 60_000);

    const reader = connect(partyA, caseId);
    await until(reader, (state) => state.status === 'online' && state.isLoaded);
    expect(reader.getState().messages.some((message) => message.text.includes('orchard'))).toBe(false);
    const page = await reader.searchMessages('A', 'ORCHARD');
    expect(page.matches.map((message) => message.text)).toEqual(['An old word about the orchard']);
    expect(page.hasMore).toBe(false);
    await reader.revealMessage(page.matches[0]!.seq!);
    expect(reader.getState().messages.some((message) => message.id === page.matches[0]!.id)).toBe(true);
    // Side B's party cannot search group A.
    const other = connect(partyB, caseId);
    await until(other, (state) => state.status === 'online' && state.isLoaded);
    await expect(other.searchMessages('A', 'orchard')).rejects.toThrow();
  }, 120_000);
  it('asks its host at once when the server ends the session: another session reconnects it, none stops it', async () => {
    const running = await startedCase('ended@chat.test', baseUrl);
    const requests: TokenRequest[] = [];
    let current = running.token;
    let afterEnd: () => Promise<string | undefined> = async () => undefined;
    const getToken = async (request: TokenRequest) => {
      requests.push(request);
      if (request.reason === 'ended') current = (await afterEnd()) ?? '';
      return current || undefined;
    };
    const mediator = connect('', running.caseId, { getToken });
    await until(mediator, (state) => state.status === 'online' && state.isLoaded);

    // A password change (in another tab) ends every session; this host signs in again: the client goes on.
    afterEnd = () => login('ended@chat.test', 'noa-password-2', baseUrl);
    const changed = await api(
      'POST',
      '/auth/users/set_password/',
      { current_password: 'noa-password-1', new_password: 'noa-password-2' },
      running.token,
      baseUrl,
    );
    expect(changed.status).toBeLessThan(300);
    await until(mediator, () => requests.some((request) => request.reason === 'ended'));
    await until(mediator, (state) => state.status === 'online' && state.isLoaded);
    mediator.send('M', 'back in a new session');
    await until(mediator, (state) =>
      state.messages.some((message) => message.text === 'back in a new session' && message.seq !== undefined),
    );

    // The admin deactivates the account: its session ends and no other is to be had; the client stops and says so.
    afterEnd = async () => undefined;
    const admin = await login(ADMIN.email, ADMIN.password, baseUrl);
    expect((await api('POST', `/users/mediator/${running.id}/deactivate/`, {}, admin, baseUrl)).status).toBe(200);
    const stopped = await until(mediator, (state) => state.status === 'offline' && state.error !== undefined);
    expect(stopped.error).toBe('Your session has ended. Sign in again.');
    expect(requests.filter((request) => request.reason === 'ended')).toHaveLength(2);
  }, 60_000);
});

describe('ChatClient with a token that expires mid-conversation', () => {
  /** Access tokens live this long on this server: the mediator's expires during the test. */
  const TOKEN_TTL_S = 3;
  let short: Awaited<ReturnType<typeof startServer>> | undefined;
  afterAll(() => stopServer(short?.process, short?.dataDir ?? ''));

  it('renews the token and reconnects the same client: what was said stays, and a message typed meanwhile is delivered once', async () => {
    short = await startServer({ ACCESS_TOKEN_TTL_S: String(TOKEN_TTL_S), RATE_LIMIT_AUTH_PER_MIN: '1000' });
    const base = short.url;
    const running = await startedCase('maya@chat.test', base);
    const party = await joinParty(running.link, 'A', 'Tal', { token: running.token, caseId: running.caseId, base });

    // The host's session: the current token, and a fresh one (signing in again here) once the server says it expired;
    // the renewal waits for the test, so that a message is typed while the client has no connection.
    let current = running.token;
    const requests: TokenRequest[] = [];
    let allowRenewal: () => void = () => undefined;
    const renewalAllowed = new Promise<void>((resolve) => (allowRenewal = resolve));
    const getToken = async (request: TokenRequest) => {
      requests.push(request);
      if (request.reason === 'expired') {
        await renewalAllowed;
        current = await login('maya@chat.test', 'noa-password-1', base);
      }
      return current;
    };
    const mediator = new ChatClient({ serverUrl: base, getToken, caseId: running.caseId });
    const reader = new ChatClient({ serverUrl: base, token: party, caseId: running.caseId });
    clients.push(mediator, reader);
    mediator.connect();
    reader.connect();
    await Promise.all([mediator, reader].map((client) => until(client, (state) => state.status === 'online' && state.isLoaded)));

    mediator.send('M', 'said before the token expired');
    await until(reader, (state) => state.messages.some((message) => message.text === 'said before the token expired'));

    // The server ends the connection at the token's expiry; the client asks for a fresh token.
    await until(mediator, () => requests.some((request) => request.reason === 'expired'), (TOKEN_TTL_S + 5) * 1000);
    expect(mediator.getState().status).not.toBe('online');
    const typedMeanwhile = mediator.send('M', 'typed while the token was renewed');
    expect(mediator.getState().messages.find((message) => message.id === typedMeanwhile)?.delivery).toBe('sending');

    allowRenewal();
    const back = await until(
      mediator,
      (state) =>
        state.status === 'online' &&
        state.messages.find((message) => message.text === 'typed while the token was renewed')?.delivery === 'sent',
    );
    expect(current).not.toBe(running.token);
    // The same store: what was said before is there, without a reload.
    expect(back.messages.filter((message) => message.text === 'said before the token expired')).toHaveLength(1);

    mediator.send('M', 'said with the fresh token');
    const heard = await until(reader, (state) => state.messages.some((message) => message.text === 'said with the fresh token'));
    expect(heard.messages.filter((message) => message.text === 'typed while the token was renewed')).toHaveLength(1);
    const fresh = new ChatClient({ serverUrl: base, token: party, caseId: running.caseId });
    clients.push(fresh);
    fresh.connect();
    const stored = await until(fresh, (state) => state.isLoaded);
    expect(stored.messages.map((message) => message.text)).toEqual([
      'said before the token expired',
      'typed while the token was renewed',
      'said with the fresh token',
    ]);
  }, 60_000);
});
