import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { useUiText } from '../i18n/messages';
import { Spinner } from '../Spinner';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonLabels {
  /** Text shown while `isPending`. @default 'Loading' */
  pending: string;
}

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** Visual emphasis. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'md' */
  size?: ButtonSize;
  /** Shows the pending label and ignores clicks while an action runs. @default false */
  isPending?: boolean;
  /** Stretches the button to its container's width. @default false */
  fullWidth?: boolean;
  /** Visible strings; by default from the catalog in the language in use. */
  labels?: Partial<ButtonLabels>;
}

/** A button for actions; while pending it stays focusable, announces busy and shows 'Loading'. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', isPending = false, fullWidth = false, labels, type = 'button', onClick, children, ...rest },
  ref,
) {
  const t = useUiText();
  const text = { pending: t('button.pending'), ...labels };
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      data-pending={isPending || undefined}
      aria-disabled={isPending || rest['aria-disabled'] || undefined}
      aria-busy={isPending || undefined}
      onClick={handleClick}
      {...rest}
    >
      {isPending ? (
        <>
          <Spinner size="sm" />
          {text.pending}
        </>
      ) : (
        children
      )}
    </StyledButton>
  );
});
