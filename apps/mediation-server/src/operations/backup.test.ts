/**
 * `pnpm backup` and `pnpm restore`: a case with messages, a like, a note and a survey answer survives a
 * backup, a restore into a fresh data folder (or database), and a server started on it. Run on the
 * embedded database always, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseStatistics, ChatMessage, HistoryAck, Note } from '@mediation/protocol';
import { apiClient, createStorage, DATABASE_KINDS, startServer } from '../testing/harness';
import type { Storage, TestServer } from '../testing/harness';
import { roomMsg, send } from '../testing/rooms';
import { connect } from '../testing/sockets';
import type { TestClient } from '../testing/sockets';
import { buildWorld, login } from '../testing/world';
import { backup, restore } from './backup';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

function ok<T>(ack: ({ ok: true } & T) | { ok: false; error: { code: string; message: string } }): T {
  if (!ack.ok) throw new Error(`refused: ${ack.error.code} ${ack.error.message}`);
  return ack;
}

/** What a person reads of the case: the mediator's history of every group, the notes and the figures. */
async function readCase(server: TestServer, mediator: { id: number; email: string; password: string }, caseId: string) {
  const api = apiClient(server.url);
  const token = await login(api, mediator.email, mediator.password);
  const client = await connect(server.url, { token, query: { case_id: caseId } });
  try {
    const history = ok(await client.emit<HistoryAck>('history', { case_id: caseId }));
    const started = ok(await client.emit<{ notes: string }>('startCase', { case_id: caseId, mediator_id: mediator.id }));
    const statistics = await api<CaseStatistics>('GET', `/session/case/${caseId}/statistics/`, { token });
    expect(statistics.status).toBe(200);
    return {
      messages: history.messages.map((message: ChatMessage) => ({
        id: message._id,
        side: message.side,
        text: message.message,
        likes: message.likeData,
      })),
      notes: (JSON.parse(started.notes) as Note[]).map((note) => note.note),
      surveys: statistics.body.surveys,
    };
  } finally {
    client.close();
  }
}

describe.each(DATABASE_KINDS)('backup and restore (%s)', (kind) => {
  const storages: Storage[] = [];
  const folder = mkdtempSync(path.join(tmpdir(), 'mediation-backup-'));
  afterAll(async () => {
    for (const storage of storages) await storage.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores a case that reads the same through the socket, and refuses a non-empty target', async () => {
    const original = await createStorage(kind);
    storages.push(original);
    const server = await startServer(original);
    const world = await buildWorld(apiClient(server.url));
    const caseId = world.caseOne.id;
    const clients: TestClient[] = [];
    try {
      const [mediator, partyA, partyB] = await Promise.all(
        [world.mediator.token, world.partyA.token, world.partyB.token].map((token) =>
          connect(server.url, { token, query: { case_id: caseId } }),
        ),
      );
      clients.push(mediator!, partyA!, partyB!);
      await send(partyA!, roomMsg(world, 'partyA', 'A', 'Only the mediator reads this'));
      const joint = await send(mediator!, roomMsg(world, 'mediator', 'M', 'Welcome, both of you'));
      ok(
        await partyB!.emit('like', {
          message_id: joint._id,
          groupSide: 'M',
          user_id: world.partyB.id,
          displayName: 'Eli',
          case_id: caseId,
          like: true,
          action: 'add',
          side: 'B',
        }),
      );
      ok(await mediator!.emit('note', { case_id: caseId, action: 'add', note: { note: 'A wants the fence moved' } }));
      ok(await mediator!.emit('sendSurvey', { case_id: caseId }));
      await partyA!.waitFor('sendSurvey');
      ok(await partyA!.emit('submitSurvey', { case_id: caseId, rating: 5, feedback: 'Fair' }));
    } finally {
      for (const client of clients) client.close();
    }
    const before = await readCase(server, world.mediator, caseId);
    expect(before.messages.map((message) => message.text)).toEqual(['Only the mediator reads this', 'Welcome, both of you']);
    expect(before.notes).toEqual(['A wants the fence moved']);
    await server.close();

    const file = path.join(folder, `${kind}.backup`);
    const made = await backup({ DATA_DIR: original.env.DATA_DIR!, DATABASE_URL: original.env.DATABASE_URL }, file);
    expect(made.kind).toBe(kind);

    const fresh = await createStorage(kind);
    storages.push(fresh);
    const target = { DATA_DIR: fresh.env.DATA_DIR!, DATABASE_URL: fresh.env.DATABASE_URL };
    await restore(target, file);
    // A second restore finds the folder or database in use and changes nothing.
    await expect(restore(target, file)).rejects.toThrow(/not empty/);

    const restored = await startServer(fresh);
    try {
      const after = await readCase(restored, world.mediator, caseId);
      expect(after).toEqual(before);
      expect(after.messages.find((message) => message.text === 'Welcome, both of you')!.likes.B).toEqual([
        expect.objectContaining({ user_id: world.partyB.id, like: true }),
      ]);
      expect(after.surveys).toMatchObject({ count: 1, average_rating: 5 });
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a file that is not a backup, and a backup of the other kind of database', async () => {
    const target = await createStorage(kind);
    storages.push(target);
    const settings = { DATA_DIR: target.env.DATA_DIR!, DATABASE_URL: target.env.DATABASE_URL };
    const junk = path.join(folder, 'junk.txt');
    writeFileSync(junk, 'hello');
    await expect(restore(settings, junk)).rejects.toThrow(/not a backup of this server/);
    const otherKind = path.join(folder, 'other-kind.backup');
    writeFileSync(otherKind, kind === 'pglite' ? 'PGDMP-archive' : Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
    await expect(restore(settings, otherKind)).rejects.toThrow(kind === 'pglite' ? /PostgreSQL database/ : /embedded database/);
  });
});

describe('pnpm backup on the embedded database', () => {
  it('refuses while a server holds the data folder, and backs it up once the server has stopped', async () => {
    const storage = await createStorage('pglite');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mediation-backup-cli-')), 'data.backup');
    const cli = (command: 'backup' | 'restore') =>
      run(process.execPath, ['--import', 'tsx', path.join(here, 'backup-cli.ts'), command, file], {
        cwd: path.join(here, '..', '..'),
        env: { ...process.env, DATA_DIR: storage.env.DATA_DIR!, DATABASE_URL: '', INIT_CWD: '' },
      });
    const server = await startServer(storage);
    try {
      await expect(cli('backup')).rejects.toMatchObject({ stderr: expect.stringMatching(/A server \(process \d+\) is using/) });
      expect(existsSync(file)).toBe(false);
    } finally {
      await server.close();
    }
    const { stdout } = await cli('backup');
    expect(stdout).toMatch(/Backed up the embedded database to .*data\.backup/);
    expect(existsSync(file)).toBe(true);
    await storage.drop();
    rmSync(path.dirname(file), { recursive: true, force: true });
  }, 120_000);
});

describe.each(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])('restore into PostgreSQL (%s)', (kind) => {
  const storages: Storage[] = [];
  const folder = mkdtempSync(path.join(tmpdir(), 'mediation-restore-'));
  let file = '';
  afterAll(async () => {
    for (const storage of storages) await storage.drop();
    rmSync(folder, { recursive: true, force: true });
  });
  const fresh = async () => {
    const storage = await createStorage(kind);
    storages.push(storage);
    return storage;
  };
  /** Runs SQL in a storage's database and answers the rows. */
  const query = async <T extends object>(storage: Storage, text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: storage.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };
  /** The relations, functions, types and schemas a database holds beyond a new one's. */
  const ownObjects = (storage: Storage) =>
    query<{ name: string }>(
      storage,
      `
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname IN ('public', 'drizzle')
      UNION ALL SELECT p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
      UNION ALL SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public'
      UNION ALL SELECT nspname FROM pg_namespace WHERE nspname = 'drizzle'`,
    ).then((rows) => rows.map((row) => row.name).sort());

  beforeAll(async () => {
    const original = await fresh();
    const server = await startServer(original);
    await buildWorld(apiClient(server.url));
    await server.close();
    // Enough rows that the archive's data comes well after its tables' definitions.
    await query(
      original,
      `INSERT INTO outbox ("to", "from", subject, text) SELECT 'p' || g || '@example.com', 'm@example.com', md5(g::text), repeat(md5(g::text), 8) FROM generate_series(1, 3000) g`,
    );
    file = path.join(folder, 'postgres.backup');
    await backup(settingsOf(original), file);
  }, 120_000);

  const settingsOf = (storage: Storage) => ({ DATA_DIR: storage.env.DATA_DIR!, DATABASE_URL: storage.env.DATABASE_URL });

  it.each([
    ['a view', 'CREATE VIEW lonely AS SELECT 1 AS one', /relation public\.lonely/],
    ['a sequence', 'CREATE SEQUENCE lonely', /relation public\.lonely/],
    ['a function', 'CREATE FUNCTION lonely() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$', /function public\.lonely/],
    ['a type', "CREATE TYPE lonely AS ENUM ('one')", /type public\.lonely/],
  ])('refuses a database that holds only %s, and leaves it as it was', async (_what, statement, named) => {
    const target = await fresh();
    await query(target, statement);
    const before = await ownObjects(target);
    await expect(restore(settingsOf(target), file)).rejects.toThrow(/The database named by DATABASE_URL is not empty/);
    await expect(restore(settingsOf(target), file)).rejects.toThrow(named);
    expect(await ownObjects(target)).toEqual(before);
  });

  it('leaves the database empty when the restore fails part way', async () => {
    const broken = path.join(folder, 'cut.backup');
    const whole = readFileSync(file);
    writeFileSync(broken, whole.subarray(0, Math.floor(whole.length * 0.8)));
    const target = await fresh();
    await expect(restore(settingsOf(target), broken)).rejects.toThrow(/pg_restore failed/);
    expect(await ownObjects(target)).toEqual([]);
    // The same database then takes the whole backup.
    await restore(settingsOf(target), file);
    expect(await ownObjects(target)).toContain('users');
  }, 60_000);
});
