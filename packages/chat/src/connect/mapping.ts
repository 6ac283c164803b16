/** The edge between the wire format of `@mediation/protocol` and the chat components' data. */
import type { ChatMessage as WireMessage, LikeData, Note, Participant } from '@mediation/protocol';
import type { ChatMessage, ChatNote, ChatParticipant, LikesBySide, Side } from '../types';

export function fromWireLikes(likeData: LikeData): LikesBySide {
  const side = (entries: LikeData[Side]) =>
    entries.filter((entry) => entry.like).map((entry) => ({ userId: entry.user_id, name: entry.displayName }));
  return { A: side(likeData.A), B: side(likeData.B), M: side(likeData.M) };
}

/** A stored message as the components show it; one's own is marked sent. */
export function fromWireMessage(message: WireMessage, viewerId: number | undefined): ChatMessage {
  return {
    id: message._id,
    seq: message.seq,
    authorId: message.from,
    authorName: message.displayName,
    authorSide: message.fromSide,
    group: message.side,
    text: message.message,
    time: message.time,
    editedAt: message.edited_at,
    ext: message.ext,
    likes: fromWireLikes(message.likeData),
    delivery: message.from === viewerId ? 'sent' : undefined,
  };
}

export function fromWireParticipant(participant: Participant, online: boolean): ChatParticipant {
  return { userId: participant.user_id, name: participant.displayName, side: participant.side, isOnline: online };
}

export function fromWireNote(note: Note): ChatNote {
  return { text: note.note, tag: note.groupTag };
}

/** The claims of an access or party token that the room needs (read, not verified: the server verifies). */
export interface TokenClaims {
  userId: number;
  role: string;
  side: Side;
  caseId: string | undefined;
}

export function readTokenClaims(token: string): TokenClaims {
  const part = token.split('.')[1] ?? '';
  const json = atob(
    part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '='),
  );
  const claims = JSON.parse(json) as { sub?: string; role?: string; side?: Side; case_id?: string };
  const role = claims.role ?? 'User';
  return {
    userId: Number(claims.sub),
    role,
    side: role === 'Mediator' ? 'M' : (claims.side ?? 'A'),
    caseId: claims.case_id,
  };
}
