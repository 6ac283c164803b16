/** The admin the benchmark's servers are created with. */
export const BENCH_ADMIN = { email: 'bench-admin@bench.local', password: 'bench-admin-password' };

/** The bench asks its server process (over IPC) to time `samples` lone commits of a message into a running case. */
export interface CommitsRequest {
  type: 'commits';
  caseId: string;
  fromUserId: number;
  samples: number;
  warmup: number;
}

/** Each commit's milliseconds, or why they could not be measured. */
export type CommitsReply = { type: 'commits'; latenciesMs: number[] } | { type: 'commits'; error: string };

/** The server process's memory after a full collection (when Node runs with --expose-gc), and its open sockets. */
export interface MemoryRequest {
  type: 'memory';
  /** Also write a heap snapshot there (v8.writeHeapSnapshot), to see what the growth is made of. */
  snapshotPath?: string;
}

export type MemoryReply =
  | {
      type: 'memory';
      /** Whether a full collection ran first (the heap then holds only what is reachable). */
      isCollected: boolean;
      rssBytes: number;
      heapUsedBytes: number;
      externalBytes: number;
      arrayBuffersBytes: number;
      /** Connections engine.io holds open now. */
      sockets: number;
    }
  | { type: 'memory'; error: string };

/** Starts (afresh) or reads the server's own event-loop delay histogram (perf_hooks monitorEventLoopDelay). */
export interface LoopLagRequest {
  type: 'loopLag';
  action: 'start' | 'read';
}

/** The loop's delay over the window, the garbage collector's pauses in it (count, total and longest) and the stores' times. */
export type LoopLagReply =
  | {
      type: 'loopLag';
      p50Ms: number;
      p99Ms: number;
      maxMs: number;
      samples: number;
      /** The share of the window the loop was busy (0–1): near 1, the process is the bottleneck, not its database. */
      utilization: number;
      /** Every pause of the collector, and apart from them the scavenges (minor) and the longest of the others. */
      gc: { pauses: number; totalMs: number; maxMs: number; scavenges: number; scavengeMaxMs: number; otherMaxMs: number };
      /** Our server: the messages stored in the window, and how long storing took (the repository's `append`). */
      append?: { count: number; p50Ms: number; p99Ms: number };
    }
  | { type: 'loopLag'; error: string };

export type ServerRequest = CommitsRequest | MemoryRequest | LoopLagRequest;
export type ServerReply = CommitsReply | MemoryReply | LoopLagReply;
