/**
 * The realtime benchmark's smoke size runs in `pnpm test`, so a change to how parties join or connect
 * cannot break the bench unnoticed. Nothing here is timed: it completes, prints its report, every
 * message it sent in the window was stored and delivered, and each database's store-then-broadcast
 * floor (its commit figures, the floor and our latency against it) is in the report. The `nostore` control (our
 * server minus its store) delivers every message too, and has neither a floor nor a verdict.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

interface Figures {
  sent: number;
  delivered: number;
  sent_per_s: number;
  delivered_msgs_per_s: number;
  delivered_of_expected: number;
  p50_ms: number;
  p99_ms: number;
  refused: number;
  unanswered: number;
  server_loop_utilization: number;
  server_on_core_ms?: number;
  server_waiting_ms?: number;
  clients_on_core_ms?: number;
  database_on_core_ms?: number;
  database_waiting_ms?: number;
  commit_p50_ms?: number;
  commit_p99_ms?: number;
  commit_samples?: number;
  floor_p50_ms?: number;
  floor_p99_ms?: number;
  ratios?: { throughput_vs_bare: number; p99_vs_bare: number; p50_vs_floor?: number; p99_vs_floor?: number };
}

interface Report {
  smoke: boolean;
  noisy: boolean;
  noisy_above_load_1m: number;
  noisy_above_other_cpu_cores: number;
  meets_target: unknown;
  clients: number;
  commit_samples: number;
  server_settings: Record<string, string>;
  load_average_1m: Record<string, { before: number; after: number; other_cpu_cores: number | null }[]>;
  results: Record<string, Figures>;
}

describe('bench:realtime --smoke', () => {
  it('completes against the bare relay and our server, and prints its JSON report', async () => {
    const targets = process.env.TEST_DATABASE_URL ? 'bare,pglite,postgres,nostore' : 'bare,pglite,nostore';
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(here, 'realtime.ts'), '--smoke', `--targets=${targets}`], {
      cwd: path.join(here, '..'),
      // A server setting a run compares by reaches the server (bench/app.ts), and the report names it.
      env: { ...process.env, BENCH_SMOKE: '1', SEARCH_INDEX_MERGE_INTERVAL_MS: '250' },
      maxBuffer: 10 * 1024 * 1024,
    });
    const report = JSON.parse(stdout) as Report;
    expect(report.smoke).toBe(true);
    expect(report.server_settings).toMatchObject({ SEARCH_INDEX_MERGE_INTERVAL_MS: '250' });
    expect(Object.keys(report.results).sort()).toEqual(targets.split(',').sort());
    expect(Object.keys(report.load_average_1m).sort()).toEqual(targets.split(',').sort());
    // The run says whether the machine was busy; a smoke run still prints its ratios and verdict either way.
    // Busy means loaded before a turn, or other work's CPU during one (the bench's own lifts the load after it).
    const turns = Object.values(report.load_average_1m).flat();
    if (process.platform === 'linux') for (const turn of turns) expect(turn.other_cpu_cores).toBeGreaterThanOrEqual(0);
    const busy = (turn: (typeof turns)[number]) =>
      turn.before > report.noisy_above_load_1m ||
      (turn.other_cpu_cores === null ? turn.after > report.noisy_above_load_1m : turn.other_cpu_cores > report.noisy_above_other_cpu_cores);
    expect(report.noisy).toBe(turns.some(busy));
    expect(typeof report.meets_target).toBe('object');
    // Only a server that stores is judged against the floor.
    expect(Object.keys(report.meets_target as object).sort()).toEqual(
      targets
        .split(',')
        .filter((name) => name !== 'bare' && name !== 'nostore')
        .sort(),
    );
    for (const [target, figures] of Object.entries(report.results)) {
      expect({ target, refused: figures.refused, unanswered: figures.unanswered }).toEqual({ target, refused: 0, unanswered: 0 });
      expect(figures.sent_per_s, target).toBeGreaterThan(0);
      expect(figures.delivered_of_expected, target).toBe(1);
      // Each message reaches the two other members of its room.
      expect(figures.delivered, target).toBe(figures.sent * 2);
      for (const figure of [figures.p50_ms, figures.p99_ms, figures.delivered_msgs_per_s])
        expect(Number.isFinite(figure), target).toBe(true);
      // The server's loop was busy for some of the window, and never for more than all of it.
      expect(figures.server_loop_utilization, target).toBeGreaterThan(0);
      expect(figures.server_loop_utilization, target).toBeLessThanOrEqual(1);
      // Where a tail can come from besides the server: the time its loop and the clients ran, and waited for a core.
      if (process.platform === 'linux') {
        expect(figures.server_on_core_ms, target).toBeGreaterThan(0);
        expect(figures.server_waiting_ms, target).toBeGreaterThanOrEqual(0);
        expect(figures.clients_on_core_ms, target).toBeGreaterThan(0);
        // Only PostgreSQL is a database of its own processes.
        if (target === 'postgres') expect(figures.database_on_core_ms, target).toBeGreaterThan(0);
        else expect(figures.database_on_core_ms, target).toBeUndefined();
      }
    }
    // The control: compared with the bare relay only, since it commits nothing.
    const control = report.results.nostore!;
    expect({
      commit_samples: control.commit_samples,
      floor_p99_ms: control.floor_p99_ms,
      p99_vs_floor: control.ratios?.p99_vs_floor,
    }).toEqual({
      commit_samples: undefined,
      floor_p99_ms: undefined,
      p99_vs_floor: undefined,
    });
    expect(Number.isFinite(control.ratios?.p99_vs_bare)).toBe(true);
    for (const target of Object.keys(report.results).filter((name) => name !== 'bare' && name !== 'nostore')) {
      const figures = report.results[target]!;
      expect(figures.commit_samples, target).toBe(report.commit_samples);
      const floorFigures = {
        commit_p50_ms: figures.commit_p50_ms,
        commit_p99_ms: figures.commit_p99_ms,
        floor_p50_ms: figures.floor_p50_ms,
        floor_p99_ms: figures.floor_p99_ms,
        throughput_vs_bare: figures.ratios?.throughput_vs_bare,
        p99_vs_bare: figures.ratios?.p99_vs_bare,
        p50_vs_floor: figures.ratios?.p50_vs_floor,
        p99_vs_floor: figures.ratios?.p99_vs_floor,
      };
      const finite = Object.fromEntries(Object.entries(floorFigures).map(([name, figure]) => [name, Number.isFinite(figure)]));
      expect(finite, target).toEqual(Object.fromEntries(Object.keys(floorFigures).map((name) => [name, true])));
    }
  }, 180_000);
});
