import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ask, startTarget, stopTarget } from './rooms';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the bench's server process", () => {
  it('writes what it prints once it listens to the file it is given', { timeout: 60_000 }, async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'bench-stdout-'));
    folders.push(folder);
    const file = path.join(folder, 'server.out');
    const { child } = await startTarget('bare', {}, ['--expose-gc', '--trace-gc'], file);
    await ask(child, { type: 'memory' });
    await stopTarget(child);
    // The file is written as the output arrives, which may be after the process has exited.
    await expect.poll(() => (existsSync(file) ? readFileSync(file, 'utf8') : ''), { timeout: 10_000 }).toMatch(/Mark-Compact/);
  });

  it(
    'takes the node flags and the output file of BENCH_SERVER_NODE_FLAGS and BENCH_SERVER_STDOUT, per target',
    { timeout: 60_000 },
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'bench-stdout-'));
      folders.push(folder);
      const base = path.join(folder, 'out');
      vi.stubEnv('BENCH_SERVER_NODE_FLAGS', '--trace-gc');
      vi.stubEnv('BENCH_SERVER_STDOUT', base);
      try {
        const { child } = await startTarget('bare', {}, ['--expose-gc']);
        await ask(child, { type: 'memory' });
        await stopTarget(child);
      } finally {
        vi.unstubAllEnvs();
      }
      await expect
        .poll(() => (existsSync(`${base}.bare`) ? readFileSync(`${base}.bare`, 'utf8') : ''), { timeout: 10_000 })
        .toMatch(/Mark-Compact/);
    },
  );
});
