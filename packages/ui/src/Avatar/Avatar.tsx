import { forwardRef, useMemo, type ComponentPropsWithoutRef } from 'react';
import { useUiText } from '../i18n/messages';
import type { Side } from '../theme/theme';
import { StyledAvatar, StyledSideIcon, type AvatarSize } from './Avatar.styles';

/** Up to two initials from a display name, such as 'DL' for 'Dana Levi'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export interface AvatarProps extends ComponentPropsWithoutRef<'span'> {
  /** Display name; initials are drawn from it and it is the accessible name. */
  name: string;
  /** Picture URL; initials show when absent. */
  src?: string;
  /** Side of the case this person is on; colours the ring. */
  side?: Side;
  /** Diameter. @default 'md' */
  size?: AvatarSize;
}

/** A person's picture or initials, ringed in their side's colour. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar({ name, src, side, size = 'md', ...rest }, ref) {
  return (
    <StyledAvatar ref={ref} role="img" aria-label={name} $size={size} $side={side} data-side={side} {...rest}>
      {src ? <img src={src} alt="" /> : <span aria-hidden="true">{initialsOf(name)}</span>}
    </StyledAvatar>
  );
});

export interface SideIconLabels {
  A: string;
  B: string;
  M: string;
}

export interface SideIconProps extends ComponentPropsWithoutRef<'span'> {
  /** The side to show. */
  side: Side;
  /** Diameter. @default 'md' */
  size?: AvatarSize;
  /** Accessible names; by default from the catalog in the language in use ('Side A', 'Side B', 'Mediator'). */
  labels?: Partial<SideIconLabels>;
}

/** The letter of each side in the language in use: A, B and M in English, א, ב and מ in Hebrew. */
export function useSideLetters(): Record<Side, string> {
  const t = useUiText();
  return useMemo(() => ({ A: t('sideIcon.letterA'), B: t('sideIcon.letterB'), M: t('sideIcon.letterM') }), [t]);
}

/** A coloured disc with the side's letter: A, B or M (mediator), or the language's letters. */
export const SideIcon = forwardRef<HTMLSpanElement, SideIconProps>(function SideIcon({ side, size = 'md', labels, ...rest }, ref) {
  const t = useUiText();
  const text = { A: t('sideIcon.a'), B: t('sideIcon.b'), M: t('sideIcon.m'), ...labels };
  const letters = useSideLetters();
  return (
    <StyledSideIcon ref={ref} role="img" aria-label={text[side]} $side={side} $size={size} data-side={side} {...rest}>
      <span aria-hidden="true">{letters[side]}</span>
    </StyledSideIcon>
  );
});
