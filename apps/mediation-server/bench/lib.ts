/** What the benchmarks share: the REST calls that populate a server, a bounded pool, and percentiles. */
import { spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { BENCH_ADMIN } from './constants';

export async function call<T>(url: string, method: string, apiPath: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${url}/api${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs `work` over items with at most `limit` at a time. */
export async function pool<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
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

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** One pause of the collector: when it began, on the machine's monotonic clock (ms), and how long it held the thread. */
export interface GcPause {
  atMs: number;
  ms: number;
}

/**
 * The machine's monotonic clock in ms. Every process on the machine reads the same clock, so a window timed in
 * one process can pick out the pauses of another (performance.now() counts from each process's own start).
 */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

/** The collector's pauses in this process while `work` runs. */
export async function gcPausesDuring<T>(work: () => Promise<T>): Promise<{ result: T; pauses: GcPause[] }> {
  // An entry's startTime is on performance's clock, which is the monotonic clock less this process's start.
  const origin = monotonicMs() - performance.now();
  const pauses: GcPause[] = [];
  const take = (entries: readonly { startTime: number; duration: number }[]) => {
    for (const entry of entries) pauses.push({ atMs: origin + entry.startTime, ms: entry.duration });
  };
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  try {
    const result = await work();
    // Entries are handed to the callback later; those not handed yet are taken here.
    take(observer.takeRecords());
    return { result, pauses };
  } finally {
    observer.disconnect();
  }
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Sends a child process of the bench (our server, a timing client) one request and waits for its reply of the same
 * type. A child answers a request it could not carry out with `{ type, error }`, which is thrown here, as is its
 * exit before it answered. `who` names the child in those errors.
 */
export function askChild<Reply extends { type: string }>(child: ChildProcess, request: { type: string }, who: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onExit = () => {
      settle();
      reject(new Error(`the ${who} exited while answering ${request.type}`));
    };
    const onMessage = (reply: Reply) => {
      if (reply.type !== request.type) return;
      settle();
      if ('error' in reply) reject(new Error(`${request.type} failed in the ${who}: ${String(reply.error)}`));
      else resolve(reply);
    };
    if (hasExited(child)) {
      reject(new Error(`the ${who} had exited before ${request.type}`));
      return;
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(request, (error) => {
      if (!error) return;
      settle();
      reject(error);
    });
  });
}

/** Asks a child process to end (`askToEnd`) and waits until it has; one still running 10 s later is killed. */
export async function endChild(child: ChildProcess, askToEnd: () => void): Promise<void> {
  if (hasExited(child)) return;
  const exited = once(child, 'exit');
  askToEnd();
  const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timeout);
}

/**
 * The server's own settings (src/config.ts) that a run may set in the bench's environment, to be compared with a run
 * without them: every server of ours a bench starts takes those set (bench/app.ts, over the bench's own values), and
 * every report names them (`server_settings`). The bench's server logs at `warn` unless LOG_LEVEL says otherwise; a
 * server left at its default, `info`, writes a line for every socket event.
 */
export function comparedServerSettings(): Record<string, string> {
  return Object.fromEntries(
    ['MESSAGE_WRITE_CONCURRENCY', 'LOG_LEVEL', 'SEARCH_INDEX_MERGE_INTERVAL_MS'].flatMap((name) =>
      process.env[name] ? [[name, process.env[name]!]] : [],
    ),
  );
}

/** A bench's setting: `--name=value` (BENCH_ dropped, lower case), else the environment's BENCH_NAME, else `fallback`. */
export function setting(name: string, fallback: string): string {
  const flag = process.argv.find((argument) => argument.startsWith(`--${name.toLowerCase().replace(/^bench_/, '')}=`));
  // The value is all that follows the first '=': node flags given this way carry their own (`--cpu-prof-dir=...`).
  return flag?.slice(flag.indexOf('=') + 1) ?? process.env[name] ?? fallback;
}

/**
 * The node flags of the server's `start` script (`node <flags> dist/server.js`), so that a bench measures the
 * server as it runs in production.
 */
export function startScriptNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
  const match = /^node((?: --\S+)*) dist\/server\.js$/.exec(manifest.scripts.start);
  if (!match) throw new Error(`the server's start script is not "node <flags> dist/server.js": ${manifest.scripts.start}`);
  return match[1]!.split(' ').filter(Boolean);
}

/**
 * Runs this bench again with the start script's node flags when it was started without them: a bench that
 * runs the server in its own process measures it as production runs it.
 */
export function withStartScriptFlags(): void {
  const flags = startScriptNodeFlags();
  if (flags.every((flag) => process.execArgv.includes(flag))) return;
  const run = spawnSync(process.execPath, [...flags, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

/** The 1-minute load average past which a run is noisy: its timings show the machine's other work, not the server. */
export const NOISY_LOAD = 1.5;

/**
 * The CPU, in cores, that work other than the bench's may take on average during a turn before the run is noisy.
 * The load average after a turn cannot tell: on two cores the bench's own processes (clients, server, database)
 * lift it to about 1.8 on a quiet machine, so what is judged after a turn is the others' CPU time.
 */
export const NOISY_OTHER_CORES = 0.25;

/** A full run waits up to this long before each turn for the machine's load to settle, its previous turn's included. */
const QUIET_LOAD = 1;
const QUIET_WAIT_MS = 180_000;

/** The machine around one turn of a bench: the 1-minute load average before and after, and the others' CPU. */
export interface MachineDuringTurn {
  before: number;
  after: number;
  /** Cores' worth of CPU that processes other than the bench's and PostgreSQL's used during the turn (null off Linux). */
  other_cpu_cores: number | null;
}

const CLOCK_TICKS_PER_S = 100;

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** utime, stime and the reaped children's cutime and cstime of /proc/<pid>/stat, with its parent and name. */
function processTicks(pid: string): { parent: number; name: string; ticks: number } | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(fields[1]), name, ticks: fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) };
}

/** A process is PostgreSQL's, and serves the bench's database, when its name is `postgres`. */
const isDatabaseProcess = (found: { name: string } | undefined) => found?.name === 'postgres';

/**
 * The machine's busy CPU ticks, and those of the bench's own work: this process, its descendants (a child that
 * ended counts in its parent's reaped time) and PostgreSQL's processes, which serve the bench's database.
 */
export function cpuTicks(): { busy: number; ours: number } | undefined {
  const line = readText('/proc/stat')?.split('\n')[0];
  if (!line?.startsWith('cpu ')) return undefined;
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user! + nice! + system! + irq! + softirq! + (steal ?? 0);
  const processes = new Map<number, { parent: number; name: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const found = processTicks(entry);
    if (found) processes.set(Number(entry), found);
  }
  const isOurs = (pid: number): boolean => {
    for (let current = pid, depth = 0; current > 1 && depth < 64; depth += 1) {
      if (current === process.pid) return true;
      current = processes.get(current)?.parent ?? 0;
    }
    return false;
  };
  let ours = 0;
  for (const [pid, found] of processes) if (isDatabaseProcess(found) || isOurs(pid)) ours += found.ticks;
  return { busy, ours };
}

/** A thread's time on a core, its time ready to run but waiting for one, and how many turns on a core it had. */
export interface CoreTime {
  onCoreMs: number;
  waitingMs: number;
  turns: number;
}

/** Linux's `/proc/<pid>/task/<tid>/schedstat`: nanoseconds on a core, nanoseconds waiting in the run queue, turns. */
export function parseSchedstat(text: string): CoreTime | undefined {
  const [onCore, waiting, turns] = text.trim().split(/\s+/).map(Number);
  if (![onCore, waiting, turns].every((value) => Number.isFinite(value))) return undefined;
  return { onCoreMs: onCore! / 1e6, waitingMs: waiting! / 1e6, turns: turns! };
}

/** One thread's core time so far (a process's main thread by default, whose id is the pid); undefined off Linux. */
export function threadCoreTime(pid: number, tid = pid): CoreTime | undefined {
  const text = readText(`/proc/${pid}/task/${tid}/schedstat`);
  return text === undefined ? undefined : parseSchedstat(text);
}

/** One thread's core time, keyed by its pid, as `coreTimeBetween` takes it; empty off Linux. */
export function threadCoreTimes(pid: number): Map<number, CoreTime> {
  const time = threadCoreTime(pid);
  return new Map(time ? [[pid, time]] : []);
}

/** Each PostgreSQL process's core time so far (every backend is one thread), by pid. */
export function databaseCoreTimes(): Map<number, CoreTime> {
  const times = new Map<number, CoreTime>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || !isDatabaseProcess(processTicks(entry))) continue;
    const time = threadCoreTime(Number(entry));
    if (time) times.set(Number(entry), time);
  }
  return times;
}

/**
 * What threads spent between two readings: milliseconds on a core and waiting for one, and the mean wait a turn
 * in microseconds. Threads read only once (started or ended in between) are left out. On a machine with spare
 * cores a woken thread runs at once; waiting that grows with the load is the machine's share of a tail.
 */
export function coreTimeBetween(
  before: Map<number, CoreTime> | undefined,
  after: Map<number, CoreTime> | undefined,
): { on_core_ms: number; waiting_ms: number; waiting_per_turn_us: number } | undefined {
  if (!before || !after) return undefined;
  const pairs: [CoreTime, CoreTime][] = [];
  for (const [pid, start] of before) {
    const end = after.get(pid);
    if (end) pairs.push([start, end]);
  }
  if (pairs.length === 0) return undefined;
  let onCore = 0;
  let waiting = 0;
  let turns = 0;
  for (const [start, end] of pairs) {
    onCore += end.onCoreMs - start.onCoreMs;
    waiting += end.waitingMs - start.waitingMs;
    turns += end.turns - start.turns;
  }
  return {
    on_core_ms: round(onCore, 1),
    waiting_ms: round(waiting, 1),
    waiting_per_turn_us: round(turns > 0 ? (waiting * 1000) / turns : 0, 1),
  };
}

/**
 * Runs one turn of a bench and reports the machine around it. A full run first waits (up to three minutes) for
 * the 1-minute load average to fall to 1, so that one turn's own load does not count against the next.
 */
export async function watchedTurn<T>(
  work: () => Promise<T>,
  options: { smoke: boolean },
): Promise<{ result: T; machine: MachineDuringTurn }> {
  if (!options.smoke) {
    const until = Date.now() + QUIET_WAIT_MS;
    while (loadavg()[0]! > QUIET_LOAD && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const before = round(loadavg()[0]!);
  const startTicks = cpuTicks();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const endTicks = cpuTicks();
  const other =
    startTicks && endTicks ? (endTicks.busy - startTicks.busy - (endTicks.ours - startTicks.ours)) / CLOCK_TICKS_PER_S / seconds : null;
  return {
    result,
    machine: { before, after: round(loadavg()[0]!), other_cpu_cores: other === null ? null : round(Math.max(0, other), 3) },
  };
}

/** A run is noisy when the load was high before a turn (after the wait for quiet) or other work took CPU during one. */
export function isNoisy(turns: readonly MachineDuringTurn[]): boolean {
  // Off Linux there is no count of the others' CPU: the load after the turn stands in for it.
  return turns.some(
    (turn) =>
      turn.before > NOISY_LOAD || (turn.other_cpu_cores === null ? turn.after > NOISY_LOAD : turn.other_cpu_cores > NOISY_OTHER_CORES),
  );
}

/** The admin's token, and a new mediator made by the admin, signed in. */
export async function newMediator(url: string): Promise<{ adminToken: string; mediatorId: number; mediatorToken: string }> {
  const { access: adminToken } = await call<{ access: string }>(url, 'POST', '/core/auth/token/', BENCH_ADMIN);
  const email = `mediator.${randomUUID()}@bench.local`;
  const created = await call<{ user: { id: number } }>(
    url,
    'POST',
    '/users/mediator/',
    { user: { email, password: 'bench-password', first_name: 'Bench', last_name: 'Mediator' }, phone: '+972500000000' },
    adminToken,
  );
  const { access: mediatorToken } = await call<{ access: string }>(url, 'POST', '/core/auth/token/', { email, password: 'bench-password' });
  return { adminToken, mediatorId: created.user.id, mediatorToken };
}

/** A case of the mediator's, started. */
export async function startedCase(url: string, mediator: { mediatorId: number; mediatorToken: string }, title: string) {
  const row = await call<{ id: string; link: string }>(
    url,
    'POST',
    '/session/case/',
    { title, category: 'other', mediator: mediator.mediatorId },
    mediator.mediatorToken,
  );
  await call(url, 'POST', '/session/set_case_full_id/', { case_id: row.id, link_id: row.link }, mediator.mediatorToken);
  return row;
}

/** A party that asked through the waiting room and was admitted by the mediator: its id and token. */
export async function admittedParty(
  url: string,
  row: { id: string; link: string },
  side: 'A' | 'B',
  mediatorToken: string,
  name: { first: string; last: string },
): Promise<{ side: 'A' | 'B'; id: number; token: string }> {
  const asked = await call<{ request_id: string; request_token: string }>(url, 'POST', '/session/join/', {
    link_id: row.link,
    side,
    email: `party.${side}.${randomUUID()}@bench.local`,
    first_name: name.first,
    last_name: name.last,
  });
  await call(url, 'POST', `/session/case/${row.id}/join-requests/${asked.request_id}/`, { decision: 'admit' }, mediatorToken);
  // Its first poll after the admission carries the token.
  const joined = await call<{ status: string; access?: string; user?: { id: number } }>(
    url,
    'GET',
    `/session/join/${asked.request_id}/`,
    undefined,
    asked.request_token,
  );
  if (joined.status !== 'admitted' || !joined.access || !joined.user)
    throw new Error(`party ${side} of ${row.id} was not admitted: ${joined.status}`);
  return { side, id: joined.user.id, token: joined.access };
}

/**
 * Calls `send(seat)` for each of `seats` seats once every `intervalMs`, the seats spread evenly over the interval,
 * from `startMs` until `endMs` (times of `now`); answers a function that stops it.
 *
 * One schedule holds every seat: send n is seat n mod `seats`'s, due at startMs + n × intervalMs / seats. A turn of
 * the loop that runs late makes the sends that fell due meanwhile go together once, and the sends after it keep
 * their times. A timer per seat would not: Node re-arms an interval from the loop's clock as it was when the turn
 * began, so every seat whose send ran in one late turn sends with the others from then on, and the seats gather
 * into bursts that grow as the run goes on.
 */
export function sendSteadily(options: {
  seats: number;
  intervalMs: number;
  startMs: number;
  endMs: number;
  send: (seat: number) => void;
  now?: () => number;
}): () => void {
  const { seats, intervalMs, startMs, endMs, send, now = () => performance.now() } = options;
  const stepMs = intervalMs / seats;
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dueOf = (index: number) => startMs + index * stepMs;
  const sendDue = () => {
    const time = now();
    while (dueOf(next) <= time && dueOf(next) < endMs) {
      send(next % seats);
      next += 1;
    }
    if (dueOf(next) < endMs) timer = setTimeout(sendDue, Math.max(0, dueOf(next) - now()));
  };
  sendDue();
  return () => clearTimeout(timer);
}
