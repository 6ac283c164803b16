import type { ConnectedPerson } from '@mediation/protocol';

/**
 * Who is connected to the case rooms now, on every server process. The socket layer answers it
 * (realtime/presence.ts); services and routes ask it through `app.presence`, never the socket server.
 */
export interface Presence {
  /** The people connected to a case, one entry per person, in order of first connection. */
  connectedTo(caseId: string): Promise<ConnectedPerson[]>;
  /** The people connected, per case (one question to every process). */
  connectedByCase(): Promise<Map<string, ConnectedPerson[]>>;
  /** True when the person has a live connection in the case (any tab or device, on any process). */
  isConnected(caseId: string, userId: number): Promise<boolean>;
}
