/**
 * Talking rooms of three (mediator, party A, party B), as bench:realtime and bench:sockets load them: the
 * server process under benchmark (server.ts) started and stopped, the rooms made through the REST API,
 * their clients connected, every client sending into group M at a steady rate, and each delivery timed.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import {
  admittedParty,
  askChild,
  coreTimeBetween,
  endChild,
  databaseCoreTimes,
  newMediator,
  percentile,
  pool,
  round,
  sendSteadily,
  setting,
  startedCase,
  startScriptNodeFlags,
  threadCoreTimes,
} from './lib';
import type { CommitsReply, CommitsRequest, LoopLagReply, ServerReply, ServerRequest } from './constants';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The servers a bench runs: the bare relay, ours on each database, and ours without its store (bench/server.ts). */
export type Target = 'bare' | 'pglite' | 'postgres' | 'nostore';

/** Whether a target stores its messages: only those have a commit to time, a floor and a verdict. */
export const storesMessages = (target: Target): target is 'pglite' | 'postgres' => target === 'pglite' || target === 'postgres';

export interface Seat {
  token?: string;
  query: Record<string, string | number>;
  /** The roomMsg payload this seat sends, without its timestamp and id. */
  payload: Record<string, unknown>;
}

// --- The server process

/**
 * Starts server.ts for `target` in its own process, with `env` over the bench's configuration and `nodeFlags`
 * for its Node (bench:sockets asks for `--expose-gc`, to weigh the heap after a collection). Every bench that starts
 * a server can be looked into the same way, whatever the target: BENCH_SERVER_NODE_FLAGS adds node flags after the
 * start script's and the bench's own, so that a flag given there wins (`--cpu-prof --cpu-prof-dir=/tmp/prof` writes a
 * profile), and what the process prints once it listens (V8's traces under `--trace-gc`, say) goes to `stdoutPath`,
 * by default `<BENCH_SERVER_STDOUT>.<target>`, or nowhere.
 */
export async function startTarget(
  target: Target,
  env: Record<string, string>,
  nodeFlags: string[] = [],
  stdoutPath: string | undefined = outputPathOf(target),
): Promise<{ url: string; child: ChildProcess }> {
  const looking = setting('BENCH_SERVER_NODE_FLAGS', '').split(' ').filter(Boolean);
  // Our server runs with the flags its start script gives node (the young generation's size among them).
  const flags = [...(target === 'bare' ? [] : startScriptNodeFlags()), ...nodeFlags, ...looking];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', path.join(here, 'server.ts'), target, JSON.stringify(env)], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    cwd: path.join(here, '..'),
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (!line.startsWith('{"url"')) continue;
    // Past this line the readline above goes on reading the output and dropping it.
    if (stdoutPath) child.stdout!.pipe(createWriteStream(stdoutPath));
    return { url: (JSON.parse(line) as { url: string }).url, child };
  }
  throw new Error(`${target} server exited before listening`);
}

function outputPathOf(target: Target): string | undefined {
  const base = setting('BENCH_SERVER_STDOUT', '');
  return base ? `${base}.${target}` : undefined;
}

/** Sends one request to the server's process and waits for its reply of the same type. */
export const ask = <R extends ServerRequest>(child: ChildProcess, request: R) =>
  askChild<Exclude<Extract<ServerReply, { type: R['type'] }>, { error: string }>>(child, request, 'server');

/** Asks our server's process to time lone commits of a message into `room` (see server.ts). */
export async function commitLatencies(child: ChildProcess, request: Omit<CommitsRequest, 'type'>): Promise<number[]> {
  const reply: CommitsReply = await ask(child, { type: 'commits', ...request });
  return 'latenciesMs' in reply ? reply.latenciesMs : [];
}

/** The commit figures of a report, from the timed commits. */
export function commitFigures(latencies: number[]) {
  const times = [...latencies].sort((a, b) => a - b);
  return { commit_p50_ms: round(percentile(times, 0.5)), commit_p99_ms: round(percentile(times, 0.99)), commit_samples: times.length };
}

/** Ends the server's process: SIGTERM, and SIGKILL if it is still running 10 s later. */
export const stopTarget = (child: ChildProcess) => endChild(child, () => child.kill('SIGTERM'));

// --- Populating our server through its REST API

/** The seats of `rooms` rooms, and the first room's case and mediator (where the commits are timed). */
export async function seatsOfOurs(
  url: string,
  rooms: number,
): Promise<{ seats: Seat[]; commitRoom: { caseId: string; fromUserId: number } }> {
  const mediator = await newMediator(url);
  const { mediatorId, mediatorToken } = mediator;
  const made = await pool(
    Array.from({ length: rooms }, (_, index) => index),
    16,
    async (index) => {
      const row = await startedCase(url, mediator, `Bench ${index}`);
      const parties = [];
      for (const side of ['A', 'B'] as const) {
        parties.push(await admittedParty(url, row, side, mediatorToken, { first: `Party${side}`, last: String(index) }));
      }
      return { caseId: row.id, parties };
    },
  );
  const seats = made.flatMap((room) => [
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
  return { seats, commitRoom: { caseId: made[0]!.caseId, fromUserId: mediatorId } };
}

export function seatsOfBare(rooms: number): Seat[] {
  return Array.from({ length: rooms * 3 }, (_, index) => {
    const room = `room-${Math.floor(index / 3)}`;
    return { query: { room }, payload: { to: room, side: 'M' } };
  });
}

// --- The load

/** Connects every seat as the web client does (a token in `auth`, WebSocket only), `concurrency` at a time. */
export async function connectSeats(url: string, seats: Pick<Seat, 'token' | 'query'>[], concurrency = 50): Promise<Socket[]> {
  return pool(seats, concurrency, async (seat) => {
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
      // The server closes a connection that has not signed in within SOCKET_CONNECT_TIMEOUT_S.
      socket.once('disconnect', (reason) => reject(new Error(`closed before it signed in: ${reason}`)));
    });
    return socket;
  });
}

export interface Pace {
  /** Messages per second per client. */
  rate: number;
  warmupS: number;
  durationS: number;
  /** How long deliveries of messages sent in the window may still take to arrive. */
  drainS: number;
  /** Called once the measured window starts and once it ends (bench:sockets times the server's loop over it). */
  onWindow?: (edge: 'start' | 'end') => void;
}

/**
 * Every connected seat sends roomMsg into its room at `pace.rate`, spread evenly over each interval; each
 * delivery to the two others is timed from its send. Leaves the sockets connected.
 */
export async function talk(sockets: Socket[], seats: Seat[], pace: Pace) {
  const latencies: number[] = [];
  const ackLatencies: number[] = [];
  let delivered = 0;
  let sentInWindow = 0;
  let refused = 0;
  let unanswered = 0;
  const start = performance.now();
  const windowStart = start + pace.warmupS * 1000;
  const windowEnd = windowStart + pace.durationS * 1000;
  const inWindow = (time: number) => time >= windowStart && time < windowEnd;
  const onMessage = (message: { message: string }) => {
    const sentAt = Number(message.message);
    if (!inWindow(sentAt)) return;
    delivered += 1;
    latencies.push(performance.now() - sentAt);
  };
  for (const socket of sockets) socket.on('roomMsg', onMessage);
  const send = (index: number) => {
    const socket = sockets[index]!;
    const seat = seats[index]!;
    const sentAt = performance.now();
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
  const stop = sendSteadily({ seats: sockets.length, intervalMs: 1000 / pace.rate, startMs: start, endMs: windowEnd, send });
  const edges = [
    setTimeout(() => pace.onWindow?.('start'), windowStart - performance.now()),
    setTimeout(() => pace.onWindow?.('end'), windowEnd - performance.now()),
  ];
  await new Promise((resolve) => setTimeout(resolve, windowEnd - performance.now() + 1));
  stop();
  for (const edge of edges) clearTimeout(edge);
  // Deliveries of messages sent in the window may still be on their way.
  const expected = sentInWindow * 2;
  const drainUntil = performance.now() + pace.drainS * 1000;
  while (delivered < expected && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const socket of sockets) socket.off('roomMsg', onMessage);
  latencies.sort((a, b) => a - b);
  ackLatencies.sort((a, b) => a - b);
  return {
    sent: sentInWindow,
    delivered,
    sent_per_s: round(sentInWindow / pace.durationS),
    delivered_msgs_per_s: round(delivered / pace.durationS),
    delivered_of_expected: round(delivered / Math.max(1, expected), 4),
    p50_ms: round(percentile(latencies, 0.5)),
    p99_ms: round(percentile(latencies, 0.99)),
    ack_p50_ms: round(percentile(ackLatencies, 0.5)),
    ack_p99_ms: round(percentile(ackLatencies, 0.99)),
    refused,
    unanswered,
  };
}

/** What the server's process saw over the measured window: its loop's delay, its collection pauses and its stores. */
export type ServerWindow = Extract<LoopLagReply, { gc: object }>;

/** Over the measured window: each part's time on a core and waiting for one (undefined off Linux, or a part not there). */
export interface WindowCores {
  /** The server's main thread: its event loop. */
  server: ReturnType<typeof coreTimeBetween>;
  /** This process's main thread, where the talking clients send and time their deliveries. */
  clients: ReturnType<typeof coreTimeBetween>;
  /** PostgreSQL's processes, when the server stores in it. */
  database: ReturnType<typeof coreTimeBetween>;
}

function readCores(serverPid: number | undefined, hasDatabase: boolean) {
  return {
    server: serverPid === undefined ? undefined : threadCoreTimes(serverPid),
    clients: threadCoreTimes(process.pid),
    database: hasDatabase ? databaseCoreTimes() : undefined,
  };
}

/**
 * `talk` against a server process, with that process's own view of the measured window (asked over IPC) and how
 * long its loop, the clients and (with `hasDatabase`, PostgreSQL) the database waited for a core in it.
 */
export async function talkWatched(
  child: ChildProcess,
  sockets: Socket[],
  seats: Seat[],
  pace: Omit<Pace, 'onWindow'> & { hasDatabase: boolean },
): Promise<{ figures: Awaited<ReturnType<typeof talk>>; server: ServerWindow; cores: WindowCores }> {
  let read: Promise<LoopLagReply> | undefined;
  let start: ReturnType<typeof readCores> | undefined;
  let cores: WindowCores = { server: undefined, clients: undefined, database: undefined };
  const figures = await talk(sockets, seats, {
    ...pace,
    onWindow: (edge) => {
      read = ask(child, { type: 'loopLag', action: edge === 'start' ? 'start' : 'read' });
      if (edge === 'start') start = readCores(child.pid, pace.hasDatabase);
      else if (start) {
        const end = readCores(child.pid, pace.hasDatabase);
        cores = {
          server: coreTimeBetween(start.server, end.server),
          clients: coreTimeBetween(start.clients, end.clients),
          database: coreTimeBetween(start.database, end.database),
        };
      }
    },
  });
  const server = await read;
  if (!server || !('gc' in server)) throw new Error('the server did not say what it saw over the window');
  return { figures, server, cores };
}

/** `WindowCores` as a report's flat figures (`server_waiting_ms`, ...), so that rounds' medians are taken figure by figure. */
export function coreFigures(cores: WindowCores): Record<string, number> {
  const figures: Record<string, number> = {};
  for (const [part, time] of Object.entries(cores) as [keyof WindowCores, WindowCores[keyof WindowCores]][]) {
    if (!time) continue;
    for (const [name, value] of Object.entries(time) as [string, number][]) figures[`${part}_${name}`] = value;
  }
  return figures;
}
