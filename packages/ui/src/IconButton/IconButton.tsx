import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button/Button.styles';
import { StyledIconButton } from './IconButton.styles';

export interface IconButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'aria-label' | 'children'> {
  /** Accessible name; required because the button shows only an icon. */
  'aria-label': string;
  /** The icon to draw (decorative, `aria-hidden`). */
  icon: ReactNode;
  /** Visual emphasis. @default 'ghost' */
  variant?: ButtonVariant;
  /** Square size. @default 'md' */
  size?: ButtonSize;
  /** Mirrors a directional icon (arrows, chevrons) under right-to-left. @default false */
  flipInRtl?: boolean;
}

/** A square button that shows only an icon; its name comes from the required `aria-label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = 'ghost', size = 'md', flipInRtl = false, type = 'button', ...rest },
  ref,
) {
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={false}
      data-flip-rtl={flipInRtl || undefined}
      {...rest}
    >
      {icon}
    </StyledIconButton>
  );
});
