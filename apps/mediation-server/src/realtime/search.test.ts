/**
 * Search in a case reads every stored message of a group, not only the pages a browser has loaded, and
 * follows the reading rule of history: a party finds what it may read and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@mediation/protocol';
import type { Ack, ChatMessage, HistoryAck, SearchMessagesAck } from '@mediation/protocol';
import { DATABASE_KINDS } from '../testing/harness';
import { closeAll, connectOptionsOf, roomMsg, send } from '../testing/rooms';
import { connect } from '../testing/sockets';
import type { TestClient } from '../testing/sockets';
import { useWorldServer } from '../testing/world';

function ok<T extends object>(ack: Ack<T>): T {
  if (!ack.ok) throw new Error(`refused: ${ack.error.code} ${ack.error.message}`);
  return ack;
}

describe.each(DATABASE_KINDS)('searching a case on %s', (kind) => {
  const context = useWorldServer(kind, { SOCKET_EVENTS_PER_10S: '100000' });
  let mediator: TestClient;
  let partyA: TestClient;
  let partyB: TestClient;
  let oldest: ChatMessage;

  beforeAll(async () => {
    const { world, server } = context;
    [mediator, partyA, partyB] = await Promise.all([
      connect(server.url, connectOptionsOf(world, 'mediator')),
      connect(server.url, connectOptionsOf(world, 'partyA')),
      connect(server.url, connectOptionsOf(world, 'partyB')),
    ]);
    oldest = await send(partyA, roomMsg(world, 'partyA', 'M', 'The boundary FENCE was built in 1998'));
    // More than a page of history after it, so a browser holding the latest page has not loaded it.
    for (let index = 0; index < HISTORY_PAGE_SIZE + 10; index += 1) {
      await send(index % 2 ? partyB : mediator, roomMsg(world, index % 2 ? 'partyB' : 'mediator', 'M', `Filler ${index}`));
    }
    await send(partyA, roomMsg(world, 'partyA', 'A', 'Between us: the fence cost 5,000 shekels'));
    await send(partyB, roomMsg(world, 'partyB', 'B', 'Only for the mediator: גדר חדשה ליד הבית'));
    await send(partyA, roomMsg(world, 'partyA', 'M', '100% sure, and fence_2 too'));
  });
  afterAll(() => closeAll({ mediator, partyA, partyB }));

  const search = (client: TestClient, payload: object) => client.emit<SearchMessagesAck>('searchMessages', payload);

  it('finds a message older than the latest history page, case-insensitively, newest first', async () => {
    const { world } = context;
    const latest = ok(await partyB.emit<HistoryAck>('history', { case_id: world.caseOne.id }));
    expect(latest.messages.map((message) => message._id)).not.toContain(oldest._id);
    const found = ok(await search(partyB, { case_id: world.caseOne.id, side: 'M', query: 'fence' }));
    expect(found.matches.map((message) => message.message)).toEqual(['100% sure, and fence_2 too', 'The boundary FENCE was built in 1998']);
    expect(found.has_more).toBe(false);
  });

  it('reads LIKE wildcards in the query as the characters themselves', async () => {
    const { world } = context;
    const percent = ok(await search(mediator, { case_id: world.caseOne.id, side: 'M', query: '100%' }));
    expect(percent.matches.map((message) => message.message)).toEqual(['100% sure, and fence_2 too']);
    const underscore = ok(await search(mediator, { case_id: world.caseOne.id, side: 'M', query: 'e_2' }));
    expect(underscore.matches).toHaveLength(1);
    const anything = ok(await search(mediator, { case_id: world.caseOne.id, side: 'M', query: '%' }));
    expect(anything.matches.map((message) => message.message)).toEqual(['100% sure, and fence_2 too']);
  });

  it('finds Hebrew text inside words, for the mediator in the group it was written in', async () => {
    const { world } = context;
    const found = ok(await search(mediator, { case_id: world.caseOne.id, side: 'B', query: 'חדש' }));
    expect(found.matches.map((message) => message.message)).toEqual(['Only for the mediator: גדר חדשה ליד הבית']);
  });

  it("never shows a party the other side's group", async () => {
    const { world } = context;
    const refused = await search(partyA, { case_id: world.caseOne.id, side: 'B', query: 'גדר' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('forbidden');
    const own = ok(await search(partyA, { case_id: world.caseOne.id, side: 'A', query: 'fence' }));
    expect(own.matches.map((message) => message.message)).toEqual(['Between us: the fence cost 5,000 shekels']);
    const otherCase = await search(partyA, { case_id: world.caseTwo.id, side: 'M', query: 'fence' });
    expect(otherCase.ok).toBe(false);
  });

  it('pages through many matches with before_seq, and shows edits', async () => {
    const { world } = context;
    const first = ok(await search(partyA, { case_id: world.caseOne.id, side: 'M', query: 'filler' }));
    expect(first.matches).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    const seqs = first.matches.map((message) => message.seq);
    expect([...seqs].sort((left, right) => right - left)).toEqual(seqs);
    const seen = new Set(seqs);
    let before = seqs.at(-1)!;
    for (let page = 0; page < 10; page += 1) {
      const next = ok(await search(partyA, { case_id: world.caseOne.id, side: 'M', query: 'filler', before_seq: before }));
      for (const message of next.matches) seen.add(message.seq);
      if (!next.has_more) break;
      before = next.matches.at(-1)!.seq;
    }
    expect(seen.size).toBe(HISTORY_PAGE_SIZE + 10);

    ok(
      await partyA.emit('editMsg', {
        case_id: world.caseOne.id,
        message_id: oldest._id,
        side: 'M',
        message: 'The boundary wall was built in 1998',
      }),
    );
    const afterEdit = ok(await search(partyA, { case_id: world.caseOne.id, side: 'M', query: 'wall' }));
    expect(afterEdit.matches.map((message) => message._id)).toEqual([oldest._id]);
    const gone = ok(await search(partyA, { case_id: world.caseOne.id, side: 'M', query: 'FENCE was' }));
    expect(gone.matches).toEqual([]);
  });
});
