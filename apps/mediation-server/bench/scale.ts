/**
 * `pnpm bench:scale`: a long case and many cases. It fills a database (PGlite, and PostgreSQL with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL) with one case of BENCH_MESSAGES messages (100,000), a mediator
 * with BENCH_MEDIATOR_CASES cases (5,000) among BENCH_CASES cases in all (100,000), then times, through
 * the running server, what people wait for: the room's first history page, the catch-up after 1,000
 * missed messages (every page of it), search in the case (a rare word and a common one), the mediator's
 * dashboard, the case information page (its three requests) and the admin's statistics. Each figure is
 * the p99 of BENCH_SAMPLES (200) requests after a warm-up (BENCH_OPERATIONS names a few to run alone), and the report prints the plan of every
 * query each operation ran (its node types and indexes), so a goal met by a sequential scan that will
 * not scale shows.
 *
 * The server runs in this process (so its database can be filled and its queries seen); the requests are made
 * and timed by a client in a process of its own (scale-client.ts), as a browser on another machine makes them:
 * here, its allocations would share the server's heap and the pauses they cause would count against the server.
 * The collector's pauses while the samples ran are given for each process: the server's (`server_gc_pauses`,
 * `server_gc_pause_total_ms`, `server_gc_pause_max_ms`) hold the answer a sample waits for; the client's
 * (`client_gc_pauses`, `client_gc_pause_total_ms`, `client_gc_pause_max_ms`) lengthen the sample they fall in
 * too, but a browser has its own, so a p99 they set says nothing of the server.
 * BENCH_PLANS=young runs every operation on the young database first and skips the ANALYZE
 * after the fill (see PLANS). One JSON document on stdout; `--smoke` runs tiny sizes so `pnpm test` keeps it alive.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { buildApp } from '../src/app';
import { analyzeGrownTables } from '../src/db/statistics-upkeep';
import { rowsOf } from '../src/repositories/db-helpers';
import { storedAndCountedSql } from '../src/repositories/messages-repository';
import { startBenchApp } from './app';
import { BENCH_ADMIN } from './constants';
import {
  NOISY_LOAD,
  NOISY_OTHER_CORES,
  admittedParty,
  isNoisy,
  watchedTurn,
  askChild,
  call,
  comparedServerSettings,
  endChild,
  gcPausesDuring,
  newMediator,
  percentile,
  round,
  setting,
  startedCase,
  withStartScriptFlags,
} from './lib';
import type { MachineDuringTurn } from './lib';
import type { ClientWorld, ScaleClientCommand, ScaleClientReply } from './scale-client';

withStartScriptFlags();

const here = path.dirname(fileURLToPath(import.meta.url));

const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const MESSAGES = Number(setting('BENCH_MESSAGES', SMOKE ? '3000' : '100000'));
const MEDIATOR_CASES = Number(setting('BENCH_MEDIATOR_CASES', SMOKE ? '50' : '5000'));
const ALL_CASES = Math.max(MEDIATOR_CASES, Number(setting('BENCH_CASES', SMOKE ? '500' : '100000')));
const SAMPLES = Number(setting('BENCH_SAMPLES', SMOKE ? '5' : '200'));
const WARMUP = SMOKE ? 1 : 10;
/** Other mediators who hold the rest of the cases. */
const OTHER_MEDIATORS = SMOKE ? 2 : 19;
const MISSED = Math.min(1000, Math.floor(MESSAGES / 2));
const GOAL_MS = { pglite: 100, postgres: 50 } as const;
/** Only these operations (names as the report gives them, comma-separated); every one when unset. */
const OPERATIONS = setting('BENCH_OPERATIONS', '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const hasPostgres = Boolean(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
const TARGETS = setting('BENCH_TARGETS', hasPostgres ? 'pglite,postgres' : 'pglite')
  .split(',')
  .map((target) => target.trim())
  .filter(Boolean) as Target[];
/**
 * `analyzed` (the default): the server's statements are planned on the filled database, after an ANALYZE.
 * `young`: every operation runs a few times on the young database before the fill (a prepared statement keeps
 * the plan of its first runs) and no ANALYZE follows: a server that has run since its database was new, as the
 * embedded database, which has no autovacuum, always is.
 */
const PLANS = setting('BENCH_PLANS', 'analyzed');
/** Runs of each operation on the young database: past the five after which a prepared statement keeps one plan. */
const YOUNG_RUNS = 6;
/** A sequential scan of a table with more rows than this is a finding (a scan of a small one is the right plan). */
const LARGE_TABLE_ROWS = 10_000;

type Target = 'pglite' | 'postgres';
type App = Awaited<ReturnType<typeof buildApp>>;

interface Captured {
  text: string;
  values: unknown[];
}

/** The server on a fresh database of `target`, in this process (so its database can be filled and its queries seen). */
const startServer = (target: Target) => startBenchApp(target, { SOCKET_EVENTS_PER_10S: '1000000' }, 'mediation-scale-');

/** The people and the long case, made through the API; the bulk of rows then goes in by SQL. */
async function populate(
  app: App,
  url: string,
  beforeFill: (people: {
    mediator: Awaited<ReturnType<typeof newMediator>>;
    caseRow: Awaited<ReturnType<typeof startedCase>>;
  }) => Promise<void>,
) {
  const mediator = await newMediator(url);
  const others = [];
  for (let index = 0; index < OTHER_MEDIATORS; index += 1) others.push((await newMediator(url)).mediatorId);
  const row = await startedCase(url, mediator, 'The long case');
  const partyA = await admittedParty(url, row, 'A', mediator.mediatorToken, { first: 'Dana', last: 'Levi' });
  const partyB = await admittedParty(url, row, 'B', mediator.mediatorToken, { first: 'Eli', last: 'Cohen' });
  await beforeFill({ mediator, caseRow: row });

  const filled = performance.now();
  const found = (await app.db.execute(
    sql`SELECT coalesce(max(last_seq), 0)::int AS last FROM case_streams WHERE case_id = ${row.id}`,
  )) as unknown as {
    rows: { last: number }[];
  };
  const [stream] = found.rows;
  const base = Number(stream?.last ?? 0);
  // Three groups as cases have them: most talk in M, the caucuses less; one rare word near the start.
  // Counted as the server counts what it stores, so the figures read the counts a real case has.
  await app.db.execute(sql`
    WITH ${storedAndCountedSql(sql`
    INSERT INTO messages (case_id, seq, from_user_id, from_side, side, message, display_name, time)
    SELECT ${row.id}, ${base}::int + g,
      CASE WHEN g % 5 < 3 THEN (ARRAY[${mediator.mediatorId}::int, ${partyA.id}::int, ${partyB.id}::int])[1 + g % 3] WHEN g % 5 = 3 THEN ${partyA.id}::int ELSE ${partyB.id}::int END,
      CASE WHEN g % 5 < 3 THEN (ARRAY['M', 'A', 'B'])[1 + g % 3] WHEN g % 5 = 3 THEN 'A' ELSE 'B' END,
      CASE WHEN g % 5 < 3 THEN 'M' WHEN g % 5 = 3 THEN 'A' ELSE 'B' END,
      CASE WHEN g = 7 THEN 'The quokka clause, from the first day' ELSE
        'Message ' || g || ' about the ' || (ARRAY['fence', 'garden', 'payment', 'schedule', 'roof', 'lease', 'deposit', 'noise'])[1 + (g * 7) % 8]
        || ' ' || md5(g::text) END,
      CASE WHEN g % 5 < 3 THEN (ARRAY['Bench Mediator', 'Dana Levi', 'Eli Cohen'])[1 + g % 3] WHEN g % 5 = 3 THEN 'Dana Levi' ELSE 'Eli Cohen' END,
      now() - make_interval(secs => (${MESSAGES}::int - g)::float8)
    FROM generate_series(1, ${MESSAGES}::int) AS g`)}
    SELECT count(*) FROM stored`);
  // Likes as a long case gathers them: the mediator likes one message in ten, party B one of the joint group's in twenty.
  await app.db.execute(sql`
    INSERT INTO likes (message_id, case_id, user_id, side, display_name, created_at)
    SELECT id, case_id, ${mediator.mediatorId}::int, 'M', 'Bench Mediator', time + interval '1 minute'
    FROM messages WHERE case_id = ${row.id} AND (seq - ${base}::int) % 10 = 0
    UNION ALL
    SELECT id, case_id, ${partyB.id}::int, 'B', 'Eli Cohen', time + interval '2 minutes'
    FROM messages WHERE case_id = ${row.id} AND (seq - ${base}::int) % 20 = 0`);
  await app.db.execute(sql`
    INSERT INTO case_streams (case_id, last_seq) VALUES (${row.id}, ${base + MESSAGES}::int)
    ON CONFLICT (case_id) DO UPDATE SET last_seq = excluded.last_seq`);
  // The mediator's cases, then everyone else's, created over two years, half of them closed.
  const owners = [mediator.mediatorId, ...others];
  await app.db.execute(sql`
    INSERT INTO cases (id, link, title, category, mediator_id, is_active, is_started, created_at)
    SELECT 'scale' || lpad(g::text, 8, '0'), 'S' || lpad(to_hex(g), 7, '0'), 'Case ' || g, 'other',
      CASE WHEN g <= ${MEDIATOR_CASES}::int THEN ${mediator.mediatorId}::int
        ELSE (${sql.raw(`ARRAY[${owners.slice(1).join(',')}]`)})[1 + g % ${owners.length - 1}::int] END,
      g % 2 = 0, g % 2 = 0, now() - make_interval(days => g % 730)
    FROM generate_series(1, ${ALL_CASES}::int) AS g`);
  // A few messages in each of the mediator's cases, so its figures have something to count.
  await app.db.execute(sql`
    WITH ${storedAndCountedSql(sql`
    INSERT INTO messages (case_id, seq, from_user_id, from_side, side, message, display_name)
    SELECT 'scale' || lpad(c::text, 8, '0'), m, ${mediator.mediatorId}::int, 'M', 'M', 'Opening words ' || m, 'Bench Mediator'
    FROM generate_series(1, ${MEDIATOR_CASES}::int) AS c, generate_series(1, 3) AS m`)}
    SELECT count(*) FROM stored`);
  if (PLANS !== 'young') await app.db.execute(sql`ANALYZE`);
  else await statisticsAsTheServerKeepsThem(app);
  return { mediator, partyA, partyB, caseRow: row, lastSeq: base + MESSAGES, fill_s: round((performance.now() - filled) / 1000, 1) };
}

/** Every SELECT the database was asked while `work` ran. */
async function captureQueries(app: App, work: () => Promise<unknown>): Promise<Captured[]> {
  const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const captured: Captured[] = [];
  client.query = function capture(this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    const values = (Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? [])) as unknown[];
    if (/^\s*(select|with)\b/i.test(text)) captured.push({ text, values });
    return original.apply(this, args);
  } as typeof original;
  // The named statements too: on PGlite they bypass the client's `query`.
  const handle = app.database;
  const run = handle.run;
  handle.run = (statement, params) => {
    if (!captured.some((query) => query.text === statement.text)) captured.push({ text: statement.text, values: [...params] });
    return run(statement, params);
  };
  try {
    await work();
  } finally {
    client.query = original;
    handle.run = run;
  }
  return captured;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function planNodes(node: PlanNode): string[] {
  const here = `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`;
  return [here, ...(node.Plans ?? []).flatMap(planNodes)];
}

async function plansOf(app: App, queries: Captured[]) {
  const client = (
    app.db as unknown as { $client: { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } }
  ).$client;
  const sizes = await client.query(
    `SELECT relname, reltuples::float8 AS rows FROM pg_class WHERE relkind = 'r' AND reltuples > ${LARGE_TABLE_ROWS}`,
  );
  const large = sizes.rows.map((row) => String(row.relname));
  const seen = new Set<string>();
  const plans = [];
  for (const query of queries) {
    if (seen.has(query.text)) continue;
    seen.add(query.text);
    const result = await client.query(`EXPLAIN (FORMAT JSON) ${query.text}`, query.values);
    const raw = Object.values(result.rows[0]!)[0];
    const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    const nodes = planNodes(plan!.Plan);
    plans.push({
      query: query.text.replace(/\s+/g, ' ').slice(0, 140),
      nodes,
      seq_scans_of_large_tables: nodes.filter((node) => large.some((table) => node === `Seq Scan on ${table}`)),
    });
  }
  return plans;
}

/** A count of the collector's pauses, their total and the longest. */
function pauseFigures(pauses: number[]) {
  return {
    count: pauses.length,
    total_ms: round(
      pauses.reduce((sum, pause) => sum + pause, 0),
      1,
    ),
    max_ms: round(Math.max(0, ...pauses), 1),
  };
}

/**
 * Times operation `name` in the client (a warm-up, then `samples`), with the collector's pauses in each process
 * over the samples. The server's are taken here over the whole request, then kept only where they overlap the
 * window the client timed the samples in (both read the machine's monotonic clock): a pause in the warm-up, or
 * while the command and its answer travel, held no sample.
 */
async function timed(client: ChildProcess, name: string, samples: number) {
  const { result: run, pauses } = await gcPausesDuring(() => request(client, { type: 'run', name, warmup: WARMUP, samples }));
  const server = pauseFigures(
    pauses.filter((pause) => pause.atMs < run.toMs && pause.atMs + pause.ms > run.fromMs).map((pause) => pause.ms),
  );
  const clientPauses = pauseFigures(run.gcPausesMs);
  const latencies = [...run.latenciesMs].sort((left, right) => left - right);
  return {
    samples: latencies.length,
    p50_ms: round(percentile(latencies, 0.5)),
    p99_ms: round(percentile(latencies, 0.99)),
    server_gc_pauses: server.count,
    server_gc_pause_total_ms: server.total_ms,
    server_gc_pause_max_ms: server.max_ms,
    client_gc_pauses: clientPauses.count,
    client_gc_pause_total_ms: clientPauses.total_ms,
    client_gc_pause_max_ms: clientPauses.max_ms,
  };
}

/**
 * Young plans: the statistics the database has a minute after the fill, as it keeps them itself. The embedded
 * database's are the server's statistics upkeep's (one turn of it); PostgreSQL's are its autovacuum's, waited for
 * (or, with autovacuum off, the ANALYZE it would have run).
 */
async function statisticsAsTheServerKeepsThem(app: App) {
  if (app.databaseKind === 'pglite') {
    const started = performance.now();
    const tables = await analyzeGrownTables(app.db);
    // One turn holds the server's thread this long: what its people wait, once per tenth a table grows.
    process.stderr.write(`bench:scale: the statistics upkeep analyzed ${tables.join(', ')} in ${round(performance.now() - started)} ms\n`);
    return;
  }
  const [settings] = await rowsOf<{ autovacuum: string }>(app.db, sql`SELECT current_setting('autovacuum') AS autovacuum`);
  if (settings?.autovacuum !== 'on') {
    // A PostgreSQL run with autovacuum off (as test machines often are) gets the ANALYZE autovacuum would have run.
    await app.db.execute(sql`ANALYZE`);
    return;
  }
  const since = Date.now();
  for (;;) {
    const [row] = await rowsOf<{ analyzed: string | null }>(
      app.db,
      sql`SELECT last_autoanalyze AS analyzed FROM pg_stat_user_tables WHERE relname = 'messages'`,
    );
    if (row?.analyzed && new Date(row.analyzed).getTime() >= since - 1000) return;
    if (Date.now() - since > 300_000) throw new Error('autovacuum did not analyze messages within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The timing client (scale-client.ts) in its own process; its stdout goes to this process's stderr, off the report. */
function startClient(): ChildProcess {
  return fork(path.join(here, 'scale-client.ts'), [], {
    execArgv: ['--import', 'tsx'],
    cwd: path.join(here, '..'),
    stdio: ['ignore', 2, 'inherit', 'ipc'],
  });
}

/** Sends the client one command and waits for its answer. */
const request = <C extends ScaleClientCommand>(client: ChildProcess, command: C) =>
  askChild<Extract<ScaleClientReply, { type: C['type'] }>>(client, command, 'timing client');

/** Lets the client close its socket and exit (it does when the channel closes); one that does not within 10 s is killed. */
const stopClient = (client: ChildProcess) => endChild(client, () => (client.connected ? client.disconnect() : client.kill('SIGTERM')));

async function measure(target: Target) {
  const server = await startServer(target);
  const client = startClient();
  try {
    const { app, url } = server;
    const { access: adminToken } = await call<{ access: string }>(url, 'POST', '/core/auth/token/', BENCH_ADMIN);
    const worldOf = (mediator: { mediatorId: number; mediatorToken: string }, caseId: string, lastSeq: number): ClientWorld => ({
      url,
      mediatorId: mediator.mediatorId,
      mediatorToken: mediator.mediatorToken,
      adminToken,
      caseId,
      lastSeq,
      missed: MISSED,
    });
    const world = await populate(app, url, async ({ mediator, caseRow }) => {
      if (PLANS !== 'young') return;
      const { operations } = await request(client, { type: 'setup', ...worldOf(mediator, caseRow.id, 0) });
      for (const name of operations) {
        for (let index = 0; index < YOUNG_RUNS; index += 1) await request(client, { type: 'once', name });
      }
    });
    const { operations } = await request(client, { type: 'setup', ...worldOf(world.mediator, world.caseRow.id, world.lastSeq) });
    const results: Record<string, object> = {};
    for (const name of operations) {
      if (OPERATIONS.length > 0 && !OPERATIONS.includes(name)) continue;
      const figures = await timed(client, name, SAMPLES);
      const plans = await plansOf(app, await captureQueries(app, () => request(client, { type: 'once', name })));
      const seqScans = [...new Set(plans.flatMap((plan) => plan.seq_scans_of_large_tables))];
      results[name] = { ...figures, meets_goal: figures.p99_ms <= GOAL_MS[target], seq_scans_of_large_tables: seqScans, plans };
    }
    return { fill_s: world.fill_s, goal_p99_ms: GOAL_MS[target], results };
  } finally {
    await stopClient(client);
    await server.stop();
  }
}

async function main() {
  const report: Record<string, unknown> = {
    smoke: SMOKE,
    messages_in_long_case: MESSAGES,
    mediator_cases: MEDIATOR_CASES,
    all_cases: ALL_CASES,
    missed_messages: MISSED,
    samples: SAMPLES,
    plans: PLANS,
    cpus: cpus().length,
    server_settings: comparedServerSettings(),
  };
  const load: Record<string, MachineDuringTurn> = {};
  const targets: Record<string, unknown> = {};
  for (const target of TARGETS) {
    process.stderr.write(`bench:scale: ${target}, ${MESSAGES} messages, ${ALL_CASES} cases...\n`);
    const { result, machine } = await watchedTurn(() => measure(target), { smoke: SMOKE });
    targets[target] = result;
    load[target] = machine;
  }
  const noisy = isNoisy(Object.values(load));
  const thresholds = { noisy_above_load_1m: NOISY_LOAD, noisy_above_other_cpu_cores: NOISY_OTHER_CORES };
  process.stdout.write(`${JSON.stringify({ ...report, noisy, ...thresholds, load_average_1m: load, targets }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
