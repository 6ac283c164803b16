/**
 * Message batches written at once never share a case: a message of a case whose batch is being written waits
 * for it, and the other cases' messages go ahead without it (they would otherwise wait for that batch's commit
 * on the case's counter row).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client';
import type { DatabaseHandle, RunStatement } from '../db/client';
import { cases, users } from '../db/schema/index';
import { APPEND_BATCH, messagesRepository } from './messages-repository';
import type { AppendResult, NewMessage } from './messages-repository';
import { rowsOf } from './db-helpers';
import { createStorage, DATABASE_KINDS } from '../testing/harness';
import type { Storage } from '../testing/harness';

/** The cases a message statement writes: the batch's JSON list, or the one message's first parameter. */
function casesOf(name: string, params: readonly unknown[]): string[] {
  if (name === 'messages_append_batch') return (JSON.parse(String(params[0])) as { case_id: string }[]).map((item) => item.case_id);
  return [String(params[0])];
}

describe.each(DATABASE_KINDS)('message batches (%s)', (kind) => {
  let storage: Storage;
  let handle: DatabaseHandle;
  let mediatorId: number;
  const caseX = `batches-${kind}-x`;
  const caseY = `batches-${kind}-y`;
  const caseZ = `batches-${kind}-z`;
  beforeAll(async () => {
    storage = await createStorage(kind);
    handle = await openDatabase({ databaseUrl: storage.env.DATABASE_URL, dataDir: storage.env.DATA_DIR! });
    const [mediator] = await handle.db
      .insert(users)
      .values({ email: `batches-${kind}@test.local`, isStaff: true })
      .returning();
    mediatorId = mediator!.id;
    await handle.db.insert(cases).values([
      { id: caseX, code: 'BATCHX', title: 'X', category: 'other', mediatorId, isStarted: true },
      { id: caseY, code: 'BATCHY', title: 'Y', category: 'other', mediatorId, isStarted: true },
      { id: caseZ, code: 'BATCHZ', title: 'Z', category: 'other', mediatorId, isStarted: true },
    ]);
  });
  afterAll(async () => {
    await handle.close();
    await storage.drop();
  });

  const message = (caseId: string, clientMsgId: string): NewMessage => ({
    caseId,
    clientMsgId,
    fromUserId: mediatorId,
    fromSide: 'M',
    side: 'M',
    message: clientMsgId,
    displayName: 'Mediator',
    ext: null,
  });
  const seqOf = (result: AppendResult) => ('row' in result ? result.row.seq : Number.NaN);

  it("holds a case's next message until its batch is written, and lets the other cases' go ahead", async () => {
    const started: { cases: string[]; finished: boolean }[] = [];
    let release!: () => void;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    const run: RunStatement = async (statement, params) => {
      const entry = { cases: casesOf(statement.name, params), finished: false };
      started.push(entry);
      if (started.length === 1) await firstHeld;
      try {
        return await handle.run(statement, params);
      } finally {
        entry.finished = true;
      }
    };
    const messages = messagesRepository(handle.db, run, { concurrentBatches: 4 });
    const first = messages.append(message(caseX, 'x-1'), { refuseInShuttle: false });
    await vi.waitFor(() => expect(started).toHaveLength(1));
    // While x-1 is being written: one more of X and two of Y arrive in one turn.
    const later = [message(caseX, 'x-2'), message(caseY, 'y-1'), message(caseY, 'y-2')].map((values) =>
      messages.append(values, { refuseInShuttle: false }),
    );
    await vi.waitFor(() => expect(started).toHaveLength(2));
    expect(started[1]!.cases).toEqual([caseY, caseY]);
    const [y1, y2] = await Promise.all(later.slice(1));
    // Y was stored while X's first batch was still held; X's second had not started.
    expect(started[0]!.finished).toBe(false);
    expect(started).toHaveLength(2);
    expect(seqOf(y1!)).toBeLessThan(seqOf(y2!));
    release();
    const [x1, x2] = await Promise.all([first, later[0]!]);
    expect(started.map((entry) => entry.cases)).toEqual([[caseX], [caseY, caseY], [caseX]]);
    // X's messages kept the order they were sent in.
    expect(seqOf(x1)).toBeLessThan(seqOf(x2!));
  });

  it("stores every message of many cases sent at once, each case's in the order sent", async () => {
    const messages = messagesRepository(handle.db, handle.run, { concurrentBatches: 4, maxBatch: 7 });
    const sent = Array.from({ length: 60 }, (_, index) => message(index % 3 === 0 ? caseX : caseY, `many-${index}`));
    const results = await Promise.all(sent.map((values) => messages.append(values, { refuseInShuttle: false })));
    for (const caseId of [caseX, caseY]) {
      const seqs = results.filter((_, index) => sent[index]!.caseId === caseId).map(seqOf);
      expect(seqs.every((seq, index) => index === 0 || seq > seqs[index - 1]!)).toBe(true);
    }
    expect(results.every((result) => 'row' in result && result.isNew)).toBe(true);
  });

  it('answers a retry in a batch with the message stored before, and stores and counts each message once', async () => {
    const messages = messagesRepository(handle.db, handle.run, { concurrentBatches: 1 });
    const before = await messages.append(message(caseZ, 'z-1'), { refuseInShuttle: false });
    // One turn: a retry of z-1, two new messages, and the second of them sent twice.
    const sent = [message(caseZ, 'z-1'), message(caseZ, 'z-2'), message(caseZ, 'z-3'), message(caseZ, 'z-3')];
    const results = await Promise.all(sent.map((values) => messages.append(values, { refuseInShuttle: false })));
    expect(results.map((result) => 'row' in result && result.isNew)).toEqual([false, true, true, false]);
    const idOf = (result: AppendResult) => ('row' in result ? result.row.id : Number.NaN);
    expect(idOf(results[0]!)).toBe(idOf(before));
    expect(idOf(results[3]!)).toBe(idOf(results[2]!));
    expect(seqOf(results[1]!)).toBeGreaterThan(seqOf(before));
    expect(seqOf(results[2]!)).toBeGreaterThan(seqOf(results[1]!));
    const [stored] = await rowsOf<{ rows: number; counted: number }>(
      handle.db,
      sql`SELECT (SELECT count(*) FROM messages WHERE case_id = ${caseZ})::int AS rows,
        (SELECT coalesce(sum(messages), 0) FROM message_counts WHERE case_id = ${caseZ})::int AS counted`,
    );
    expect(stored).toEqual({ rows: 3, counted: 3 });
  });

  /**
   * A prepared statement keeps one plan for every later run, made when the tables were small; a plan that reads
   * the stored messages of the case reads more of them with every message the case gets. The plan is asked
   * for as it would be kept (generic), here where the tables are small.
   */
  it('stores a batch without reading the messages already stored, whatever plan the database keeps', async () => {
    const input = JSON.stringify(
      [message(caseX, 'plan-1'), message(caseY, 'plan-2')].map((values, ord) => ({
        ord,
        case_id: values.caseId,
        client_msg_id: values.clientMsgId,
        from_user_id: values.fromUserId,
        from_side: values.fromSide,
        side: values.side,
        message: values.message,
        display_name: values.displayName,
        ext: null,
        refuse_in_shuttle: false,
      })),
    );
    const statements = [
      'SET plan_cache_mode = force_generic_plan',
      `PREPARE batch_plan(text) AS ${APPEND_BATCH.text}`,
      `EXPLAIN EXECUTE batch_plan('${input.replaceAll("'", "''")}')`,
      'DEALLOCATE batch_plan',
      'RESET plan_cache_mode',
    ];
    const answers: Record<string, unknown>[][] = [];
    if (kind === 'postgres') {
      // One connection: the pool could run each statement on another.
      const client = new pg.Client({ connectionString: storage.env.DATABASE_URL });
      await client.connect();
      for (const statement of statements) answers.push((await client.query(statement)).rows as Record<string, unknown>[]);
      await client.end();
    } else {
      for (const statement of statements) answers.push(await rowsOf<Record<string, unknown>>(handle.db, sql.raw(statement)));
    }
    const plan = answers[2]!.map((row) => String(row['QUERY PLAN'])).join('\n');
    expect(plan).toMatch(/Insert on messages/);
    expect(plan.split('\n').filter((line) => /Scan\b.* on messages\b/.test(line))).toEqual([]);
  });
});

describe('a long queue of messages', () => {
  it('stores every message queued behind a database that hung, 150,000 of them, each case in order', async () => {
    let release!: () => void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    let nextId = 0;
    const seqs = new Map<string, number>();
    const nextSeq = (caseId: string) => {
      const seq = (seqs.get(caseId) ?? 0) + 1;
      seqs.set(caseId, seq);
      return seq;
    };
    const time = new Date().toISOString();
    // The database's answers without a database: each message stored at its case's next position.
    const run = (async (statement, params) => {
      calls += 1;
      if (calls === 1) await hung;
      if (statement.name === 'messages_append_batch') {
        const input = JSON.parse(String(params[0])) as { case_id: string; client_msg_id: string }[];
        return input.map((item) => ({ ...item, id: String((nextId += 1)), seq: nextSeq(item.case_id), time }));
      }
      return [{ id: String((nextId += 1)), seq: nextSeq(String(params[0])), time }];
    }) as RunStatement;
    const messages = messagesRepository({} as DatabaseHandle['db'], run, { concurrentBatches: 4, maxBatch: 256 });
    const sent: NewMessage[] = Array.from({ length: 150_000 }, (_, index) => ({
      caseId: `queued-${index % 50}`,
      clientMsgId: `queued-${index}`,
      fromUserId: 1,
      fromSide: 'M',
      side: 'M',
      message: 'queued',
      displayName: 'Mediator',
      ext: null,
    }));
    const first = messages.append(sent[0]!, { refuseInShuttle: false });
    await vi.waitFor(() => expect(calls).toBe(1));
    const rest = sent.slice(1).map((values) => messages.append(values, { refuseInShuttle: false }));
    release();
    const results = await Promise.all([first, ...rest]);
    expect(results.every((result) => 'row' in result && result.isNew)).toBe(true);
    const lastSeq = new Map<string, number>();
    const inOrder = results.every((result, index) => {
      const caseId = sent[index]!.caseId;
      const seq = 'row' in result ? result.row.seq : Number.NaN;
      const isLater = seq > (lastSeq.get(caseId) ?? 0);
      lastSeq.set(caseId, seq);
      return isLater;
    });
    expect(inOrder).toBe(true);
  });
});
