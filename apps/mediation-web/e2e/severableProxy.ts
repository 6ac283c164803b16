import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from '@playwright/test';

/**
 * An HTTP proxy that one browser context goes through, so that a test can cut that context's network
 * the way a tunnel or a changed network does. Chromium's offline emulation alone (`setOffline`) fires
 * the page's `offline` event and fails new requests, but leaves an open WebSocket open (checked on
 * Chromium 156), so the proxy also severs every connection it carries and refuses new ones while cut.
 */
export interface SeverableProxy {
  /** For `browser.newContext({ proxy })`; Playwright proxies loopback addresses too. */
  readonly server: string;
  /** Severs every open connection, refuses new ones, and turns the context offline. */
  cut(context: BrowserContext): Promise<void>;
  /** Lets connections through again and turns the context back online (its `online` event fires). */
  restore(context: BrowserContext): Promise<void>;
  close(): Promise<void>;
}

export async function startSeverableProxy(): Promise<SeverableProxy> {
  let isCut = false;
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    // Kept-alive upstream sockets come back for later requests: listened to once.
    if (open.has(socket)) return;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  // Plain requests arrive with their absolute URL; WebSockets come as CONNECT tunnels.
  const proxy = http.createServer((request, response) => {
    const upstream = http.request(request.url ?? '', { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('socket', track);
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  proxy.on('connection', (socket: net.Socket) => {
    if (isCut) socket.destroy();
    else track(socket);
  });
  proxy.on('connect', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const [host, port] = (request.url ?? '').split(':');
    const upstream = net.connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    track(upstream);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;

  return {
    server: `http://127.0.0.1:${port}`,
    async cut(context) {
      await context.setOffline(true);
      isCut = true;
      for (const socket of open) socket.destroy();
    },
    async restore(context) {
      isCut = false;
      await context.setOffline(false);
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
