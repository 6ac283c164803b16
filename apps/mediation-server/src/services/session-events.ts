import type { EventEmitter } from 'node:events';

/**
 * Sessions that just ended: every session of `userId` (a password change), or only `sessionId` — a
 * staff sign-in (its refresh family) or a party's case session. The socket layer closes the matching
 * connections on every process at once.
 */
export interface SessionsEnded {
  userId: number;
  sessionId?: string;
}

/** What the server's parts tell each other: a case stopped running, sessions ended. */
export interface ServerEvents {
  ended: [caseId: string];
  sessionsEnded: [ended: SessionsEnded];
}

export type ServerEventEmitter = EventEmitter<ServerEvents>;
