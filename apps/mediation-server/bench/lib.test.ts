import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askChild,
  coreTimeBetween,
  cpuTicks,
  endChild,
  isNoisy,
  NOISY_LOAD,
  NOISY_OTHER_CORES,
  parseSchedstat,
  sendSteadily,
  setting,
  threadCoreTime,
} from './lib';

const run = promisify(execFile);
/** A node program that spends `seconds` of its own CPU time, then writes `done` if given. */
const burner = (seconds: number, done = '') =>
  `for (let spin = 0; process.cpuUsage().user < ${seconds * 1e6}; ) for (let step = 0; step < 1e6; step += 1) spin ^= step; ${done ? `require('fs').writeFileSync(${JSON.stringify(done)}, '')` : ''}`;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

// The benches tell their own CPU from the machine's other work by the processes' parentage (Linux's /proc).
describe.runIf(process.platform === 'linux')('the CPU a bench counts as its own', () => {
  it("counts a child's CPU as the bench's own, even once the child has ended", async () => {
    const before = cpuTicks()!;
    await run(process.execPath, ['-e', burner(1)]);
    const after = cpuTicks()!;
    // 100 ticks a second; the child spent at least one second.
    expect(after.ours - before.ours).toBeGreaterThanOrEqual(95);
  });

  it("counts a process that is not the bench's descendant as other work", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'bench-other-'));
    folders.push(folder);
    const done = path.join(folder, 'done');
    const before = cpuTicks()!;
    // The shell starts the burner in the background and exits: the burner's parent is then init, not the bench.
    await run('sh', ['-c', `${JSON.stringify(process.execPath)} -e ${JSON.stringify(burner(1, done))} >/dev/null 2>&1 &`]);
    while (!existsSync(done)) await new Promise((resolve) => setTimeout(resolve, 50));
    const after = cpuTicks()!;
    expect(after.busy - before.busy - (after.ours - before.ours)).toBeGreaterThanOrEqual(90);
  });
});

// The benches say how long the server's loop, the clients and the database waited for a core (Linux's schedstat).
describe('time waiting for a core', () => {
  it('reads nanoseconds on a core, nanoseconds waiting and turns', () => {
    expect(parseSchedstat('1500000000 250000000 40\n')).toEqual({ onCoreMs: 1500, waitingMs: 250, turns: 40 });
    expect(parseSchedstat('')).toBeUndefined();
  });

  it('adds up the threads read at both ends, and leaves out one that started or ended between', () => {
    const before = new Map([
      [1, { onCoreMs: 100, waitingMs: 10, turns: 10 }],
      [2, { onCoreMs: 50, waitingMs: 5, turns: 5 }],
    ]);
    const after = new Map([
      [1, { onCoreMs: 300, waitingMs: 40, turns: 30 }],
      [3, { onCoreMs: 900, waitingMs: 900, turns: 9 }],
    ]);
    // Thread 1 only: 200 ms on a core, 30 ms waiting over 20 turns.
    expect(coreTimeBetween(before, after)).toEqual({ on_core_ms: 200, waiting_ms: 30, waiting_per_turn_us: 1500 });
    expect(coreTimeBetween(before, undefined)).toBeUndefined();
  });

  it.runIf(process.platform === 'linux')('shows three busy threads sharing one core each waiting for it longer than it runs', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'bench-cores-'));
    folders.push(folder);
    // Each burner spends one second of CPU, says so, and then sleeps until it is stopped.
    const burners = [0, 1, 2].map((index) => {
      const done = path.join(folder, `done-${index}`);
      const child = spawn('taskset', ['-c', '0', process.execPath, '-e', `${burner(1, done)}; setInterval(() => {}, 1000)`], {
        stdio: 'ignore',
      });
      return { child, done };
    });
    try {
      while (!burners.every(({ done }) => existsSync(done))) await new Promise((resolve) => setTimeout(resolve, 50));
      for (const { child } of burners) {
        const time = threadCoreTime(child.pid!)!;
        expect(time.onCoreMs).toBeGreaterThanOrEqual(900);
        // While one spins the two others are ready and wait: each waits about twice as long as it runs.
        expect(time.waitingMs).toBeGreaterThan(time.onCoreMs);
      }
    } finally {
      for (const { child } of burners) child.kill();
    }
  });
});

describe('a noisy run', () => {
  const quiet = { before: 0.4, after: 1.8, other_cpu_cores: 0.05 };
  it("is not one where only the bench's own work lifted the load after its turns", () => {
    expect(isNoisy([quiet, quiet])).toBe(false);
  });
  it('is one that started a turn on a loaded machine, or where other work took CPU during a turn', () => {
    expect(isNoisy([quiet, { ...quiet, before: NOISY_LOAD + 0.1 }])).toBe(true);
    expect(isNoisy([quiet, { ...quiet, other_cpu_cores: NOISY_OTHER_CORES + 0.1 }])).toBe(true);
  });
  it('falls back to the load after the turn where the others’ CPU cannot be counted', () => {
    expect(isNoisy([{ before: 0.4, after: NOISY_LOAD + 0.1, other_cpu_cores: null }])).toBe(true);
    expect(isNoisy([{ before: 0.4, after: 1, other_cpu_cores: null }])).toBe(false);
  });
});

// The load of bench:realtime and bench:sockets: a late turn of the client's loop must not turn into bursts.
describe('sending steadily', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * The sends of four seats, one each per 100 ms, until `endMs`. With `stallAtSend`, that send (counted from 1)
   * holds the loop 60 ms: the clock moves on while no timer can run.
   */
  function sendsOf(endMs: number, stallAtSend?: number) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 });
    const sends: { seat: number; at: number }[] = [];
    sendSteadily({
      seats: 4,
      intervalMs: 100,
      startMs: 0,
      endMs,
      now: () => Date.now(),
      send: (seat) => {
        const at = Date.now();
        sends.push({ seat, at });
        if (sends.length === stallAtSend) vi.setSystemTime(at + 60);
      },
    });
    vi.advanceTimersByTime(endMs + 100);
    return sends;
  }

  it('sends each seat once an interval, the seats a quarter of the interval apart', () => {
    expect(sendsOf(300)).toEqual(Array.from({ length: 12 }, (_, index) => ({ seat: index % 4, at: index * 25 })));
  });

  it('sends what fell due during a stall at once, and every later send at its own time', () => {
    // The tenth send, at 225 ms, stalls the loop until 285.
    const sends = sendsOf(1000, 10);
    // Every seat still sends ten times in the second: nothing is dropped or sent twice.
    for (let seat = 0; seat < 4; seat += 1) expect(sends.filter((send) => send.seat === seat)).toHaveLength(10);
    // The stall (225 → 285 ms) held back the sends due at 250 and 275: they went together, in the turn after it.
    const heldBack = sends.filter((send) => send.at > 225 && send.at < 300);
    expect(heldBack.map((send) => send.seat)).toEqual([2, 3]);
    expect(heldBack.map((send) => send.at - 285)).toEqual([1, 1]);
    // After it, each send is at its own time again: no two seats send together.
    const after = sends.filter((send) => send.at >= 300);
    expect(after).toHaveLength(28);
    expect(after.map((send) => send.at)).toEqual(after.map((_, index) => 300 + index * 25));
  });
});

describe("asking a bench's child process", () => {
  /** A node child with an IPC channel, running `program`. */
  const child = (program: string) => spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });

  it('answers with the reply of the request’s type, passing over others', async () => {
    const answering = child(
      "process.on('message', (m) => { process.send({ type: 'other' }); process.send({ type: m.type, value: 7 }); process.disconnect(); })",
    );
    await expect(askChild(answering, { type: 'sum' }, 'helper')).resolves.toEqual({ type: 'sum', value: 7 });
  });

  it('throws the error a child answers, and a child’s exit before it answered', async () => {
    const failing = child("process.on('message', (m) => { process.send({ type: m.type, error: 'no such case' }); process.disconnect(); })");
    await expect(askChild(failing, { type: 'sum' }, 'helper')).rejects.toThrow('sum failed in the helper: no such case');
    const leaving = child("process.on('message', () => process.exit(3))");
    await expect(askChild(leaving, { type: 'sum' }, 'helper')).rejects.toThrow('the helper exited while answering sum');
    await expect(askChild(leaving, { type: 'sum' }, 'helper')).rejects.toThrow('the helper had exited before sum');
  });

  it('ends a child that was asked to end, and one that had already ended', async () => {
    const polite = child("process.on('disconnect', () => process.exit(0))");
    await endChild(polite, () => polite.disconnect());
    expect(polite.exitCode).toBe(0);
    // A child killed by a signal has no exit code; waiting for its exit again must not hang.
    const killed = child('setInterval(() => {}, 1000)');
    await endChild(killed, () => killed.kill('SIGTERM'));
    expect(killed.signalCode).toBe('SIGTERM');
    await endChild(killed, () => killed.kill('SIGTERM'));
  });
});

describe("a bench's settings", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads a --name=value argument whole, its own = signs included, before the environment', () => {
    const argv = process.argv;
    process.argv = [...argv, '--server_node_flags=--cpu-prof --cpu-prof-dir=/tmp/prof'];
    vi.stubEnv('BENCH_SERVER_NODE_FLAGS', '--trace-gc');
    try {
      expect(setting('BENCH_SERVER_NODE_FLAGS', '')).toBe('--cpu-prof --cpu-prof-dir=/tmp/prof');
    } finally {
      process.argv = argv;
    }
  });

  it('falls back to the environment, then to the default', () => {
    vi.stubEnv('BENCH_SERVER_STDOUT', '/tmp/out');
    expect(setting('BENCH_SERVER_STDOUT', '')).toBe('/tmp/out');
    expect(setting('BENCH_NOT_SET_ANYWHERE', 'fallback')).toBe('fallback');
  });
});
