/**
 * The PDF benchmark's smoke size runs in `pnpm test`, so a change to the agreement's PDF cannot break the
 * bench unnoticed. Nothing here is timed: it completes and prints its JSON report with both figures.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

interface Figures {
  characters: number;
  render_ms: number;
  ms_per_10k_chars: number;
  pdf_bytes: number;
}

describe('bench:pdf --smoke', () => {
  it('renders prose and long unbroken words and prints ms_per_10k_chars for each', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(here, 'agreement-pdf.ts'), '--smoke'], {
      cwd: path.join(here, '..'),
    });
    const report = JSON.parse(stdout) as { smoke: boolean; results: Record<string, Figures> };
    expect(report.smoke).toBe(true);
    expect(Object.keys(report.results).sort()).toEqual(['long_words', 'prose']);
    for (const [kind, figures] of Object.entries(report.results)) {
      expect(figures.characters, kind).toBeGreaterThan(0);
      expect(figures.pdf_bytes, kind).toBeGreaterThan(1000);
      expect(Number.isFinite(figures.ms_per_10k_chars), kind).toBe(true);
    }
  }, 120_000);
});
