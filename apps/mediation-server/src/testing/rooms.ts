/** Socket clients of the test world: the people of case one and two, connected to a test server. */
import type { ChatMessage, Participant } from '@mediation/protocol';
import type { World } from './world';
import { clientMsgId, connect } from './sockets';
import type { ConnectOptions, TestClient } from './sockets';

export const CALLERS = ['mediator', 'otherMediator', 'partyA', 'partyB', 'otherParty'] as const;
export type Caller = (typeof CALLERS)[number];

export type Clients = Record<Caller, TestClient>;

/** The token and query each caller connects with (each to its own case). */
export function connectOptionsOf(world: World, caller: Caller): ConnectOptions {
  switch (caller) {
    case 'mediator':
      return { token: world.mediator.token, query: { case_id: world.caseOne.id, role: 'Mediator', user_id: world.mediator.id, side: 'M' } };
    case 'otherMediator':
      return { token: world.otherMediator.token, query: { case_id: world.caseTwo.id } };
    case 'partyA':
      return { token: world.partyA.token, query: { case_id: world.caseOne.id, role: 'User', user_id: world.partyA.id, side: 'A' } };
    case 'partyB':
      return { token: world.partyB.token, query: { case_id: world.caseOne.id, side: 'B' } };
    case 'otherParty':
      return { token: world.otherParty.token, query: { case_id: world.caseTwo.id } };
    default:
      return caller satisfies never;
  }
}

export const userIdOf = (world: World, caller: Caller): number => world[caller].id;
export const sideOf = (caller: Caller): 'A' | 'B' | 'M' =>
  caller === 'partyB' ? 'B' : caller === 'partyA' || caller === 'otherParty' ? 'A' : 'M';

/** Connects all five callers, one after the other. */
export async function connectAll(url: string, world: World, extra: Partial<ConnectOptions> = {}): Promise<Clients> {
  const clients = {} as Clients;
  for (const caller of CALLERS) clients[caller] = await connect(url, { ...connectOptionsOf(world, caller), ...extra });
  return clients;
}

export function closeAll(clients: Partial<Clients> | undefined) {
  for (const client of Object.values(clients ?? {})) client?.close();
}

/** A roomMsg payload as the caller's client would build it. */
export function roomMsg(world: World, caller: Caller, side: 'A' | 'B' | 'M', message: string, extra: object = {}) {
  return {
    to: caller === 'otherMediator' || caller === 'otherParty' ? world.caseTwo.id : world.caseOne.id,
    from: userIdOf(world, caller),
    fromSide: sideOf(caller),
    side,
    message,
    time: new Date().toISOString(),
    displayName: caller,
    ext: null,
    client_msg_id: clientMsgId(),
    ...extra,
  };
}

/** Sends a message and returns the stored one from the acknowledgement (fails the test on a refusal). */
export async function send(client: TestClient, payload: object): Promise<ChatMessage> {
  const ack = await client.emit<{ message: ChatMessage }>('roomMsg', payload);
  if (!ack.ok) throw new Error(`roomMsg refused: ${ack.error.code} ${ack.error.message}`);
  return ack.message;
}

export const participant = (userId: number, side: 'A' | 'B' | 'M', displayName: string): Participant => ({
  user_id: userId,
  side,
  displayName,
});
