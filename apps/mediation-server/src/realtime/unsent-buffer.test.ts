/**
 * A client that never reads cannot make the server keep every broadcast for it: once what the server has
 * not yet sent it passes SOCKET_MAX_BUFFER_BYTES, its connection is closed, while a client that reads
 * receives everything and stays connected.
 *
 * "Never reads" honestly: a real client connects, joins its case and then pauses its TCP socket, so the
 * kernel's buffers fill and the server's own buffers grow. The server's view of that connection's unsent
 * bytes is sampled by the test from engine.io's fields (its queue and the WebSocket's bufferedAmount) on
 * every packet, rather than the process's memory, which is noisy.
 */
import type { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@mediation/protocol';
import { DATABASE_KINDS } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { closeAll, connectOptionsOf, roomMsg, send } from '../testing/rooms';
import { connect } from '../testing/sockets';
import type { TestClient } from '../testing/sockets';
import { SERVER_PAIR_REDIS, useServerPair, useWorldServer } from '../testing/world';
import type { World } from '../testing/world';

const LIMIT_BYTES = 256 * 1024;
const ENV = { SOCKET_MAX_BUFFER_BYTES: String(LIMIT_BYTES), SOCKET_EVENTS_PER_10S: '100000' };
/** About 12 KB a message (three bytes a character): the flood passes the kernel's buffers and the bound in a few hundred. */
const TEXT = 'あ'.repeat(4000);
const MAX_MESSAGES = 1500;

/** engine.io 6's connection, as far as the sampling reads it (fields outside its types). */
interface EngineConnection extends EventEmitter {
  writeBuffer: { data?: unknown }[];
  transport: { socket?: { bufferedAmount: number } };
}

const sizeOf = (data: unknown) => (typeof data === 'string' ? Buffer.byteLength(data) : data instanceof Buffer ? data.byteLength : 0);

/** Samples the server's unsent bytes for one connection on every packet created for it; also notes its close. */
function sampleUnsent(server: TestServer, engineId: string) {
  const clients = (server.app.realtime.io.engine as unknown as { clients: Record<string, EngineConnection> }).clients;
  const connection = clients[engineId];
  if (!connection) throw new Error(`no engine connection ${engineId} on this server`);
  const sample = { peakBytes: 0, largestPacketBytes: 0, closeReason: undefined as string | undefined };
  connection.on('packetCreate', (packet: { data?: unknown }) => {
    const packetBytes = sizeOf(packet.data);
    const queued = connection.writeBuffer.reduce((sum, queuedPacket) => sum + sizeOf(queuedPacket.data), 0);
    sample.largestPacketBytes = Math.max(sample.largestPacketBytes, packetBytes);
    sample.peakBytes = Math.max(sample.peakBytes, queued + packetBytes + (connection.transport.socket?.bufferedAmount ?? 0));
  });
  connection.once('close', (reason: string) => {
    sample.closeReason = reason;
  });
  return sample;
}

async function disconnectCount(server: TestServer, reason: string): Promise<number> {
  const metric = await server.app.metrics.registry.getSingleMetric('socket_disconnects_total')?.get();
  return metric?.values.find((value) => value.labels.reason === reason)?.value ?? 0;
}

/**
 * Party A stops reading while the mediator floods the case's shared group within its budget; party B reads.
 * `urls` say which process each one connects to; `pausedServer` is the one party A is on.
 */
async function floodPastAStalledReader(
  world: World,
  urls: { mediator: string; partyA: string; partyB: string },
  pausedServer: TestServer,
  clients: TestClient[],
) {
  const stalled = await connect(urls.partyA, connectOptionsOf(world, 'partyA'));
  const reader = await connect(urls.partyB, connectOptionsOf(world, 'partyB'));
  const mediator = await connect(urls.mediator, connectOptionsOf(world, 'mediator'));
  clients.push(stalled, reader, mediator);
  const closedBefore = await disconnectCount(pausedServer, 'unsent_buffer_full');
  const sample = sampleUnsent(pausedServer, stalled.socket.io.engine.id);
  const tcp = (stalled.socket.io.engine.transport as unknown as { ws: { _socket: { pause: () => void } } }).ws._socket;
  tcp.pause();

  const sent: ChatMessage[] = [];
  while (sample.closeReason === undefined && sent.length < MAX_MESSAGES) {
    sent.push(await send(mediator, roomMsg(world, 'mediator', 'M', `${sent.length} ${TEXT}`)));
  }
  // The others carry on after the close.
  for (let index = 0; index < 5; index += 1) sent.push(await send(mediator, roomMsg(world, 'mediator', 'M', `after ${index}`)));

  expect(sample.closeReason, `still open after ${sent.length} messages`).toBeDefined();
  expect(await disconnectCount(pausedServer, 'unsent_buffer_full')).toBe(closedBefore + 1);
  // Checked on every packet: the bound is passed by one message at most (plus a few bytes of framing).
  expect(sample.peakBytes).toBeGreaterThan(LIMIT_BYTES);
  expect(sample.peakBytes).toBeLessThanOrEqual(LIMIT_BYTES + sample.largestPacketBytes + 1024);
  const last = sent.at(-1)!;
  await reader.waitFor('roomMsg', (message: ChatMessage) => message._id === last._id);
  expect(reader.all<ChatMessage>('roomMsg').map((message) => message._id)).toEqual(sent.map((message) => message._id));
  expect(reader.socket.connected).toBe(true);
  expect(mediator.socket.connected).toBe(true);
}

describe.each(DATABASE_KINDS)('a client that does not read, on %s', (kind) => {
  const context = useWorldServer(kind, ENV);
  const clients: TestClient[] = [];
  afterEach(() => closeAll(Object.fromEntries(clients.splice(0).map((client, index) => [index, client]))));

  it(
    'is closed once its unsent data passes SOCKET_MAX_BUFFER_BYTES; a reader in the same room gets everything',
    { timeout: 180_000 },
    async () => {
      const { world, server } = context;
      await floodPastAStalledReader(world, { mediator: server.url, partyA: server.url, partyB: server.url }, server, clients);
    },
  );
});

describe.each(SERVER_PAIR_REDIS)('a client that does not read, with two server processes sharing Redis (%s)', (redisUrl) => {
  const pair = useServerPair(redisUrl, ENV);
  const clients: TestClient[] = [];
  afterEach(() => closeAll(Object.fromEntries(clients.splice(0).map((client, index) => [index, client]))));

  it('is closed by its own process when broadcasts from the other one pile up', { timeout: 180_000 }, async () => {
    const { world, first, second } = pair;
    await floodPastAStalledReader(world, { mediator: first!.url, partyA: second.url, partyB: second.url }, second, clients);
  });
});
