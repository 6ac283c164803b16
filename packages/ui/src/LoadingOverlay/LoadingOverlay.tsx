import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useUiText } from '../i18n/messages';
import { Logo } from '../Logo';
import { Spinner } from '../Spinner';
import { Label, StyledOverlay } from './LoadingOverlay.styles';

export interface LoadingOverlayLabels {
  /** Announced and shown under the logo. @default 'Loading...' */
  loading: string;
}

export interface LoadingOverlayProps extends ComponentPropsWithoutRef<'div'> {
  /** Whether the overlay shows. @default true */
  isVisible?: boolean;
  /** Visible strings; by default from the catalog in the language in use. @default { loading: 'Loading...' } */
  labels?: Partial<LoadingOverlayLabels>;
}

/** Covers the whole screen with the product logo while data loads, and announces it politely. */
export const LoadingOverlay = forwardRef<HTMLDivElement, LoadingOverlayProps>(function LoadingOverlay(
  { isVisible = true, labels, ...rest },
  ref,
) {
  const t = useUiText();
  const text = { loading: t('loadingOverlay.loading'), ...labels };
  if (!isVisible) return null;
  return (
    <StyledOverlay ref={ref} role="status" aria-live="polite" aria-busy="true" {...rest}>
      <Logo size="lg" />
      <Label>
        <Spinner size="sm" />
        {text.loading}
      </Label>
    </StyledOverlay>
  );
});
