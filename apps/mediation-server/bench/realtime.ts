/**
 * `pnpm bench:realtime`: rooms of three (mediator, party A, party B) on loopback, every client sending
 * into group M at a fixed rate, against a bare socket.io relay (no auth, no storage) and our server on
 * PGlite and on PostgreSQL, in one run. Prints one JSON document.
 *
 * Settings (environment or --name=value): BENCH_CLIENTS (1000), BENCH_RATE messages per second per
 * client (1), BENCH_DURATION_S measured seconds (20), BENCH_WARMUP_S (5), BENCH_TARGETS
 * (bare,pglite,postgres; postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL), BENCH_ROUNDS (1):
 * the targets run in turn that many times and the report gives each figure's median over the rounds,
 * so that one noisy window on a shared machine does not decide a p99. `--smoke` runs tiny sizes (see SMOKE).
 * The server settings a run compares by (`comparedServerSettings` in lib.ts), when set, go to the server.
 * `nostore` among the targets adds a control: our server on PGlite whose messages are answered without being
 * stored. It has no commit and no floor, only its p99 against the bare relay's, and no verdict: the gap between
 * it and the relay is the part of our tail that is not the store.
 *
 * The store-then-broadcast floor: before each load on our server, its process times BENCH_COMMITS (1000)
 * lone commits of a message (the repository's `append`, one INSERT in its own transaction, on the same
 * database), and the report adds, per database, floor_p99_ms = the bare relay's p99 + that commit p99
 * (and the same for p50) with p99_vs_floor: what no store-then-broadcast server could beat on this machine.
 *
 * Over the measured window each target also reports how long the server's loop (`server_`), this process's
 * clients (`clients_`) and PostgreSQL's processes (`database_`) ran (`on_core_ms`) and were ready but waited for a
 * core (`waiting_ms`, `waiting_per_turn_us`), from Linux's schedstat: the part of a tail that is the machine's.
 */
import { cpus } from 'node:os';
import { NOISY_LOAD, NOISY_OTHER_CORES, comparedServerSettings, isNoisy, round, setting, watchedTurn } from './lib';
import type { MachineDuringTurn } from './lib';
import {
  commitFigures,
  commitLatencies,
  connectSeats,
  coreFigures,
  seatsOfBare,
  seatsOfOurs,
  startTarget,
  stopTarget,
  storesMessages,
  talkWatched,
} from './rooms';
import type { Seat, Target } from './rooms';

/** `--smoke` (or BENCH_SMOKE=1): two rooms for a second, so `pnpm test` can prove the bench still runs end to end. */
const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const CLIENTS = Math.max(3, Math.round(Number(setting('BENCH_CLIENTS', SMOKE ? '6' : '1000')) / 3) * 3);
const RATE = Number(setting('BENCH_RATE', SMOKE ? '2' : '1'));
const DURATION_S = Number(setting('BENCH_DURATION_S', SMOKE ? '1' : '20'));
const WARMUP_S = Number(setting('BENCH_WARMUP_S', SMOKE ? '0.5' : '5'));
const ROUNDS = Math.max(1, Number(setting('BENCH_ROUNDS', '1')));
const DRAIN_S = SMOKE ? 3 : 10;
const COMMITS = Math.max(1, Number(setting('BENCH_COMMITS', SMOKE ? '20' : '1000')));
const COMMITS_WARMUP = SMOKE ? 5 : 50;
const hasPostgres = Boolean(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
const TARGETS = setting('BENCH_TARGETS', hasPostgres ? 'bare,pglite,postgres' : 'bare,pglite')
  .split(',')
  .map((target) => target.trim())
  .filter(Boolean) as Target[];

/** The server's limits, raised so that the bench's own clients are never refused. */
function serverEnv(): Record<string, string> {
  // The one bench mediator sits in every room: its connections and its emit budget (one per person) grow with them.
  return {
    SOCKET_EVENTS_PER_10S: String(Math.max(100, Math.ceil((CLIENTS / 3) * RATE * 10 * 4))),
    SOCKETS_PER_PERSON: String(CLIENTS),
    JOIN_WAITING_PER_ADDRESS: String(CLIENTS),
    // Every bench client comes from this one address, up to 50 signing in at once.
    SOCKET_UNAUTHENTICATED_PER_ADDRESS: String(CLIENTS),
  };
}

async function measure(target: Target) {
  const { url, child } = await startTarget(target, serverEnv());
  try {
    let seats: Seat[];
    let commits: ReturnType<typeof commitFigures> | undefined;
    if (target === 'bare') seats = seatsOfBare(CLIENTS / 3);
    else {
      const ours = await seatsOfOurs(url, CLIENTS / 3);
      seats = ours.seats;
      // Timed with the rooms made and no client connected yet: the server does nothing else meanwhile.
      if (storesMessages(target))
        commits = commitFigures(await commitLatencies(child, { ...ours.commitRoom, samples: COMMITS, warmup: COMMITS_WARMUP }));
    }
    const sockets = await connectSeats(url, seats);
    // The server's own loop delay, collection pauses and stores over the measured window: where a tail comes from.
    const { figures, server, cores } = await talkWatched(child, sockets, seats, {
      hasDatabase: target === 'postgres',
      rate: RATE,
      warmupS: WARMUP_S,
      durationS: DURATION_S,
      drainS: DRAIN_S,
    });
    for (const socket of sockets) socket.disconnect();
    const inServer = {
      server_loop_lag_p99_ms: server.p99Ms,
      server_loop_lag_max_ms: server.maxMs,
      server_loop_utilization: server.utilization,
      server_gc_pauses: server.gc.pauses,
      server_gc_pause_total_ms: server.gc.totalMs,
      server_gc_pause_max_ms: server.gc.maxMs,
      server_gc_scavenges: server.gc.scavenges,
      server_gc_scavenge_max_ms: server.gc.scavengeMaxMs,
      server_gc_other_max_ms: server.gc.otherMaxMs,
      ...(server.append ? { server_store_p50_ms: server.append.p50Ms, server_store_p99_ms: server.append.p99Ms } : {}),
    };
    return { ...figures, ...inServer, ...coreFigures(cores), ...commits };
  } finally {
    await stopTarget(child);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Figures = Awaited<ReturnType<typeof measure>>;

/** Each figure's median over the rounds. */
function medianOf(rounds: Figures[]): Figures {
  const keys = Object.keys(rounds[0]!) as (keyof Figures)[];
  return Object.fromEntries(
    keys.map((key) => [key, round(median(rounds.map((figures) => figures[key]).filter((value) => value !== undefined)), 3)]),
  ) as Figures;
}

interface Ratios {
  throughput_vs_bare: number;
  p99_vs_bare: number;
  /** Our p50 and p99 over the store-then-broadcast floor's (1 would be as fast as storing then relaying can be). */
  p50_vs_floor?: number;
  p99_vs_floor?: number;
}

/** What our server must reach: no fewer deliveries than half the bare relay's, a p99 within 1.5 times the floor. */
const TARGET = { throughput_vs_bare_at_least: 0.5, p99_vs_floor_at_most: 1.5 };

/** A database target's figures against the bare relay's of the same round (or the medians'). */
function againstBare(ours: Figures, bare: Figures): { floor: { floor_p50_ms?: number; floor_p99_ms?: number }; ratios: Ratios } {
  const ratios: Ratios = {
    throughput_vs_bare: round(ours.delivered_msgs_per_s / bare.delivered_msgs_per_s, 3),
    p99_vs_bare: round(ours.p99_ms / bare.p99_ms, 3),
  };
  if (ours.commit_p50_ms === undefined || ours.commit_p99_ms === undefined) return { floor: {}, ratios };
  const floorP50 = round(bare.p50_ms + ours.commit_p50_ms);
  const floorP99 = round(bare.p99_ms + ours.commit_p99_ms);
  return {
    floor: { floor_p50_ms: floorP50, floor_p99_ms: floorP99 },
    ratios: { ...ratios, p50_vs_floor: round(ours.p50_ms / floorP50, 3), p99_vs_floor: round(ours.p99_ms / floorP99, 3) },
  };
}

async function main() {
  const rounds: Record<string, Figures[]> = {};
  // The machine's 1-minute load average around each target's turn: on a shared machine, what the figures were measured under.
  const load: Record<string, MachineDuringTurn[]> = {};
  for (let index = 1; index <= ROUNDS; index += 1) {
    for (const target of TARGETS) {
      process.stderr.write(`bench: round ${index}/${ROUNDS}, ${target}, ${CLIENTS} clients at ${RATE}/s each for ${DURATION_S} s...\n`);
      const { result, machine } = await watchedTurn(() => measure(target), { smoke: SMOKE });
      (rounds[target] ??= []).push(result);
      (load[target] ??= []).push(machine);
    }
  }
  const results: Record<string, Figures & { floor_p50_ms?: number; floor_p99_ms?: number; ratios?: Ratios }> = {};
  for (const target of TARGETS) results[target] = medianOf(rounds[target]!);
  const bare = results.bare;
  const verdict: Record<string, boolean> = {};
  const ratiosByRound: Record<string, Ratios[]> = {};
  if (bare) {
    for (const target of TARGETS.filter((name) => name !== 'bare')) {
      const { floor, ratios } = againstBare(results[target]!, bare);
      results[target] = { ...results[target]!, ...floor, ratios };
      if (storesMessages(target))
        verdict[target] =
          ratios.throughput_vs_bare >= TARGET.throughput_vs_bare_at_least &&
          (ratios.p99_vs_floor ?? Infinity) <= TARGET.p99_vs_floor_at_most;
      ratiosByRound[target] = rounds[target]!.map((figures, index) => againstBare(figures, rounds.bare![index]!).ratios);
    }
  }
  // A p99 measured while other work ran on the machine shows the machine, not the server: a noisy run's
  // ratios are not printed as results.
  const noisy = isNoisy(Object.values(load).flat());
  const refuseRatios = noisy && !SMOKE;
  if (refuseRatios) for (const target of Object.keys(results)) delete results[target]!.ratios;
  const report = {
    smoke: SMOKE,
    noisy,
    noisy_above_load_1m: NOISY_LOAD,
    noisy_above_other_cpu_cores: NOISY_OTHER_CORES,
    clients: CLIENTS,
    rooms: CLIENTS / 3,
    rate_per_client_per_s: RATE,
    offered_msgs_per_s: CLIENTS * RATE,
    expected_deliveries_per_s: CLIENTS * RATE * 2,
    duration_s: DURATION_S,
    warmup_s: WARMUP_S,
    rounds: ROUNDS,
    cpus: cpus().length,
    load_average_1m: load,
    commit_samples: COMMITS,
    server_settings: comparedServerSettings(),
    floor: 'floor_p99_ms = the bare relay p99 + one lone commit p99 of a message on that database, timed in the same run',
    results,
    target: TARGET,
    meets_target: refuseRatios ? 'not judged: the machine was busy (noisy); run again on a quiet machine' : verdict,
    ...(ROUNDS > 1 ? { rounds_detail: rounds, ...(refuseRatios ? {} : { ratios_by_round: ratiosByRound }) } : {}),
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
