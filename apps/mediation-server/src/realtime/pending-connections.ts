import type { IncomingMessage } from 'node:http';

interface Connection {
  request: IncomingMessage;
  once: (event: 'close', listener: () => void) => unknown;
}

/**
 * Connections that have not signed in yet (no namespace joined), counted per client address. Each holds
 * memory and timers until it signs in or socket.io's connectTimeout closes it; without a cap one client
 * could open them by the thousand. The count is this process's: that is whose memory they hold.
 *
 * A place is taken when the handshake is allowed (before engine.io creates the connection, so concurrent
 * handshakes cannot all slip under the cap) and given back when the connection signs in or closes.
 */
export function pendingConnections(options: { perAddress: number; addressOf: (request: IncomingMessage) => string }) {
  const counts = new Map<string, number>();
  /** The release of each place, by its handshake request until the connection exists, then by the connection. */
  const places = new WeakMap<object, () => void>();

  function take(address: string): () => void {
    counts.set(address, (counts.get(address) ?? 0) + 1);
    let isHeld = true;
    return () => {
      if (!isHeld) return;
      isHeld = false;
      const left = (counts.get(address) ?? 1) - 1;
      if (left === 0) counts.delete(address);
      else counts.set(address, left);
    };
  }

  return {
    /** Takes a place for a new connection's handshake; false when its address holds all of them. */
    admit(request: IncomingMessage): boolean {
      const address = options.addressOf(request);
      if ((counts.get(address) ?? 0) >= options.perAddress) return false;
      const release = take(address);
      // A handshake that never becomes a connection (its client gone, or refused later) gives its place back.
      request.socket.once('close', release);
      places.set(request, release);
      return true;
    },

    /** The handshake became a connection: its place is held until the connection signs in or closes. */
    opened(connection: Connection) {
      const release = places.get(connection.request);
      if (release === undefined) return;
      places.delete(connection.request);
      // A long-polling connection outlives the TCP socket of its first request.
      connection.request.socket.off('close', release);
      places.set(connection, release);
      connection.once('close', release);
    },

    /** The connection signed in: it no longer counts. */
    signedIn(connection: object) {
      places.get(connection)?.();
      places.delete(connection);
    },

    /** A handshake refused after it was admitted. */
    failed(request: IncomingMessage) {
      const release = places.get(request);
      if (release === undefined) return;
      places.delete(request);
      request.socket.off('close', release);
      release();
    },
  };
}

export type PendingConnections = ReturnType<typeof pendingConnections>;
