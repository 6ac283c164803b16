/**
 * Issue 19, section 2: the case statistics report the negotiation's stage reached from the stage cards the
 * mediator sent (the protocol's stageReached), not the wizard's step: a Bargaining run that reached
 * Agreement says 5 of 5, whatever the wizard's stageIdx said.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_STAGE_COUNT } from '@mediation/protocol';
import type { CaseStatistics } from '@mediation/protocol';
import { closeAll, connectAll, roomMsg, send } from './testing/rooms';
import type { Clients } from './testing/rooms';
import { useWorldServer } from './testing/world';

describe('stage reached in the case statistics', () => {
  const context = useWorldServer('pglite');
  let clients: Clients;
  beforeAll(async () => {
    clients = await connectAll(context.server.url, context.world);
  });
  afterAll(() => closeAll(clients));

  const statistics = async () =>
    (
      await context.api<CaseStatistics>('GET', `/session/case/${context.world.caseOne.id}/statistics/`, {
        token: context.world.mediator.token,
      })
    ).body;

  it('counts the stage cards of a Bargaining run up to Agreement as 5 of 5', async () => {
    const { world } = context;
    expect((await statistics()).guide.stage_reached).toBe(0);
    // The wizard's own steps: the greeting (stageIdx 1) and, later, the stages step (stageIdx 3).
    expect(
      (await clients.mediator.emit('guid', { case_id: world.caseOne.id, guideType: 1, stageIdx: 1, iteration: 12, initialIteration: 12 }))
        .ok,
    ).toBe(true);
    await send(clients.mediator, roomMsg(world, 'mediator', 'M', 'Welcome', { ext: { type: 'guided', stage: 'greeting' } }));
    await send(clients.mediator, roomMsg(world, 'mediator', 'M', 'Openings', { ext: { type: 'Bargaining', stage: 0, title: 'Openings' } }));
    expect((await statistics()).guide.stage_reached).toBe(1);
    for (let stage = 1; stage < GUIDE_STAGE_COUNT; stage += 1) {
      await send(
        clients.mediator,
        roomMsg(world, 'mediator', 'M', `Stage ${stage}`, { ext: { type: 'Bargaining', stage, title: `Stage ${stage}` } }),
      );
    }
    expect((await clients.mediator.emit('guid', { case_id: world.caseOne.id, stageIdx: 4, iteration: 1 })).ok).toBe(true);
    expect((await statistics()).guide.stage_reached).toBe(GUIDE_STAGE_COUNT);
  });
});
