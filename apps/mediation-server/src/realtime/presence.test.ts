import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseParticipant, OnlineCase } from '@mediation/protocol';
import { apiClient, createStorage, startServer } from '../testing/harness';
import type { Storage, TestServer } from '../testing/harness';
import { closeAll, connectOptionsOf } from '../testing/rooms';
import { connect } from '../testing/sockets';
import type { TestClient } from '../testing/sockets';
import { buildWorld } from '../testing/world';
import type { World } from '../testing/world';

const REDIS_URL = process.env.TEST_REDIS_URL;
/** Two processes need one database: PostgreSQL. CI sets both variables. */
const REDIS_VARIANTS = REDIS_URL && process.env.TEST_DATABASE_URL ? [REDIS_URL] : [];

describe.each(REDIS_VARIANTS)('who is connected, across two server processes sharing Redis (%s)', (redisUrl) => {
  let storage: Storage;
  let first: TestServer;
  let second: TestServer;
  let world: World;
  const people: TestClient[] = [];

  beforeAll(async () => {
    storage = await createStorage('postgres');
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `mediation-test-${randomUUID()}` };
    first = await startServer(storage, env);
    second = await startServer(storage, env);
    world = await buildWorld(apiClient(first.url));
  });
  afterAll(async () => {
    closeAll(Object.fromEntries(people.map((client, index) => [index, client])));
    await first?.close();
    await second?.close();
    await storage?.drop();
  });

  it('online cases and participants count people on both processes, whichever process is asked', async () => {
    people.push(await connect(first.url, connectOptionsOf(world, 'mediator')));
    people.push(await connect(second.url, connectOptionsOf(world, 'partyA')));
    expect(first.app.realtime.io.sockets.sockets.size).toBe(1);
    expect(second.app.realtime.io.sockets.sockets.size).toBe(1);
    for (const server of [first, second]) {
      const api = apiClient(server.url);
      const online = await api<OnlineCase[]>('GET', '/admin/online-cases/', { token: world.adminToken });
      const caseOne = online.body.find((row) => row.case_id === world.caseOne.id);
      expect(caseOne?.connected.map((person) => person.user_id).sort()).toEqual([world.mediator.id, world.partyA.id].sort());
      expect(online.body.find((row) => row.case_id === world.caseTwo.id)?.connected).toEqual([]);
      const participants = await api<CaseParticipant[]>('GET', `/session/case/${world.caseOne.id}/participants/`, { token: world.mediator.token });
      expect(participants.body.filter((person) => person.is_online).map((person) => person.user_id).sort()).toEqual([world.mediator.id, world.partyA.id].sort());
    }
  });
});
