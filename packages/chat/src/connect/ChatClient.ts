/**
 * The client of the mediation server's real-time channel for one case: one store for the room, fed by
 * socket events through one table (`roomEvents`), stream events in stream order, caught up with `history` after every reconnect, with
 * optimistic sends (`SendQueue`). Every command returns a promise that rejects with a `ChatClientError`. Framework-free.
 */
import type {
  CallSignalEvent,
  CallsAck,
  CaseEvent,
  ClientToServerEvents,
  GuideState,
  JoinDecision,
  JoinDecisionResponse,
  MessageExt,
  PositionMarker,
} from '@mediation/protocol';
import { applyLike } from '../Likes/likeData';
import { AgreementCommands } from './agreementCommands';
import { CallCommands } from './callCommands';
import type { CaseInfo, ChatMessage, ChatNote, Side } from '../types';
import { RoomConnection, viewerOf, type RoomSocket } from './connection';
import { assertSendableText } from './errors';
import { fromWireMessage, fromWireNote } from './mapping';
import { resolveClientOptions, type ChatClientOptions, type ResolvedChatClientOptions } from './options';
import {
  maxPositions,
  mergeMessages,
  reduceEvent,
  roomEvents,
  withOnline,
  type RoomEventHandler,
  type RoomEventName,
  type RoomEventPayload,
} from './roomEvents';
import type { CallMedia, OutgoingCallSignal, RoomClient, SearchPage } from '../room/RoomClient';
import { initialRoomState, type JoinedCall, type RoomNotice, type RoomState } from '../room/roomState';
import { SendQueue } from './sendQueue';

/** A case as the REST API answers it. */
interface WireCase {
  title: string;
  problem_brief: string;
  category: string;
  sub_category: string;
  link: string;
  mediator: number;
}

/** The most history pages a jump to an old search hit loads (HISTORY_PAGE_SIZE each). */
const MAX_REVEAL_PAGES = 500;
const TYPING_SEND_INTERVAL_MS = 2000; // a typing notice at most this often (each emit counts against the server's budget)

type Listener = () => void;
/** A party's answers to the survey (rating and feedback). */
export type SurveyAnswer = Omit<Parameters<ClientToServerEvents['submitSurvey']>[0], 'case_id'>;

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

export class ChatClient implements RoomClient {
  private state: RoomState;
  private readonly listeners = new Set<Listener>();
  private readonly seen = new Set<number>();
  private readonly options: ResolvedChatClientOptions;
  private readonly queue: SendQueue;
  private hasConnected = false;
  private readonly lastTypingSent = new Map<Side, number>();
  private noticeId = 0;
  private readonly connection: RoomConnection;
  /** The settlement agreement's commands (`client.agreement.accept(...)`); the agreement itself is `getState().agreement`. */
  readonly agreement: AgreementCommands;
  private readonly calls: CallCommands;

  constructor(options: ChatClientOptions) {
    this.options = resolveClientOptions(options);
    // Who the viewer is, when the token is at hand now; otherwise from the first connection's token.
    const first = options.token ?? options.getToken?.({ reason: 'connect' });
    const viewer = viewerOf(typeof first === 'string' ? first : undefined) ?? { id: 0, side: 'A' as Side };
    this.state = initialRoomState({ ...viewer, name: '' });
    this.connection = new RoomConnection(this.options, {
      viewer: () => this.state.viewer,
      hasConnected: () => this.hasConnected,
      status: () => this.state.status,
      setStatus: (change) => this.update(change),
      setViewer: (viewer) => this.update((state) => ({ viewer: { ...state.viewer, ...viewer } })),
      onConnect: () => void this.handleConnect(),
      listen: (socket) => this.listen(socket),
    });
    this.agreement = new AgreementCommands({
      emit: this.connection.emit,
      caseId: this.options.caseId,
      applyEvent: (entry) => this.applyEvent(entry),
    });
    this.calls = new CallCommands({
      emit: this.connection.emit,
      caseId: this.options.caseId,
      getState: this.getState,
      update: this.update,
    });
    this.queue = new SendQueue({
      isConnected: () => this.connection.isConnected,
      attempts: () => this.options.sendAttempts,
      deliver: async (send) =>
        (await this.emit('roomMsg', this.roomMsgPayload(send.group, send.text, send.id), this.options.ackTimeoutMs)).message,
      onStored: (send, message) => {
        this.seen.add(message.seq);
        this.update((state) => ({
          messages: mergeMessages(
            state.messages.filter((candidate) => candidate.id !== send.id),
            [fromWireMessage(message, state.viewer.id)],
          ),
        }));
      },
      onFailed: (send, reason) => this.patchMessage(send.id, { delivery: 'failed', error: reason }),
    });
  }

  /** The room as it is now (a new object after every change). */
  getState = (): RoomState => this.state;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes the store and tells the subscribers (the socket's listeners call it too). */
  update = (change: Partial<RoomState> | ((state: RoomState) => Partial<RoomState>)): void => {
    const patch = typeof change === 'function' ? change(this.state) : change;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  };

  /** The options in force, defaults filled in. */
  get settings(): ResolvedChatClientOptions {
    return this.options;
  }

  /** The token of the current connection, read through `getToken` (for the REST calls an embedder makes). */
  get token(): string | undefined {
    return this.connection.token;
  }

  /**
   * Opens the connection: `auth` read through `getToken` at every (re)connection, and the spec's query. A
   * lost connection is retried without end (1 s, doubling up to 30 s, randomized; `SOCKET_RECONNECT`),
   * and at once when the browser goes back online or the tab becomes visible; every reconnection catches
   * up with `history {after_seq}`. A token the server says has expired is renewed and the same client
   * connects again, keeping its store and its unsent messages.
   */
  connect(): void {
    this.connection.connect();
  }

  /**
   * Tries to connect now ("Retry now", "Reconnect"), without waiting for the next automatic attempt: the
   * pending one is dropped and the backoff starts again from its first delay. Nothing while connected.
   */
  reconnect(): void {
    this.connection.reconnect();
  }

  /** Closes the connection for good. */
  close(): void {
    this.connection.close();
    this.listeners.clear();
  }

  /**
   * Emits an event and resolves with the accepted acknowledgement; rejects with a `ChatClientError`: the
   * server's code and message, `disconnected` ('Socket is not defined') or `timeout`. Never throws.
   */
  get emit(): RoomConnection['emit'] {
    return this.connection.emit;
  }

  private async handleConnect() {
    const isReconnect = this.hasConnected;
    this.hasConnected = true;
    const caseId = this.options.caseId;
    this.update((state) => ({
      status: 'online',
      error: undefined,
      joinRequests: { ...state.joinRequests, revision: state.joinRequests.revision + 1 },
    }));
    try {
      if (this.state.viewer.side === 'M') {
        const started = await this.emit('startCase', { case_id: caseId, mediator_id: this.state.viewer.id });
        this.update({
          shuttle: started.shuttle,
          notes: (JSON.parse(started.notes) as { note: string; groupTag: 'A' | 'B' | 'Both' }[]).map(fromWireNote),
          ...withOnline(this.state, started.participants, started.online),
        });
      }
      if (isReconnect && this.state.isLoaded) await this.catchUp();
      else await this.loadLatest();
      const markers = await this.emit('historyActions', { case_id: caseId });
      this.update({ actions: markers.actions });
      if (this.state.viewer.side === 'M') {
        // The guided negotiation as the server keeps it, for a reload or a second device.
        const { ok: _ok, ...guide } = await this.emit('guid', { case_id: caseId });
        this.update({ guide });
      }
      const read = await this.emit('readPositions', { case_id: caseId });
      const viewerId = this.state.viewer.id;
      const own: Partial<Record<Side, number>> = {};
      for (const position of read.positions) if (position.user_id === viewerId) own[position.side] = position.seq;
      this.update((state) => ({
        hasReadPositions: true,
        readUpTo: { ...own, ...maxPositions(state.readUpTo, own) },
        readByOthers: read.positions
          .filter((position) => position.user_id !== viewerId)
          .map((position) => ({ userId: position.user_id, side: position.side, seq: position.seq })),
      }));
      // Read once; from then on live events and each catch-up's last page keep it current.
      if (this.state.agreement === null) await this.agreement.read();
    } catch (error) {
      this.update({ hasReadPositions: true, error: error instanceof Error ? error.message : String(error) });
    }
    this.queue.flush();
    // The call this client was in is joined again (the server kept the place through a short drop); a
    // server that cannot say (an older one, a lost connection) leaves the room as it was.
    await this.calls.resume().catch(() => undefined);
  }

  private async loadLatest() {
    const ack = await this.emit('history', { case_id: this.options.caseId });
    for (const message of ack.messages) this.seen.add(message.seq);
    this.update((state) => ({
      messages: mergeMessages(
        state.messages,
        ack.messages.map((message) => fromWireMessage(message, state.viewer.id)),
      ),
      hasMoreOlder: ack.has_more,
      lastSeq: Math.max(state.lastSeq, ack.last_seq),
      isLoaded: true,
    }));
  }

  /** Everything missed since the last position, page by page, in order and without duplicates. */
  private async catchUp() {
    for (let page = 0; page < 1000; page += 1) {
      const ack = await this.emit('history', { case_id: this.options.caseId, after_seq: this.state.lastSeq });
      for (const entry of ack.events ?? []) this.applyEvent(entry);
      this.update((state) => ({ lastSeq: Math.max(state.lastSeq, ack.last_seq) }));
      if (!ack.has_more) return;
    }
  }

  /** Older messages before the oldest one held (`history` with `before_seq`); a failure is in `error`. */
  async loadOlder(): Promise<void> {
    const oldest = this.state.messages.find((message) => message.seq !== undefined)?.seq;
    if (oldest === undefined || this.state.isLoadingOlder || !this.state.hasMoreOlder) return;
    this.update({ isLoadingOlder: true });
    try {
      const ack = await this.emit('history', { case_id: this.options.caseId, before_seq: oldest });
      for (const message of ack.messages) this.seen.add(message.seq);
      this.update((state) => ({
        messages: mergeMessages(
          state.messages,
          ack.messages.map((message) => fromWireMessage(message, state.viewer.id)),
        ),
        hasMoreOlder: ack.has_more,
        isLoadingOlder: false,
      }));
    } catch (error) {
      this.update({ isLoadingOlder: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** One group's stored messages containing `query`, newest first (`searchMessages`). */
  async searchMessages(group: Side, query: string, beforeSeq?: number): Promise<SearchPage> {
    const ack = await this.emit('searchMessages', { case_id: this.options.caseId, side: group, query, before_seq: beforeSeq });
    const viewerId = this.state.viewer.id;
    return { matches: ack.matches.map((message) => fromWireMessage(message, viewerId)), hasMore: ack.has_more };
  }

  /**
   * Loads older pages until the message at `seq` is held. A page is HISTORY_PAGE_SIZE messages, so a hit far
   * back in a long case takes several; the list shows "loading older" meanwhile.
   */
  async revealMessage(seq: number): Promise<void> {
    for (let page = 0; page < MAX_REVEAL_PAGES; page += 1) {
      const oldest = this.state.messages.find((message) => message.seq !== undefined)?.seq;
      if (oldest === undefined || oldest <= seq || !this.state.hasMoreOlder) return;
      await this.loadOlder();
      // A failed or empty page leaves the oldest where it was: stop rather than ask again and again.
      if (this.state.messages.find((message) => message.seq !== undefined)?.seq === oldest) return;
    }
  }

  /** Records that the viewer has read a group up to a stream position (only ever forward; stored with the next one while offline). */
  async markRead(side: Side, seq: number): Promise<void> {
    if ((this.state.readUpTo[side] ?? 0) >= seq) return;
    this.update((state) => ({ readUpTo: { ...state.readUpTo, [side]: seq } }));
    if (!this.connection.isConnected) return;
    await this.emit('markRead', { case_id: this.options.caseId, side, seq });
  }

  /** Tells the others who see the group that the viewer is typing; at most one notice per group every 2 s. */
  async typingIn(side: Side): Promise<void> {
    if (!this.connection.isConnected) return;
    const now = Date.now();
    if (now - (this.lastTypingSent.get(side) ?? 0) < TYPING_SEND_INTERVAL_MS) return;
    this.lastTypingSent.set(side, now);
    await this.emit('typing', { case_id: this.options.caseId, side });
  }

  /** Feeds every event of the table from `socket` into the store. */
  private listen(socket: RoomSocket): void {
    const on = socket.on.bind(socket) as (event: string, listener: (payload: never) => void) => void;
    for (const event of Object.keys(roomEvents) as RoomEventName[]) on(event, (payload) => this.receive(event, payload));
    socket.on('callSignal', (signal) => this.calls.receive(signal));
  }

  /** Applies one live event as its entry in the table says (a stream event once per position), then what follows it. */
  receive<E extends RoomEventName>(event: E, payload: RoomEventPayload<E>): void {
    const handler = roomEvents[event] as unknown as RoomEventHandler<RoomEventPayload<E>>;
    const before = this.state;
    let isNew = true;
    if (handler.stream) isNew = this.applyEvent({ seq: (payload as { seq: number }).seq, event, payload } as CaseEvent);
    else this.update((state) => handler.reduce(state, payload));
    if (!isNew || !handler.after) return;
    handler.after(payload, {
      before,
      after: this.state,
      notice: (kind, name) => this.addNotice(kind, name),
      later: (ms, change) => void setTimeout(() => this.update(change), ms),
    });
  }

  /** Applies one stream event once (positions already applied are dropped); true when applied now. The agreement, a view as of a position that may be another event's, is left to the reducer (which keeps the newest) and moves no position. */
  applyEvent(entry: CaseEvent): boolean {
    const isView = entry.event === 'agreement' || entry.event === 'agreementChanged';
    if (!isView && this.seen.has(entry.seq)) return false;
    if (!isView) this.seen.add(entry.seq);
    this.update((state) => ({ ...reduceEvent(state, entry), lastSeq: isView ? state.lastSeq : Math.max(state.lastSeq, entry.seq) }));
    // A change that arrived after a newer one (two server processes may send out of order) and that the view
    // held lacks: the whole view is read again rather than a change lost.
    if (entry.event === 'agreementChanged') {
      const held = this.state.agreement;
      if (held && !held.record.some((recorded) => recorded.id === entry.payload.entry.id))
        void this.agreement.read().catch(() => undefined);
    }
    return true;
  }

  /** Queues a notice of what another person did (the event table's entries call it). */
  addNotice(kind: RoomNotice['kind'], name: string): void {
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
      notifications: state.notifications
        .filter((notice) => !taken.has(notice.id))
        .map((notice) => (notice.offered ? notice : { ...notice, offered: true })),
    }));
  }

  /** Removes the first notice (the banner's time for it is up). */
  dismissNotice(): void {
    this.update((state) => ({ notifications: state.notifications.slice(1) }));
  }

  private roomMsgPayload(group: Side, text: string, clientId: string, ext?: MessageExt) {
    const viewer = this.state.viewer;
    return {
      to: this.options.caseId,
      from: viewer.id,
      fromSide: viewer.side,
      side: group,
      displayName: viewer.name || 'Participant',
      message: text,
      ext,
      client_msg_id: clientId,
    };
  }

  /** Sends a message optimistically (shown as sending until stored, retried with the same id); throws on a text too long to send. */
  send(group: Side, text: string): string {
    assertSendableText(text);
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
    this.queue.add(id, group, text);
    return id;
  }

  /** Sends a failed message again, with the same client id. */
  retry(messageId: string): void {
    if (this.queue.retry(messageId)) this.patchMessage(messageId, { delivery: 'sending', error: undefined });
  }

  private patchMessage(id: string, patch: Partial<ChatMessage>) {
    this.update((state) => ({ messages: state.messages.map((message) => (message.id === id ? { ...message, ...patch } : message)) }));
  }

  /**
   * Sends a guided message (a card of the negotiation, or a party's initial position) into each group in
   * turn, and applies the stored message, with the position marker the server stores along with a party's
   * initial position. Not optimistic: it rejects with the server's reason.
   */
  async sendGuided(groups: readonly Side[], text: string, ext: MessageExt): Promise<void> {
    for (const group of groups) {
      const ack = await this.emit('roomMsg', this.roomMsgPayload(group, text, randomId(), ext));
      this.applyEvent({ seq: ack.message.seq, event: 'roomMsg', payload: ack.message });
      if (ack.action) this.applyEvent({ seq: ack.action.seq, event: 'action', payload: ack.action });
    }
  }

  /** Adds or removes a position marker (the mediator asks for the initial positions with `initialPosition`). */
  async setMarker(actionType: 'add' | 'remove', marker: PositionMarker, extMsg?: string | null): Promise<void> {
    const ack = await this.emit('action', { case_id: this.options.caseId, actionType, actionPayload: marker, extMsg });
    this.applyEvent({ seq: ack.action.seq, event: 'action', payload: ack.action });
  }

  /**
   * The mediator's guided negotiation started or moved: the server keeps where it stands and of which type
   * (`guid`), and the store's `guide` takes its answer; the mediator's other tabs hear it as a `guid` event.
   */
  async saveGuideProgress(progress: Pick<GuideState, 'guideType' | 'stageIdx' | 'iteration' | 'initialIteration'>): Promise<void> {
    const { ok: _ok, ...guide } = await this.emit('guid', { case_id: this.options.caseId, ...progress });
    this.update({ guide });
  }

  /** The mediator's guided negotiation stopped or ended (`endGuid`). */
  async stopGuide(): Promise<void> {
    const { ok: _ok, ...guide } = await this.emit('endGuid', { case_id: this.options.caseId });
    this.update({ guide });
  }

  /** Likes (`true`) or unlikes a message; shown at once, corrected by the server's answer, undone (and rejected) when refused. */
  async like(messageId: string, liked: boolean): Promise<void> {
    const viewer = this.state.viewer;
    const message = this.state.messages.find((candidate) => candidate.id === messageId);
    if (!message) return;
    this.patchMessage(messageId, { likes: applyLike(message.likes, viewer.side, { userId: viewer.id, name: viewer.name }, liked) });
    try {
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
      this.applyEvent({ seq: ack.seq, event: liked ? 'like' : 'removeLike', payload: ack });
    } catch (error) {
      this.patchMessage(messageId, { likes: message.likes });
      throw error;
    }
  }

  /** Edits one's own message; shown at once, undone (and rejected) when refused. */
  async edit(messageId: string, text: string): Promise<void> {
    const message = this.state.messages.find((candidate) => candidate.id === messageId);
    if (!message) return;
    this.patchMessage(messageId, { text, editedAt: new Date().toISOString() });
    try {
      const ack = await this.emit('editMsg', { message_id: messageId, case_id: this.options.caseId, side: message.group, message: text });
      this.applyEvent({ seq: ack.seq, event: 'editMsg', payload: ack });
    } catch (error) {
      this.patchMessage(messageId, { text: message.text, editedAt: message.editedAt });
      throw error;
    }
  }

  async setShuttle(shuttle: boolean): Promise<void> {
    const ack = await this.emit('shuttle', { case_id: this.options.caseId, to: 'M', mediator_id: this.state.viewer.id, shuttle });
    this.applyEvent({ seq: ack.seq, event: 'shuttle', payload: { seq: ack.seq, case_id: this.options.caseId, shuttle: ack.shuttle } });
  }

  async addNote(note: ChatNote): Promise<void> {
    const ack = await this.emit('note', { case_id: this.options.caseId, action: 'add', note: { note: note.text, groupTag: note.tag } });
    this.applyEvent({ seq: ack.seq, event: 'note', payload: { seq: ack.seq, case_id: this.options.caseId, notes: ack.notes } });
  }

  async removeNote(index: number): Promise<void> {
    const ack = await this.emit('note', { case_id: this.options.caseId, action: 'remove', idx: index });
    this.applyEvent({ seq: ack.seq, event: 'note', payload: { seq: ack.seq, case_id: this.options.caseId, notes: ack.notes } });
  }

  /** The mediator asks the parties to fill the survey; resolves once the server has stored the request. */
  async sendSurvey(): Promise<void> {
    await this.emit('sendSurvey', { case_id: this.options.caseId });
  }

  /** A party's answers to the survey. */
  async submitSurvey(answer: SurveyAnswer): Promise<void> {
    await this.emit('submitSurvey', { case_id: this.options.caseId, ...answer });
  }

  /** The mediator admits or refuses a request of the waiting room. */
  async decideJoin(requestId: string, decision: JoinDecision): Promise<JoinDecisionResponse> {
    const { ok: _ok, ...decided } = await this.emit('decideJoin', { case_id: this.options.caseId, request_id: requestId, decision });
    this.update((state) => ({ joinRequests: { ...state.joinRequests, revision: state.joinRequests.revision + 1 } }));
    return decided;
  }

  /** The case's details from the server's REST API, read with the connection's token; undefined when refused. */
  async readCase(): Promise<CaseInfo | undefined> {
    const row = await this.getJson<WireCase>(`/session/case/${this.options.caseId}/`);
    if (!row) return undefined;
    const mediator = await this.getJson<{ first_name: string; last_name: string }>(`/users/user/${row.mediator}/`);
    return {
      title: row.title,
      problemBrief: row.problem_brief,
      category: row.category,
      subCategory: row.sub_category,
      mediatorName: mediator ? `${mediator.first_name} ${mediator.last_name}`.trim() : '',
      code: row.link,
    };
  }

  /** The client's one way to the server's REST API: a GET under `/api` with the token read through `getToken`. */
  private async getJson<T>(path: string): Promise<T | undefined> {
    const token = (await this.options.getToken({ reason: 'connect' })) ?? '';
    const response = await fetch(`${this.options.serverUrl ?? ''}/api${path}`, { headers: { Authorization: `JWT ${token}` } });
    return response.ok ? ((await response.json()) as T) : undefined;
  }

  /** The mediator starts the group's call and is in it; resolves with the call joined (its ICE servers included). */
  startCall(group: Side): Promise<JoinedCall> {
    return this.calls.start(group);
  }

  /** Joins the group's call (the server takes the viewer out of any other); joined again after every reconnection. */
  joinCall(group: Side): Promise<JoinedCall> {
    return this.calls.join(group);
  }

  /** Leaves the call this client is in. */
  leaveCall(): Promise<void> {
    return this.calls.leave();
  }

  /** Sends a description or an ICE candidate to another person of the viewer's call; resolves with whether it was delivered. */
  sendCallSignal(signal: OutgoingCallSignal): Promise<boolean> {
    return this.calls.signal(signal);
  }

  /** Tells the others of the call what the viewer sends now (for their tiles). */
  setCallMedia(media: CallMedia): Promise<void> {
    return this.calls.setMedia(media);
  }

  /** Reads the calls the viewer may see, and `mediatorAway`, into the store. */
  listCalls(): Promise<CallsAck> {
    return this.calls.list();
  }

  /** Calls `handler` with each signal for the viewer from another person of its call; returns the unsubscribe function. */
  onCallSignal(handler: (signal: CallSignalEvent) => void): () => void {
    return this.calls.onSignal(handler);
  }

  /** Names the viewer (from the REST profile or the participants list). */
  setViewerName(name: string): void {
    this.update((state) => ({ viewer: { ...state.viewer, name } }));
  }
}
