/**
 * The socket.io server: handshake and sign-in, per-person budgets, the event table's dispatch, broadcasts and
 * session endings. It stays one file because every event passes through the same guarded path here; the
 * rules themselves live in services/case-room and realtime/handlers.ts.
 */
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server } from 'socket.io';
import type { BroadcastOperator, DefaultEventsMap, Socket } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LIMITS } from '@mediation/protocol';
import type { ClientToServerEvents, JoinDecisionResponse, JoinRequestItem, Participant, ServerToClientEvents } from '@mediation/protocol';
import type { Config } from '../config';
import { embeddingOriginsOf } from '../config';
import { clientAddressOf } from '../lib/client-address';
import { originPolicy } from '../lib/origin';
import { AUDIENCE_OF_EVENT } from '../services/audience';
import { participantOf } from '../services/case-room';
import type { Broadcast, CaseRoom } from '../services/case-room';
import type { JoinService } from '../services/join-service';
import type { Member, Memberships } from '../services/member';
import type { Presence } from '../services/presence';
import type { ServerEventEmitter, SessionsEnded } from '../services/session-events';
import type { Principal, TokenService } from '../services/token-service';
import type { AgreementService } from '../services/agreement-service';
import { ackError, ackProblem, splitArgs, toAckError } from './acks';
import { agreementRealtime } from './agreement-handlers';
import { callRealtime } from './call-handlers';
import type { CallService } from '../services/call-service';
import { HANDLERS, describeIssues, isClientEvent } from './handlers';
import type { ClientEventName, RealtimeServices } from './handlers';
import { ConnectRefusal, authenticateHandshake } from './handshake';
import { presenceOf } from './presence';
import { pendingConnections } from './pending-connections';
import { personLimits, SLOT_TTL_MS } from './person-limits';
import { caseRoomName, personRoomName, roomOfAudience, roomsOfMember, sessionRoomName, userRoomName } from './rooms';
import { dropConnection, watchUnsentBytes } from './unsent-buffer';
import type { EngineConnection } from './unsent-buffer';

export interface SocketData {
  member: Member;
  /** The session behind the token: a staff sign-in or a party's case session. */
  sessionId: string;
  /** When the token expires (ms since the epoch): the connection closes then. */
  expiresAt: number;
  /** Until the session was checked again after joining the rooms: whether it is still live. */
  checking: Promise<boolean> | null;
  /** The case whose rooms this connection is in. */
  joinedCaseId: string | null;
  /** Why the server closed the connection on its own, when socket.io's reason does not say it. */
  closeReason: 'unsent_buffer_full' | null;
}

/** The socket.io server, typed by the protocol's event maps: tsc checks every event sent and served against the contract. */
export type CaseSocketServer = Server<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;
type CaseSocket = Socket<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;

/** Sends a broadcast to a room: its name and payload agree by construction (case-room/outcome.ts `broadcast`). */
function emitBroadcast(target: BroadcastOperator<ServerToClientEvents, SocketData>, { event, payload }: Broadcast) {
  // tsc cannot follow one union member through emit's generic signature; `Broadcast` pairs them.
  (target.emit as (event: Broadcast['event'], payload: Broadcast['payload']) => boolean).call(target, event, payload);
}

export interface RealtimeDependencies {
  config: Config;
  tokens: TokenService;
  /** The rules of the case rooms, the waiting room's, and who a connection is in a case. */
  room: CaseRoom;
  joins: JoinService;
  memberships: Memberships;
  /** The settlement agreement's rules. */
  agreements: AgreementService;
  /** The rules of calls. */
  calls: CallService;
  caseEvents: ServerEventEmitter;
  log: FastifyBaseLogger;
  /** A Redis client for commands: with it the per-person limits hold across processes. */
  redis?: Redis | undefined;
  /** Where connections, events and broadcast times are counted (the server's Prometheus metrics). */
  metrics?: RealtimeMetrics | undefined;
}

/** What the socket server reports to the metrics. */
export interface RealtimeMetrics {
  socketConnected: (delta: 1 | -1) => void;
  socketEvent: (event: string, result: string) => void;
  /** A connected socket closed: socket.io's reason (ping timeout, transport close...) or the server's own. */
  socketDisconnected: (reason: string) => void;
  /** A connection refused before it could sign in. */
  socketRefused: (reason: string) => void;
  messageBroadcast: (seconds: number) => void;
}

const secondsSince = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

/**
 * How often the connections whose token expired are closed. One sweep for all, not a timer each: a
 * process holds some 10,000 connections, and an event sent after the expiry is refused at once anyway.
 */
const EXPIRY_SWEEP_MS = 1000;

/** The socket.io server of the case rooms, not yet attached to an HTTP server. */
export function createCaseSocketServer(dependencies: RealtimeDependencies) {
  const { config, tokens, room, joins, memberships, agreements, calls: callRules, caseEvents, log, redis, metrics } = dependencies;
  const crossOrigins = embeddingOriginsOf(config);
  const isOriginAllowed = originPolicy({ publicOrigin: config.PUBLIC_ORIGIN, allowedOrigins: crossOrigins });
  const pending = pendingConnections({
    perAddress: config.SOCKET_UNAUTHENTICATED_PER_ADDRESS,
    addressOf: clientAddressOf(config.TRUST_PROXY),
  });

  const io: CaseSocketServer = new Server({
    serveClient: false,
    maxHttpBufferSize: LIMITS.socketPayloadMaxBytes,
    // A connection that has not signed in is closed after this (socket.io's default, 45 s, let idle ones pile up).
    connectTimeout: config.SOCKET_CONNECT_TIMEOUT_S * 1000,
    cors: crossOrigins.length > 0 ? { origin: crossOrigins, credentials: true } : undefined,
    allowRequest: (request, callback) => {
      if (!isOriginAllowed(request)) return callback(`Origin ${request.headers.origin ?? ''} is not allowed to connect.`, false);
      if (pending.admit(request)) return callback(null, true);
      metrics?.socketRefused('unauthenticated_per_address');
      callback(`Too many connections waiting to sign in from this address: at most ${config.SOCKET_UNAUTHENTICATED_PER_ADDRESS}.`, false);
    },
  });

  const presence: Presence = presenceOf(io);
  const onlineIn = async (caseId: string) => [...new Set((await presence.connectedTo(caseId)).map((person) => person.user_id))];
  const calls = callRealtime({ io, service: callRules, log, graceMs: config.CALL_GRACE_S * 1000 });
  const services: RealtimeServices = {
    room,
    joins,
    onlineIn,
    agreements: agreementRealtime({ io, service: agreements, log }),
    calls,
  };

  // Connections and events per person, counted over every process when Redis joins them.
  const limits = personLimits({
    socketsPerPerson: config.SOCKETS_PER_PERSON,
    eventsPer10s: config.SOCKET_EVENTS_PER_10S,
    signalsPer10s: config.CALL_SIGNALS_PER_10S,
    redis,
    keyPrefix: config.REDIS_KEY_PREFIX,
    log,
  });
  const renewal = setInterval(() => void limits.renewSlots(), SLOT_TTL_MS / 3);
  renewal.unref();
  const expirySweep = setInterval(() => {
    const now = Date.now();
    for (const socket of io.of('/').sockets.values()) if (now >= socket.data.expiresAt) endConnection(socket, 'expired');
  }, EXPIRY_SWEEP_MS);
  expirySweep.unref();

  io.use((socket, next) => {
    // The handshake verifies the token once; its principal names the session and the token's expiry.
    let principal: Principal | undefined;
    const verifying: TokenService = { ...tokens, verify: async (token) => (principal = await tokens.verify(token)) };
    authenticateHandshake({ auth: socket.handshake.auth, query: socket.handshake.query }, { tokens: verifying, memberships })
      .then(async (member) => {
        // Checked and taken in one step (on every process with Redis): at most SOCKETS_PER_PERSON connections.
        if (!(await limits.takeSlot(member.userId, socket.id))) {
          throw new ConnectRefusal('rate_limited', 'too_many_connections', { max: config.SOCKETS_PER_PERSON });
        }
        // A connection that closes before it is accepted fires no disconnect: its transport's close gives the slot back.
        socket.conn.once('close', () => limits.releaseSlot(member.userId, socket.id));
        socket.data.member = member;
        socket.data.sessionId = principal!.sessionId;
        socket.data.expiresAt = principal!.expiresAt;
        socket.data.checking = null;
        socket.data.joinedCaseId = null;
        socket.data.closeReason = null;
        // Before the session is checked again: an end announced from now on reaches this connection.
        void socket.join([userRoomName(member.userId), sessionRoomName(principal!.sessionId)]);
        next();
      })
      .catch((error: unknown) => {
        if (error instanceof ConnectRefusal) return next(error);
        log.error({ err: error }, 'socket handshake failed');
        next(new ConnectRefusal('internal', 'internal'));
      });
  });

  /** Tells the client why, then closes the connection (the client refreshes its token and connects again). */
  function endConnection(socket: CaseSocket, reason: 'expired' | 'ended') {
    if (!socket.connected) return;
    socket.emit('sessionEnded', { reason });
    socket.disconnect(true);
  }

  /** Whether the connection's session is still live: the staff sign-in, or the party's session in a running case. */
  const isSessionLive = (socket: CaseSocket): Promise<boolean> => memberships.isSessionLive(socket.data.member, socket.data.sessionId);

  /** True when the person has another connection in the case (another tab or device, on any process). */
  const isPresentElsewhere = (caseId: string, userId: number): Promise<boolean> => presence.isConnected(caseId, userId);

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
    for (const broadcast of broadcasts) emitBroadcast(socket.to(roomOfAudience(caseId, broadcast.audience)), broadcast);
  }

  async function serve(socket: CaseSocket, name: ClientEventName, args: unknown[]) {
    const { payload, ack } = splitArgs(args);
    const { schema, run } = HANDLERS[name] as (typeof HANDLERS)[ClientEventName] & {
      run: (
        services: RealtimeServices,
        member: Member,
        payload: unknown,
        connection: { socketId: string; sessionId: string },
      ) => ReturnType<(typeof HANDLERS)['history']['run']>;
    };
    // Events sent before the session was checked again wait for the check; none is served after an end.
    if (socket.data.checking !== null && !(await socket.data.checking.catch(() => false))) return;
    if (!socket.connected) return;
    const started = process.hrtime.bigint();
    // One line and one count per event: its name, result and duration; never its payload.
    const report = (result: string) => {
      metrics?.socketEvent(name, result);
      log.info({ event: name, result, durationMs: Math.round(secondsSince(started) * 10_000) / 10 }, 'socket event');
    };
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      report('bad_request');
      return ack(ackError('bad_request', describeIssues(parsed.error)));
    }
    try {
      const outcome = await run(services, socket.data.member, parsed.data, { socketId: socket.id, sessionId: socket.data.sessionId });
      if (name === 'startCase') await bind(socket, (parsed.data as { case_id: string }).case_id);
      deliver(socket, outcome.broadcasts);
      // Arrival to broadcast, the message stored in between: the figure bench:realtime measures from outside.
      if (name === 'roomMsg' && outcome.broadcasts.length > 0) metrics?.messageBroadcast(secondsSince(started));
      ack({ ok: true, ...outcome.ack });
      report('ok');
    } catch (error) {
      const { ack: answer, isOurs } = toAckError(error);
      if (isOurs) log.error({ err: error, event: name }, 'socket event failed');
      ack(answer);
      report(answer.error.code);
    }
  }

  io.on('connection', (socket) => {
    const { member } = socket.data;
    pending.signedIn(socket.conn);
    // Nothing reads the opening HTTP request after the handshake (socket.handshake keeps its headers and
    // query): engine.io would otherwise hold it, and what hangs from it, for the connection's life.
    (socket.conn as unknown as { request: IncomingMessage | null }).request = null;
    // Memory per connection is bounded: a client that does not read would otherwise make the server keep
    // every broadcast for it (six such sockets took a process from 386 MB to 2.7 GB in 90 s).
    const connection = socket.conn as unknown as EngineConnection;
    watchUnsentBytes(connection, config.SOCKET_MAX_BUFFER_BYTES, (unsentBytes) => {
      log.warn(
        {
          userId: member.userId,
          socketId: socket.id,
          transport: connection.transport.name,
          unsentBytes,
          limitBytes: config.SOCKET_MAX_BUFFER_BYTES,
        },
        'closing a socket whose client does not read: its unsent data passed SOCKET_MAX_BUFFER_BYTES',
      );
      socket.data.closeReason = 'unsent_buffer_full';
      dropConnection(connection);
    });
    const refuse = (ack: (answer: object) => void, event: unknown) => {
      metrics?.socketEvent(isClientEvent(event) ? event : 'unknown', 'rate_limited');
      ack(ackProblem('rate_limited', 'too_many_events'));
    };
    // The one middleware also dispatches: one function per connection, not a listener per event (about
    // forty), which an idle connection would otherwise hold for nothing.
    socket.use(([event, ...args]) => {
      const { ack } = splitArgs(args);
      // A token past its expiry sends nothing more, even before the sweep closes its connection.
      if (Date.now() >= socket.data.expiresAt) {
        ack(ackProblem('unauthorized', 'token_expired'));
        return endConnection(socket, 'expired');
      }
      const allowed = limits.takeEvent(member.userId, event === 'callSignal' ? 'signal' : 'event');
      const go = () =>
        isClientEvent(event) ? void serve(socket, event, args) : ack(ackError('bad_request', `Unknown event ${String(event)}.`));
      if (allowed === true) return go();
      if (allowed === false) return refuse(ack, event);
      allowed.then(
        (isAllowed) => (isAllowed ? go() : refuse(ack, event)),
        () => refuse(ack, event),
      );
    });
    metrics?.socketConnected(1);
    socket.on('disconnect', (reason) => {
      metrics?.socketConnected(-1);
      metrics?.socketDisconnected(socket.data.closeReason ?? reason);
      limits.releaseSlot(member.userId, socket.id);
      // A place in a call is kept a while for the reconnection (another process may serve it): see call-handlers.ts.
      void calls.dropped(socket.id);
      const caseId = socket.data.joinedCaseId;
      // A process that is shutting down says nothing: its clients reconnect to another one.
      if (caseId === null || isClosing) return;
      announceLeave(member, caseId).catch((error: unknown) => log.error({ err: error }, 'announcing a leave failed'));
    });
    const joined = member.caseId === null ? Promise.resolve() : bind(socket, member.caseId);
    // The session is checked again once the connection is in its rooms: a session that ended (or a case
    // that stopped) between the handshake and the joins, whose end's broadcast missed it, is closed here.
    const checking = joined.then(async () => {
      const isLive = await isSessionLive(socket);
      if (!isLive) endConnection(socket, 'ended');
      else socket.data.checking = null;
      return isLive;
    });
    socket.data.checking = checking;
    checking
      .then(async (isLive) => {
        if (!isLive) return;
        const greeting = await room.greeting(member);
        // A party learns who is connected now, so its list does not show everyone offline until they reconnect.
        const withOnline =
          'participants' in greeting && member.caseId !== null ? { ...greeting, online: await onlineIn(member.caseId) } : greeting;
        socket.emit('connection', withOnline);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'socket greeting failed');
        endConnection(socket, 'ended');
      });
  });

  /** Every participant of an ended case hears `endCase`, then is disconnected (on every process). */
  async function handleEnded(caseId: string) {
    const broadcast = await room.recordEnd(caseId);
    // Let the acknowledgement of the mediator's own endCase leave before its connection closes.
    await new Promise((resolve) => setImmediate(resolve));
    await calls.caseEnded(caseId);
    if (broadcast) emitBroadcast(io.to(caseRoomName(caseId)), broadcast);
    // A case deleted before its end was recorded has no stream left: its rooms hear the end without a position.
    else io.to(caseRoomName(caseId)).emit('endCase', { case_id: caseId } as Parameters<ServerToClientEvents['endCase']>[0]);
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

  /** Ended sessions (sign-out, a password change, a party's removal): their connections close on every process. */
  const onSessionsEnded = ({ userId, sessionId }: SessionsEnded) => {
    const target = sessionId === undefined ? userRoomName(userId) : sessionRoomName(sessionId);
    void calls.sessionsEnded(userId, sessionId);
    io.to(target).emit('sessionEnded', { reason: 'ended' });
    io.in(target).disconnectSockets(true);
  };
  caseEvents.on('sessionsEnded', onSessionsEnded);

  // The waiting room's news reaches the case's mediator (every tab, on every process).
  const onJoinRequested = (caseId: string, request: JoinRequestItem) => {
    io.to(roomOfAudience(caseId, AUDIENCE_OF_EVENT.joinRequest)).emit('joinRequest', request);
  };
  const onJoinDecided = (caseId: string, decision: JoinDecisionResponse) => {
    io.to(roomOfAudience(caseId, AUDIENCE_OF_EVENT.joinRequestDecided)).emit('joinRequestDecided', { ...decision, case_id: caseId });
  };
  // The removed person hears why, then its connections in the case close on every process; the others are told.
  const onParticipantRemoved = (caseId: string, participant: Participant) => {
    const person = personRoomName(caseId, participant.user_id);
    void calls.removedFromCase(caseId, participant.user_id);
    io.to(person).emit('removed', { case_id: caseId });
    io.in(person).disconnectSockets(true);
    io.to(caseRoomName(caseId)).emit('userLeave', participant);
    io.to(caseRoomName(caseId)).emit('participantRemoved', { case_id: caseId, user_id: participant.user_id });
  };
  caseEvents.on('joinRequested', onJoinRequested);
  caseEvents.on('joinDecided', onJoinDecided);
  caseEvents.on('participantRemoved', onParticipantRemoved);

  return {
    io,
    presence,
    attach(server: HttpServer) {
      io.attach(server);
      io.engine.on('connection', (connection: Parameters<typeof pending.opened>[0]) => pending.opened(connection));
      io.engine.on('connection_error', ({ req }: { req: IncomingMessage }) => pending.failed(req));
    },
    /**
     * Closes every connection without telling clients to stay away (they reconnect, to another
     * process if this one is gone) and stops the adapter; the HTTP server is left to its owner.
     */
    async close() {
      isClosing = true;
      clearInterval(renewal);
      clearInterval(expirySweep);
      calls.close();
      caseEvents.off('ended', onEnded);
      caseEvents.off('sessionsEnded', onSessionsEnded);
      caseEvents.off('joinRequested', onJoinRequested);
      caseEvents.off('joinDecided', onJoinDecided);
      caseEvents.off('participantRemoved', onParticipantRemoved);
      await Promise.allSettled([...pendingEnds]);
      (io.engine as { close?: () => void } | undefined)?.close?.();
      await io.of('/').adapter.close();
    },
  };
}

export type CaseSocketServerHandle = ReturnType<typeof createCaseSocketServer>;
