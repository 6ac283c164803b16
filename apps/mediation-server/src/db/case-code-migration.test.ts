/**
 * Issue 19, section 2: a database made before codes were matched without regard to case (migrations up to
 * 0008) keeps every code it holds working after migration 0009, typed as given or in another case.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { casesRepository } from '../repositories/cases-repository';
import { migrationsUpTo } from '../testing/migrations';
import { openDatabase } from './client';

const scratch = mkdtempSync(path.join(tmpdir(), 'mediation-codes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('migration 0009 (case codes matched without regard to case)', () => {
  it('keeps old codes with look-alikes and lower case working', async () => {
    const dataDir = path.join(scratch, 'data');
    const before = await openDatabase({ dataDir, migrationsDir: migrationsUpTo(scratch, '0008_guide_type') });
    await before.db.execute(sql`INSERT INTO users (id, email) VALUES (1, 'mediator@example.com')`);
    await before.db.execute(sql`INSERT INTO cases (id, link, title, category, mediator_id, is_started) VALUES
      ('aaaaaaaaaaaaaaaaaax0O1lI', 'x0O1lI', 'Old mixed', 'neighbors', 1, true),
      ('bbbbbbbbbbbbbbbbbbQZK7AB', 'QZK7AB', 'Old capitals', 'neighbors', 1, true),
      ('ccccccccccccccccccqzk7ab', 'qzk7ab', 'Old lower', 'neighbors', 1, true)`);
    await before.close();

    const after = await openDatabase({ dataDir });
    try {
      const repo = casesRepository(after.db, { sessionMaxAgeS: 3600 }, after.kind);
      for (const typed of ['x0O1lI', 'X0O1LI', 'x0o1li']) expect((await repo.findByCode(typed))?.title).toBe('Old mixed');
      expect((await repo.findByCode('QZK7AB'))?.title).toBe('Old capitals');
      expect((await repo.findByCode('qzk7ab'))?.title).toBe('Old lower');
      expect(await repo.findByCode('Qzk7Ab')).toBeUndefined();
      const made = await repo.create({ title: 'New', category: 'neighbors', mediatorId: 1 });
      expect((await repo.findByCode(made.code.toLowerCase()))?.id).toBe(made.id);
    } finally {
      await after.close();
    }
  });
});
