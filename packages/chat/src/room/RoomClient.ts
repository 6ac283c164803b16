/** The one way the room's components reach the room: its store, read by selector, and its commands. */
import type { CaseInfo, ChatNote, Side } from '../types';
import type { RoomNotice, RoomState } from './roomState';

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
}
