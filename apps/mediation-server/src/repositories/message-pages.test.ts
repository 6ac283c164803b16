/**
 * A page of history gives each message exactly as the live events give it (the edited text, the `ext`, the likes
 * in the order they were given), only from the groups asked for, and bounded as asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Side } from '@mediation/protocol';
import { openDatabase } from '../db/client';
import type { DatabaseHandle } from '../db/client';
import { cases, likes, users } from '../db/schema/index';
import { messagesRepository, toChatMessage } from './messages-repository';
import type { MessageRow, MessagesRepository } from './messages-repository';
import { createStorage, DATABASE_KINDS } from '../testing/harness';
import type { Storage } from '../testing/harness';

describe.each(DATABASE_KINDS)('history pages (%s)', (kind) => {
  let storage: Storage;
  let handle: DatabaseHandle;
  let repository: MessagesRepository;
  let userIds: Record<Side, number>;
  const caseId = `pages-${kind}`;
  const rows: MessageRow[] = [];

  /** The message as a live event carries it: the stored row and its likes, read back one by one. */
  const asSent = async (row: MessageRow): Promise<ChatMessage> =>
    toChatMessage((await repository.findById(caseId, row.id))!, await repository.likeData(row.id));
  const seqs = (page: readonly ChatMessage[]) => page.map((message) => message.seq);

  beforeAll(async () => {
    storage = await createStorage(kind);
    handle = await openDatabase({ databaseUrl: storage.env.DATABASE_URL, dataDir: storage.env.DATA_DIR! });
    repository = messagesRepository(handle.db, handle.run);
    const people = await handle.db
      .insert(users)
      .values((['M', 'A', 'B'] as const).map((side) => ({ email: `pages-${kind}-${side}@test.local`, isStaff: side === 'M' })))
      .returning();
    userIds = { M: people[0]!.id, A: people[1]!.id, B: people[2]!.id };
    await handle.db
      .insert(cases)
      .values({ id: caseId, code: 'PAGES1', title: 'Pages', category: 'other', mediatorId: userIds.M, isStarted: true });
    const groups: Side[] = ['M', 'A', 'B', 'M', 'A', 'M', 'B'];
    for (const [index, side] of groups.entries()) {
      const fromSide = side === 'M' ? (index % 2 === 0 ? 'M' : 'A') : side;
      const result = await repository.append(
        {
          caseId,
          clientMsgId: `page-${index}`,
          fromUserId: userIds[fromSide],
          fromSide,
          side,
          message: `message ${index} "quoted" — שלום`,
          displayName: `Person ${fromSide}`,
          ext: index === 3 ? { type: 'guided', stage: 2, title: 'Interests' } : null,
        },
        { refuseInShuttle: false },
      );
      if (!('row' in result)) throw new Error('refused');
      rows.push(result.row);
    }
    await repository.edit(handle.db, caseId, rows[0]!.id, 'message 0, edited');
    // Given out of the order of their times: a page lists them by time, as the live events do.
    const base = Date.now();
    await handle.db.insert(likes).values([
      { caseId, messageId: rows[0]!.id, userId: userIds.A, side: 'A', displayName: 'Person A', createdAt: new Date(base + 3000) },
      { caseId, messageId: rows[0]!.id, userId: userIds.B, side: 'B', displayName: 'Person B', createdAt: new Date(base + 1000) },
      { caseId, messageId: rows[0]!.id, userId: userIds.M, side: 'M', displayName: 'Person M', createdAt: new Date(base + 2000) },
      { caseId, messageId: rows[5]!.id, userId: userIds.B, side: 'M', displayName: 'Person B', createdAt: new Date(base + 500) },
      { caseId, messageId: rows[5]!.id, userId: userIds.A, side: 'M', displayName: 'Person A', createdAt: new Date(base + 100) },
    ]);
  });
  afterAll(async () => {
    await handle.close();
    await storage.drop();
  });

  it('gives every message of the groups asked as it is sent, in order, edited and liked', async () => {
    const page = await repository.listVisible(caseId, ['A', 'B', 'M'], { limit: 100 });
    expect(page).toEqual(await Promise.all(rows.map(asSent)));
    const edited = page[0]!;
    expect(edited.message).toBe('message 0, edited');
    expect(edited.edited_at).not.toBeNull();
    expect(edited.likeData).toEqual({
      A: [{ user_id: userIds.A, displayName: 'Person A', like: true }],
      B: [{ user_id: userIds.B, displayName: 'Person B', like: true }],
      M: [{ user_id: userIds.M, displayName: 'Person M', like: true }],
    });
    expect(page[5]!.likeData.M.map((like) => like.user_id)).toEqual([userIds.A, userIds.B]);
    expect(page[3]!.ext).toEqual({ type: 'guided', stage: 2, title: 'Interests' });
    expect(page[1]!.likeData).toEqual({ A: [], B: [], M: [] });
  });

  it("gives a party only its own group's messages and the joint group's", async () => {
    const page = await repository.listVisible(caseId, ['A', 'M'], { limit: 100 });
    expect(page).toEqual(await Promise.all(rows.filter((row) => row.side !== 'B').map(asSent)));
  });

  it('pages backwards from the latest and forwards after a position, at most the limit', async () => {
    const all = rows.map((row) => row.seq);
    expect(seqs(await repository.listVisible(caseId, ['A', 'B', 'M'], { limit: 3 }))).toEqual(all.slice(4));
    expect(seqs(await repository.listVisible(caseId, ['A', 'B', 'M'], { beforeSeq: all[4]!, limit: 2 }))).toEqual(all.slice(2, 4));
    expect(seqs(await repository.listVisible(caseId, ['A', 'B', 'M'], { afterSeq: all[1]!, limit: 3 }))).toEqual(all.slice(2, 5));
    expect(seqs(await repository.listVisible(caseId, ['B'], { afterSeq: all[0]!, limit: 10 }))).toEqual([all[2], all[6]]);
    expect(await repository.listVisible(caseId, ['A', 'B', 'M'], { afterSeq: all[6]!, limit: 10 })).toEqual([]);
  });
  it('finds messages of one group as history gives them, newest first, with their likes, before a position', async () => {
    const inM = rows.filter((row) => row.side === 'M').reverse();
    expect(await repository.search(caseId, 'M', '"QUOTED"', { limit: 10 })).toEqual(await Promise.all(inM.slice(0, 2).map(asSent)));
    expect(await repository.search(caseId, 'M', 'edited', { limit: 10 })).toEqual([await asSent(rows[0]!)]);
    expect(seqs(await repository.search(caseId, 'M', 'message', { beforeSeq: rows[5]!.seq, limit: 1 }))).toEqual([rows[3]!.seq]);
  });
});
