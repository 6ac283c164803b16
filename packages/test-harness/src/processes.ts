/** The real server entry point run as a child process: from source through tsx, or built, as `pnpm start` does. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server's package folder: the harness runs the server by its files, so it is no dependency of it. */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/mediation-server');
const sourceEntry = path.join(serverDir, 'src', 'server.ts');
/** The build (`pnpm --filter @mediation/server build`), which the web app's end-to-end tests run. */
const builtEntry = path.join(serverDir, 'dist', 'server.js');

/**
 * `asOutsideTests`: without the test runner's own variables (VITEST, VITEST_WORKER_ID), which libraries read to
 * guess the environment, so the child starts as an operator's `node --import tsx` would.
 */
export function runServer(env: Record<string, string>, options: { built?: boolean; asOutsideTests?: boolean } = {}) {
  const args = options.built ? [builtEntry] : ['--import', 'tsx', sourceEntry];
  const inherited = options.asOutsideTests
    ? Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')))
    : process.env;
  const child = spawn(process.execPath, args, {
    // The build runs from its package's folder, as `pnpm start` does.
    cwd: options.built ? serverDir : undefined,
    // No balancer waits on these processes: they stop at once unless a test asks for a drain.
    env: { ...inherited, LOG_LEVEL: 'info', HOST: '127.0.0.1', SHUTDOWN_DRAIN_S: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  // A process that never became ready still has its exit awaited by its test, not reported unhandled.
  ready.catch(() => undefined);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}

export type ServerProcess = ReturnType<typeof runServer>;
