/**
 * `pnpm bench:sockets`: many idle sockets in one server process. It starts one server (PGlite, or
 * PostgreSQL with `--db=postgres` and BENCH_DATABASE_URL or TEST_DATABASE_URL), makes cases of three
 * through the REST API (a mediator and two admitted parties each, every token one the server issued),
 * opens BENCH_SOCKETS (10,000) authenticated sockets to them from BENCH_CLIENT_PROCESSES (4) client
 * processes, and holds them idle while BENCH_ROOMS (100) rooms of three talk at BENCH_RATE (1) message a
 * second per person. One JSON document on stdout:
 *
 * - `sockets`: the idle sockets open (the server's own count, less the talking rooms'), of `sockets_asked`;
 * - `kb_per_socket`: the server's JavaScript heap growth over the idle sockets, per socket, weighed by the
 *   server process itself after full collections (`rss_kb_per_socket` beside it: RSS also holds what the
 *   allocator keeps and, on PGlite, the embedded database's memory grown by the connections' queries);
 * - `connect_per_s`: idle sockets signed in per second, all client processes together;
 * - `loop_lag_p99_ms`: the server's event-loop delay (perf_hooks monitorEventLoopDelay, beyond its 10 ms
 *   sampling interval) over the talk's measured window;
 * - the talking rooms' `p99_ms` and `floor_p99_ms`, the store-then-broadcast floor measured in the same run
 *   as bench:realtime measures it: a bare socket.io relay's p99 for the same rooms plus one lone commit's p99;
 * - `server_`, `clients_` and (on PostgreSQL) `database_` `on_core_ms` and `waiting_ms`: how long the server's
 *   loop, the talking clients and the database ran and waited for a core over the window, as bench:realtime says;
 * - `load_before` and `load_after` (the 1-minute load average), `other_cpu_cores` (other work's CPU meanwhile)
 *   and `noisy`, as the other benches say them (lib.ts, `watchedTurn`).
 *
 * BENCH_HEAP_SNAPSHOTS=<directory> also writes the server's heap before and after the idle sockets open
 * (`before.heapsnapshot`, `after.heapsnapshot`): compare them in Chrome's DevTools to see what a socket holds.
 *
 * The server holds a file descriptor per socket: `ulimit -n` must exceed BENCH_SOCKETS plus a few hundred
 * (the bench checks it first; raise it with `ulimit -n 20000` in the shell that runs the bench).
 * `--smoke` runs tiny sizes so `pnpm test` keeps the bench alive.
 */
import { execFileSync, fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import {
  NOISY_LOAD,
  NOISY_OTHER_CORES,
  admittedParty,
  comparedServerSettings,
  endChild,
  isNoisy,
  watchedTurn,
  newMediator,
  pool,
  round,
  setting,
  startedCase,
} from './lib';
import {
  ask,
  commitFigures,
  commitLatencies,
  connectSeats,
  coreFigures,
  seatsOfBare,
  seatsOfOurs,
  startTarget,
  stopTarget,
  talk,
  talkWatched,
} from './rooms';
import type { Seat } from './rooms';
import type { ClientCommand, ClientReport } from './sockets-client';
import type { MemoryReply } from './constants';

const here = path.dirname(fileURLToPath(import.meta.url));

const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const SOCKETS = Math.max(1, Number(setting('BENCH_SOCKETS', SMOKE ? '60' : '10000')));
const CLIENT_PROCESSES = Math.max(1, Number(setting('BENCH_CLIENT_PROCESSES', SMOKE ? '2' : '4')));
const ROOMS = Math.max(1, Number(setting('BENCH_ROOMS', SMOKE ? '2' : '100')));
const RATE = Number(setting('BENCH_RATE', SMOKE ? '2' : '1'));
const DURATION_S = Number(setting('BENCH_DURATION_S', SMOKE ? '1' : '20'));
const WARMUP_S = Number(setting('BENCH_WARMUP_S', SMOKE ? '0.5' : '5'));
const DRAIN_S = SMOKE ? 3 : 10;
const COMMITS = Math.max(1, Number(setting('BENCH_COMMITS', SMOKE ? '20' : '1000')));
const COMMITS_WARMUP = SMOKE ? 5 : 50;
/** Idle cases per mediator: a busy mediator's open cases, each with its own socket. */
const CASES_PER_MEDIATOR = 100;
/** Sign-ins in flight per client process: enough to keep the server busy, few enough to queue under its connect timeout. */
const CONNECT_CONCURRENCY = 16;
const DATABASE = setting('BENCH_DB', 'pglite') as 'pglite' | 'postgres';
const HEAP_SNAPSHOTS = process.env.BENCH_HEAP_SNAPSHOTS;
const snapshotAt = (name: string) => (HEAP_SNAPSHOTS ? { snapshotPath: path.resolve(HEAP_SNAPSHOTS, `${name}.heapsnapshot`) } : {});

const TALKERS = ROOMS * 3;

/** The server's limits, raised so that the bench's own clients are never refused. */
function serverEnv(): Record<string, string> {
  const everyone = String(SOCKETS + TALKERS);
  return {
    // Making thousands of cases takes long on a busy machine: the tokens must outlive the bench.
    ACCESS_TOKEN_TTL_S: String(6 * 60 * 60),
    // On a busy machine a sign-in may queue behind the others' database queries for longer than the 10 s default.
    SOCKET_CONNECT_TIMEOUT_S: '60',
    // The talking rooms' mediator sits in every one of them, and sends once a second in each.
    SOCKET_EVENTS_PER_10S: String(Math.max(100, Math.ceil(ROOMS * RATE * 10 * 4))),
    SOCKETS_PER_PERSON: String(Math.max(ROOMS, CASES_PER_MEDIATOR)),
    JOIN_WAITING_PER_ADDRESS: everyone,
    // Every client process connects from this one address.
    SOCKET_UNAUTHENTICATED_PER_ADDRESS: everyone,
  };
}

/**
 * The idle seats: cases of three (the mediator with the case in its query, as the room connects, and its
 * two parties), started through the REST API, CASES_PER_MEDIATOR to a mediator.
 */
async function idleSeats(url: string, count: number): Promise<Pick<Seat, 'token' | 'query'>[]> {
  const cases = Math.ceil(count / 3);
  const mediators = await pool(
    Array.from({ length: Math.ceil(cases / CASES_PER_MEDIATOR) }, (_, index) => index),
    4,
    () => newMediator(url),
  );
  const rooms = await pool(
    Array.from({ length: cases }, (_, index) => index),
    16,
    async (index) => {
      const mediator = mediators[Math.floor(index / CASES_PER_MEDIATOR)]!;
      const row = await startedCase(url, mediator, `Idle ${index}`);
      const seats: Pick<Seat, 'token' | 'query'>[] = [{ token: mediator.mediatorToken, query: { case_id: row.id } }];
      for (const side of ['A', 'B'] as const) {
        const party = await admittedParty(url, row, side, mediator.mediatorToken, { first: `Idle${side}`, last: String(index) });
        seats.push({ token: party.token, query: { case_id: row.id } });
      }
      return seats;
    },
  );
  return rooms.flat().slice(0, count);
}

/** Forks the client processes, gives each its share of the seats, and waits until every one has connected them. */
async function connectIdle(url: string, seats: Pick<Seat, 'token' | 'query'>[]) {
  const clients: ChildProcess[] = Array.from({ length: Math.min(CLIENT_PROCESSES, seats.length) }, () =>
    fork(path.join(here, 'sockets-client.ts'), [], { execArgv: ['--import', 'tsx'], cwd: path.join(here, '..') }),
  );
  const share = Math.ceil(seats.length / clients.length);
  const started = performance.now();
  const connecting = Promise.all(
    clients.map(async (client, index) => {
      const report = once(client, 'message') as Promise<[ClientReport]>;
      const exited = once(client, 'exit').then(() => {
        throw new Error('a client process exited before its sockets connected');
      });
      client.send({
        type: 'connect',
        url,
        seats: seats.slice(index * share, (index + 1) * share),
        concurrency: CONNECT_CONCURRENCY,
      } satisfies ClientCommand);
      const [answer] = await Promise.race([report, exited]);
      if (answer.type === 'failed') throw new Error(`a client process could not connect its sockets: ${answer.error}`);
      return answer;
    }),
  );
  const reports = await connecting.catch(async (error: unknown) => {
    await closeClients(clients);
    throw error;
  });
  const seconds = (performance.now() - started) / 1000;
  return { clients, connected: reports.reduce((sum, report) => sum + report.sockets, 0), seconds };
}

async function closeClients(clients: ChildProcess[]) {
  await Promise.all(clients.map((client) => endChild(client, () => client.send({ type: 'close' } satisfies ClientCommand))));
}

/** The bare relay's figures for the same rooms: the relay half of the floor. */
async function bareRooms() {
  const { url, child } = await startTarget('bare', {});
  try {
    const seats = seatsOfBare(ROOMS);
    const sockets = await connectSeats(url, seats);
    const figures = await talk(sockets, seats, { rate: RATE, warmupS: WARMUP_S, durationS: DURATION_S, drainS: DRAIN_S });
    for (const socket of sockets) socket.disconnect();
    return figures;
  } finally {
    await stopTarget(child);
  }
}

type Memory = Extract<MemoryReply, { rssBytes: number }>;

const kbPer = (before: number, after: number, sockets: number) => round((after - before) / 1024 / Math.max(1, sockets), 2);
const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);

async function ours() {
  const { url, child } = await startTarget(DATABASE, serverEnv(), ['--expose-gc']);
  try {
    const talking = await seatsOfOurs(url, ROOMS);
    // Timed before any client connects: the server does nothing else meanwhile.
    const commits = commitFigures(await commitLatencies(child, { ...talking.commitRoom, samples: COMMITS, warmup: COMMITS_WARMUP }));
    process.stderr.write(`bench: making ${Math.ceil(SOCKETS / 3)} idle cases...\n`);
    const seats = await idleSeats(url, SOCKETS);
    const before = (await ask(child, { type: 'memory', ...snapshotAt('before') })) as Memory;
    process.stderr.write(`bench: opening ${seats.length} idle sockets from ${CLIENT_PROCESSES} client processes...\n`);
    const idle = await connectIdle(url, seats);
    try {
      const after = (await ask(child, { type: 'memory', ...snapshotAt('after') })) as Memory;
      const talkers = await connectSeats(url, talking.seats);
      process.stderr.write(`bench: ${ROOMS} rooms talking beside them for ${WARMUP_S + DURATION_S} s...\n`);
      const {
        figures,
        server: lag,
        cores,
      } = await talkWatched(child, talkers, talking.seats, {
        hasDatabase: DATABASE === 'postgres',
        rate: RATE,
        warmupS: WARMUP_S,
        durationS: DURATION_S,
        drainS: DRAIN_S,
      });
      const during = (await ask(child, { type: 'memory' })) as Memory;
      for (const socket of talkers) socket.disconnect();
      const sockets = after.sockets - before.sockets;
      return {
        sockets,
        clients_connected: idle.connected,
        server_sockets_while_talking: during.sockets,
        kb_per_socket: kbPer(before.heapUsedBytes, after.heapUsedBytes, sockets),
        rss_kb_per_socket: kbPer(before.rssBytes, after.rssBytes, sockets),
        external_kb_per_socket: kbPer(before.externalBytes, after.externalBytes, sockets),
        connect_per_s: round(idle.connected / idle.seconds, 1),
        connect_s: round(idle.seconds, 1),
        loop_lag_p50_ms: lag.p50Ms,
        loop_lag_p99_ms: lag.p99Ms,
        loop_lag_max_ms: lag.maxMs,
        loop_utilization: lag.utilization,
        gc_pauses: lag.gc.pauses,
        gc_pause_total_ms: lag.gc.totalMs,
        gc_pause_max_ms: lag.gc.maxMs,
        gc_scavenges: lag.gc.scavenges,
        gc_scavenge_max_ms: lag.gc.scavengeMaxMs,
        gc_other_max_ms: lag.gc.otherMaxMs,
        ...(lag.append ? { store_p50_ms: lag.append.p50Ms, store_p99_ms: lag.append.p99Ms } : {}),
        ...coreFigures(cores),
        memory_mb: {
          collected: before.isCollected && after.isCollected,
          before: { rss: mb(before.rssBytes), heap_used: mb(before.heapUsedBytes), external: mb(before.externalBytes) },
          idle_sockets_open: { rss: mb(after.rssBytes), heap_used: mb(after.heapUsedBytes), external: mb(after.externalBytes) },
        },
        rooms: figures,
        ...commits,
      };
    } finally {
      await closeClients(idle.clients);
    }
  } finally {
    await stopTarget(child);
  }
}

const GOALS = { kb_per_socket_at_most: 20, loop_lag_p99_ms_at_most: 20, p99_vs_floor_at_most: 1.5 };

/** Refuses to start when the server could not open a descriptor per socket: it would fail halfway, after the long setup. */
function checkDescriptorLimit() {
  const limit = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
  const needed = SOCKETS + TALKERS + 500;
  if (limit !== 'unlimited' && Number(limit) < needed) {
    throw new Error(
      `ulimit -n is ${limit}; ${needed} descriptors are needed for ${SOCKETS} sockets: raise it (ulimit -n ${needed}) and run again`,
    );
  }
}

async function main() {
  checkDescriptorLimit();
  const {
    result: { bare, measured },
    machine,
  } = await watchedTurn(
    async () => {
      process.stderr.write(`bench: the bare relay, ${ROOMS} rooms at ${RATE}/s each for ${DURATION_S} s...\n`);
      const bare = await bareRooms();
      return { bare, measured: await ours() };
    },
    { smoke: SMOKE },
  );
  const floorP99 = round(bare.p99_ms + measured.commit_p99_ms);
  const p99VsFloor = round(measured.rooms.p99_ms / floorP99, 3);
  const noisy = isNoisy([machine]);
  const { rooms, ...figures } = measured;
  const report = {
    smoke: SMOKE,
    database: DATABASE,
    noisy,
    noisy_above_load_1m: NOISY_LOAD,
    noisy_above_other_cpu_cores: NOISY_OTHER_CORES,
    load_before: machine.before,
    load_after: machine.after,
    other_cpu_cores: machine.other_cpu_cores,
    cpus: cpus().length,
    server_settings: comparedServerSettings(),
    sockets_asked: SOCKETS,
    client_processes: CLIENT_PROCESSES,
    ...figures,
    talking_rooms: ROOMS,
    rate_per_client_per_s: RATE,
    duration_s: DURATION_S,
    p50_ms: rooms.p50_ms,
    p99_ms: rooms.p99_ms,
    floor_p99_ms: floorP99,
    p99_vs_floor: p99VsFloor,
    bare_p50_ms: bare.p50_ms,
    bare_p99_ms: bare.p99_ms,
    floor:
      'floor_p99_ms = the bare relay p99 for the same rooms + one lone commit p99 of a message on that database, timed in the same run',
    talk: rooms,
    goals: GOALS,
    // Memory is judged on any machine; a p99 measured while other work ran shows the machine, not the server.
    meets_goals: {
      kb_per_socket: figures.kb_per_socket <= GOALS.kb_per_socket_at_most,
      ...(noisy && !SMOKE
        ? { timings: 'not judged: the machine was busy (noisy); run again on a quiet machine' }
        : {
            loop_lag_p99_ms: figures.loop_lag_p99_ms <= GOALS.loop_lag_p99_ms_at_most,
            p99_vs_floor: p99VsFloor <= GOALS.p99_vs_floor_at_most,
          }),
    },
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
