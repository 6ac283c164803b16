/** The data the chat components show; the connect layer maps the wire format to these at the edge. */
import type { Side } from '@mediation/ui';

export type { Side };

/** A party side: A or B. */
export type PartySide = Exclude<Side, 'M'>;

/** Tag of a mediator's note. */
export type NoteTag = 'A' | 'B' | 'Both';

/** The person looking at the room. */
export interface ChatViewer {
  /** User id. */
  id: number;
  /** Display name. */
  name: string;
  /** Side: 'M' for the mediator, 'A' or 'B' for a party. */
  side: Side;
}

/** One like of a message. */
export interface LikeEntry {
  userId: number;
  name: string;
}

/** Likes of one message, listed per side of the person who liked. */
export type LikesBySide = Record<Side, LikeEntry[]>;

/** Delivery state of one's own message. */
export type DeliveryState = 'sending' | 'sent' | 'failed';

/** Extra meaning of a message sent by the guided negotiation. */
export interface MessageExt {
  type: string;
  stage?: number | string | undefined;
  title?: string | undefined;
  description?: string | undefined;
}

/** A chat message as the components show it. */
export interface ChatMessage {
  /** Stable id (the server's id, or the client id while sending). */
  id: string;
  /** Position in the case's stream, when stored. */
  seq?: number | undefined;
  authorId: number;
  authorName: string;
  /** Side of the author. */
  authorSide: Side;
  /** Group the message belongs to. */
  group: Side;
  text: string;
  /** ISO time it was sent. */
  time: string;
  /** ISO time of the last edit, when edited. */
  editedAt?: string | null | undefined;
  ext?: MessageExt | null | undefined;
  likes?: LikesBySide | undefined;
  /** For one's own messages: sending, sent or failed. */
  delivery?: DeliveryState | undefined;
  /** Why a failed send was refused, shown beside 'Retry'. */
  error?: string | undefined;
  /** For the mediator's own messages: read by the party (or a party, in M). */
  isSeen?: boolean | undefined;
}

/** A person in the case. */
export interface ChatParticipant {
  userId: number;
  name: string;
  side: Side;
  isOnline?: boolean | undefined;
}

/** What the case information panel shows. */
export interface CaseInfo {
  title: string;
  problemBrief: string;
  category: string;
  subCategory: string;
  mediatorName: string;
  /** The six-character case code, used in the share link. */
  code: string;
}

/** A mediator's private note. */
export interface ChatNote {
  text: string;
  tag: NoteTag;
}

/** The panels of the info column. */
export type InfoView = 'info' | 'recommendation' | 'summary' | 'notes' | 'agreement';

/** Unread counts per group. */
export type UnreadCounts = Partial<Record<Side, number>>;

/** True for messages sent by the guided negotiation, which have no like or edit controls. */
export function isGuidedMessage(message: Pick<ChatMessage, 'ext'>): boolean {
  return message.ext?.type === 'guided';
}

/** The groups a viewer may read: M, A and B for the mediator, M and its own side for a party. */
export function groupsFor(viewer: Pick<ChatViewer, 'side'>): Side[] {
  return viewer.side === 'M' ? ['M', 'A', 'B'] : ['M', viewer.side];
}

export const emptyLikes = (): LikesBySide => ({ A: [], B: [], M: [] });
