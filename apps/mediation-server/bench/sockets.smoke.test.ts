/**
 * The sockets benchmark's smoke size runs in `pnpm test`, so a change to how people sign in or connect
 * cannot break it unnoticed. Nothing here is timed: it completes, opens every socket it asked for from
 * its client processes, the server itself counts them, the talking rooms deliver every message, and each
 * figure of the report is a finite number.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

interface Report {
  smoke: boolean;
  database: string;
  server_settings: Record<string, string>;
  noisy: boolean;
  noisy_above_load_1m: number;
  noisy_above_other_cpu_cores: number;
  load_before: number;
  load_after: number;
  other_cpu_cores: number | null;
  sockets_asked: number;
  sockets: number;
  clients_connected: number;
  server_sockets_while_talking: number;
  talking_rooms: number;
  kb_per_socket: number;
  rss_kb_per_socket: number;
  connect_per_s: number;
  loop_lag_p99_ms: number;
  p99_ms: number;
  floor_p99_ms: number;
  p99_vs_floor: number;
  commit_p99_ms: number;
  memory_mb: { collected: boolean };
  talk: { sent: number; delivered: number; refused: number; unanswered: number };
  meets_goals: Record<string, unknown>;
}

describe('bench:sockets --smoke', () => {
  // Several processes start and a database is filled: minutes on a busy machine.
  it('opens every socket it asked for, holds them while rooms talk, and prints its JSON report', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(here, 'sockets.ts'), '--smoke'], {
      cwd: path.join(here, '..'),
      // A server setting a run compares by reaches the server (bench/app.ts), and the report names it.
      env: { ...process.env, BENCH_SMOKE: '1', SEARCH_INDEX_MERGE_INTERVAL_MS: '250' },
      maxBuffer: 10 * 1024 * 1024,
    });
    const report = JSON.parse(stdout) as Report;
    expect(report.smoke).toBe(true);
    expect(report.database).toBe('pglite');
    expect(report.server_settings).toMatchObject({ SEARCH_INDEX_MERGE_INTERVAL_MS: '250' });
    // Every idle socket signed in, by the client processes' count and by the server's own.
    expect(report.clients_connected).toBe(report.sockets_asked);
    expect(report.sockets).toBe(report.sockets_asked);
    expect(report.server_sockets_while_talking).toBe(report.sockets_asked + report.talking_rooms * 3);
    // The server weighed itself after full collections, so the growth is what the sockets hold.
    expect(report.memory_mb.collected).toBe(true);
    // Busy means loaded before the run, or other work's CPU during it (the bench's own lifts the load after it).
    if (process.platform === 'linux') expect(report.other_cpu_cores).toBeGreaterThanOrEqual(0);
    expect(report.noisy).toBe(
      report.load_before > report.noisy_above_load_1m ||
        (report.other_cpu_cores === null
          ? report.load_after > report.noisy_above_load_1m
          : report.other_cpu_cores > report.noisy_above_other_cpu_cores),
    );
    expect({ refused: report.talk.refused, unanswered: report.talk.unanswered }).toEqual({ refused: 0, unanswered: 0 });
    expect(report.talk.sent).toBeGreaterThan(0);
    // Each message reaches the two other members of its room.
    expect(report.talk.delivered).toBe(report.talk.sent * 2);
    const figures = {
      kb_per_socket: report.kb_per_socket,
      rss_kb_per_socket: report.rss_kb_per_socket,
      connect_per_s: report.connect_per_s,
      loop_lag_p99_ms: report.loop_lag_p99_ms,
      p99_ms: report.p99_ms,
      floor_p99_ms: report.floor_p99_ms,
      p99_vs_floor: report.p99_vs_floor,
      commit_p99_ms: report.commit_p99_ms,
    };
    const finite = Object.fromEntries(Object.entries(figures).map(([name, figure]) => [name, Number.isFinite(figure)]));
    expect(finite).toEqual(Object.fromEntries(Object.keys(figures).map((name) => [name, true])));
    expect(report.connect_per_s).toBeGreaterThan(0);
    expect(typeof report.meets_goals.kb_per_socket).toBe('boolean');
  }, 300_000);
});
