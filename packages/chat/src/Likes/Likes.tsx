import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { LikeIcon } from '@mediation/ui';
import { VisuallyHidden } from '../internal/styles';
import type { LikesBySide, Side } from '../types';
import { LikeChip, LikesRoot } from './Likes.styles';

export interface LikesLabels {
  /** Accessible name of the list. @default 'Likes' */
  list: string;
  /** Names of a side's group. @default { A: 'Side A', B: 'Side B', M: 'Mediator' } */
  sides: Record<Side, string>;
  /** Word for the viewer in the list of names. @default 'You' */
  you: string;
  /** Sentence read for one side's likes. @default '{count} from {side}: {names}' */
  summary: (count: number, side: string, names: string) => string;
}

export const defaultLikesLabels: LikesLabels = {
  list: 'Likes',
  sides: { A: 'Side A', B: 'Side B', M: 'Mediator' },
  you: 'You',
  summary: (count, side, names) => `${count} from ${side}: ${names}`,
};

export interface LikesProps extends ComponentPropsWithoutRef<'ul'> {
  /** Who liked, per side of the person who liked. */
  likes: LikesBySide | undefined;
  /** The viewer's user id: their own like is marked and named 'You'. */
  viewerId: number;
  /** Visible strings. */
  labels?: Partial<LikesLabels>;
}

const SIDES: Side[] = ['A', 'B', 'M'];

/** Who liked a message, one chip per side (A, B, M) with the count and the names for screen readers. */
export const Likes = forwardRef<HTMLUListElement, LikesProps>(function Likes({ likes, viewerId, labels, ...rest }, ref) {
  const text = { ...defaultLikesLabels, ...labels };
  const sides = SIDES.filter((side) => (likes?.[side].length ?? 0) > 0);
  if (!likes || sides.length === 0) return null;
  return (
    <LikesRoot ref={ref} aria-label={text.list} {...rest}>
      {sides.map((side) => {
        const entries = likes[side];
        const isMe = entries.some((entry) => entry.userId === viewerId);
        const names = entries.map((entry) => (entry.userId === viewerId ? text.you : entry.name)).join(', ');
        return (
          <LikeChip key={side} $side={side} $isMe={isMe} title={names} data-side={side} data-me={isMe || undefined}>
            <LikeIcon />
            <span aria-hidden="true">
              {side} {entries.length}
            </span>
            <VisuallyHidden>{text.summary(entries.length, text.sides[side], names)}</VisuallyHidden>
          </LikeChip>
        );
      })}
    </LikesRoot>
  );
});
