/** The one way the room's components reach the room: its store, read by selector, and its commands. */
import type { CallSignalEvent, CallsAck } from '@mediation/protocol';
import type { CaseInfo, ChatMessage, ChatNote, Side } from '../types';
import type { JoinedCall, RoomNotice, RoomState } from './roomState';

/** A signal for one other person of the viewer's call: a session description, an ICE candidate, or null (no more candidates). */
export interface OutgoingCallSignal {
  to: number;
  description?: CallSignalEvent['description'];
  candidate?: CallSignalEvent['candidate'];
}

/** What the viewer sends in a call now, shown on the others' tiles. */
export interface CallMedia {
  mic: boolean;
  camera: boolean;
  screen: boolean;
}

/**
 * What the room's components read and do. `ChatClient` (`@mediation/chat/connect`) implements it over our
 * server; `MemoryRoomClient` implements it in memory, for stories, tests and embedders without a server.
 * A command that reaches a server returns a promise that rejects with the server's reason. The room offers
 * the controls of the commands a client has: one without `setShuttle`, for example, shows shuttle mode as
 * text, and one without `like` shows no Like buttons.
 */
export interface RoomClient {
  /** The room as it is now: a new object after every change, the parts unchanged kept as they were. */
  getState(): RoomState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Sends a message (shown at once, as sending until stored); returns its client id. */
  send(group: Side, text: string): string;
  /** Sends a failed message again. */
  retry?(messageId: string): void;
  like?(messageId: string, liked: boolean): Promise<void>;
  edit?(messageId: string, text: string): Promise<void>;
  setShuttle?(shuttle: boolean): Promise<void>;
  addNote?(note: ChatNote): Promise<void>;
  removeNote?(index: number): Promise<void>;
  /** The mediator asks the parties to fill the survey; resolves once the request is stored. */
  sendSurvey?(): Promise<void>;
  /** Older messages before the oldest one held. */
  loadOlder?(): Promise<void>;
  /**
   * One group's messages containing `query`, newest first, from everything the case holds (not only what is
   * loaded); `beforeSeq` asks for the page older than that position.
   */
  searchMessages?(group: Side, query: string, beforeSeq?: number): Promise<SearchPage>;
  /** Loads older pages until the message at stream position `seq` is held (a search hit not loaded yet). */
  revealMessage?(seq: number): Promise<void>;
  /** Records that the viewer has read a group up to a stream position. */
  markRead?(side: Side, seq: number): Promise<void>;
  /** Tells the others in the group that the viewer is typing. */
  typingIn?(side: Side): Promise<void>;
  /** Offers each new notice to the host once (`show` returns true for those it shows itself). */
  offerNotices?(show: (notice: RoomNotice) => boolean): void;
  /** Removes the first notice (the banner's time for it is up). */
  dismissNotice?(): void;
  /** The case's details as the client's server has them; undefined when it has none or refused. */
  readCase?(): Promise<CaseInfo | undefined>;

  // Calls: the store holds `calls`, `inCall` and `mediatorAway`; media never passes through the client's server.
  /** The mediator starts the group's call and is in it; resolves with the call joined (ICE servers included). */
  startCall?(group: Side): Promise<JoinedCall>;
  /** Joins the group's call (leaving the viewer's other call); rejoined by itself after a reconnection. */
  joinCall?(group: Side): Promise<JoinedCall>;
  /** Leaves the viewer's call (nothing when in none). */
  leaveCall?(): Promise<void>;
  /** Sends a signal to another person of the viewer's call; resolves with whether it was delivered. */
  sendCallSignal?(signal: OutgoingCallSignal): Promise<boolean>;
  /** Tells the others of the call what the viewer sends now. */
  setCallMedia?(media: CallMedia): Promise<void>;
  /** Reads the calls the viewer may see (and `mediatorAway`) into the store. */
  listCalls?(): Promise<CallsAck>;
  /** Calls `handler` with each signal for the viewer from another person of its call; returns the unsubscribe function. */
  onCallSignal?(handler: (signal: CallSignalEvent) => void): () => void;
}

/** A page of search hits, newest first; `hasMore` when older hits exist. */
export interface SearchPage {
  matches: ChatMessage[];
  hasMore: boolean;
}
