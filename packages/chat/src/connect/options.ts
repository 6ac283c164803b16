/** How a `ChatClient` is set up, and the defaults of what is left out. */
import { io } from 'socket.io-client';
import { SOCKET_RECONNECT } from '@mediation/protocol';

/**
 * Why the client asks for a token: a (re)connection; the server refused or ended the last one as expired;
 * or the server ended the session itself (a sign-out elsewhere, a password change, a deactivated account,
 * a removal): the host says whether a session still holds (a token) or not (`undefined`, and it may sign
 * the person out).
 */
export type TokenRequest = { reason: 'connect' } | { reason: 'expired'; rejected: string } | { reason: 'ended'; rejected: string };

/** Gives the token to connect with; `undefined` when there is none (the session is over). */
export type TokenGetter = (request: TokenRequest) => string | undefined | Promise<string | undefined>;

export interface ChatClientOptions {
  /** Origin of the server; same origin when omitted. */
  serverUrl?: string | undefined;
  /**
   * Reads the token (a mediator's access token or a party token) at every connection and reconnection,
   * so a refreshed one is used by the same client; with `reason: 'expired'` it should return a fresh one.
   * Give this or `token`.
   */
  getToken?: TokenGetter | undefined;
  /** A fixed token, for an embedder that never refreshes it (`getToken` wins when both are given). */
  token?: string | undefined;
  /** The case to join. */
  caseId: string;
  /** Milliseconds to wait for an acknowledgement before retrying a send; undefined means the default. @default 5000 */
  ackTimeoutMs?: number | undefined;
  /** Attempts of one send before it is shown as failed; undefined means the default. @default 3 */
  sendAttempts?: number | undefined;
  /** Socket factory, for tests; undefined means the default. @default socket.io-client's `io` */
  connect?: typeof io | undefined;
  /** First delay before reconnecting after a lost connection, doubling from there; undefined means the default. @default 1000 */
  reconnectDelayMs?: number | undefined;
  /** Longest delay between two reconnection attempts (they never stop); undefined means the default. @default 30000 */
  reconnectDelayMaxMs?: number | undefined;
}

/** The options with every default filled in. */
export interface ResolvedChatClientOptions {
  serverUrl: string | undefined;
  getToken: TokenGetter;
  caseId: string;
  ackTimeoutMs: number;
  sendAttempts: number;
  connect: typeof io;
  reconnectDelayMs: number;
  reconnectDelayMaxMs: number;
}

/** Fills in the defaults: an option left out or given as `undefined` takes its default. */
export function resolveClientOptions(options: ChatClientOptions): ResolvedChatClientOptions {
  const { token } = options;
  return {
    serverUrl: options.serverUrl,
    getToken: options.getToken ?? (() => token),
    caseId: options.caseId,
    ackTimeoutMs: options.ackTimeoutMs ?? 5000,
    sendAttempts: options.sendAttempts ?? 3,
    connect: options.connect ?? io,
    reconnectDelayMs: options.reconnectDelayMs ?? SOCKET_RECONNECT.delayMs,
    reconnectDelayMaxMs: options.reconnectDelayMaxMs ?? SOCKET_RECONNECT.delayMaxMs,
  };
}
