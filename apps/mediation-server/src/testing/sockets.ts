/** Real socket.io clients for tests: connect, emit with an acknowledgement, and wait for events. */
import { randomUUID } from 'node:crypto';
import { io as connectClient } from 'socket.io-client';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { Ack } from '@mediation/protocol';

export const WAIT_MS = 10_000;

export interface Received {
  event: string;
  payload: unknown;
}

/** A connected client that keeps every event it received, in order. */
export interface TestClient {
  socket: Socket;
  received: Received[];
  /** The `connection` payload the server sent right after connecting. */
  greeting: Record<string, unknown>;
  /** Resolves with the first received event of that name matching `match` (already received or to come). */
  waitFor: <T = Record<string, unknown>>(event: string, match?: (payload: T) => boolean, timeoutMs?: number) => Promise<T>;
  /** Events of that name received so far. */
  all: <T = Record<string, unknown>>(event: string) => T[];
  emit: <T extends object = Record<string, unknown>>(event: string, payload: unknown, timeoutMs?: number) => Promise<Ack<T>>;
  close: () => void;
}

export interface ConnectOptions {
  token?: string | undefined;
  query?: Record<string, string | number>;
  extraHeaders?: Record<string, string>;
  /** Reconnect on its own after a dropped connection (off by default). */
  reconnection?: boolean;
  transports?: ('websocket' | 'polling')[];
}

function clientOptions(options: ConnectOptions): Partial<ManagerOptions & SocketOptions> {
  return {
    auth: options.token === undefined ? {} : { token: options.token },
    query: options.query ?? {},
    extraHeaders: options.extraHeaders,
    transports: options.transports ?? ['websocket'],
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    forceNew: true,
    autoConnect: false,
    timeout: WAIT_MS,
  };
}

/** Wraps a socket.io client so that every event it receives is kept and can be awaited. */
export function recordClient(socket: Socket): Omit<TestClient, 'greeting'> {
  const received: Received[] = [];
  const waiters: { event: string; match: (payload: never) => boolean; resolve: (payload: never) => void }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload });
    for (const waiter of [...waiters]) {
      if (waiter.event === event && waiter.match(payload as never)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(payload as never);
      }
    }
  });
  return {
    socket,
    received,
    waitFor<T>(event: string, match: (payload: T) => boolean = () => true, timeoutMs = WAIT_MS) {
      const found = received.find((entry) => entry.event === event && match(entry.payload as T));
      if (found) return Promise.resolve(found.payload as T);
      return new Promise<T>((resolve, reject) => {
        const waiter = {
          event,
          match: match as (payload: never) => boolean,
          resolve: (payload: never) => {
            clearTimeout(timer);
            resolve(payload as T);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`No ${event} event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    all<T>(event: string) {
      return received.filter((entry) => entry.event === event).map((entry) => entry.payload as T);
    },
    emit<T extends object>(event: string, payload: unknown, timeoutMs = WAIT_MS) {
      return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<Ack<T>>;
    },
    close() {
      socket.disconnect();
    },
  };
}

/** Connects and resolves once the server's `connection` event arrived; rejects on connect_error. */
export async function connect(url: string, options: ConnectOptions): Promise<TestClient> {
  const socket = connectClient(url, clientOptions(options));
  const client = recordClient(socket);
  const greeting = client.waitFor('connection');
  const refused = new Promise<never>((_resolve, reject) => {
    socket.once('connect_error', (error) => reject(error));
  });
  socket.connect();
  try {
    return { ...client, greeting: await Promise.race([greeting, refused]) };
  } catch (error) {
    socket.disconnect();
    throw error;
  }
}

/** Tries to connect and resolves with the connect_error the server answered (fails if it connects). */
export async function connectError(url: string, options: ConnectOptions): Promise<Error & { data?: { code?: string } }> {
  const socket = connectClient(url, clientOptions(options));
  try {
    return await new Promise((resolve, reject) => {
      socket.once('connect', () => reject(new Error('connected, but a refusal was expected')));
      socket.once('connect_error', (error) => resolve(error as Error & { data?: { code?: string } }));
      socket.connect();
    });
  } finally {
    socket.disconnect();
  }
}

/** Resolves when the client is disconnected, with the reason socket.io gives. */
export function disconnected(client: Pick<TestClient, 'socket'>, timeoutMs = WAIT_MS): Promise<string> {
  if (client.socket.disconnected) return Promise.resolve('already disconnected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    client.socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** A fresh client message id. */
export const clientMsgId = () => `c-${randomUUID()}`;
