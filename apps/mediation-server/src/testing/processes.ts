/** The real server entry point run as a child process, as `pnpm start` does. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server.ts');

export function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    // No balancer waits on these processes: they stop at once unless a test asks for a drain.
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', SHUTDOWN_DRAIN_S: '0', ...env },
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
