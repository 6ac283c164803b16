import type { ConnectedPerson } from '@mediation/protocol';
import type { Presence } from '../services/presence';
import type { CaseSocketServer } from './socket-server';
import { caseRoomName, personRoomName } from './rooms';

/** One entry per person, whatever the number of their tabs and devices, in order of first connection. */
function people(
  sockets: { data: { member?: { userId: number; side: ConnectedPerson['side']; displayName: string } } }[],
): ConnectedPerson[] {
  const byUser = new Map<number, ConnectedPerson>();
  for (const socket of sockets) {
    const member = socket.data.member;
    if (!member || byUser.has(member.userId)) continue;
    byUser.set(member.userId, { user_id: member.userId, side: member.side, displayName: member.displayName });
  }
  return [...byUser.values()];
}

/**
 * Who is connected to the case rooms now. With the Redis adapter each question goes to every server
 * process, so the answer is right whichever process people are connected to.
 */
export function presenceOf(io: CaseSocketServer): Presence {
  return {
    async connectedTo(caseId) {
      return people(await io.in(caseRoomName(caseId)).fetchSockets());
    },

    async connectedByCase() {
      const sockets = await io.fetchSockets();
      const byCase = new Map<string, typeof sockets>();
      for (const socket of sockets) {
        const caseId = socket.data.joinedCaseId;
        if (!caseId) continue;
        byCase.set(caseId, [...(byCase.get(caseId) ?? []), socket]);
      }
      return new Map([...byCase].map(([caseId, caseSockets]) => [caseId, people(caseSockets)]));
    },

    async isConnected(caseId, userId) {
      return (await io.in(personRoomName(caseId, userId)).fetchSockets()).length > 0;
    },
  };
}
