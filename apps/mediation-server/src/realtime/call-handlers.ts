/**
 * Calls over the socket: the call service's answers carried to the people concerned. A call's state goes to
 * its group's audience (the mediator and that side in A or B, everyone in M), on every process; a signal goes
 * to the one connection that joined the call for its recipient (`io.to(socketId)` reaches it on whichever
 * process holds it); `mediatorAway` goes to a side's parties, never to the mediator.
 *
 * A connection that drops keeps its person's place for CALL_GRACE_S: the others' peer connections restart
 * ICE meanwhile, and the client's `callJoin` after reconnecting takes the place up again. Past the grace
 * period the place goes; should the process that held the timer die first, the next `calls` or `callJoin`
 * in the case clears places gone for longer than that.
 */
import type { FastifyBaseLogger } from 'fastify';
import type {
  CallGroupPayload,
  CallJoinAck,
  CallMediaPayload,
  CallSignalEvent,
  CallSignalPayload,
  CallsAck,
  CallState,
} from '@mediation/protocol';
import type { Outcome } from '../services/case-room';
import { audienceOfGroup } from '../services/audience';
import { isMediatorAwayFrom } from '../services/call-service';
import type { CallConnection, CallNews, CallService } from '../services/call-service';
import type { Member } from '../services/member';
import { roomOfAudience } from './rooms';
import type { CaseSocketServer } from './socket-server';

export interface CallRealtimeDependencies {
  io: CaseSocketServer;
  service: CallService;
  log: FastifyBaseLogger;
  /** How long a dropped connection's place is kept, in milliseconds. */
  graceMs: number;
}

export function callRealtime({ io, service, log, graceMs }: CallRealtimeDependencies) {
  const timers = new Set<NodeJS.Timeout>();

  /** Tells each call's audience its new state, and the parties where the mediator is. */
  function announce(news: CallNews[]): void {
    for (const { caseId, calls, mediatorIn } of news) {
      for (const { group, call } of calls)
        io.to(roomOfAudience(caseId, audienceOfGroup(group))).emit('callState', { case_id: caseId, group, call });
      if (mediatorIn === undefined) continue;
      const mediatorRoom = roomOfAudience(caseId, 'mediator');
      for (const side of ['A', 'B'] as const) {
        io.to(roomOfAudience(caseId, side))
          .except(mediatorRoom)
          .emit('mediatorAway', { case_id: caseId, away: isMediatorAwayFrom(side, mediatorIn) });
      }
    }
  }

  /** Runs a change from outside a command (a timer, a removal): announced, or logged when it fails. */
  function inBackground(what: string, work: () => Promise<CallNews[]>): Promise<void> {
    return work()
      .then(announce)
      .catch((error: unknown) => log.error({ err: error }, `calls: ${what} failed`));
  }

  const none = <T extends object>(ack: T): Outcome<T> => ({ ack, broadcasts: [] });

  return {
    async start(member: Member, payload: CallGroupPayload, connection: CallConnection): Promise<Outcome<{ call: CallState }>> {
      const { call, news } = await service.start(member, payload, connection);
      announce(news);
      return none({ call });
    },

    async join(member: Member, payload: CallGroupPayload, connection: CallConnection): Promise<Outcome<CallJoinAck>> {
      const caseId = member.caseId;
      if (caseId !== null) announce(await service.expireStale(caseId, graceMs));
      const { call, news, iceServers } = await service.join(member, payload, connection);
      announce(news);
      return none({ call, iceServers });
    },

    async leave(member: Member, payload: { case_id: string }): Promise<Outcome<object>> {
      announce(await service.leave(member, payload));
      return none({});
    },

    async signal(member: Member, payload: CallSignalPayload): Promise<Outcome<{ delivered: boolean }>> {
      const { caseId, socketId } = await service.signal(member, payload);
      if (socketId === undefined) return none({ delivered: false });
      const event: CallSignalEvent = { case_id: caseId, call_id: payload.call_id, from: member.userId };
      if (payload.description !== undefined) event.description = payload.description;
      if (payload.candidate !== undefined) event.candidate = payload.candidate;
      io.to(socketId).emit('callSignal', event);
      return none({ delivered: true });
    },

    async media(member: Member, payload: CallMediaPayload): Promise<Outcome<object>> {
      announce(await service.media(member, payload));
      return none({});
    },

    async list(member: Member, payload: { case_id: string }): Promise<Outcome<CallsAck>> {
      if (member.caseId !== null && member.caseId === payload.case_id) announce(await service.expireStale(member.caseId, graceMs));
      return none(await service.list(member, payload));
    },

    /** A connection closed: the place it held in a call is kept for the grace period, then goes. */
    dropped(socketId: string): Promise<void> {
      return service
        .dropped(socketId)
        .then((place) => {
          if (!place) return;
          const timer = setTimeout(() => {
            timers.delete(timer);
            void inBackground('a dropped place', () => service.expire(place.userId, socketId));
          }, graceMs);
          timer.unref();
          timers.add(timer);
        })
        .catch((error: unknown) => log.error({ err: error }, 'calls: marking a dropped connection failed'));
    },

    /** A person removed from a case leaves its calls at once. */
    removedFromCase: (caseId: string, userId: number) => inBackground('a removal', () => service.removePerson(userId, { caseId })),

    /** Ended sessions leave their calls at once: one session, or every session of the person. */
    sessionsEnded: (userId: number, sessionId?: string) =>
      inBackground('an ended session', () => service.removePerson(userId, sessionId === undefined ? {} : { sessionId })),

    /** Shuttle mode turned on: the call in M ends. */
    shuttleOn: (caseId: string) => inBackground('ending the call in M', () => service.endGroup(caseId, 'M')),

    /** The case ended: its calls end. */
    caseEnded: (caseId: string) => inBackground('ending the calls of a case', () => service.endCase(caseId)),

    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type CallRealtime = ReturnType<typeof callRealtime>;
