/** A loopback TCP proxy standing in for a load balancer in front of several server processes. */
import net from 'node:net';

export interface Proxy {
  url: string;
  /** Holds new connections (unanswered) until `release`, as a balancer does while it finds a backend. */
  hold: () => void;
  release: () => void;
  close: () => Promise<void>;
}

/** Sends each new connection to the first backend that accepts it, in the order given. */
export async function startProxy(backends: () => string[]): Promise<Proxy> {
  const sockets = new Set<net.Socket>();
  let isHolding = false;
  const held: net.Socket[] = [];

  function pipeToBackend(client: net.Socket, candidates: string[]) {
    const [first, ...rest] = candidates;
    if (!first) return client.destroy();
    const { hostname, port } = new URL(first);
    const upstream = net.connect(Number(port), hostname);
    sockets.add(upstream);
    let isConnected = false;
    upstream.once('connect', () => {
      isConnected = true;
      upstream.once('close', () => client.destroy());
      client.once('close', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    });
    upstream.once('error', () => {
      upstream.destroy();
      sockets.delete(upstream);
      // A backend that refuses (a killed process) is skipped; one that fails later ends the connection.
      if (isConnected) client.destroy();
      else pipeToBackend(client, rest);
    });
  }

  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('error', () => client.destroy());
    client.once('close', () => sockets.delete(client));
    if (isHolding) held.push(client);
    else pipeToBackend(client, backends());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    hold() {
      isHolding = true;
    },
    release() {
      isHolding = false;
      for (const client of held.splice(0)) if (!client.destroyed) pipeToBackend(client, backends());
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
