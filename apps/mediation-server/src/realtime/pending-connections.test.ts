/**
 * Connections that have not signed in: at most SOCKET_UNAUTHENTICATED_PER_ADDRESS per client address,
 * closed after SOCKET_CONNECT_TIMEOUT_S. A pending connection is made by hand with engine.io's protocol
 * (a handshake and no socket.io CONNECT), over long-polling (a GET) and over WebSocket (an upgrade).
 * TRUST_PROXY names this test as the proxy, so X-Forwarded-For gives each request its client's address.
 */
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../testing/harness';
import { closeAll, connectOptionsOf } from '../testing/rooms';
import { connect } from '../testing/sockets';
import type { TestClient } from '../testing/sockets';
import { useWorldServer } from '../testing/world';

const PER_ADDRESS = 3;
const CONNECT_TIMEOUT_S = 3;
/** Far past the connect timeout, far short of what socket.io's defaults hold a connection (25 s to a ping, 45 s to close). */
const CLOSED_WITHIN_MS = 15_000;

interface Handshake {
  status: number;
  /** The engine.io session, or the refusal's message. */
  sid?: string;
  message?: string;
}

/** An engine.io handshake over long-polling from `address`, never followed by a socket.io CONNECT. */
async function pollingHandshake(url: string, address: string): Promise<Handshake> {
  const response = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { 'x-forwarded-for': address } });
  const text = await response.text();
  if (response.status !== 200) return { status: response.status, message: (JSON.parse(text) as { message: string }).message };
  return { status: 200, sid: (JSON.parse(text.slice(1)) as { sid: string }).sid };
}

const openSockets: net.Socket[] = [];

/** An engine.io handshake over a WebSocket upgrade from `address`: resolves with the first bytes of the answer. */
function websocketHandshake(url: string, address: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    openSockets.push(socket);
    socket.once('data', (chunk) => resolve(chunk.toString()));
    socket.once('error', reject);
    socket.write(
      [
        `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version: 13',
        `X-Forwarded-For: ${address}`,
        '',
        '',
      ].join('\r\n'),
    );
  });
}

describe.each(DATABASE_KINDS)('connections that have not signed in, on %s', (kind) => {
  const context = useWorldServer(kind, {
    TRUST_PROXY: '127.0.0.1',
    SOCKET_UNAUTHENTICATED_PER_ADDRESS: String(PER_ADDRESS),
    SOCKET_CONNECT_TIMEOUT_S: String(CONNECT_TIMEOUT_S),
  });
  const clients: Record<string, TestClient> = {};
  afterAll(() => {
    closeAll(clients);
    for (const socket of openSockets) socket.destroy();
  });

  it('are refused past the cap from one address, with a clear message; another address is not affected', async () => {
    const { url } = context.server;
    expect((await pollingHandshake(url, '203.0.113.1')).status).toBe(200);
    expect((await pollingHandshake(url, '203.0.113.1')).status).toBe(200);
    expect(await websocketHandshake(url, '203.0.113.1')).toMatch(/^HTTP\/1\.1 101 /);
    const refused = await pollingHandshake(url, '203.0.113.1');
    expect(refused).toEqual({ status: 403, message: `Too many connections waiting to sign in from this address: at most ${PER_ADDRESS}.` });
    // engine.io refuses every upgrade with 400, its reason in the body.
    const refusedUpgrade = await websocketHandshake(url, '203.0.113.1');
    expect(refusedUpgrade).toMatch(/^HTTP\/1\.1 400 /);
    expect(refusedUpgrade).toContain(refused.message);
    expect((await pollingHandshake(url, '203.0.113.2')).status).toBe(200);
  });

  it('do not include signed-in sockets, whichever transport they came by', async () => {
    const { world, server } = context;
    const from = { extraHeaders: { 'x-forwarded-for': '203.0.113.3' } };
    clients.mediator = await connect(server.url, { ...connectOptionsOf(world, 'mediator'), ...from, transports: ['polling'] });
    clients.partyA = await connect(server.url, { ...connectOptionsOf(world, 'partyA'), ...from });
    clients.partyB = await connect(server.url, { ...connectOptionsOf(world, 'partyB'), ...from });
    for (let index = 0; index < PER_ADDRESS; index += 1) expect((await pollingHandshake(server.url, '203.0.113.3')).status).toBe(200);
    expect((await pollingHandshake(server.url, '203.0.113.3')).status).toBe(403);
    expect([clients.mediator, clients.partyA, clients.partyB].every((client) => client.socket.connected)).toBe(true);
  });

  it('are closed after SOCKET_CONNECT_TIMEOUT_S, giving their place back', { timeout: 60_000 }, async () => {
    const { url } = context.server;
    const pending: Handshake[] = [];
    for (let index = 0; index < PER_ADDRESS; index += 1) pending.push(await pollingHandshake(url, '203.0.113.4'));
    expect((await pollingHandshake(url, '203.0.113.4')).status).toBe(403);
    // The first one's next poll is held until the server has something to say: here, that it closes.
    const poll = await fetch(`${url}/socket.io/?EIO=4&transport=polling&sid=${pending[0]!.sid}`, {
      headers: { 'x-forwarded-for': '203.0.113.4' },
      signal: AbortSignal.timeout(CLOSED_WITHIN_MS),
    });
    expect(await poll.text()).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await pollingHandshake(url, '203.0.113.4')).status).toBe(200);
  });
});
