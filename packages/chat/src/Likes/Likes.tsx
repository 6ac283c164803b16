import { forwardRef, useMemo, type ComponentPropsWithoutRef } from 'react';
import { LikeIcon } from '@mediation/ui';
import { useChatText } from '../i18n';
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

/** The likes' labels in the language in use, with the given ones over them. */
export function useLikesLabels(labels?: Partial<LikesLabels>): LikesLabels {
  const t = useChatText();
  const defaults = useMemo<LikesLabels>(
    () => ({
      list: t('likes.list'),
      sides: { A: t('likes.sideA'), B: t('likes.sideB'), M: t('likes.mediator') },
      you: t('likes.you'),
      summary: (count, side, names) => t('likes.summary', { count, side, names }),
    }),
    [t],
  );
  return { ...defaults, ...labels };
}

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
  const text = useLikesLabels(labels);
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
