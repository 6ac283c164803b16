// @vitest-environment node
/**
 * The connect layer against the real server: the BUILT server (apps/mediation-server/dist) runs as a child
 * process on a free port with a fresh data folder; no package imports the app.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatClient, type RoomState } from './ChatClient';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../apps/mediation-server');
const ADMIN = { email: 'admin@chat.test', password: 'admin-password-1' };

let server: ChildProcess;
let baseUrl = '';
let dataDir = '';
const clients: ChatClient[] = [];

async function api<T>(method: string, route: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

async function login(email: string, password: string) {
  const response = await api<{ access: string }>('POST', '/core/auth/token/', { email, password });
  expect(response.status).toBe(200);
  return response.body.access;
}

/** Waits until `check` passes on the client's state. */
async function until(client: ChatClient, check: (state: RoomState) => boolean, timeoutMs = 8000): Promise<RoomState> {
  const started = Date.now();
  while (!check(client.getState())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; state: ${JSON.stringify({ ...client.getState(), messages: client.getState().messages.map((m) => m.text) })}`);
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

/**
 * A TCP door between a client and the server that the test can shut: while shut, connections are cut and
 * every new one is dropped at once (a network that is gone); opened again, they pass.
 */
async function networkDoor() {
  const target = new URL(baseUrl);
  const open = new Set<net.Socket>();
  let isShut = false;
  const door = net.createServer((incoming) => {
    if (isShut) return incoming.destroy();
    const outgoing = net.connect(Number(target.port), target.hostname);
    open.add(incoming).add(outgoing);
    const end = () => {
      incoming.destroy();
      outgoing.destroy();
      open.delete(incoming);
      open.delete(outgoing);
    };
    incoming.on('error', end).on('close', end).pipe(outgoing);
    outgoing.on('error', end).on('close', end).pipe(incoming);
  });
  await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
  const { port } = door.address() as net.AddressInfo;
  let dropped = 0;
  door.on('connection', () => {
    if (isShut) dropped += 1;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    shut() {
      isShut = true;
      for (const socket of open) socket.destroy();
    },
    open() {
      isShut = false;
    },
    /** Connection attempts dropped while shut. */
    get dropped() {
      return dropped;
    },
    close: () => new Promise((resolve) => door.close(resolve)),
  };
}

async function joinParty(link: string, side: 'A' | 'B', name: string) {
  const request = await api<{ request_id: string; request_token: string }>('POST', '/session/join/', {
    link_id: link,
    side,
    email: `${name.toLowerCase()}@chat.test`,
    first_name: name,
    last_name: 'Party',
  });
  expect(request.status).toBe(202);
  const decided = await api('POST', `/session/case/${caseId}/join-requests/${request.body.request_id}/`, { decision: 'admit' }, mediatorToken);
  expect(decided.status).toBe(200);
  const admitted = await fetch(`${baseUrl}/api/session/join/${request.body.request_id}/`, { headers: { Authorization: `JWT ${request.body.request_token}` } });
  return ((await admitted.json()) as { access: string }).access;
}

beforeAll(async () => {
  execFileSync('pnpm', ['--filter', '@mediation/server', 'build'], { cwd: serverDir, stdio: 'ignore' });
  dataDir = mkdtempSync(path.join(tmpdir(), 'chat-connect-'));
  server = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      SOCKET_EVENTS_PER_10S: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });

  const admin = await login(ADMIN.email, ADMIN.password);
  const created = await api<{ user: { id: number } }>(
    'POST',
    '/users/mediator/',
    {
      user: { email: 'noa@chat.test', password: 'noa-password-1', first_name: 'Noa', last_name: 'Mediator', username: '' },
      phone: '+972501234567',
      education: 'LLB',
      relevant_experience: '10 years',
      certification_course: true,
      address: 'Haifa',
    },
    admin,
  );
  expect(created.status).toBe(201);
  mediatorId = created.body.user.id;
  mediatorToken = await login('noa@chat.test', 'noa-password-1');
  const row = await api<{ id: string; link: string }>(
    'POST',
    '/session/case/',
    { title: 'Fence', category: 'neighbors', sub_category: 'Property', problem_brief: 'A fence.', mediator: mediatorId },
    mediatorToken,
  );
  caseId = row.body.id;
  expect((await api('POST', '/session/set_case_full_id/', { case_id: caseId, link_id: row.body.link }, mediatorToken)).status).toBe(200);
  partyA = await joinParty(row.body.link, 'A', 'Dana');
  partyB = await joinParty(row.body.link, 'B', 'Eli');
}, 180_000);

afterAll(async () => {
  for (const client of clients) client.close();
  server?.kill('SIGTERM');
  await new Promise((resolve) => (server?.exitCode !== null ? resolve(undefined) : server.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
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
    expect(() => new ChatClient({ serverUrl: baseUrl, token: partyA, caseId }).emit('history', { case_id: caseId })).toThrow('Socket is not defined');
  });

  it('catches up on what a dropped connection missed, once each', async () => {
    const a = connect(partyA, caseId);
    const b = connect(partyB, caseId);
    await Promise.all([a, b].map((client) => until(client, (state) => state.status === 'online' && state.isLoaded)));
    // The transport drops; the manager reconnects by itself.
    b.getSocket()!.io.engine.close();
    await until(b, (state) => state.status !== 'online', 2000);
    for (const text of ['missed one', 'missed two', 'missed three']) a.send('M', text);
    await until(a, (state) => state.messages.filter((message) => message.text.startsWith('missed') && message.delivery === 'sent').length === 3);
    const caughtUp = await until(b, (state) => state.status === 'online' && state.messages.filter((message) => message.text.startsWith('missed')).length === 3);
    const ids = caughtUp.messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(caughtUp.messages.filter((message) => message.text.startsWith('missed')).map((message) => message.text)).toEqual(['missed one', 'missed two', 'missed three']);
  });

  it('never gives up on its own: back after more than five failed attempts, with what was said and the survey caught up', async () => {
    const door = await networkDoor();
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
      const back = await until(b, (state) => state.status === 'online' && state.messages.some((message) => message.text === 'said while B was gone'), 5000);
      expect(back.surveyRequested).toBe(true);
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
});
