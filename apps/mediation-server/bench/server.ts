/**
 * One server under benchmark, run as its own process: `bare` (a socket.io relay with no auth and no
 * storage), `pglite` or `postgres` (our server), or `nostore` (our server on PGlite whose messages are answered
 * without being stored: a control, see startOurs). Prints one JSON line `{url}` when it listens and
 * stops on SIGTERM, dropping what it created. It answers the bench's requests over IPC (constants.ts):
 * `commits` (our server: the store-then-broadcast floor's commit, timed in this process), `memory` (its
 * own memory after a full collection, and its open sockets) and `loopLag` (its own event-loop delay).
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeHeapSnapshot } from 'node:v8';
import { constants as perfConstants, monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import type { EventLoopUtilization, PerformanceEntry } from 'node:perf_hooks';
import { Server } from 'socket.io';
import { LIMITS } from '@mediation/protocol';
import { startBenchApp } from './app';
import type { CommitsRequest, LoopLagReply, MemoryReply, ServerReply, ServerRequest } from './constants';
import type { Target } from './rooms';

interface Running {
  url: string;
  stop: () => Promise<void>;
  /** Connections open now. */
  openSockets: () => number;
  /** Our server only: times lone commits of a message (see startOurs). */
  measureCommits?: (request: CommitsRequest) => Promise<number[]>;
  /** Our server only: how long each message took to store (the repository's `append`) since the list was emptied. */
  appendTimes?: number[];
}

async function startBare(): Promise<Running> {
  const http = createServer();
  const io = new Server(http, { maxHttpBufferSize: LIMITS.socketPayloadMaxBytes, serveClient: false });
  io.on('connection', (socket) => {
    const room = String(socket.handshake.query.room ?? '');
    void socket.join(room);
    socket.on('roomMsg', (payload: unknown, ack?: (answer: object) => void) => {
      socket.to(room).emit('roomMsg', payload);
      if (typeof ack === 'function') ack({ ok: true });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    openSockets: () => io.engine.clientsCount,
    stop: async () => {
      await io.close();
    },
  };
}

/**
 * Our server. With `storeless`, the messages the rooms send are given their id, position and time in memory and
 * never reach the database (everything else still does: sign-in, cases, the rooms' checks): the same server minus
 * its store, to tell how much of a tail is the store and how much is the rest of a message's way.
 */
async function startOurs(target: 'pglite' | 'postgres', extraEnv: Record<string, string>, storeless = false): Promise<Running> {
  const { app, url, stop } = await startBenchApp(target, extraEnv);
  /**
   * Stores `samples` messages into a running case one after another, each alone, through the server's
   * own repository (`append`: one INSERT in its own transaction on this database, with this pool),
   * and answers how long each took. `warmup` more go first, untimed.
   */
  const measureCommits = async (request: CommitsRequest): Promise<number[]> => {
    const latencies: number[] = [];
    for (let index = 0; index < request.warmup + request.samples; index += 1) {
      const started = performance.now();
      const result = await app.repos.messages.append(
        {
          caseId: request.caseId,
          clientMsgId: `commit-${randomUUID()}`,
          fromUserId: request.fromUserId,
          fromSide: 'M',
          side: 'M',
          message: String(started),
          displayName: 'Bench Mediator',
          ext: null,
        },
        { refuseInShuttle: false },
      );
      if ('refused' in result) throw new Error(`the commit sample was refused: ${result.refused}`);
      if (index >= request.warmup) latencies.push(performance.now() - started);
    }
    return latencies;
  };
  // Every message the rooms store is timed from its arrival at the repository to its stored row: under load, the
  // database's share of a delivery's time.
  const appendTimes: number[] = [];
  const messages = app.repos.messages;
  let unstored = 0;
  const append: typeof messages.append = storeless
    ? async (values) => {
        unstored += 1;
        return { isNew: true, row: { ...values, id: unstored, seq: unstored, time: new Date(), editedAt: null } };
      }
    : messages.append.bind(messages);
  messages.append = (values, options) => {
    const started = performance.now();
    const stored = append(values, options);
    stored.then(
      () => appendTimes.push(performance.now() - started),
      () => undefined,
    );
    return stored;
  };
  return {
    url,
    openSockets: () => app.realtime.io.engine.clientsCount,
    ...(storeless ? {} : { measureCommits }),
    appendTimes,
    stop,
  };
}

/** Weighs this process after full collections (with --expose-gc), so the heap holds only what is reachable. */
async function memoryOf(server: Running, snapshotPath?: string): Promise<MemoryReply> {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (collect) {
    // Twice, a turn apart: what the first collection's finalizers release is swept by the second.
    collect();
    await new Promise((resolve) => setImmediate(resolve));
    collect();
  }
  const usage = process.memoryUsage();
  if (snapshotPath) writeHeapSnapshot(snapshotPath);
  return {
    type: 'memory',
    isCollected: collect !== undefined,
    rssBytes: usage.rss,
    heapUsedBytes: usage.heapUsed,
    externalBytes: usage.external,
    arrayBuffersBytes: usage.arrayBuffers,
    sockets: server.openSockets(),
  };
}

/** How often the loop's delay is sampled. */
const LOOP_SAMPLE_MS = 10;

/** A sample is the time between two ticks of a LOOP_SAMPLE_MS timer: the lag is what exceeds the interval. */
const lagMs = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - LOOP_SAMPLE_MS) * 100) / 100);

/**
 * The garbage collector's pauses since the window started: each one stops the loop, so it shows in the tail.
 * Scavenges (minor collections) are counted apart: at a steady message rate they come every second or so, and
 * the delivery p99 sits near one scavenge's length when they hold about 1% of the deliveries.
 */
const noPauses = () => ({ pauses: 0, totalMs: 0, maxMs: 0, scavenges: 0, scavengeMaxMs: 0, otherMaxMs: 0 });
const gcPauses = noPauses();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcPauses.pauses += 1;
    gcPauses.totalMs += entry.duration;
    gcPauses.maxMs = Math.max(gcPauses.maxMs, entry.duration);
    if ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === perfConstants.NODE_PERFORMANCE_GC_MINOR) {
      gcPauses.scavenges += 1;
      gcPauses.scavengeMaxMs = Math.max(gcPauses.scavengeMaxMs, entry.duration);
    } else gcPauses.otherMaxMs = Math.max(gcPauses.otherMaxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

const tenths = (ms: number) => Math.round(ms * 10) / 10;

function loopLagOf(
  histogram: ReturnType<typeof monitorEventLoopDelay>,
  since: EventLoopUtilization,
  appendTimes: number[] | undefined,
): LoopLagReply {
  const stores = [...(appendTimes ?? [])].sort((a, b) => a - b);
  const at = (fraction: number) => Math.round((stores[Math.min(stores.length - 1, Math.floor(fraction * stores.length))] ?? 0) * 100) / 100;
  return {
    ...(appendTimes ? { append: { count: stores.length, p50Ms: at(0.5), p99Ms: at(0.99) } } : {}),
    type: 'loopLag',
    p50Ms: lagMs(histogram.percentile(50)),
    p99Ms: lagMs(histogram.percentile(99)),
    maxMs: lagMs(histogram.max),
    samples: histogram.count,
    utilization: Math.round(performance.eventLoopUtilization(since).utilization * 1000) / 1000,
    gc: {
      pauses: gcPauses.pauses,
      totalMs: tenths(gcPauses.totalMs),
      maxMs: tenths(gcPauses.maxMs),
      scavenges: gcPauses.scavenges,
      scavengeMaxMs: tenths(gcPauses.scavengeMaxMs),
      otherMaxMs: tenths(gcPauses.otherMaxMs),
    },
  };
}

async function main() {
  const target = process.argv[2] as Target;
  const extraEnv = JSON.parse(process.argv[3] ?? '{}') as Record<string, string>;
  // The control is our server on PGlite with its store left out.
  const storeless = target === 'nostore';
  const server = target === 'bare' ? await startBare() : await startOurs(storeless ? 'pglite' : target, extraEnv, storeless);
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
  let windowStart = performance.eventLoopUtilization();
  const answer = async (request: ServerRequest): Promise<ServerReply> => {
    switch (request.type) {
      case 'commits': {
        if (!server.measureCommits) throw new Error(`${target} stores nothing`);
        return { type: 'commits', latenciesMs: await server.measureCommits(request) };
      }
      case 'memory':
        return memoryOf(server, request.snapshotPath);
      case 'loopLag':
        if (request.action === 'start') {
          loopDelay.disable();
          loopDelay.reset();
          loopDelay.enable();
          windowStart = performance.eventLoopUtilization();
          Object.assign(gcPauses, noPauses());
          server.appendTimes?.splice(0);
        }
        return loopLagOf(loopDelay, windowStart, server.appendTimes);
      default:
        return request satisfies never;
    }
  };
  process.on('message', (request: ServerRequest) => {
    void answer(request).then(
      (reply) => process.send?.(reply),
      (error: unknown) => process.send?.({ type: request.type, error: String(error) } as ServerReply),
    );
  });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  let isStopping = false;
  const stop = async () => {
    if (isStopping) return;
    isStopping = true;
    await server.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
