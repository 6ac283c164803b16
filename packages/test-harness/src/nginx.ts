/**
 * Debian's nginx in front of server processes, for the two-process suites: the deployed proxy settings
 * (deploy/mediation-proxy.conf) with an upstream of the given processes. The first process takes every
 * connection while it is up and the others stand by (`backup`), so a test knows where each client lands;
 * a client whose process died reconnects through nginx to the next one.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PROXY_SETTINGS = path.join(repositoryRoot, 'deploy', 'mediation-proxy.conf');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  close: () => Promise<void>;
}

/** A port free on 127.0.0.1 now (the system's choice), for a process started next. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function listening(port: number, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`);
}

/**
 * Starts nginx (not as a daemon) with the given backends, on `options.port` or a free port; `close` stops it
 * and removes its folder. A port given lets the processes behind it know its address before they start.
 */
export async function startNginx(backends: string[], options: { port?: number } = {}): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX} (apt-get install -y nginx, or set NGINX_PATH)`);
  const folder = mkdtempSync(path.join(tmpdir(), 'mediation-nginx-'));
  const port = options.port ?? (await freePort());
  const servers = backends.map(
    (url, index) => `    server ${new URL(url).host} max_fails=1 fail_timeout=30s${index > 0 ? ' backup' : ''};`,
  );
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    `worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream mediation {
${servers.join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    include ${PROXY_SETTINGS};
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([listening(port, 10_000), exited.then(() => Promise.reject(new Error(`nginx stopped: ${errors}`)))]);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      // SIGTERM: nginx's fast shutdown, closing every proxied connection.
      child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
