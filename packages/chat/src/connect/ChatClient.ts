/**
 * The client of the mediation server's real-time channel for one case: one store for the room, fed by
 * socket events in stream order, caught up with `history` after every reconnect, with optimistic sends.
 * Framework-free; `ChatClientProvider` binds it to React.
 */
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_RECONNECT,
  type Ack,
  type CaseEvent,
  type ChatMessage as WireMessage,
  type ClientToServerEvents,
  type GuideState,
  type PositionMarker,
  type ServerToClientEvents,
} from '@mediation/protocol';
import { applyLike } from '../Likes/likeData';
import type { ChatMessage, ChatNote, ChatParticipant, ChatViewer, Side } from '../types';
import { fromWireLikes, fromWireMessage, fromWireNote, readTokenClaims } from './mapping';

export type ConnectionStatus = 'connecting' | 'online' | 'reconnecting' | 'offline';

/** Everything the room shows, kept by the client. */
export interface RoomState {
  status: ConnectionStatus;
  /** The last connection error, in the server's words. */
  error: string | undefined;
  viewer: ChatViewer;
  /** Messages of every group the viewer may read, by stream position; unsent ones last. */
  messages: ChatMessage[];
  hasMoreOlder: boolean;
  isLoadingOlder: boolean;
  /** Highest stream position applied. */
  lastSeq: number;
  shuttle: boolean;
  notes: ChatNote[];
  participants: ChatParticipant[];
  /** Ids of the people connected to the case now (as the server told on connecting, then joins and leaves). */
  online: number[];
  /** Position markers in force (initialPosition, receivedInitialA/B). */
  actions: PositionMarker[];
  /**
   * The parties' initial positions received while this client ran (live or caught up after a reconnect),
   * each with the stream position of its marker; a marker's removal (the guide stopped) drops it.
   */
  initialPositions: Partial<Record<'A' | 'B', { seq: number; text: string }>>;
  /** For a mediator's connection: the case the server says it is running now (the greeting's `case_active`). */
  activeCase: string | null;
  /** The guided negotiation as the server keeps it (the mediator's read on connect, then `guid`/`endGuid` events). */
  guide: GuideState | null;
  /** Notices of what others did (joins, leaves, likes, shuttle), oldest first, each shown once. */
  notifications: RoomNotice[];
  surveyRequested: boolean;
  /**
   * The stream position of the latest survey request (live or caught up after a reconnect), null before
   * any: each new one prompts a party again.
   */
  surveyRequest: number | null;
  isCaseEnded: boolean;
  /** Whether the first history has arrived. */
  isLoaded: boolean;
  /** How far the viewer has read each group (stream positions), kept by the server across devices. */
  readUpTo: Partial<Record<Side, number>>;
  /** The mediator's view of the parties' read positions ("Seen"): per user id and group. */
  readByOthers: { userId: number; side: Side; seq: number }[];
  /** Whether the read positions have arrived (unread counts start from them). */
  hasReadPositions: boolean;
  /** Who is typing now, per group (cleared a few seconds after the last notice). */
  typing: { userId: number; name: string; side: Side; at: number }[];
}

/** What a notice is about. */
export type RoomNoticeKind = 'joined' | 'left' | 'liked' | 'shuttleOn' | 'shuttleOff';

/** A notice of something another person did, live (never from a catch-up). */
export interface RoomNotice {
  /** Unique within the client. */
  id: number;
  kind: RoomNoticeKind;
  /** Who did it (empty for shuttle notices, which only the mediator causes). */
  name: string;
  /** Whether it was offered to the host (`offerNotices`), which left it to the banner. */
  offered: boolean;
}

export interface ChatClientOptions {
  /** Origin of the server; same origin when omitted. */
  serverUrl?: string | undefined;
  /** A mediator's access token or a party token. */
  token: string;
  /** The case to join. */
  caseId: string;
  /** Milliseconds to wait for an acknowledgement before retrying a send; undefined means the default. @default 5000 */
  ackTimeoutMs?: number | undefined;
  /** Attempts of one send before it is shown as failed; undefined means the default. @default 3 */
  sendAttempts?: number | undefined;
  /** Socket factory, for tests; undefined means the default. @default socket.io-client's `io` */
  connect?: typeof io | undefined;
  /** First delay before reconnecting after a lost connection, doubling from there; undefined means the default. @default 1000 */
  reconnectDelayMs?: number | undefined;
  /** Longest delay between two reconnection attempts (they never stop); undefined means the default. @default 30000 */
  reconnectDelayMaxMs?: number | undefined;
}

/** The options with every default filled in. */
export type ResolvedChatClientOptions = Required<Omit<ChatClientOptions, 'serverUrl'>> & { serverUrl: string | undefined };

/** Fills in the defaults: an option left out or given as `undefined` takes its default. */
export function resolveClientOptions(options: ChatClientOptions): ResolvedChatClientOptions {
  return {
    serverUrl: options.serverUrl,
    token: options.token,
    caseId: options.caseId,
    ackTimeoutMs: options.ackTimeoutMs ?? 5000,
    sendAttempts: options.sendAttempts ?? 3,
    connect: options.connect ?? io,
    reconnectDelayMs: options.reconnectDelayMs ?? SOCKET_RECONNECT.delayMs,
    reconnectDelayMaxMs: options.reconnectDelayMaxMs ?? SOCKET_RECONNECT.delayMaxMs,
  };
}

/** Keystrokes send a typing notice at most this often (each emit counts against the server's budget). */
const TYPING_SEND_INTERVAL_MS = 2000;

/** How long a typing notice stays shown after it arrives. */
const TYPING_SHOWN_MS = 4000;

/** How long any other request waits for its acknowledgement. */
const EMIT_TIMEOUT_MS = 10_000;

type RoomSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Listener = () => void;

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

interface PendingSend {
  id: string;
  group: Side;
  text: string;
  attempts: number;
}

export class ChatClient {
  private state: RoomState;
  private readonly listeners = new Set<Listener>();
  private socket: RoomSocket | null = null;
  private readonly seen = new Set<number>();
  private readonly pending = new Map<string, PendingSend>();
  private readonly options: ResolvedChatClientOptions;
  private hasConnected = false;
  private readonly lastTypingSent = new Map<Side, number>();
  private noticeId = 0;
  private stopWatchingBrowser: (() => void) | null = null;

  constructor(options: ChatClientOptions) {
    this.options = resolveClientOptions(options);
    const claims = readTokenClaims(options.token);
    this.state = {
      status: 'connecting',
      error: undefined,
      viewer: { id: claims.userId, name: '', side: claims.side },
      messages: [],
      hasMoreOlder: false,
      isLoadingOlder: false,
      lastSeq: 0,
      shuttle: false,
      notes: [],
      participants: [],
      online: [],
      actions: [],
      initialPositions: {},
      activeCase: null,
      guide: null,
      notifications: [],
      surveyRequested: false,
      surveyRequest: null,
      isCaseEnded: false,
      isLoaded: false,
      readUpTo: {},
      readByOthers: [],
      hasReadPositions: false,
      typing: [],
    };
  }

  /** The room as it is now (a new object after every change). */
  getState = (): RoomState => this.state;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(change: Partial<RoomState> | ((state: RoomState) => Partial<RoomState>)) {
    const patch = typeof change === 'function' ? change(this.state) : change;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** The options in force, defaults filled in. */
  get settings(): ResolvedChatClientOptions {
    return this.options;
  }

  /** The socket.io connection, or null before `connect`. */
  getSocket(): RoomSocket | null {
    return this.socket;
  }

  /**
   * Opens the connection: `auth: {token}`, the spec's query. A lost connection is retried without end
   * (1 s, doubling up to 30 s, randomized; `SOCKET_RECONNECT`), and at once when the browser goes back
   * online or the tab becomes visible; every reconnection catches up with `history {after_seq}`.
   */
  connect(): void {
    if (this.socket) return;
    const { serverUrl, token, caseId, reconnectDelayMs, reconnectDelayMaxMs } = this.options;
    const claims = readTokenClaims(token);
    const socketOptions = {
      auth: { token },
      query: { case_id: caseId, user_id: String(claims.userId), side: claims.side },
      reconnection: true,
      reconnectionAttempts: SOCKET_RECONNECT.attempts,
      reconnectionDelay: reconnectDelayMs,
      reconnectionDelayMax: reconnectDelayMaxMs,
      randomizationFactor: SOCKET_RECONNECT.randomization,
      transports: ['websocket', 'polling'],
    };
    const socket: RoomSocket = serverUrl ? this.options.connect(serverUrl, socketOptions) : this.options.connect(socketOptions);
    this.socket = socket;
    socket.on('connect', () => void this.handleConnect());
    socket.on('connect_error', (error) => {
      // A refusal by the server is final (no automatic retry); a network error is retried by the manager.
      this.update({ error: error.message, status: socket.active ? 'reconnecting' : 'offline' });
    });
    socket.on('disconnect', () => this.update({ status: socket.active ? 'reconnecting' : 'offline' }));
    socket.io.on('reconnect_failed', () => this.update({ status: 'offline' }));
    this.listen(socket);
    this.watchBrowser();
  }

  /**
   * Tries to connect now ("Retry now", "Reconnect"), without waiting for the next automatic attempt: the
   * pending one is dropped and the backoff starts again from its first delay. Nothing while connected.
   */
  reconnect(): void {
    const socket = this.socket;
    if (!socket) return this.connect();
    if (socket.connected) return;
    this.update({ status: this.hasConnected ? 'reconnecting' : 'connecting', error: undefined });
    // socket.io waits out its backoff timer while reconnecting; closing the manager cancels it, and
    // opening again attempts at once (a failure resumes the automatic attempts).
    socket.disconnect();
    socket.connect();
  }

  /** A network that comes back or a tab shown again is worth an attempt at once, not at the end of the backoff. */
  private watchBrowser() {
    if (typeof window === 'undefined' || typeof document === 'undefined') return;
    const retry = () => {
      if (this.socket && !this.socket.connected && this.state.status !== 'connecting') this.reconnect();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') retry();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', onVisible);
    this.stopWatchingBrowser = () => {
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }

  /** Closes the connection for good. */
  close(): void {
    this.stopWatchingBrowser?.();
    this.stopWatchingBrowser = null;
    this.socket?.removeAllListeners();
    this.socket?.io.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
    this.listeners.clear();
  }

  /** Emits an event and resolves with its acknowledgement; throws 'Socket is not defined' without a connection. */
  emit = <E extends keyof ClientToServerEvents>(event: E, payload: Parameters<ClientToServerEvents[E]>[0], timeoutMs = EMIT_TIMEOUT_MS): Promise<AckOf<E>> => {
    const socket = this.socket;
    if (!socket || !socket.connected) throw new Error('Socket is not defined');
    return new Promise((resolve, reject) => {
      const emitter = socket.timeout(timeoutMs) as unknown as { emit: (name: string, body: unknown, callback: (error: Error | null, ack: AckOf<E>) => void) => void };
      emitter.emit(event, payload, (error, ack) => (error ? reject(error) : resolve(ack)));
    });
  };

  private async handleConnect() {
    const isReconnect = this.hasConnected;
    this.hasConnected = true;
    this.update({ status: 'online', error: undefined });
    try {
      if (this.state.viewer.side === 'M') {
        const started = await this.emit('startCase', { case_id: this.options.caseId, mediator_id: this.state.viewer.id });
        if (started.ok) {
          this.update({
            shuttle: started.shuttle,
            notes: (JSON.parse(started.notes) as { note: string; groupTag: 'A' | 'B' | 'Both' }[]).map(fromWireNote),
            ...withOnline(this.state, started.participants, started.online),
          });
        }
      }
      if (isReconnect && this.state.isLoaded) await this.catchUp();
      else await this.loadLatest();
      const actions = await this.emit('historyActions', { case_id: this.options.caseId });
      if (actions.ok) this.update({ actions: actions.actions });
      if (this.state.viewer.side === 'M') {
        // The guided negotiation as the server keeps it, for a reload or a second device.
        const guide = await this.emit('guid', { case_id: this.options.caseId });
        if (guide.ok) {
          const { ok: _ok, ...state } = guide;
          this.update({ guide: state });
        }
      }
      const read = await this.emit('readPositions', { case_id: this.options.caseId });
      this.update({ hasReadPositions: true });
      if (read.ok) {
        const viewerId = this.state.viewer.id;
        const own: Partial<Record<Side, number>> = {};
        for (const position of read.positions) if (position.user_id === viewerId) own[position.side] = position.seq;
        this.update((state) => ({
          readUpTo: { ...own, ...maxPositions(state.readUpTo, own) },
          readByOthers: read.positions.filter((position) => position.user_id !== viewerId).map((position) => ({ userId: position.user_id, side: position.side, seq: position.seq })),
        }));
      }
    } catch (error) {
      this.update({ error: error instanceof Error ? error.message : String(error) });
    }
    for (const send of this.pending.values()) void this.attempt(send);
  }

  private async loadLatest() {
    const ack = await this.emit('history', { case_id: this.options.caseId });
    if (!ack.ok) return this.update({ error: ack.error.message });
    for (const message of ack.messages) this.seen.add(message.seq);
    this.update((state) => ({
      messages: mergeMessages(state.messages, ack.messages.map((message) => fromWireMessage(message, state.viewer.id))),
      hasMoreOlder: ack.has_more,
      lastSeq: Math.max(state.lastSeq, ack.last_seq),
      isLoaded: true,
    }));
  }

  /** Everything missed since the last position, page by page, in order and without duplicates. */
  private async catchUp() {
    for (let page = 0; page < 1000; page += 1) {
      const ack = await this.emit('history', { case_id: this.options.caseId, after_seq: this.state.lastSeq });
      if (!ack.ok) return this.update({ error: ack.error.message });
      for (const entry of ack.events ?? []) this.applyEvent(entry);
      this.update((state) => ({ lastSeq: Math.max(state.lastSeq, ack.last_seq) }));
      if (!ack.has_more) return;
    }
  }

  /** Older messages before the oldest one held (`history` with `before_seq`). */
  async loadOlder(): Promise<void> {
    const oldest = this.state.messages.find((message) => message.seq !== undefined)?.seq;
    if (oldest === undefined || this.state.isLoadingOlder || !this.state.hasMoreOlder) return;
    this.update({ isLoadingOlder: true });
    try {
      const ack = await this.emit('history', { case_id: this.options.caseId, before_seq: oldest });
      if (!ack.ok) return this.update({ error: ack.error.message, isLoadingOlder: false });
      for (const message of ack.messages) this.seen.add(message.seq);
      this.update((state) => ({
        messages: mergeMessages(state.messages, ack.messages.map((message) => fromWireMessage(message, state.viewer.id))),
        hasMoreOlder: ack.has_more,
        isLoadingOlder: false,
      }));
    } catch (error) {
      this.update({ isLoadingOlder: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  private listen(socket: RoomSocket) {
    // The server closes the connection at the token's expiry and when the session ends; the app refreshes
    // its token (an error naming the token) and connects again, catching up on what it missed.
    socket.on('sessionEnded', ({ reason }) => {
      this.update({ error: reason === 'expired' ? 'Token is expired' : 'The session of this token has ended' });
    });
    socket.on('connection', (greeting) => {
      if ('case_active' in greeting) this.update({ activeCase: greeting.case_active });
      if ('participants' in greeting) {
        const list = JSON.parse(greeting.participants) as { user_id: number; side: Side; displayName: string }[];
        this.update((state) => ({ shuttle: greeting.shuttle === 'true', ...withOnline(state, list, greeting.online) }));
      }
    });
    socket.on('userJoin', (participant) => {
      this.setOnline(participant.user_id, participant.displayName, participant.side, true);
      if (participant.user_id !== this.state.viewer.id) this.addNotice('joined', participant.displayName);
    });
    socket.on('userLeave', (participant) => {
      this.setOnline(participant.user_id, participant.displayName, participant.side, false);
      if (participant.user_id !== this.state.viewer.id) this.addNotice('left', participant.displayName);
    });
    // The viewer was removed by the mediator: its connection closes next, and the banner says why.
    socket.on('removed', () => this.update({ error: 'The mediator removed you from this case. You can ask to join again.' }));
    // The mediator removed someone: it is no longer listed.
    socket.on('participantRemoved', ({ user_id }) => {
      this.update((state) => ({
        participants: state.participants.filter((participant) => participant.userId !== user_id || participant.side === 'M'),
        online: state.online.filter((id) => id !== user_id),
      }));
    });
    socket.on('roomMsg', (message) => this.applyEvent({ seq: message.seq, event: 'roomMsg', payload: message }));
    socket.on('editMsg', (payload) => this.applyEvent({ seq: payload.seq, event: 'editMsg', payload }));
    socket.on('like', (payload) => {
      const isNew = this.applyEvent({ seq: payload.seq, event: 'like', payload });
      if (isNew && payload.action === 'add' && payload.user_id !== this.state.viewer.id) this.addNotice('liked', payload.displayName);
    });
    socket.on('removeLike', (payload) => this.applyEvent({ seq: payload.seq, event: 'removeLike', payload }));
    socket.on('shuttle', (payload) => {
      const wasOn = this.state.shuttle;
      const isNew = this.applyEvent({ seq: payload.seq, event: 'shuttle', payload });
      // The mediator toggles it; the parties are told.
      if (isNew && this.state.viewer.side !== 'M' && wasOn !== payload.shuttle) this.addNotice(payload.shuttle ? 'shuttleOn' : 'shuttleOff', '');
    });
    socket.on('note', (payload) => this.applyEvent({ seq: payload.seq, event: 'note', payload }));
    socket.on('guid', (payload) => this.applyEvent({ seq: payload.seq, event: 'guid', payload }));
    socket.on('endGuid', (payload) => this.applyEvent({ seq: payload.seq, event: 'endGuid', payload }));
    socket.on('action', (payload) => this.applyEvent({ seq: payload.seq, event: 'action', payload }));
    socket.on('sendSurvey', (payload) => this.applyEvent({ seq: payload.seq, event: 'sendSurvey', payload }));
    socket.on('endCase', (payload) => this.applyEvent({ seq: payload.seq, event: 'endCase', payload }));
    socket.on('read', (event) =>
      this.update((state) => ({
        readByOthers: [
          ...state.readByOthers.filter((position) => !(position.userId === event.user_id && position.side === event.side)),
          { userId: event.user_id, side: event.side, seq: event.seq },
        ],
      })),
    );
    socket.on('typing', (event) => {
      const at = Date.now();
      this.update((state) => ({
        typing: [...state.typing.filter((entry) => entry.userId !== event.user_id || entry.side !== event.side), { userId: event.user_id, name: event.displayName, side: event.side, at }],
      }));
      setTimeout(() => this.update((state) => ({ typing: state.typing.filter((entry) => entry.at !== at) })), TYPING_SHOWN_MS);
    });
  }

  /** Records that the viewer has read a group up to a stream position (only ever forward). */
  async markRead(side: Side, seq: number): Promise<void> {
    if ((this.state.readUpTo[side] ?? 0) >= seq) return;
    this.update((state) => ({ readUpTo: { ...state.readUpTo, [side]: seq } }));
    if (!this.socket?.connected) return;
    await this.emit('markRead', { case_id: this.options.caseId, side, seq });
  }

  /** Tells the others who see the group that the viewer is typing; at most one notice per group every 2 s. */
  async typingIn(side: Side): Promise<void> {
    if (!this.socket?.connected) return;
    const now = Date.now();
    if (now - (this.lastTypingSent.get(side) ?? 0) < TYPING_SEND_INTERVAL_MS) return;
    this.lastTypingSent.set(side, now);
    await this.emit('typing', { case_id: this.options.caseId, side });
  }

  private setOnline(userId: number, name: string, side: Side, isOnline: boolean) {
    this.update((state) => ({
      participants: mergeParticipants(state.participants, [{ userId, name, side, isOnline }]),
      online: isOnline ? [...new Set([...state.online, userId])] : state.online.filter((id) => id !== userId),
    }));
  }

  /** Applies one stream event once: positions already applied are dropped. True when it was applied now. */
  applyEvent(entry: CaseEvent): boolean {
    if (this.seen.has(entry.seq)) return false;
    this.seen.add(entry.seq);
    this.update((state) => ({ ...reduceEvent(state, entry), lastSeq: Math.max(state.lastSeq, entry.seq) }));
    return true;
  }

  private addNotice(kind: RoomNoticeKind, name: string) {
    this.noticeId += 1;
    const notice: RoomNotice = { id: this.noticeId, kind, name, offered: false };
    this.update((state) => ({ notifications: [...state.notifications, notice] }));
  }

  /**
   * Offers each new notice to the host once: those it shows itself (`show` returns true, as a toast for
   * example) leave the queue, the others stay for the banner. Calling it again offers nothing twice.
   */
  offerNotices(show: (notice: RoomNotice) => boolean): void {
    const fresh = this.state.notifications.filter((notice) => !notice.offered);
    if (fresh.length === 0) return;
    const taken = new Set(fresh.filter((notice) => show(notice)).map((notice) => notice.id));
    this.update((state) => ({
      notifications: state.notifications.filter((notice) => !taken.has(notice.id)).map((notice) => (notice.offered ? notice : { ...notice, offered: true })),
    }));
  }

  /** Removes the first notice (the banner's time for it is up). */
  dismissNotice(): void {
    this.update((state) => ({ notifications: state.notifications.slice(1) }));
  }

  /** Sends a message optimistically; it shows as sending until stored, and is retried with the same id. */
  send(group: Side, text: string): string {
    const id = randomId();
    const viewer = this.state.viewer;
    const optimistic: ChatMessage = {
      id,
      authorId: viewer.id,
      authorName: viewer.name,
      authorSide: viewer.side,
      group,
      text,
      time: new Date().toISOString(),
      likes: { A: [], B: [], M: [] },
      delivery: 'sending',
    };
    this.update((state) => ({ messages: [...state.messages, optimistic] }));
    const send: PendingSend = { id, group, text, attempts: 0 };
    this.pending.set(id, send);
    void this.attempt(send);
    return id;
  }

  /** Sends a failed message again, with the same client id. */
  retry(messageId: string): void {
    const send = this.pending.get(messageId);
    if (!send) return;
    send.attempts = 0;
    this.patchMessage(messageId, { delivery: 'sending', error: undefined });
    void this.attempt(send);
  }

  private async attempt(send: PendingSend): Promise<void> {
    if (!this.socket?.connected) return; // sent when the connection is back
    const viewer = this.state.viewer;
    send.attempts += 1;
    try {
      const ack = await this.emit(
        'roomMsg',
        {
          to: this.options.caseId,
          from: viewer.id,
          fromSide: viewer.side,
          side: send.group,
          displayName: viewer.name || 'Participant',
          message: send.text,
          client_msg_id: send.id,
        },
        this.options.ackTimeoutMs,
      );
      if (!this.pending.has(send.id)) return;
      this.pending.delete(send.id);
      if (ack.ok) {
        this.seen.add(ack.message.seq);
        this.update((state) => ({
          messages: mergeMessages(state.messages.filter((message) => message.id !== send.id), [fromWireMessage(ack.message, viewer.id)]),
          lastSeq: state.lastSeq,
        }));
      } else {
        this.pending.set(send.id, send);
        this.patchMessage(send.id, { delivery: 'failed', error: ack.error.message });
      }
    } catch {
      // No acknowledgement in time: the same id again, so the server stores it once.
      if (send.attempts < this.options.sendAttempts && this.socket?.connected) return this.attempt(send);
      if (this.socket?.connected) this.patchMessage(send.id, { delivery: 'failed', error: 'No answer from the server.' });
    }
  }

  private patchMessage(id: string, patch: Partial<ChatMessage>) {
    this.update((state) => ({ messages: state.messages.map((message) => (message.id === id ? { ...message, ...patch } : message)) }));
  }

  /** Likes (`true`) or unlikes a message; shown at once, corrected by the server's answer. */
  async like(messageId: string, liked: boolean): Promise<void> {
    const viewer = this.state.viewer;
    const message = this.state.messages.find((candidate) => candidate.id === messageId);
    if (!message) return;
    this.patchMessage(messageId, { likes: applyLike(message.likes, viewer.side, { userId: viewer.id, name: viewer.name }, liked) });
    const ack = await this.emit(liked ? 'like' : 'removeLike', {
      message_id: messageId,
      groupSide: message.group,
      user_id: viewer.id,
      displayName: viewer.name || 'Participant',
      case_id: this.options.caseId,
      like: liked,
      action: liked ? 'add' : 'remove',
      side: viewer.side,
    });
    if (ack.ok) this.applyEvent({ seq: ack.seq, event: liked ? 'like' : 'removeLike', payload: ack });
    else this.patchMessage(messageId, { likes: message.likes });
  }

  async edit(messageId: string, text: string): Promise<void> {
    const message = this.state.messages.find((candidate) => candidate.id === messageId);
    if (!message) return;
    this.patchMessage(messageId, { text, editedAt: new Date().toISOString() });
    const ack = await this.emit('editMsg', { message_id: messageId, case_id: this.options.caseId, side: message.group, message: text });
    if (ack.ok) this.applyEvent({ seq: ack.seq, event: 'editMsg', payload: ack });
    else this.patchMessage(messageId, { text: message.text, editedAt: message.editedAt, error: ack.error.message });
  }

  async setShuttle(shuttle: boolean): Promise<void> {
    const ack = await this.emit('shuttle', { case_id: this.options.caseId, to: 'M', mediator_id: this.state.viewer.id, shuttle });
    if (ack.ok) this.applyEvent({ seq: ack.seq, event: 'shuttle', payload: { seq: ack.seq, case_id: this.options.caseId, shuttle: ack.shuttle } });
  }

  async addNote(note: ChatNote): Promise<void> {
    const ack = await this.emit('note', { case_id: this.options.caseId, action: 'add', note: { note: note.text, groupTag: note.tag } });
    if (ack.ok) this.applyEvent({ seq: ack.seq, event: 'note', payload: { seq: ack.seq, case_id: this.options.caseId, notes: ack.notes } });
  }

  async removeNote(index: number): Promise<void> {
    const ack = await this.emit('note', { case_id: this.options.caseId, action: 'remove', idx: index });
    if (ack.ok) this.applyEvent({ seq: ack.seq, event: 'note', payload: { seq: ack.seq, case_id: this.options.caseId, notes: ack.notes } });
  }

  async sendSurvey(): Promise<void> {
    await this.emit('sendSurvey', { case_id: this.options.caseId });
  }

  /** Names the viewer (from the REST profile or the participants list). */
  setViewerName(name: string): void {
    this.update((state) => ({ viewer: { ...state.viewer, name } }));
  }
}

type AckOf<E extends keyof ClientToServerEvents> = Parameters<ClientToServerEvents[E]>[1] extends (ack: infer A) => void ? A : Ack;

/** Messages merged by id, ordered by stream position; unsent ones (no position) stay last. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((left, right) => (left.seq ?? Number.MAX_SAFE_INTEGER) - (right.seq ?? Number.MAX_SAFE_INTEGER));
}

function maxPositions(left: Partial<Record<Side, number>>, right: Partial<Record<Side, number>>): Partial<Record<Side, number>> {
  const merged: Partial<Record<Side, number>> = { ...left };
  for (const side of Object.keys(right) as Side[]) merged[side] = Math.max(left[side] ?? 0, right[side] ?? 0);
  return merged;
}

/** The participants as the server listed them, online when connected now (the viewer always), and who is connected. */
function withOnline(
  state: RoomState,
  listed: readonly { user_id: number; side: Side; displayName: string }[],
  online: readonly number[] | undefined,
): Pick<RoomState, 'participants' | 'online'> {
  const connected = new Set([...(online ?? state.online), state.viewer.id]);
  return {
    participants: mergeParticipants(
      state.participants.map((participant) => ({ ...participant, isOnline: connected.has(participant.userId) })),
      listed.map((p) => ({ userId: p.user_id, name: p.displayName, side: p.side, isOnline: connected.has(p.user_id) })),
    ),
    online: [...connected],
  };
}

function mergeParticipants(current: readonly ChatParticipant[], incoming: readonly ChatParticipant[]): ChatParticipant[] {
  const byId = new Map(current.map((participant) => [`${participant.side}-${participant.userId}`, participant]));
  for (const participant of incoming) {
    const key = `${participant.side}-${participant.userId}`;
    byId.set(key, { ...byId.get(key), ...participant });
  }
  return [...byId.values()];
}

/** The change one stream event makes to the room. */
export function reduceEvent(state: RoomState, entry: CaseEvent): Partial<RoomState> {
  switch (entry.event) {
    case 'roomMsg': {
      const message: WireMessage = entry.payload;
      // One's own message sent from another tab replaces nothing here; a pending send is replaced by its ack.
      const withoutPending = message.client_msg_id ? state.messages.filter((candidate) => candidate.id !== message.client_msg_id) : state.messages;
      return { messages: mergeMessages(withoutPending, [fromWireMessage(message, state.viewer.id)]) };
    }
    case 'editMsg':
      return {
        messages: state.messages.map((message) =>
          message.id === entry.payload.message_id ? { ...message, text: entry.payload.message, editedAt: entry.payload.edited_at } : message,
        ),
      };
    case 'like':
    case 'removeLike':
      return {
        messages: state.messages.map((message) => (message.id === entry.payload.message_id ? { ...message, likes: fromWireLikes(entry.payload.likeData) } : message)),
      };
    case 'shuttle':
      return { shuttle: entry.payload.shuttle };
    case 'note':
      return { notes: entry.payload.notes.map(fromWireNote) };
    case 'guid':
    case 'endGuid':
      return { guide: entry.payload };
    case 'action': {
      const { actionType, actionPayload, extMsg } = entry.payload;
      const actions = new Set(state.actions);
      if (actionType === 'add') actions.add(actionPayload);
      else actions.delete(actionPayload);
      if (actionPayload === 'initialPosition') return { actions: [...actions] };
      const side = actionPayload === 'receivedInitialA' ? 'A' : 'B';
      const { [side]: _previous, ...others } = state.initialPositions;
      const initialPositions = actionType === 'add' ? { ...others, [side]: { seq: entry.seq, text: extMsg ?? '' } } : others;
      return { actions: [...actions], initialPositions };
    }
    case 'sendSurvey':
      return { surveyRequested: true, surveyRequest: Math.max(state.surveyRequest ?? 0, entry.seq) };
    case 'endCase':
      return { isCaseEnded: true };
    default:
      return entry satisfies never;
  }
}
