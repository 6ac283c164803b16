/**
 * The statements of the realtime hot path run by name: PostgreSQL keeps each one prepared on the connection
 * that first ran it, so a message's insert is bound and executed without being parsed and planned again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import type { DatabaseHandle, RunStatement } from './client';
import { cases, users } from './schema/index';
import { messagesRepository } from '../repositories/messages-repository';
import type { NewMessage } from '../repositories/messages-repository';
import { createStorage, DATABASE_KINDS } from '../testing/harness';
import type { Storage } from '../testing/harness';

describe.each(DATABASE_KINDS)('named statements (%s)', (kind) => {
  let storage: Storage;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    storage = await createStorage(kind);
    handle = await openDatabase({ databaseUrl: storage.env.DATABASE_URL, dataDir: storage.env.DATA_DIR! });
  });
  afterAll(async () => {
    await handle.close();
    await storage.drop();
  });

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

  it(
    kind === 'postgres'
      ? 'keeps the statement prepared on its connection under its name'
      : 'runs the statement text on the one embedded connection',
    async () => {
      // A statement that reads the connection's prepared statements sees itself there once it is prepared by name.
      const probe = { name: 'test_probe', text: `SELECT name FROM pg_prepared_statements WHERE name = $1::text` };
      const rows = await handle.run<{ name: string }>(probe, ['test_probe']);
      expect(rows).toEqual(kind === 'postgres' ? [{ name: 'test_probe' }] : []);
    },
  );

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
});
