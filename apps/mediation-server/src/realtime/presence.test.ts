import { afterAll, describe, expect, it } from 'vitest';
import type { CaseParticipant, OnlineCase } from '@mediation/protocol';
import { apiClient } from '../testing/harness';
import { closeAll, connectOptionsOf } from '../testing/rooms';
import { connect } from '../testing/sockets';
import type { TestClient } from '../testing/sockets';
import { SERVER_PAIR_REDIS, useServerPair } from '../testing/world';

describe.each(SERVER_PAIR_REDIS)('who is connected, across two server processes sharing Redis behind nginx (%s)', (redisUrl) => {
  const pair = useServerPair(redisUrl, {}, { nginx: true });
  const people: TestClient[] = [];
  afterAll(() => closeAll(Object.fromEntries(people.map((client, index) => [index, client]))));

  it('online cases and participants count people on both processes, whichever process is asked', async () => {
    const { first, second, world } = pair;
    // Through nginx: one balancer prefers the first process, the other the second.
    people.push(await connect(pair.throughFirst.url, connectOptionsOf(world, 'mediator')));
    people.push(await connect(pair.throughSecond.url, connectOptionsOf(world, 'partyA')));
    // The party, on the other process, is told the mediator is connected.
    expect([...(people[1]!.greeting.online as number[])].sort()).toEqual([world.mediator.id, world.partyA.id].sort());
    expect(first!.app.realtime.io.sockets.sockets.size).toBe(1);
    expect(second.app.realtime.io.sockets.sockets.size).toBe(1);
    for (const balancer of [pair.throughFirst, pair.throughSecond]) {
      const api = apiClient(balancer.url);
      const online = await api<OnlineCase[]>('GET', '/admin/online-cases/', { token: world.adminToken });
      const caseOne = online.body.find((row) => row.case_id === world.caseOne.id);
      expect(caseOne?.connected.map((person) => person.user_id).sort()).toEqual([world.mediator.id, world.partyA.id].sort());
      expect(online.body.find((row) => row.case_id === world.caseTwo.id)?.connected).toEqual([]);
      const participants = await api<CaseParticipant[]>('GET', `/session/case/${world.caseOne.id}/participants/`, {
        token: world.mediator.token,
      });
      expect(
        participants.body
          .filter((person) => person.is_online)
          .map((person) => person.user_id)
          .sort(),
      ).toEqual([world.mediator.id, world.partyA.id].sort());
    }
  });
});
