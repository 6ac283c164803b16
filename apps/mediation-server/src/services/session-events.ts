import type { EventEmitter } from 'node:events';
import type { JoinDecisionResponse, JoinRequestItem, Participant } from '@mediation/protocol';

/**
 * Sessions that just ended: every session of `userId` (a password change), or only `sessionId` — a
 * staff sign-in (its refresh family) or a party's case session. The socket layer closes the matching
 * connections on every process at once.
 */
export interface SessionsEnded {
  userId: number;
  sessionId?: string;
}

/**
 * What the server's parts tell each other: a case stopped running, sessions ended, and the waiting room's
 * news for the case's mediator. Services announce; the socket layer tells the people concerned, live.
 */
export interface ServerEvents {
  ended: [caseId: string];
  sessionsEnded: [ended: SessionsEnded];
  /** A person asks to join the case. */
  joinRequested: [caseId: string, request: JoinRequestItem];
  /** A request was admitted, refused or withdrawn. */
  joinDecided: [caseId: string, decision: JoinDecisionResponse];
  /** The mediator removed a participant: its connections in the case close (on every process), the others hear it. */
  participantRemoved: [caseId: string, participant: Participant];
}

export type ServerEventEmitter = EventEmitter<ServerEvents>;
