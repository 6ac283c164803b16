/**
 * HTTP_REQUEST_TIMEOUT_S: a client that sends its request body a byte at a time is cut off, while
 * socket.io's connections, over long-polling and over WebSocket, live on past that time. Here the timeout
 * is 2 s; the slow client would need 100 s to finish its body.
 */
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@mediation/protocol';
import { DATABASE_KINDS } from './testing/harness';
import { closeAll, connectOptionsOf, roomMsg, send } from './testing/rooms';
import { connect } from './testing/sockets';
import type { TestClient } from './testing/sockets';
import { useWorldServer } from './testing/world';

const REQUEST_TIMEOUT_S = 2;
/** Far longer than the timeout and Node's checks need, far shorter than the body takes. */
const CUT_OFF_WITHIN_MS = 15_000;

interface SlowClientOutcome {
  /** What the server answered before closing, if anything. */
  answer: string;
  bytesSent: number;
  isClosedByServer: boolean;
}

/** Sends a request whose 100-byte body comes one byte a second; resolves when the server closes it, or after `giveUpMs`. */
function sendSlowBody(url: string, giveUpMs: number): Promise<SlowClientOutcome> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    let bytesSent = 0;
    const finish = (isClosedByServer: boolean) => {
      clearInterval(dribble);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, bytesSent, isClosedByServer });
    };
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/core/auth/token/ HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`,
    );
    const dribble = setInterval(() => {
      if (socket.writable) socket.write(' ', () => (bytesSent += 1));
    }, 1000);
    const giveUp = setTimeout(() => finish(false), giveUpMs);
  });
}

describe.each(DATABASE_KINDS)('HTTP timeouts on %s', (kind) => {
  const context = useWorldServer(kind, { HTTP_REQUEST_TIMEOUT_S: String(REQUEST_TIMEOUT_S) });
  const clients: Record<string, TestClient> = {};
  afterAll(() => closeAll(clients));

  it('cuts off a client that sends its request body a byte at a time, with 408', { timeout: 60_000 }, async () => {
    const outcome = await sendSlowBody(context.server.url, CUT_OFF_WITHIN_MS);
    expect(outcome.isClosedByServer, `still open after ${CUT_OFF_WITHIN_MS} ms and ${outcome.bytesSent} bytes`).toBe(true);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.bytesSent).toBeLessThan(100);
  });

  it('keeps socket.io connections, long-polling and WebSocket, open past the request timeout', { timeout: 60_000 }, async () => {
    const { world, server } = context;
    clients.polling = await connect(server.url, { ...connectOptionsOf(world, 'partyA'), transports: ['polling'] });
    clients.websocket = await connect(server.url, { ...connectOptionsOf(world, 'partyB'), transports: ['websocket'] });
    expect(clients.polling.socket.io.engine.transport.name).toBe('polling');
    // Three times the timeout: the polling client's GET is held by the server all this while.
    await new Promise((resolve) => setTimeout(resolve, 3 * REQUEST_TIMEOUT_S * 1000));
    const fromPolling = await send(clients.polling, roomMsg(world, 'partyA', 'M', 'still here over long-polling'));
    const fromWebSocket = await send(clients.websocket, roomMsg(world, 'partyB', 'M', 'still here over WebSocket'));
    await clients.websocket.waitFor('roomMsg', (message: ChatMessage) => message._id === fromPolling._id);
    await clients.polling.waitFor('roomMsg', (message: ChatMessage) => message._id === fromWebSocket._id);
    expect(clients.polling.socket.connected && clients.websocket.socket.connected).toBe(true);
  });
});
