/** What a rule of the case room answers, and how an event is kept in the case's stream and announced. */
import type { ServerToClientEvents, StreamEventName } from '@mediation/protocol';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Repositories } from '../../repositories/index';
import type { StreamRepository } from '../../repositories/stream-repository';
import type { Audience } from '../audience';
import type { CaseLifecycle } from '../case-lifecycle';
import type { CaseAccess } from '../access';

export type ServerEventName = keyof ServerToClientEvents;
export type PayloadOf<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

/** An event to send to everyone (but the sender) who may hear it; its name and payload are the contract's. */
export type Broadcast = { [E in ServerEventName]: { event: E; audience: Audience; payload: PayloadOf<E> } }[ServerEventName];

/** A broadcast whose payload tsc checks against the event it names. */
export const broadcast = <E extends ServerEventName>(event: E, audience: Audience, payload: PayloadOf<E>): Broadcast =>
  ({ event, audience, payload }) as Broadcast;

/** What a handler answers: the acknowledgement's data and the broadcasts that follow it. */
export interface Outcome<T extends object> {
  ack: T;
  broadcasts: Broadcast[];
}

export const done = <T extends object>(ack: T, broadcasts: Broadcast[] = []): Outcome<T> => ({ ack, broadcasts });

/** A validated payload of a protocol schema. */
export type Input<T extends z.ZodType> = z.infer<T>;

/**
 * Inside the caller's transaction: takes the case's next stream position, stores the event built for it
 * (so a reconnecting client catches up on it) and returns it with the broadcast that announces it, so the
 * stored and the sent event can never differ.
 */
export function eventRecorder(stream: StreamRepository) {
  return async function recordEvent<E extends StreamEventName & ServerEventName>(
    tx: Database,
    caseId: string,
    event: E,
    audience: Audience,
    build: (seq: number) => PayloadOf<E> | Promise<PayloadOf<E>>,
  ): Promise<{ body: PayloadOf<E>; broadcast: Broadcast }> {
    const seq = await stream.nextSeq(tx, caseId);
    const body = await build(seq);
    await stream.record(tx, caseId, { seq, event, audience, payload: body });
    return { body, broadcast: broadcast(event, audience, body) };
  };
}

export type RecordEvent = ReturnType<typeof eventRecorder>;

/** What every part of the case room is built from. */
export interface RoomContext {
  repos: Repositories;
  access: CaseAccess;
  recordEvent: RecordEvent;
  lifecycle: CaseLifecycle;
}
