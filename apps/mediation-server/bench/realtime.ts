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
 *
 * The store-then-broadcast floor: before each load on our server, its process times BENCH_COMMITS (1000)
 * lone commits of a message (the repository's `append`, one INSERT in its own transaction, on the same
 * database), and the report adds, per database, floor_p99_ms = the bare relay's p99 + that commit p99
 * (and the same for p50) with p99_vs_floor: what no store-then-broadcast server could beat on this machine.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { BENCH_ADMIN } from './constants';
import type { CommitsReply, CommitsRequest } from './constants';

const here = path.dirname(fileURLToPath(import.meta.url));

function setting(name: string, fallback: string): string {
  const flag = process.argv.find((argument) => argument.startsWith(`--${name.toLowerCase().replace(/^bench_/, '')}=`));
  return flag?.split('=')[1] ?? process.env[name] ?? fallback;
}

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

type Target = 'bare' | 'pglite' | 'postgres';

interface Seat {
  token?: string;
  query: Record<string, string | number>;
  /** The roomMsg payload this seat sends, without its timestamp and id. */
  payload: Record<string, unknown>;
}

// --- The server process

async function startTarget(target: Target): Promise<{ url: string; child: ChildProcess }> {
  // The one bench mediator sits in every room: its connections and its emit budget (one per person) grow with them.
  const env = {
    SOCKET_EVENTS_PER_10S: String(Math.max(100, Math.ceil((CLIENTS / 3) * RATE * 10 * 4))),
    SOCKETS_PER_PERSON: String(CLIENTS),
    JOIN_WAITING_PER_ADDRESS: String(CLIENTS),
    // Every bench client comes from this one address, up to 50 signing in at once.
    SOCKET_UNAUTHENTICATED_PER_ADDRESS: String(CLIENTS),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts'), target, JSON.stringify(env)], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    cwd: path.join(here, '..'),
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{"url"')) return { url: (JSON.parse(line) as { url: string }).url, child };
  }
  throw new Error(`${target} server exited before listening`);
}

/** Asks our server's process to time lone commits of a message into `room` (see server.ts). */
async function commitLatencies(child: ChildProcess, room: Omit<CommitsRequest, 'type' | 'samples' | 'warmup'>): Promise<number[]> {
  const answer = new Promise<CommitsReply>((resolve, reject) => {
    child.once('message', (reply: CommitsReply) => resolve(reply));
    child.once('exit', () => reject(new Error('the server exited while timing commits')));
  });
  child.send({ type: 'commits', ...room, samples: COMMITS, warmup: COMMITS_WARMUP } satisfies CommitsRequest);
  const reply = await answer;
  if ('error' in reply) throw new Error(`timing commits failed: ${reply.error}`);
  return reply.latenciesMs;
}

async function stopTarget(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

// --- Populating our server through its REST API

async function call<T>(url: string, method: string, apiPath: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${url}/api${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs `work` over items with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** The seats of every room, and the first room's case and mediator (where the commits are timed). */
async function seatsOfOurs(url: string): Promise<{ seats: Seat[]; commitRoom: { caseId: string; fromUserId: number } }> {
  const { access: adminToken } = await call<{ access: string }>(url, 'POST', '/core/auth/token/', BENCH_ADMIN);
  const mediatorEmail = `mediator.${randomUUID()}@bench.local`;
  const created = await call<{ user: { id: number } }>(
    url,
    'POST',
    '/users/mediator/',
    {
      user: { email: mediatorEmail, password: 'bench-password', first_name: 'Bench', last_name: 'Mediator' },
      phone: '+972500000000',
    },
    adminToken,
  );
  const mediatorId = created.user.id;
  const { access: mediatorToken } = await call<{ access: string }>(url, 'POST', '/core/auth/token/', {
    email: mediatorEmail,
    password: 'bench-password',
  });
  const rooms = await pool(
    Array.from({ length: CLIENTS / 3 }, (_, index) => index),
    16,
    async (index) => {
      const row = await call<{ id: string; link: string }>(
        url,
        'POST',
        '/session/case/',
        {
          title: `Bench ${index}`,
          category: 'other',
          mediator: mediatorId,
        },
        mediatorToken,
      );
      await call(url, 'POST', '/session/set_case_full_id/', { case_id: row.id, link_id: row.link }, mediatorToken);
      const parties = [];
      for (const side of ['A', 'B'] as const) {
        // A party asks through the waiting room, the mediator admits it, and its first poll carries the token.
        const email = `party.${side}.${index}.${randomUUID()}@bench.local`;
        const asked = await call<{ request_id: string; request_token: string }>(url, 'POST', '/session/join/', {
          link_id: row.link,
          side,
          email,
          first_name: `Party${side}`,
          last_name: String(index),
        });
        await call(url, 'POST', `/session/case/${row.id}/join-requests/${asked.request_id}/`, { decision: 'admit' }, mediatorToken);
        const joined = await call<{ status: string; access?: string; user?: { id: number } }>(
          url,
          'GET',
          `/session/join/${asked.request_id}/`,
          undefined,
          asked.request_token,
        );
        if (joined.status !== 'admitted' || !joined.access || !joined.user)
          throw new Error(`party ${side} of room ${index} was not admitted: ${joined.status}`);
        parties.push({ side, id: joined.user.id, token: joined.access });
      }
      return { caseId: row.id, parties };
    },
  );
  const seats = rooms.flatMap((room) => [
    {
      token: mediatorToken,
      query: { case_id: room.caseId },
      payload: { to: room.caseId, from: mediatorId, fromSide: 'M', side: 'M', displayName: 'Bench Mediator' },
    },
    ...room.parties.map((party) => ({
      token: party.token,
      query: { case_id: room.caseId },
      payload: { to: room.caseId, from: party.id, fromSide: party.side, side: 'M', displayName: `Party${party.side}` },
    })),
  ]);
  return { seats, commitRoom: { caseId: rooms[0]!.caseId, fromUserId: mediatorId } };
}

function seatsOfBare(): Seat[] {
  return Array.from({ length: CLIENTS }, (_, index) => {
    const room = `room-${Math.floor(index / 3)}`;
    return { query: { room }, payload: { to: room, side: 'M' } };
  });
}

// --- The load

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

async function connectSeats(url: string, seats: Seat[]): Promise<Socket[]> {
  return pool(seats, 50, async (seat) => {
    const socket = io(url, {
      auth: seat.token ? { token: seat.token } : {},
      query: seat.query,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 30_000,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  });
}

async function measure(target: Target) {
  const { url, child } = await startTarget(target);
  try {
    let seats: Seat[];
    let commits: { commit_p50_ms: number; commit_p99_ms: number; commit_samples: number } | undefined;
    if (target === 'bare') seats = seatsOfBare();
    else {
      const ours = await seatsOfOurs(url);
      seats = ours.seats;
      // Timed with the rooms made and no client connected yet: the server does nothing else meanwhile.
      const times = (await commitLatencies(child, ours.commitRoom)).sort((a, b) => a - b);
      commits = {
        commit_p50_ms: round(percentile(times, 0.5)),
        commit_p99_ms: round(percentile(times, 0.99)),
        commit_samples: times.length,
      };
    }
    const sockets = await connectSeats(url, seats);
    const latencies: number[] = [];
    const ackLatencies: number[] = [];
    let delivered = 0;
    let sentInWindow = 0;
    let refused = 0;
    let unanswered = 0;
    const start = performance.now();
    const windowStart = start + WARMUP_S * 1000;
    const windowEnd = windowStart + DURATION_S * 1000;
    const inWindow = (time: number) => time >= windowStart && time < windowEnd;

    for (const socket of sockets) {
      socket.on('roomMsg', (message: { message: string }) => {
        const sentAt = Number(message.message);
        if (!inWindow(sentAt)) return;
        delivered += 1;
        latencies.push(performance.now() - sentAt);
      });
    }
    const intervalMs = 1000 / RATE;
    const timers = sockets.map((socket, index) => {
      const seat = seats[index]!;
      const send = () => {
        const sentAt = performance.now();
        if (sentAt >= windowEnd) return;
        if (inWindow(sentAt)) sentInWindow += 1;
        socket
          .timeout(30_000)
          .emitWithAck('roomMsg', { ...seat.payload, message: String(sentAt), client_msg_id: `b-${randomUUID()}` })
          .then((ack: { ok: boolean }) => {
            if (!ack.ok) refused += 1;
            else if (inWindow(sentAt)) ackLatencies.push(performance.now() - sentAt);
          })
          .catch(() => {
            unanswered += 1;
          });
      };
      // Spread the clients evenly over one interval so the load is steady, not in bursts.
      const first = setTimeout(
        () => {
          send();
          timers[index] = setInterval(send, intervalMs);
        },
        (index / sockets.length) * intervalMs,
      );
      return first;
    });
    await new Promise((resolve) => setTimeout(resolve, windowEnd - performance.now()));
    for (const timer of timers) clearInterval(timer);
    // Deliveries of messages sent in the window may still be on their way.
    const expected = sentInWindow * 2;
    const drainUntil = performance.now() + DRAIN_S * 1000;
    while (delivered < expected && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 50));
    for (const socket of sockets) socket.disconnect();
    latencies.sort((a, b) => a - b);
    ackLatencies.sort((a, b) => a - b);
    return {
      sent: sentInWindow,
      delivered,
      sent_per_s: round(sentInWindow / DURATION_S),
      delivered_msgs_per_s: round(delivered / DURATION_S),
      delivered_of_expected: round(delivered / Math.max(1, expected), 4),
      p50_ms: round(percentile(latencies, 0.5)),
      p99_ms: round(percentile(latencies, 0.99)),
      ack_p50_ms: round(percentile(ackLatencies, 0.5)),
      ack_p99_ms: round(percentile(ackLatencies, 0.99)),
      refused,
      unanswered,
      ...commits,
    };
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

/** The 1-minute load average past which a run is noisy. */
const NOISY_LOAD = 1.5;

async function main() {
  const rounds: Record<string, Figures[]> = {};
  // The machine's 1-minute load average around each target's turn: on a shared machine, what the figures were measured under.
  const load: Record<string, { before: number; after: number }[]> = {};
  for (let index = 1; index <= ROUNDS; index += 1) {
    for (const target of TARGETS) {
      process.stderr.write(`bench: round ${index}/${ROUNDS}, ${target}, ${CLIENTS} clients at ${RATE}/s each for ${DURATION_S} s...\n`);
      const before = round(loadavg()[0]!);
      (rounds[target] ??= []).push(await measure(target));
      (load[target] ??= []).push({ before, after: round(loadavg()[0]!) });
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
      verdict[target] = ratios.throughput_vs_bare >= 0.5 && ratios.p99_vs_bare <= 3;
      ratiosByRound[target] = rounds[target]!.map((figures, index) => againstBare(figures, rounds.bare![index]!).ratios);
    }
  }
  // A p99 measured while other work ran on the machine shows the machine, not the server: past this 1-minute
  // load average (before or after any turn) the run is noisy, and its ratios are not printed as results.
  const noisy = Object.values(load)
    .flat()
    .some((sample) => Math.max(sample.before, sample.after) > NOISY_LOAD);
  const refuseRatios = noisy && !SMOKE;
  if (refuseRatios) for (const target of Object.keys(results)) delete results[target]!.ratios;
  const report = {
    smoke: SMOKE,
    noisy,
    noisy_above_load_1m: NOISY_LOAD,
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
    floor: 'floor_p99_ms = the bare relay p99 + one lone commit p99 of a message on that database, timed in the same run',
    results,
    target: { throughput_vs_bare_at_least: 0.5, p99_vs_bare_at_most: 3 },
    meets_target: refuseRatios ? 'not judged: the machine was busy (noisy); run again on a quiet machine' : verdict,
    ...(ROUNDS > 1 ? { rounds_detail: rounds, ...(refuseRatios ? {} : { ratios_by_round: ratiosByRound }) } : {}),
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
