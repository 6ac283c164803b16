/**
 * The scale benchmark's smoke size runs in `pnpm test`, so a change to the routes, the socket events or the
 * schema it fills cannot break it unnoticed. Nothing here is timed: it completes, measures every operation
 * on each database, and prints each query's plan.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

const OPERATIONS = [
  'room_first_page',
  'catch_up_1000_missed',
  'search_rare_word',
  'search_common_word',
  'mediator_dashboard',
  'case_information',
  'admin_statistics',
];

describe('bench:scale --smoke', () => {
  it('fills each database, measures every operation and prints the plans of its queries', async () => {
    const { stdout } = await run('npx', ['tsx', path.join(here, 'scale.ts'), '--smoke'], {
      cwd: path.join(here, '..'),
      // A server setting a run compares by reaches the server (bench/app.ts), and the report names it.
      env: { ...process.env, SEARCH_INDEX_MERGE_INTERVAL_MS: '250' },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 600_000,
    });
    const report = JSON.parse(stdout) as {
      smoke: boolean;
      server_settings: Record<string, string>;
      targets: Record<
        string,
        {
          results: Record<
            string,
            {
              samples: number;
              p99_ms: number;
              plans: { nodes: string[] }[];
            } & Record<`${'server' | 'client'}_gc_${'pauses' | 'pause_total_ms' | 'pause_max_ms'}`, number>
          >;
        }
      >;
    };
    expect(report.smoke).toBe(true);
    expect(report.server_settings).toMatchObject({ SEARCH_INDEX_MERGE_INTERVAL_MS: '250' });
    const expected = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
    expect(Object.keys(report.targets)).toEqual(expected);
    for (const target of expected) {
      const results = report.targets[target]!.results;
      expect(Object.keys(results)).toEqual(OPERATIONS);
      for (const name of OPERATIONS) {
        expect(results[name]!.p99_ms, `${target} ${name}`).toBeGreaterThan(0);
        expect(results[name]!.plans.length, `${target} ${name} ran no query`).toBeGreaterThan(0);
        // The collector's pauses in each process while the samples ran: a count, and a longest no longer than all of them.
        for (const side of ['server', 'client'] as const) {
          const result = results[name]!;
          const [pauses, total, longest] = [
            result[`${side}_gc_pauses`],
            result[`${side}_gc_pause_total_ms`],
            result[`${side}_gc_pause_max_ms`],
          ];
          for (const figure of [pauses, total, longest]) expect(typeof figure, `${target} ${name} ${side}`).toBe('number');
          expect(Number.isInteger(pauses), `${target} ${name} ${side}`).toBe(true);
          expect(longest, `${target} ${name} ${side}`).toBeLessThanOrEqual(total);
          if (pauses === 0) expect(total, `${target} ${name} ${side}`).toBe(0);
        }
        for (const plan of results[name]!.plans) expect(plan.nodes.length).toBeGreaterThan(0);
      }
    }
  }, 900_000);

  it('with young plans, runs every operation before the fill and takes the statistics the server keeps', async () => {
    const { stdout, stderr } = await run('npx', ['tsx', path.join(here, 'scale.ts'), '--smoke'], {
      cwd: path.join(here, '..'),
      env: { ...process.env, BENCH_PLANS: 'young', BENCH_TARGETS: 'pglite' },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 600_000,
    });
    const report = JSON.parse(stdout) as { plans: string; targets: Record<string, { results: Record<string, { p99_ms: number }> }> };
    expect(report.plans).toBe('young');
    expect(Object.keys(report.targets.pglite!.results)).toEqual(OPERATIONS);
    // The embedded database's statistics come from the server's own upkeep, which analyzed the filled tables.
    expect(stderr).toMatch(/the statistics upkeep analyzed [a-z_, ]*\bmessages\b/);
  }, 900_000);
});
