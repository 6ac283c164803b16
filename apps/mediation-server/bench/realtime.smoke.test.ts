/**
 * The realtime benchmark's smoke size runs in `pnpm test`, so a change to how parties join or connect
 * cannot break the bench unnoticed. Nothing here is timed: it completes, prints its report, and every
 * message it sent in the window was stored and delivered.
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
  clients: number;
  results: Record<string, { sent_per_s: number; delivered_of_expected: number; refused: number; unanswered: number }>;
}

describe('bench:realtime --smoke', () => {
  it('completes against the bare relay and our server, and prints its JSON report', async () => {
    const targets = process.env.TEST_DATABASE_URL ? 'bare,pglite,postgres' : 'bare,pglite';
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(here, 'realtime.ts'), '--smoke', `--targets=${targets}`], {
      cwd: path.join(here, '..'),
      env: { ...process.env, BENCH_SMOKE: '1' },
      maxBuffer: 10 * 1024 * 1024,
    });
    const report = JSON.parse(stdout) as Report;
    expect(report.smoke).toBe(true);
    expect(Object.keys(report.results).sort()).toEqual(targets.split(',').sort());
    for (const [target, figures] of Object.entries(report.results)) {
      expect({ target, refused: figures.refused, unanswered: figures.unanswered }).toEqual({ target, refused: 0, unanswered: 0 });
      expect(figures.sent_per_s, target).toBeGreaterThan(0);
      expect(figures.delivered_of_expected, target).toBe(1);
    }
  }, 180_000);
});
