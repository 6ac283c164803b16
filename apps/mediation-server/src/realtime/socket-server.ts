import type { EventEmitter } from 'node:events';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io';
import type { DefaultEventsMap } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS } from '@mediation/protocol';
import type { Config } from '../config';
import { embeddingOriginsOf } from '../config';
import type { Repositories } from '../plugins/db';
import { caseLifecycle } from '../services/case-lifecycle';
import { caseRoom, participantOf } from '../services/case-room';
import type { Broadcast, Member } from '../services/case-room';
import { joinService } from '../services/join-service';
import type { TokenService } from '../services/token-service';
import { ackError, splitArgs, toAckError } from './acks';
import { HANDLERS, describeIssues, isClientEvent } from './handlers';
import type { ClientEventName, RealtimeServices } from './handlers';
import { ConnectRefusal, authenticateHandshake } from './handshake';
import { originPolicy } from './origin';
import { connectedTo } from './presence';
import { createRateLimiter } from './rate-limit';
import type { RateLimiter } from './rate-limit';
import { caseRoomName, personRoomName, roomOfAudience, roomsOfMember, userRoomName } from './rooms';

export interface SocketData {
  member: Member;
  limiter: RateLimiter;
  /** The case whose rooms this connection is in. */
  joinedCaseId: string | null;
}

export type CaseSocketServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
type CaseSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

export interface RealtimeDependencies {
  config: Config;
  tokens: TokenService;
  repos: Repositories;
  caseEvents: EventEmitter<{ ended: [caseId: string] }>;
  log: FastifyBaseLogger;
}

/** The socket.io server of the case rooms, not yet attached to an HTTP server. */
export function createCaseSocketServer(dependencies: RealtimeDependencies) {
  const { config, tokens, repos, caseEvents, log } = dependencies;
  const room = caseRoom(repos, caseLifecycle(repos, caseEvents));
  const crossOrigins = embeddingOriginsOf(config);
  const isOriginAllowed = originPolicy({ publicOrigin: config.PUBLIC_ORIGIN, allowedOrigins: crossOrigins });

  const io: CaseSocketServer = new Server({
    serveClient: false,
    maxHttpBufferSize: LIMITS.socketPayloadMaxBytes,
    cors: crossOrigins.length > 0 ? { origin: crossOrigins, credentials: true } : undefined,
    allowRequest: (request, callback) => {
      if (isOriginAllowed(request)) return callback(null, true);
      callback(`Origin ${request.headers.origin ?? ''} is not allowed to connect.`, false);
    },
  });

  // The waiting room tells the case's mediator (every tab, on every process) of requests and decisions.
  const joins = joinService({
    config,
    repos,
    tokens,
    notify: {
      requested: (caseId, request) => io.to(roomOfAudience(caseId, 'mediator')).emit('joinRequest', request),
      decided: (caseId, decision) => io.to(roomOfAudience(caseId, 'mediator')).emit('joinRequestDecided', { ...decision, case_id: caseId }),
      // The removed person hears why, then its connections in the case close on every process; the others are told.
      removed: async (caseId, participant) => {
        const person = personRoomName(caseId, participant.user_id);
        io.to(person).emit('removed', { case_id: caseId });
        io.in(person).disconnectSockets(true);
        io.to(caseRoomName(caseId)).emit('userLeave', participant);
        io.to(caseRoomName(caseId)).emit('participantRemoved', { case_id: caseId, user_id: participant.user_id });
      },
    },
    isConnected: async (caseId, userId) => (await io.in(personRoomName(caseId, userId)).fetchSockets()).length > 0,
  });
  const onlineIn = async (caseId: string) => [...new Set((await connectedTo(io, caseId)).map((person) => person.user_id))];
  const services: RealtimeServices = { room, joins, onlineIn };

  // One emit budget per person, shared by all of its connections on this process.
  const limiters = new Map<number, { limiter: RateLimiter; connections: number }>();
  function limiterOf(userId: number): RateLimiter {
    const entry = limiters.get(userId) ?? { limiter: createRateLimiter(config.SOCKET_EVENTS_PER_10S), connections: 0 };
    entry.connections += 1;
    limiters.set(userId, entry);
    return entry.limiter;
  }
  function releaseLimiter(userId: number) {
    const entry = limiters.get(userId);
    if (!entry) return;
    entry.connections -= 1;
    if (entry.connections <= 0) limiters.delete(userId);
  }

  io.use((socket, next) => {
    authenticateHandshake({ auth: socket.handshake.auth, query: socket.handshake.query }, { tokens, repos })
      .then(async (member) => {
        // Counted across processes through the adapter: a person holds at most SOCKETS_PER_PERSON connections.
        const open = await io.in(userRoomName(member.userId)).fetchSockets();
        if (open.length >= config.SOCKETS_PER_PERSON) {
          throw new ConnectRefusal('rate_limited', `Too many connections: at most ${config.SOCKETS_PER_PERSON} at once.`);
        }
        socket.data.member = member;
        socket.data.joinedCaseId = null;
        socket.data.limiter = limiterOf(member.userId);
        void socket.join(userRoomName(member.userId));
        next();
      })
      .catch((error: unknown) => {
        if (error instanceof ConnectRefusal) return next(error);
        log.error({ err: error }, 'socket handshake failed');
        next(new ConnectRefusal('internal', 'Internal server error.'));
      });
  });

  /** True when the person has another connection in the case (another tab or device, on any process). */
  async function isPresentElsewhere(caseId: string, userId: number): Promise<boolean> {
    const sockets = await io.in(personRoomName(caseId, userId)).fetchSockets();
    return sockets.length > 0;
  }

  /** Tells the others in the case that a person left, unless they are still there on another connection. */
  async function announceLeave(member: Member, caseId: string) {
    if (await isPresentElsewhere(caseId, member.userId)) return;
    io.to(caseRoomName(caseId)).emit('userLeave', participantOf(member));
  }

  /**
   * Puts the connection in the rooms of a case (leaving another case's first) and tells the others,
   * once per person: a second tab joins quietly.
   */
  async function bind(socket: CaseSocket, caseId: string) {
    const { member } = socket.data;
    if (socket.data.joinedCaseId === caseId) return;
    if (socket.data.joinedCaseId !== null) {
      const previous = { ...member, caseId: socket.data.joinedCaseId };
      for (const name of roomsOfMember(previous)) void socket.leave(name);
      await announceLeave(member, previous.caseId);
    }
    member.caseId = caseId;
    socket.data.joinedCaseId = caseId;
    const isFirstConnection = !(await isPresentElsewhere(caseId, member.userId));
    void socket.join(roomsOfMember({ ...member, caseId }));
    if (isFirstConnection) socket.to(caseRoomName(caseId)).emit('userJoin', participantOf(member));
  }

  function deliver(socket: CaseSocket, broadcasts: Broadcast[]) {
    const caseId = socket.data.member.caseId;
    if (caseId === null) return;
    for (const broadcast of broadcasts) {
      socket.to(roomOfAudience(caseId, broadcast.audience)).emit(broadcast.event, broadcast.payload);
    }
  }

  async function serve(socket: CaseSocket, name: ClientEventName, args: unknown[]) {
    const { payload, ack } = splitArgs(args);
    const { schema, run } = HANDLERS[name] as (typeof HANDLERS)[ClientEventName] & {
      run: (services: RealtimeServices, member: Member, payload: unknown) => ReturnType<(typeof HANDLERS)['history']['run']>;
    };
    const parsed = schema.safeParse(payload);
    if (!parsed.success) return ack(ackError('bad_request', describeIssues(parsed.error)));
    try {
      const outcome = await run(services, socket.data.member, parsed.data);
      if (name === 'startCase') await bind(socket, (parsed.data as { case_id: string }).case_id);
      deliver(socket, outcome.broadcasts);
      ack({ ok: true, ...outcome.ack });
    } catch (error) {
      const { ack: answer, isOurs } = toAckError(error);
      if (isOurs) log.error({ err: error, event: name }, 'socket event failed');
      ack(answer);
    }
  }

  io.on('connection', (socket) => {
    const { member, limiter } = socket.data;
    socket.use(([event, ...args], next) => {
      const { ack } = splitArgs(args);
      if (!limiter.take()) return ack(ackError('rate_limited', 'Too many events; slow down.'));
      if (!isClientEvent(event)) return ack(ackError('bad_request', `Unknown event ${String(event)}.`));
      next();
    });
    for (const name of Object.keys(HANDLERS) as ClientEventName[]) {
      socket.on(name, (...args: unknown[]) => void serve(socket, name, args));
    }
    socket.on('disconnect', () => {
      releaseLimiter(member.userId);
      const caseId = socket.data.joinedCaseId;
      // A process that is shutting down says nothing: its clients reconnect to another one.
      if (caseId === null || isClosing) return;
      announceLeave(member, caseId).catch((error: unknown) => log.error({ err: error }, 'announcing a leave failed'));
    });
    const joined = member.caseId === null ? Promise.resolve() : bind(socket, member.caseId);
    joined
      .then(() => room.greeting(member))
      // A party learns who is connected now, so its list does not show everyone offline until they reconnect.
      .then(async (greeting) => ('participants' in greeting && member.caseId !== null ? { ...greeting, online: await onlineIn(member.caseId) } : greeting))
      .then((greeting) => socket.emit('connection', greeting))
      .catch((error: unknown) => log.error({ err: error }, 'socket greeting failed'));
  });

  /** Every participant of an ended case hears `endCase`, then is disconnected (on every process). */
  async function handleEnded(caseId: string) {
    const broadcast = await room.recordEnd(caseId);
    // Let the acknowledgement of the mediator's own endCase leave before its connection closes.
    await new Promise((resolve) => setImmediate(resolve));
    io.to(caseRoomName(caseId)).emit('endCase', broadcast?.payload ?? { case_id: caseId });
    io.in(caseRoomName(caseId)).disconnectSockets(true);
  }
  const pendingEnds = new Set<Promise<void>>();
  let isClosing = false;
  const onEnded = (caseId: string) => {
    const work = handleEnded(caseId)
      .catch((error: unknown) => log.error({ err: error, caseId }, 'ending the case rooms failed'))
      .finally(() => pendingEnds.delete(work));
    pendingEnds.add(work);
  };
  caseEvents.on('ended', onEnded);

  return {
    io,
    room,
    joins,
    attach(server: HttpServer) {
      io.attach(server);
    },
    /**
     * Closes every connection without telling clients to stay away (they reconnect, to another
     * process if this one is gone) and stops the adapter; the HTTP server is left to its owner.
     */
    async close() {
      isClosing = true;
      caseEvents.off('ended', onEnded);
      await Promise.allSettled([...pendingEnds]);
      (io.engine as { close?: () => void } | undefined)?.close?.();
      await io.of('/').adapter.close();
    },
  };
}

export type CaseSocketServerHandle = ReturnType<typeof createCaseSocketServer>;
