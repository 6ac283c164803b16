/**
 * The socket of one client: opened with a token read at every (re)connection, retried without end, at
 * once when the browser is back, renewed when the server says the token expired; and `emit`, whose
 * promise rejects with a `ChatClientError`.
 */
import type { Socket } from 'socket.io-client';
import {
  SOCKET_RECONNECT,
  type Ack,
  type ClientToServerEvents,
  type ConnectErrorData,
  type ServerToClientEvents,
} from '@mediation/protocol';
import type { Side } from '../types';
import { ChatClientError } from './errors';
import { readTokenClaims } from './mapping';
import type { ResolvedChatClientOptions } from './options';
import type { ConnectionStatus } from '../room/roomState';
import { CLIENT_SENTENCES } from '../internal/clientSentences';

export type RoomSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type AckOf<E extends keyof ClientToServerEvents> = Parameters<ClientToServerEvents[E]>[1] extends (ack: infer A) => void ? A : Ack;
/** The data of an event's acknowledgement when the server accepted it. */
export type AckData<E extends keyof ClientToServerEvents> = Extract<AckOf<E>, { ok: true }>;

/** How long a request waits for its acknowledgement unless told otherwise. */
const EMIT_TIMEOUT_MS = 10_000;

/** Who a token is for, or undefined for a token that cannot be read (the server will say why). */
export function viewerOf(token: string | undefined): { id: number; side: Side } | undefined {
  if (!token) return undefined;
  try {
    const claims = readTokenClaims(token);
    return Number.isInteger(claims.userId) ? { id: claims.userId, side: claims.side } : undefined;
  } catch {
    return undefined;
  }
}

/** What the connection tells its client. */
export interface ConnectionHost {
  /** Who the viewer is and whether it ever connected (the query and the status name it). */
  viewer: () => { id: number; side: Side };
  hasConnected: () => boolean;
  status: () => ConnectionStatus;
  /** A change of the connection's status, with the error to show (left as it is when not given). */
  setStatus: (change: { status: ConnectionStatus; error?: string | undefined }) => void;
  /** A token for another person than the store's viewer arrived (the first one, read late). */
  setViewer: (viewer: { id: number; side: Side }) => void;
  /** Connected (first time or again). */
  onConnect: () => void;
  /** Registers the room's listeners on a new socket. */
  listen: (socket: RoomSocket) => void;
}

export class RoomConnection {
  private socket: RoomSocket | null = null;
  private stopWatchingBrowser: (() => void) | null = null;
  /** The token the server said has expired; the next connection asks `getToken` for a fresh one. */
  private expiredToken: string | null = null;
  /** Whether a fresh token was already asked for since the last connection (a refused fresh one is final). */
  private hasRenewedToken = false;
  private lastToken: string | undefined;

  constructor(
    private readonly options: ResolvedChatClientOptions,
    private readonly host: ConnectionHost,
  ) {}

  get isConnected(): boolean {
    return this.socket?.connected ?? false;
  }

  /** The token of the current connection, as `getToken` gave it. */
  get token(): string | undefined {
    return this.lastToken;
  }

  connect(): void {
    if (this.socket) return;
    const { serverUrl, caseId, reconnectDelayMs, reconnectDelayMaxMs } = this.options;
    const { id, side } = this.host.viewer();
    const socketOptions = {
      // socket.io calls it before every (re)connection's handshake: a refreshed token is used at once.
      auth: (deliver: (data: object) => void) =>
        void this.readToken().then((token) => (token ? deliver({ token }) : this.endWithoutToken())),
      query: id > 0 ? { case_id: caseId, user_id: String(id), side } : { case_id: caseId },
      reconnection: true,
      reconnectionAttempts: SOCKET_RECONNECT.attempts,
      reconnectionDelay: reconnectDelayMs,
      reconnectionDelayMax: reconnectDelayMaxMs,
      randomizationFactor: SOCKET_RECONNECT.randomization,
      transports: ['websocket', 'polling'],
    };
    const socket: RoomSocket = serverUrl ? this.options.connect(serverUrl, socketOptions) : this.options.connect(socketOptions);
    this.socket = socket;
    socket.on('connect', () => {
      this.hasRenewedToken = false;
      this.host.onConnect();
    });
    socket.on('connect_error', (error) => {
      // A token refused at the handshake is renewed once; any other refusal by the server is final, and a
      // network error is retried by the manager.
      const code = (error as Error & { data?: Partial<ConnectErrorData> }).data?.code;
      if (code === 'unauthorized' && !socket.active && this.renewToken())
        return this.host.setStatus({ status: 'reconnecting', error: undefined });
      // The server's refusals carry data and a sentence for people; a network failure's message ("websocket
      // error", "xhr poll error") is for developers, and the banner says "Connection lost" instead.
      this.host.setStatus({ status: socket.active ? 'reconnecting' : 'offline', error: code ? error.message : undefined });
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect' && this.expiredToken !== null && this.renewToken())
        return this.host.setStatus({ status: 'reconnecting', error: undefined });
      this.host.setStatus({ status: socket.active ? 'reconnecting' : 'offline' });
    });
    socket.on('sessionEnded', ({ reason }) => {
      if (reason === 'expired') this.expiredToken = this.lastToken ?? '';
      else void this.askAfterEnd();
    });
    socket.io.on('reconnect_failed', () => this.host.setStatus({ status: 'offline' }));
    this.host.listen(socket);
    this.watchBrowser();
  }

  private async readToken(): Promise<string | undefined> {
    const rejected = this.expiredToken;
    this.expiredToken = null;
    let token: string | undefined;
    try {
      token = await this.options.getToken(rejected === null ? { reason: 'connect' } : { reason: 'expired', rejected });
    } catch {
      token = undefined;
    }
    this.lastToken = token;
    const viewer = viewerOf(token);
    const current = this.host.viewer();
    if (viewer && (viewer.id !== current.id || viewer.side !== current.side)) this.host.setViewer(viewer);
    return token;
  }

  /**
   * The server ended the session: the host is asked at once (not at the next attempt, which would never
   * come) whether another holds. With one the connection starts again; without, it stops and says why,
   * and the host has had its chance to sign the person out.
   */
  private async askAfterEnd() {
    let token: string | undefined;
    try {
      token = await this.options.getToken({ reason: 'ended', rejected: this.lastToken ?? '' });
    } catch {
      token = undefined;
    }
    if (!token || token === this.lastToken) return this.endWithoutToken();
    this.host.setStatus({ status: 'reconnecting', error: undefined });
    this.socket?.connect();
  }

  /** No token is to be had (the session is over): the connection stops, and says why. */
  private endWithoutToken() {
    this.socket?.disconnect();
    this.host.setStatus({ status: 'offline', error: CLIENT_SENTENCES.sessionEnded });
  }

  /** The server refused or ended the token as expired: a connection with a fresh one, once until one succeeds. */
  private renewToken(): boolean {
    if (this.hasRenewedToken || !this.socket) return false;
    this.hasRenewedToken = true;
    this.expiredToken ??= this.lastToken ?? '';
    this.socket.connect();
    return true;
  }

  /**
   * Tries to connect now ("Retry now", "Reconnect"), without waiting for the next automatic attempt: the
   * pending one is dropped and the backoff starts again from its first delay. Nothing while connected.
   */
  reconnect(): void {
    const socket = this.socket;
    if (!socket) return this.connect();
    if (socket.connected) return;
    this.host.setStatus({ status: this.host.hasConnected() ? 'reconnecting' : 'connecting', error: undefined });
    // socket.io waits out its backoff timer while reconnecting; closing the manager cancels it, and
    // opening again attempts at once (a failure resumes the automatic attempts).
    socket.disconnect();
    socket.connect();
  }

  /** A network that comes back or a tab shown again is worth an attempt at once, not at the end of the backoff. */
  private watchBrowser() {
    if (typeof window === 'undefined' || typeof document === 'undefined') return;
    const retry = () => {
      if (this.socket && !this.socket.connected && this.host.status() !== 'connecting') this.reconnect();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') retry();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', onVisible);
    this.stopWatchingBrowser = () => {
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }

  close(): void {
    this.stopWatchingBrowser?.();
    this.stopWatchingBrowser = null;
    this.socket?.removeAllListeners();
    this.socket?.io.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
  }

  /**
   * Emits an event and resolves with the accepted acknowledgement; rejects with a `ChatClientError`: the
   * server's code and message, `disconnected` ('Socket is not defined') or `timeout`. Never throws.
   */
  emit = <E extends keyof ClientToServerEvents>(
    event: E,
    payload: Parameters<ClientToServerEvents[E]>[0],
    timeoutMs = EMIT_TIMEOUT_MS,
  ): Promise<AckData<E>> => {
    const socket = this.socket;
    if (!socket || !socket.connected) return Promise.reject(new ChatClientError('disconnected', 'Socket is not defined'));
    return new Promise((resolve, reject) => {
      const emitter = socket.timeout(timeoutMs) as unknown as {
        emit: (name: string, body: unknown, callback: (error: Error | null, ack: AckOf<E>) => void) => void;
      };
      emitter.emit(event, payload, (error, ack) => {
        const answer = ack as Ack;
        if (error) reject(new ChatClientError('timeout', 'No answer from the server.'));
        else if (!answer.ok) reject(new ChatClientError(answer.error.code, answer.error.message));
        else resolve(ack as AckData<E>);
      });
    });
  };
}
