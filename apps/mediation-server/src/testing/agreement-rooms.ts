/** Socket helpers for the agreement's tests: a fresh running case with its three people connected, and a barrier. */
import { expect } from 'vitest';
import { applyAgreementChange } from '@mediation/protocol';
import { emptyAgreementView } from '@mediation/protocol/testing';
import type { Ack, AgreementChangeAck, AgreementChangedEvent, AgreementDeltaEvent, ChatMessage } from '@mediation/protocol';
import { agreementCase } from './agreements';
import type { AgreementCase } from './agreements';
import { clientMsgId, connect } from './sockets';
import type { TestClient } from './sockets';
import type { WorldContext } from './world';

export type Person = 'mediator' | 'partyA' | 'partyB';
export const PEOPLE: Person[] = ['mediator', 'partyA', 'partyB'];

export interface AgreementRoom {
  people: AgreementCase;
  caseId: string;
  clients: Record<Person, TestClient>;
  /** Connects one more connection of a person to the case. */
  connectAs: (person: Person) => Promise<TestClient>;
  /**
   * A message of the mediator in M (from a connection of its own) that everyone connected receives: whatever was sent to them before has
   * arrived by then (one connection keeps order). Returns it.
   */
  barrier: (extra?: TestClient[]) => Promise<ChatMessage>;
  close: () => void;
}

/** The acknowledgement's data, or the test fails with the refusal. */
export function ok<T extends object>(ack: Ack<T>): T {
  if (!ack.ok) throw new Error(`refused: ${ack.error.code} ${ack.error.message}`);
  return ack;
}

/** Emits an agreement command and returns its accepted acknowledgement. */
export async function change(client: TestClient, event: string, payload: object): Promise<AgreementChangeAck> {
  return ok(await client.emit<AgreementChangeAck>(event, payload));
}

/**
 * The agreement as a client holds it after each `agreement` (a whole view) and `agreementChanged` (a change,
 * applied to the view before it, as the chat client does) it received from `cursor` on. The client must have
 * heard every change since the agreement's start (or a whole view since).
 */
export function agreementEventsOf(client: TestClient, cursor = 0): AgreementChangedEvent[] {
  let view = emptyAgreementView();
  const views: AgreementChangedEvent[] = [];
  client.received.forEach((received, index) => {
    if (received.event === 'agreement') {
      const event = received.payload as AgreementChangedEvent;
      view = event.agreement;
      if (index >= cursor) views.push(event);
    } else if (received.event === 'agreementChanged') {
      const change = received.payload as AgreementDeltaEvent;
      view = applyAgreementChange({ ...view, case_id: change.case_id }, change);
      if (index >= cursor) views.push({ seq: change.seq, case_id: change.case_id, entry: change.entry, agreement: view });
    }
  });
  return views;
}

/** The `agreementChanged` events a client received from `cursor` on. */
export const agreementChangesOf = (client: TestClient, cursor = 0): AgreementDeltaEvent[] =>
  client.received.slice(cursor).flatMap((entry) => (entry.event === 'agreementChanged' ? [entry.payload as AgreementDeltaEvent] : []));

let serial = 0;

/** A new started case of the world's mediator with a party on each side, all three connected. */
export async function agreementRoom(context: WorldContext): Promise<AgreementRoom> {
  const people = await agreementCase(context);
  const caseId = people.row.id;
  const open: TestClient[] = [];
  const connectAs = async (person: Person) => {
    const client = await connect(context.server.url, { token: people.tokens[person], query: { case_id: caseId } });
    open.push(client);
    return client;
  };
  const clients = { mediator: await connectAs('mediator'), partyA: await connectAs('partyA'), partyB: await connectAs('partyB') };
  // The barrier's sender hears nothing of its own message: a connection of its own sends it.
  const fence = await connectAs('mediator');
  const barrier = async (extra: TestClient[] = []) => {
    serial += 1;
    const payload = {
      to: caseId,
      from: people.mediator.userId,
      fromSide: 'M',
      side: 'M',
      message: `barrier ${serial}`,
      displayName: 'Maya',
      client_msg_id: clientMsgId(),
    };
    const { message } = ok(await fence.emit<{ message: ChatMessage }>('roomMsg', payload));
    const listeners = [...Object.values(clients), ...extra].filter((client) => client.socket.connected);
    await Promise.all(listeners.map((client) => client.waitFor('roomMsg', (received: ChatMessage) => received._id === message._id)));
    return message;
  };
  return {
    people,
    caseId,
    clients,
    connectAs,
    barrier,
    close: () => {
      for (const client of open) client.close();
    },
  };
}

/** Expects that since `cursors` (received counts per client) each client heard only the barrier message. */
export function expectOnlyBarrier(clients: TestClient[], cursors: number[], barrier: ChatMessage, label: string): void {
  clients.forEach((client, index) => {
    expect(client.received.slice(cursors[index]), `${label} (client ${index})`).toEqual([{ event: 'roomMsg', payload: barrier }]);
  });
}
