/**
 * A real crash: two server processes (child processes, not two apps in one) share PostgreSQL and Redis
 * behind Debian's nginx (the deployed proxy settings, deploy/mediation-proxy.conf); one is killed with
 * SIGKILL in the middle of a conversation. Its clients reconnect
 * to the other, retry what was not acknowledged, catch up, and nothing is lost or stored twice.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ack, ChatMessage, HistoryAck } from '@mediation/protocol';
import { ADMIN, apiClient, createStorage, TEST_JWT_SECRET } from './testing/harness';
import type { Storage } from './testing/harness';
import { runServer } from '@mediation/test-harness/processes';
import type { ServerProcess } from '@mediation/test-harness/processes';
import { startNginx } from '@mediation/test-harness/nginx';
import type { Nginx } from '@mediation/test-harness/nginx';
import { connectOptionsOf, roomMsg } from './testing/rooms';
import { connect } from './testing/sockets';
import type { TestClient } from './testing/sockets';
import { buildWorld, SERVER_PAIR_REDIS } from './testing/world';
import type { World } from './testing/world';

/** Sends a message and retries it with the same client_msg_id until it is acknowledged, as the chat client does. */
async function sendUntilStored(client: TestClient, payload: object): Promise<ChatMessage> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      const ack = (await client.emit('roomMsg', payload, 2000)) as Ack<{ message: ChatMessage }>;
      if (ack.ok) return ack.message;
    } catch {
      // No acknowledgement (the process died with it): send the same message again.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('never acknowledged');
}

describe.each(SERVER_PAIR_REDIS)('a server process killed with SIGKILL (%s)', (redisUrl) => {
  let storage: Storage;
  const processes: ServerProcess[] = [];
  const urls: (string | undefined)[] = [];
  let proxy: Nginx;
  let world: World;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    storage = await createStorage('postgres');
    const env = {
      ...storage.env,
      PORT: '0',
      LOG_LEVEL: 'info',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `mediation-crash-${randomUUID()}`,
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_AUTH_PER_MIN: '10000',
      RATE_LIMIT_LOOKUP_PER_MIN: '10000',
      JOIN_WAITING_PER_ADDRESS: '10000',
    };
    // One after the other, so that only one applies the migrations.
    for (let index = 0; index < 2; index += 1) {
      const server = runServer(env);
      processes.push(server);
      urls.push(await server.ready);
    }
    proxy = await startNginx(urls.filter((url): url is string => url !== undefined));
    world = await buildWorld(apiClient(urls[0]!));
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await proxy?.close();
    for (const server of processes) server.child.kill('SIGKILL');
    await Promise.all(processes.map((server) => server.exited));
    await storage?.drop();
  });

  it('loses nothing and stores nothing twice when the process under a conversation dies', async () => {
    const caseId = world.caseOne.id;
    // Both parties reach process one through the balancer and reconnect on their own; the mediator is on process two.
    const partyA = await connect(proxy.url, { ...connectOptionsOf(world, 'partyA'), reconnection: true });
    const partyB = await connect(proxy.url, { ...connectOptionsOf(world, 'partyB'), reconnection: true });
    const mediator = await connect(urls[1]!, connectOptionsOf(world, 'mediator'));
    clients.push(partyA, partyB, mediator);

    const sentByA: ChatMessage[] = [];
    const payloads = Array.from({ length: 30 }, (_, index) => roomMsg(world, 'partyA', 'M', `A says ${index + 1}`));
    let killed: Promise<number | null> | undefined;
    for (const [index, payload] of payloads.entries()) {
      if (index === 12) {
        // Mid-conversation: the message is on its way when process one dies without a word.
        const inFlight = sendUntilStored(partyA, payload);
        processes[0]!.child.kill('SIGKILL');
        urls[0] = undefined;
        killed = processes[0]!.exited;
        sentByA.push(await inFlight);
        continue;
      }
      sentByA.push(await sendUntilStored(partyA, payload));
    }
    await killed;

    // Stored exactly once each, in the order sent.
    const history = (await mediator.emit('history', { case_id: caseId })) as Ack<HistoryAck>;
    if (!history.ok) throw new Error(history.error.message);
    const stored = history.messages.filter((message) => message.from === world.partyA.id);
    expect(stored.map((message) => message.message)).toEqual(payloads.map((payload) => payload.message));
    expect(new Set(stored.map((message) => message.client_msg_id)).size).toBe(30);

    // Party B saw some live; after its own reconnection it catches up on the rest, without a duplicate.
    const liveSeqs = partyB.all<ChatMessage>('roomMsg').map((message) => message.seq);
    const beforeDrop = Math.max(0, ...liveSeqs.filter((seq) => seq < sentByA[12]!.seq));
    const catchUp = (await partyB.emit('history', { case_id: caseId, after_seq: beforeDrop })) as Ack<HistoryAck>;
    if (!catchUp.ok) throw new Error(catchUp.error.message);
    const seen = new Map<number, ChatMessage>();
    for (const message of partyB.all<ChatMessage>('roomMsg')) if (message.seq <= beforeDrop) seen.set(message.seq, message);
    for (const entry of catchUp.events ?? []) if (entry.event === 'roomMsg') seen.set(entry.seq, entry.payload);
    const fromA = [...seen.values()].filter((message) => message.from === world.partyA.id).map((message) => message.message);
    expect(fromA).toEqual(payloads.map((payload) => payload.message));
    // Both parties were greeted a second time: they reconnected, to process two, the only one left.
    expect(partyA.all('connection')).toHaveLength(2);
    expect(partyB.all('connection')).toHaveLength(2);
  });
});
