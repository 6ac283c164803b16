import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { StyledBadge, type BadgeTone } from './Badge.styles';
import { BADGE_MAX, formatCount } from './formatCount';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** Colour family: an intent or a side. @default 'neutral' */
  tone?: BadgeTone;
  /** Filled background instead of a tint. @default false */
  solid?: boolean;
  /** A number to show, capped at `max` ('99+'); replaces `children`. */
  count?: number;
  /** Highest count shown as is. @default 99 */
  max?: number;
  /** Text of the badge when `count` is not set, such as a category. */
  children?: ReactNode;
}

/** A small label for a category, a status or an unread count capped at 99+. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', solid = false, count, max = BADGE_MAX, children, ...rest },
  ref,
) {
  return (
    <StyledBadge ref={ref} $tone={tone} $solid={solid} {...rest}>
      {count === undefined ? children : formatCount(count, max)}
    </StyledBadge>
  );
});
