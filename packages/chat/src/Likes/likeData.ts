import type { LikeEntry, LikesBySide, Side } from '../types';

const SIDES: Side[] = ['A', 'B', 'M'];

/** True when this person likes the message (`isMe`). */
export function hasLiked(likes: LikesBySide | undefined, userId: number): boolean {
  return likes ? SIDES.some((side) => likes[side].some((entry) => entry.userId === userId)) : false;
}

/** Number of likes over all sides. */
export function likeCount(likes: LikesBySide | undefined): number {
  return likes ? SIDES.reduce((total, side) => total + likes[side].length, 0) : 0;
}

/** The likes after a person on `side` likes (`liked` true) or unlikes the message; a person likes once. */
export function applyLike(likes: LikesBySide | undefined, side: Side, person: LikeEntry, liked: boolean): LikesBySide {
  const base: LikesBySide = likes ?? { A: [], B: [], M: [] };
  const without = base[side].filter((entry) => entry.userId !== person.userId);
  return { ...base, [side]: liked ? [...without, person] : without };
}
