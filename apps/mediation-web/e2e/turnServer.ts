import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const deployConf = path.resolve(here, '../../../deploy/coturn.conf');

/** Settings the test sets itself: where coturn listens and relays on this machine, and the shared secret. */
const OVERRIDDEN = new Set([
  'listening-port',
  'tls-listening-port',
  'alt-listening-port',
  'listening-ip',
  'relay-ip',
  'external-ip',
  'min-port',
  'max-port',
  'static-auth-secret',
  'realm',
  'cert',
  'pkey',
  'log-file',
  'pidfile',
  'userdb',
  'denied-peer-ip',
  'no-loopback-peers',
  'allow-loopback-peers',
]);

export interface TurnServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts Debian's coturn (`turnserver`) on 127.0.0.1:`port` with deploy/coturn.conf's settings, but on
 * this machine's loopback, with relay ports from `relayPorts`, and peers on loopback allowed (every
 * browser of the test is on this machine). Resolves once it accepts TCP connections.
 */
export async function startTurnServer(port: number, secret: string, relayPorts: [number, number]): Promise<TurnServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mediation-turn-'));
  const deployed = existsSync(deployConf)
    ? readFileSync(deployConf, 'utf8')
        .split('\n')
        .filter((line) => {
          const key = line.trim().split(/[\s=]/)[0] ?? '';
          return key !== '' && !key.startsWith('#') && !OVERRIDDEN.has(key);
        })
    : ['use-auth-secret', 'fingerprint', 'no-cli'];
  const conf = [
    ...deployed,
    'use-auth-secret',
    `static-auth-secret=${secret}`,
    'realm=mediation.e2e',
    `listening-port=${port}`,
    'listening-ip=127.0.0.1',
    'relay-ip=127.0.0.1',
    `min-port=${relayPorts[0]}`,
    `max-port=${relayPorts[1]}`,
    'allow-loopback-peers',
    'no-tls',
    'no-dtls',
    'no-cli',
    `pidfile=${path.join(dir, 'turnserver.pid')}`,
    'log-file=stdout',
  ].join('\n');
  const confPath = path.join(dir, 'turnserver.conf');
  writeFileSync(confPath, `${conf}\n`);
  const child: ChildProcess = spawn('turnserver', ['-c', confPath], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt += 1) {
    const isUp = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isUp) break;
    if (attempt > 100 || child.exitCode !== null) throw new Error(`turnserver did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A TCP forwarder to `port` that the test can sever, the way a dropped network severs a TURN connection:
 * while cut it closes every connection it carries and refuses new ones.
 */
export async function startSeverableForwarder(port: number) {
  let isCut = false;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (isCut) return client.destroy();
    const upstream = net.connect(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream);
    upstream.pipe(client);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      isCut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      isCut = false;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
