/** A room kept in memory: the room's client for stories, tests and embedders without a server. */
import { applyLike } from '../Likes/likeData';
import type { CaseInfo, ChatMessage, ChatNote, ChatViewer, Side } from '../types';
import type { RoomClient } from './RoomClient';
import { initialRoomState, type RoomNotice, type RoomState } from './roomState';

export interface MemoryRoomClientOptions extends Partial<Omit<RoomState, 'viewer'>> {
  viewer: ChatViewer;
  /** The case, for `readCase`. */
  caseInfo?: CaseInfo;
  /** The time of a message sent or edited now (ISO 8601). @default the clock's */
  now?: () => string;
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

  constructor({ viewer, now, caseInfo, ...room }: MemoryRoomClientOptions) {
    this.now = now ?? (() => new Date().toISOString());
    this.caseInfo = caseInfo;
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
}
