import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { StyledSpinner } from './Spinner.styles';

export interface SpinnerProps extends ComponentPropsWithoutRef<'span'> {
  /** Diameter, from the icon size scale. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/** A decorative spinning ring; pair it with visible or announced text. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner({ size = 'md', ...rest }, ref) {
  return <StyledSpinner ref={ref} aria-hidden="true" $size={size} {...rest} />;
});
