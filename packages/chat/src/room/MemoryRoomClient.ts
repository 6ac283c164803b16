/** A room kept in memory: the room's client for stories, tests and embedders without a server. */
import { CALL_MAX_PEOPLE } from '@mediation/protocol';
import type { CallMember, CallSignalEvent, CallState, CallsAck, IceServer } from '@mediation/protocol';
import { applyLike } from '../Likes/likeData';
import type { CaseInfo, ChatMessage, ChatNote, ChatViewer, Side } from '../types';
import type { CallMedia, OutgoingCallSignal, RoomClient, SearchPage } from './RoomClient';
import { initialRoomState, type JoinedCall, type RoomNotice, type RoomState } from './roomState';

export interface MemoryRoomClientOptions extends Partial<Omit<RoomState, 'viewer'>> {
  viewer: ChatViewer;
  /** The case, for `readCase`. */
  caseInfo?: CaseInfo;
  /** The time of a message sent or edited now (ISO 8601). @default the clock's */
  now?: () => string;
  /** The ICE servers a joined call gets. @default none (a call on one machine or network) */
  iceServers?: IceServer[];
}

/** A signal the viewer sent, as `MemoryRoomClient#sentSignals` keeps it. */
export interface SentCallSignal extends OutgoingCallSignal {
  callId: string;
}

/**
 * Implements the room's client in memory: what is sent, liked, edited or noted shows at once, as the server
 * would store it. The room starts online and loaded; `update` changes it as a server's event would.
 */
export class MemoryRoomClient implements RoomClient {
  private state: RoomState;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => string;
  private readonly caseInfo: CaseInfo | undefined;
  private sent = 0;
  private readonly iceServers: IceServer[];
  private readonly signalHandlers = new Set<(signal: CallSignalEvent) => void>();
  /** Every signal the viewer sent and that reached a person of its call, oldest first (for tests and stories). */
  readonly sentSignals: SentCallSignal[] = [];

  constructor({ viewer, now, caseInfo, iceServers, ...room }: MemoryRoomClientOptions) {
    this.now = now ?? (() => new Date().toISOString());
    this.caseInfo = caseInfo;
    this.iceServers = iceServers ?? [];
    this.state = { ...initialRoomState(viewer), status: 'online', isLoaded: true, hasReadPositions: true, ...room };
  }

  getState = (): RoomState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes the room and tells the subscribers (a host's stand-in for the server's events). */
  update = (change: Partial<RoomState> | ((state: RoomState) => Partial<RoomState>)): void => {
    this.state = { ...this.state, ...(typeof change === 'function' ? change(this.state) : change) };
    for (const listener of this.listeners) listener();
  };

  private patchMessage(id: string, patch: (message: ChatMessage) => Partial<ChatMessage>) {
    this.update((state) => ({
      messages: state.messages.map((message) => (message.id === id ? { ...message, ...patch(message) } : message)),
    }));
  }

  send(group: Side, text: string): string {
    this.sent += 1;
    const id = `local-${this.sent}`;
    const { viewer, lastSeq, messages } = this.state;
    const seq = Math.max(lastSeq, ...messages.map((message) => message.seq ?? 0)) + 1;
    const message: ChatMessage = {
      id,
      seq,
      authorId: viewer.id,
      authorName: viewer.name,
      authorSide: viewer.side,
      group,
      text,
      time: this.now(),
      likes: { A: [], B: [], M: [] },
      delivery: 'sent',
    };
    this.update((state) => ({ messages: [...state.messages, message], lastSeq: seq }));
    return id;
  }

  retry(messageId: string): void {
    this.patchMessage(messageId, () => ({ delivery: 'sent', error: undefined }));
  }

  async like(messageId: string, liked: boolean): Promise<void> {
    const { viewer } = this.state;
    this.patchMessage(messageId, (message) => ({
      likes: applyLike(message.likes, viewer.side, { userId: viewer.id, name: viewer.name }, liked),
    }));
  }

  async edit(messageId: string, text: string): Promise<void> {
    this.patchMessage(messageId, () => ({ text, editedAt: this.now() }));
  }

  async setShuttle(shuttle: boolean): Promise<void> {
    this.update({ shuttle });
  }

  async addNote(note: ChatNote): Promise<void> {
    this.update((state) => ({ notes: [...state.notes, note] }));
  }

  async removeNote(index: number): Promise<void> {
    this.update((state) => ({ notes: state.notes.filter((_, position) => position !== index) }));
  }

  async sendSurvey(): Promise<void> {}

  async loadOlder(): Promise<void> {}

  /** Every held message of the group containing the query, newest first (a memory room holds all it has). */
  async searchMessages(group: Side, query: string): Promise<SearchPage> {
    const needle = query.trim().toLocaleLowerCase();
    const matches = this.state.messages.filter((message) => message.group === group && message.text.toLocaleLowerCase().includes(needle));
    return { matches: matches.reverse(), hasMore: false };
  }

  async markRead(side: Side, seq: number): Promise<void> {
    if ((this.state.readUpTo[side] ?? 0) >= seq) return;
    this.update((state) => ({ readUpTo: { ...state.readUpTo, [side]: seq } }));
  }

  async typingIn(): Promise<void> {}

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

  dismissNotice(): void {
    this.update((state) => ({ notifications: state.notifications.slice(1) }));
  }

  async readCase(): Promise<CaseInfo | undefined> {
    return this.caseInfo;
  }

  setViewerName(name: string): void {
    this.update((state) => ({ viewer: { ...state.viewer, name } }));
  }

  // Calls, by the server's rules: one call per group, the group's members only, at most CALL_MAX_PEOPLE, one call per person.

  private viewerAsMember(): CallMember {
    const { viewer } = this.state;
    return {
      user_id: viewer.id,
      displayName: viewer.name,
      side: viewer.side,
      role: viewer.side === 'M' ? 'mediator' : 'party',
      mic: true,
      camera: true,
      screen: false,
    };
  }

  /** The calls without the viewer (its other call left; a call left empty ends). */
  private withoutViewer(calls: RoomState['calls']): RoomState['calls'] {
    const id = this.state.viewer.id;
    const next: RoomState['calls'] = {};
    for (const [group, call] of Object.entries(calls) as [Side, CallState][]) {
      const members = call.members.filter((member) => member.user_id !== id);
      if (members.length > 0) next[group] = members.length === call.members.length ? call : { ...call, members };
    }
    return next;
  }

  private mayUse(group: Side): void {
    const { viewer, shuttle } = this.state;
    if (viewer.side !== 'M' && group !== 'M' && group !== viewer.side) throw new Error('A party joins only its own group and M.');
    if (viewer.side !== 'M' && group === 'M' && shuttle) throw new Error('Shuttle mode is on: there is no call in M.');
  }

  async startCall(group: Side): Promise<JoinedCall> {
    if (this.state.viewer.side !== 'M') throw new Error('Only the mediator starts a call.');
    if (group === 'M' && this.state.shuttle) throw new Error('Shuttle mode is on: there is no call in M.');
    if (this.state.calls[group]) throw new Error('This group already has a call.');
    const callId = `00000000-0000-4000-8000-${String(Object.keys(this.state.calls).length + this.sent + 1).padStart(12, '0')}`;
    const call: CallState = { call_id: callId, group, started_at: this.now(), members: [] };
    this.update((state) => ({ calls: { ...state.calls, [group]: call } }));
    return this.joinCall(group);
  }

  async joinCall(group: Side): Promise<JoinedCall> {
    this.mayUse(group);
    const call = this.state.calls[group];
    if (!call) throw new Error('There is no call in this group.');
    const others = call.members.filter((member) => member.user_id !== this.state.viewer.id);
    if (others.length >= CALL_MAX_PEOPLE) throw new Error(`A call holds at most ${CALL_MAX_PEOPLE} people.`);
    const joined: CallState = { ...call, members: [...others, this.viewerAsMember()] };
    const inCall: JoinedCall = { group, callId: call.call_id, iceServers: this.iceServers };
    this.update((state) => ({ calls: { ...this.withoutViewer(state.calls), [group]: joined }, inCall }));
    return inCall;
  }

  async leaveCall(): Promise<void> {
    if (!this.state.inCall) return;
    this.update((state) => ({ calls: this.withoutViewer(state.calls), inCall: null }));
  }

  async sendCallSignal(signal: OutgoingCallSignal): Promise<boolean> {
    const joined = this.state.inCall;
    const call = joined ? this.state.calls[joined.group] : undefined;
    if (!joined || !call) throw new Error('You are not in a call.');
    if (!call.members.some((member) => member.user_id === signal.to)) throw new Error('That person is not in your call.');
    this.sentSignals.push({ ...signal, callId: joined.callId });
    return true;
  }

  async setCallMedia(media: CallMedia): Promise<void> {
    const joined = this.state.inCall;
    const call = joined ? this.state.calls[joined.group] : undefined;
    if (!joined || !call) return;
    const id = this.state.viewer.id;
    const members = call.members.map((member) => (member.user_id === id ? { ...member, ...media } : member));
    this.update((state) => ({ calls: { ...state.calls, [joined.group]: { ...call, members } } }));
  }

  async listCalls(): Promise<CallsAck> {
    return { calls: Object.values(this.state.calls), mediator_away: this.state.mediatorAway };
  }

  onCallSignal(handler: (signal: CallSignalEvent) => void): () => void {
    this.signalHandlers.add(handler);
    return () => this.signalHandlers.delete(handler);
  }

  /** Hands a signal to the `onCallSignal` subscribers, as the server would deliver another person's. */
  deliverCallSignal(signal: CallSignalEvent): void {
    for (const handler of this.signalHandlers) handler(signal);
  }
}
