import type { ConnectedPerson } from '@mediation/protocol';
import type { CaseSocketServer } from './socket-server';
import { caseRoomName } from './rooms';

/** One entry per person, whatever the number of their tabs and devices, in order of first connection. */
function people(sockets: { data: { member?: { userId: number; side: ConnectedPerson['side']; displayName: string } } }[]): ConnectedPerson[] {
  const byUser = new Map<number, ConnectedPerson>();
  for (const socket of sockets) {
    const member = socket.data.member;
    if (!member || byUser.has(member.userId)) continue;
    byUser.set(member.userId, { user_id: member.userId, side: member.side, displayName: member.displayName });
  }
  return [...byUser.values()];
}

/**
 * Who is connected to a case now. With the Redis adapter this asks every server process, so the
 * answer is right whichever process people are connected to.
 */
export async function connectedTo(io: CaseSocketServer, caseId: string): Promise<ConnectedPerson[]> {
  return people(await io.in(caseRoomName(caseId)).fetchSockets());
}

/** Who is connected, per case, over every process (one question to all of them). */
export async function connectedByCase(io: CaseSocketServer): Promise<Map<string, ConnectedPerson[]>> {
  const sockets = await io.fetchSockets();
  const byCase = new Map<string, typeof sockets>();
  for (const socket of sockets) {
    const caseId = socket.data.joinedCaseId;
    if (!caseId) continue;
    byCase.set(caseId, [...(byCase.get(caseId) ?? []), socket]);
  }
  return new Map([...byCase].map(([caseId, caseSockets]) => [caseId, people(caseSockets)]));
}
