/**
 * The statements of the realtime hot path run by name: PostgreSQL keeps each one prepared on the connection
 * that first ran it, so a message's insert is bound and executed without being parsed and planned again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, RunStatement } from './client';
import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import { cases, messages as messagesTable, users } from './schema/index';
import { messagesRepository } from '../repositories/messages-repository';
import type { NewMessage } from '../repositories/messages-repository';
import { DATABASE_KINDS, openTestDatabase } from '../testing/harness';

describe.each(DATABASE_KINDS)('named statements (%s)', (kind) => {
  let handle: DatabaseHandle;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, close } = await openTestDatabase(kind));
  });
  afterAll(() => close());

  it('binds each parameter as given, JSON sent as text and cast in the statement', async () => {
    const echo = {
      name: 'test_echo',
      text: `SELECT $1::text AS text, $2::int AS number, $3::boolean AS flag, $4::text::jsonb AS json, $5::text AS nothing`,
    };
    for (const [text, number, flag] of [
      ["it's", 7, true],
      ['שלום', -3, false],
    ] as const) {
      const json = JSON.stringify({ title: text, list: [number] });
      const rows = await handle.run<{ text: string; number: number; flag: boolean; json: unknown; nothing: null }>(echo, [
        text,
        number,
        flag,
        json,
        null,
      ]);
      expect(rows).toEqual([{ text, number, flag, json: { title: text, list: [number] }, nothing: null }]);
    }
  });

  it('binds text of every width whole: empty, four-byte characters, and longer than a message may be', async () => {
    const echo = { name: 'test_widths', text: `SELECT $1::text AS text, octet_length($1::text) AS bytes, $2::text AS second` };
    const long = 'שלום עולם 🙂 '.repeat(1000);
    for (const text of ['', 'a', '🙂 emoji and 𝄞', 'é'.repeat(5000), long]) {
      const rows = await handle.run<{ text: string; bytes: number; second: string | null }>(echo, [text, null]);
      expect(rows).toEqual([{ text, bytes: Buffer.byteLength(text), second: null }]);
    }
  });

  it('keeps the statement prepared under its name (on its PostgreSQL connection, in the one embedded session)', async () => {
    // A statement that reads the session's prepared statements sees itself there once it is prepared by name.
    const probe = { name: 'test_probe', text: `SELECT name FROM pg_prepared_statements WHERE name = $1::text` };
    expect(await handle.run<{ name: string }>(probe, ['test_probe'])).toEqual([{ name: 'test_probe' }]);
    // Run again, it is bound to the statement already there (a second Parse of the name would fail).
    expect(await handle.run<{ name: string }>(probe, ['test_probe'])).toEqual([{ name: 'test_probe' }]);
  });

  it('answers a failed statement with its database error, and runs the next one', async () => {
    const failing = { name: 'test_failing', text: `SELECT (1 / $1::int) AS n` };
    await expect(handle.run(failing, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await handle.run<{ n: number }>(failing, [1])).toEqual([{ n: 1 }]);
  });

  it('waits for a transaction under way rather than running inside it', async () => {
    const probe = { name: 'test_outside', text: `SELECT count(*)::int AS n FROM users WHERE email = $1::text` };
    let inTransaction!: () => void;
    const begun = new Promise<void>((resolve) => (inTransaction = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: `uncommitted-${kind}@test.local` });
      inTransaction();
      await held;
      throw new Error('rolled back');
    });
    await begun;
    const outside = handle.run<{ n: number }>(probe, [`uncommitted-${kind}@test.local`]);
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    // It saw neither the uncommitted row nor became part of the transaction that was rolled back.
    expect(await outside).toEqual([{ n: 0 }]);
  });

  it('stores messages that arrive together in one batch statement, each once, at its own position', async () => {
    const [mediator] = await handle.db
      .insert(users)
      .values({ email: `mediator-${kind}@test.local`, isStaff: true })
      .returning();
    const caseId = `named-statements-${kind}-case`;
    await handle.db
      .insert(cases)
      .values({ id: caseId, code: kind.slice(0, 6), title: 'Batch', category: 'other', mediatorId: mediator!.id, isStarted: true });
    const ran: string[] = [];
    const counted: RunStatement = (statement, params) => {
      ran.push(statement.name);
      return handle.run(statement, params);
    };
    const messages = messagesRepository(handle.db, counted);
    const message = (index: number): NewMessage => ({
      caseId,
      clientMsgId: `batch-${index}`,
      fromUserId: mediator!.id,
      fromSide: 'M',
      side: 'M',
      message: `message ${index}`,
      displayName: 'Mediator',
      ext: index === 0 ? { type: 'instraction', title: 'Rules' } : null,
    });
    // Twenty in one turn of the event loop, one of them twice.
    const results = await Promise.all(
      [...Array.from({ length: 20 }, (_, index) => message(index)), message(3)].map((values) =>
        messages.append(values, { refuseInShuttle: false }),
      ),
    );
    expect(ran).toEqual(['messages_append_batch', 'messages_append_one']);
    const rows = results.map((result) => ('row' in result ? result.row : undefined));
    expect(rows.slice(0, 20).map((row) => row?.message)).toEqual(Array.from({ length: 20 }, (_, index) => `message ${index}`));
    expect(new Set(rows.slice(0, 20).map((row) => row?.seq)).size).toBe(20);
    expect(rows[0]?.ext).toEqual({ type: 'instraction', title: 'Rules' });
    // The repeated client id is answered with the stored message, not stored again.
    expect(results[20]).toEqual({ row: rows[3], isNew: false });
  });

  it("runs the ORM's queries with their values as typed: dates, JSON, lists, nulls, booleans", async () => {
    const [writer] = await handle.db
      .insert(users)
      .values({ email: `orm-${kind}@test.local`, isStaff: false })
      .returning();
    const caseId = `orm-values-${kind}`;
    await handle.db
      .insert(cases)
      .values({ id: caseId, code: `o${kind.slice(0, 5)}`, title: 'ORM', category: 'other', mediatorId: writer!.id });
    const time = new Date('2026-03-05T09:30:00.250Z');
    const ext = { type: 'guided', stage: 'summary', list: [1, 'two'], quote: `it's "so"` };
    await handle.db.insert(messagesTable).values([
      { caseId, seq: 1, fromUserId: writer!.id, fromSide: 'A', side: 'A', message: 'שלום', displayName: 'A', ext, time },
      { caseId, seq: 2, fromUserId: writer!.id, fromSide: 'B', side: 'B', message: 'two', displayName: 'B', ext: null, time },
    ]);
    for (let round = 0; round < 2; round += 1) {
      const rows = await handle.db
        .select({ message: messagesTable.message, ext: messagesTable.ext, time: messagesTable.time, editedAt: messagesTable.editedAt })
        .from(messagesTable)
        .where(and(eq(messagesTable.caseId, caseId), inArray(messagesTable.side, ['A', 'B']), eq(messagesTable.time, time)))
        .orderBy(messagesTable.seq);
      expect(rows).toEqual([
        { message: 'שלום', ext, time, editedAt: null },
        { message: 'two', ext: null, time, editedAt: null },
      ]);
    }
    const staff = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, writer!.id), eq(users.isStaff, false)));
    expect(staff).toEqual([{ id: writer!.id }]);
  });

  it('answers a failed ORM query with its database error, and runs the next one', async () => {
    const error = (await handle.db.execute(sql`SELECT 1 / ${0}::int AS n`).catch((caught: unknown) => caught)) as {
      code?: string;
      cause?: { code?: string };
    };
    // The ORM may wrap the database's error; its SQLSTATE is kept either way.
    expect(error.cause?.code ?? error.code).toBe('22012');
    const ok = await handle.db.execute(sql`SELECT 1 / ${1}::int AS n`);
    expect((ok as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 1 }]);
  });
});

describe("the ORM's queries on the embedded database", () => {
  let handle: DatabaseHandle;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, close } = await openTestDatabase('pglite'));
  });
  afterAll(() => close());

  it("prepares each of the ORM's query texts once on the embedded database, outside transactions", async () => {
    const read = () => handle.db.select({ id: users.id }).from(users).where(eq(users.email, `prepared-once@test.local`));
    await read();
    await read();
    const count = async () =>
      (
        (await handle.db.execute(
          sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE ${'%"users"."email" = $1%'} AND name LIKE 'orm_%'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    expect(await count()).toBe(1);
    // Inside a transaction the same text runs on PGlite's own path, and sees the transaction's rows.
    await handle.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'prepared-once@test.local' });
      expect(await tx.select({ id: users.id }).from(users).where(eq(users.email, `prepared-once@test.local`))).toHaveLength(1);
    });
    expect(await read()).toHaveLength(1);
    expect(await count()).toBe(1);
  });

  it('plans a pattern search for each pattern, so that the trigram index serves every one', async () => {
    for (const word of ['one', 'two', 'three', 'four', 'five', 'six', 'seven']) {
      await handle.db
        .select({ id: users.id })
        .from(users)
        .where(ilike(users.email, `%${word}%`));
    }
    const prepared = (await handle.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement ILIKE ${'%"users"."email" ilike $1%'}`,
    )) as unknown as { rows: { n: number }[] };
    expect(prepared.rows[0]!.n).toBe(0);
  });
});
