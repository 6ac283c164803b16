/**
 * Under shuttle mode the mediator talks with each side apart: the positions a party can observe (its
 * greeting, history and catch-up answers, read positions, what markRead accepts, the events it hears)
 * stay the same while the other side and the mediator write where the party cannot read, and the gap
 * between two positions it sees does not count what happened there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ack, ChatMessage, HistoryAck } from '@mediation/protocol';
import { DATABASE_KINDS } from '../testing/harness';
import { closeAll, connectOptionsOf, roomMsg, send } from '../testing/rooms';
import { connect } from '../testing/sockets';
import type { TestClient } from '../testing/sockets';
import { useWorldServer } from '../testing/world';

function ok<T extends object>(ack: Ack<T>): T {
  if (!ack.ok) throw new Error(`refused: ${ack.error.code} ${ack.error.message}`);
  return ack;
}

describe.each(DATABASE_KINDS)('positions a party observes on %s', (kind) => {
  const context = useWorldServer(kind);
  let mediator: TestClient;
  let partyA: TestClient;
  let partyB: TestClient;

  beforeAll(async () => {
    const { world, server } = context;
    [mediator, partyA, partyB] = await Promise.all([
      connect(server.url, connectOptionsOf(world, 'mediator')),
      connect(server.url, connectOptionsOf(world, 'partyA')),
      connect(server.url, connectOptionsOf(world, 'partyB')),
    ]);
    ok(await mediator.emit('agreementAddClause', { case_id: world.caseOne.id, clause_text: 'Side A repairs the fence.' }));
    await send(partyA, roomMsg(world, 'partyA', 'M', 'Hello everyone'));
    await send(partyB, roomMsg(world, 'partyB', 'M', 'Hello from B'));
    await send(partyA, roomMsg(world, 'partyA', 'A', 'A note to the mediator'));
    ok(await mediator.emit('shuttle', { case_id: world.caseOne.id, to: 'M', mediator_id: world.mediator.id, shuttle: true }));
    await send(mediator, roomMsg(world, 'mediator', 'A', 'A word with side A'));
  });
  afterAll(() => closeAll({ mediator, partyA, partyB }));

  /** Everything party A can learn of the case's positions, asked the ways a client can ask. */
  async function observeAsA() {
    const { world, server } = context;
    const caseRef = { case_id: world.caseOne.id };
    const latest = ok(await partyA.emit<HistoryAck>('history', caseRef));
    const caughtUp = ok(await partyA.emit<HistoryAck>('history', { ...caseRef, after_seq: 0 }));
    const fresh = await connect(server.url, connectOptionsOf(world, 'partyA'));
    const greeting = fresh.greeting;
    fresh.close();
    // What markRead accepts tells how far the case has gone: probe just past what A has seen.
    const probe = await partyA.emit('markRead', { ...caseRef, side: 'M', seq: latest.last_seq + 1 });
    return {
      latest: { last_seq: latest.last_seq, seqs: latest.messages.map((message) => message.seq) },
      caughtUp: { last_seq: caughtUp.last_seq, seqs: caughtUp.events?.map((entry) => entry.seq) },
      actions: ok(await partyA.emit('historyActions', caseRef)),
      agreement: ok(await partyA.emit<{ seq: number }>('agreement', caseRef)).seq,
      positions: ok(await partyA.emit('readPositions', caseRef)),
      probe: probe.ok ? 'accepted' : probe.error.code,
      greeting,
      heard: partyA.received.map((entry) => ({ event: entry.event, seq: (entry.payload as { seq?: number }).seq })),
    };
  }

  it('does not move when side B and the mediator write in group B, nor tell that anything happened there', async () => {
    const { world } = context;
    const before = await observeAsA();
    expect(before.probe).toBe('bad_request');
    const written: ChatMessage[] = [];
    for (let index = 0; index < 5; index += 1) {
      written.push(await send(partyB, roomMsg(world, 'partyB', 'B', `B alone ${index}`)));
      written.push(await send(mediator, roomMsg(world, 'mediator', 'B', `Mediator to B ${index}`)));
    }
    ok(await partyB.emit('editMsg', { case_id: world.caseOne.id, message_id: written[0]!._id, side: 'B', message: 'B alone, edited' }));
    ok(
      await partyB.emit('like', {
        case_id: world.caseOne.id,
        message_id: written[1]!._id,
        groupSide: 'B',
        user_id: world.partyB.id,
        displayName: 'Eli',
        side: 'B',
        action: 'add',
      }),
    );
    ok(await partyB.emit('markRead', { case_id: world.caseOne.id, side: 'B', seq: written.at(-1)!.seq }));
    const after = await observeAsA();
    expect(after).toEqual(before);
  });

  it('gives party A positions that do not count the events of group B between two of its own', async () => {
    const { world } = context;
    for (const count of [5, 20]) {
      const first = await send(partyA, roomMsg(world, 'partyA', 'A', `Before ${count}`));
      for (let index = 0; index < count; index += 1) await send(partyB, roomMsg(world, 'partyB', 'B', `Between ${index}`));
      const second = await send(partyA, roomMsg(world, 'partyA', 'A', `After ${count}`));
      expect(second.seq).toBeGreaterThan(first.seq);
      // A position counting the case's events would be exactly this far on.
      expect(second.seq - first.seq).not.toBe(count + 1);
    }
  });

  it('still catches party A up from the position it was given', async () => {
    const { world } = context;
    const { last_seq: resumeFrom } = ok(await partyA.emit<HistoryAck>('history', { case_id: world.caseOne.id }));
    await send(partyB, roomMsg(world, 'partyB', 'B', 'B, once more'));
    const toA = await send(mediator, roomMsg(world, 'mediator', 'A', 'Back to side A'));
    const caughtUp = ok(await partyA.emit<HistoryAck>('history', { case_id: world.caseOne.id, after_seq: resumeFrom }));
    expect(caughtUp.events?.map((entry) => entry.seq)).toEqual([toA.seq]);
    expect(caughtUp.last_seq).toBe(toA.seq);
    expect(ok(await partyA.emit('markRead', { case_id: world.caseOne.id, side: 'A', seq: toA.seq }))).toMatchObject({ seq: toA.seq });
  });
});
