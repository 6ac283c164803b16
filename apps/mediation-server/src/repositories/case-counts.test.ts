/**
 * Cases that change category at the same moment, in opposite directions, all succeed and leave the admin's
 * case counts equal to a count of the cases (each move takes its two rows of case_counts in key order).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import type { DatabaseHandle } from '../db/client';
import { cases, users } from '../db/schema/index';
import { rowsOf } from './db-helpers';
import { createStorage, DATABASE_KINDS } from '../testing/harness';
import type { Storage } from '../testing/harness';

describe.each(DATABASE_KINDS)('case counts under concurrent moves (%s)', (kind) => {
  let storage: Storage;
  let handle: DatabaseHandle;
  const ids = Array.from({ length: 8 }, (_, index) => `counts-${kind}-${index}`);
  beforeAll(async () => {
    storage = await createStorage(kind);
    handle = await openDatabase({ databaseUrl: storage.env.DATABASE_URL, dataDir: storage.env.DATA_DIR! });
    const [mediator] = await handle.db
      .insert(users)
      .values({ email: `counts-${kind}@test.local`, isStaff: true })
      .returning();
    await handle.db.insert(cases).values(
      ids.map((id, index) => ({
        id,
        code: `CNT${index}${kind === 'pglite' ? 'L' : 'P'}X`,
        title: 'Counted',
        category: index % 2 === 0 ? 'family' : 'neighbors',
        mediatorId: mediator!.id,
      })),
    );
  });
  afterAll(async () => {
    await handle.close();
    await storage.drop();
  });

  it('swaps the categories of half the cases one way and half the other, at once, many times, without a failure', async () => {
    let failures = 0;
    for (let round = 0; round < 150; round += 1) {
      const moves = await Promise.allSettled(
        ids.map((id) =>
          handle.db.execute(
            sql`UPDATE cases SET category = CASE category WHEN 'family' THEN 'neighbors' ELSE 'family' END WHERE id = ${id}`,
          ),
        ),
      );
      failures += moves.filter((move) => move.status === 'rejected').length;
    }
    expect(failures).toBe(0);
    type Counted = { category: string; is_active: boolean; is_started: boolean; n: number };
    const recounted = await rowsOf<Counted>(
      handle.db,
      sql`SELECT category, is_active, is_started, count(*)::int AS n FROM cases GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    const counted = await rowsOf<Counted>(
      handle.db,
      sql`SELECT category, is_active, is_started, sum(cases)::int AS n FROM case_counts
          GROUP BY 1, 2, 3 HAVING sum(cases) <> 0 ORDER BY 1, 2, 3`,
    );
    expect(counted).toEqual(recounted);
  }, 120_000);
});
