/**
 * The message search index's pending list is merged in the background, so no message's insert has to merge it
 * (which, once the list passes its limit, held that insert's commit for tens of milliseconds).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import type { DatabaseHandle } from './client';
import { cases, users } from './schema/index';
import { mergeSearchIndexPending, startSearchIndexUpkeep } from './search-index-upkeep';
import { messagesRepository } from '../repositories/messages-repository';
import { createStorage, DATABASE_KINDS } from '../testing/harness';
import type { Storage } from '../testing/harness';

describe.each(DATABASE_KINDS)('search index upkeep (%s)', (kind) => {
  let storage: Storage;
  let handle: DatabaseHandle;
  let caseId: string;
  let mediatorId: number;
  beforeAll(async () => {
    storage = await createStorage(kind);
    handle = await openDatabase({ databaseUrl: storage.env.DATABASE_URL, dataDir: storage.env.DATA_DIR! });
    const [mediator] = await handle.db
      .insert(users)
      .values({ email: `upkeep-${kind}@test.local`, isStaff: true })
      .returning();
    mediatorId = mediator!.id;
    caseId = `upkeep-${kind}-case`;
    await handle.db
      .insert(cases)
      .values({ id: caseId, code: `UP${kind.slice(0, 4)}`, title: 'Upkeep', category: 'other', mediatorId, isStarted: true });
  });
  afterAll(async () => {
    await handle.close();
    await storage.drop();
  });

  const store = async (count: number, prefix: string) => {
    const messages = messagesRepository(handle.db, handle.run);
    await Promise.all(
      Array.from({ length: count }, (_, index) =>
        messages.append(
          {
            caseId,
            clientMsgId: `${prefix}-${index}`,
            fromUserId: mediatorId,
            fromSide: 'M',
            side: 'M',
            message: `Could we talk about the fence on the east side, offer ${prefix} ${index}?`,
            displayName: 'Mediator',
            ext: null,
          },
          { refuseInShuttle: false },
        ),
      ),
    );
  };

  it('leaves new messages in the pending list when nobody merges it', async () => {
    await store(50, 'unmerged');
    expect(await mergeSearchIndexPending(handle.db)).toBeGreaterThan(0);
    // Merged once, the list is empty.
    expect(await mergeSearchIndexPending(handle.db)).toBe(0);
  });

  it('merges the messages stored since its last turn, and the search still finds them', async () => {
    const merged: number[] = [];
    const upkeep = startSearchIndexUpkeep(handle.db, {
      intervalMs: 50,
      onError: (error) => expect.fail(String(error)),
      onMerged: (pages) => merged.push(pages),
    });
    try {
      await store(50, 'merged');
      await vi.waitFor(() => expect(merged.some((pages) => pages > 0)).toBe(true), { timeout: 10_000 });
    } finally {
      await upkeep.stop();
    }
    expect(await mergeSearchIndexPending(handle.db)).toBe(0);
    const found = (await handle.db.execute(
      sql`SELECT count(*)::int AS n FROM messages WHERE case_id = ${caseId} AND message ILIKE ${'%offer merged 4%'}`,
    )) as unknown as { rows: { n: number }[] };
    // "offer merged 4", "… 40" to "… 49".
    expect(found.rows[0]?.n).toBe(11);
  });

  it('never starts a merge before the last one ended, and stop waits for the one under way', async () => {
    let active = 0;
    let mostAtOnce = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = {
      execute: async () => {
        active += 1;
        mostAtOnce = Math.max(mostAtOnce, active);
        await held;
        active -= 1;
        return { rows: [{ pages: 1 }] };
      },
    } as unknown as DatabaseHandle['db'];
    const upkeep = startSearchIndexUpkeep(slow, { intervalMs: 10, onError: (error) => expect.fail(String(error)) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    let stopped = false;
    const stopping = upkeep.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(mostAtOnce).toBe(1);
    expect(active).toBe(0);
  });

  it('stops and says so once when the database user may not merge the index, and keeps trying after other errors', async () => {
    const failing = (error: object, failures = Number.POSITIVE_INFINITY) => {
      let calls = 0;
      const db = {
        execute: async () => {
          calls += 1;
          if (calls <= failures) throw error;
          return { rows: [{ pages: 0 }] };
        },
      } as unknown as DatabaseHandle['db'];
      return { db, calls: () => calls };
    };
    // Drizzle wraps the database's error: its code is on the cause.
    const notOwner = failing({ message: 'Failed query', cause: { code: '42501' } });
    const reports: boolean[] = [];
    const stoppedUpkeep = startSearchIndexUpkeep(notOwner.db, { intervalMs: 10, onError: (_error, stopped) => reports.push(stopped) });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await stoppedUpkeep.stop();
    expect(reports).toEqual([true]);
    expect(notOwner.calls()).toBe(1);

    // A database down for five turns: tried each turn, told once when it fails and once when it works again.
    const down = failing({ message: 'connection refused', code: 'ECONNREFUSED' }, 5);
    const retries: boolean[] = [];
    const recovered: number[] = [];
    const retrying = startSearchIndexUpkeep(down.db, {
      intervalMs: 10,
      onError: (_error, stopped) => retries.push(stopped),
      onRecovered: (failedTurns) => recovered.push(failedTurns),
    });
    await vi.waitFor(() => expect(down.calls()).toBeGreaterThanOrEqual(8));
    await retrying.stop();
    expect(retries).toEqual([false]);
    expect(recovered).toEqual([5]);
  });
});
