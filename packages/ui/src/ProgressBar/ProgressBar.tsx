import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useLocale } from '../i18n/react';
import { Indicator, ProgressHeader, ProgressRoot, Track, type ProgressTone } from './ProgressBar.styles';

export interface ProgressBarProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Progress from 0 to `max`; leave out for an indeterminate bar. */
  value?: number;
  /** Value of a full bar. @default 100 */
  max?: number;
  /** Visible label; otherwise pass `aria-label`. */
  label?: ReactNode;
  /** Shows the percentage beside the label. @default false */
  showValue?: boolean;
  /** Colour. @default 'accent' */
  tone?: ProgressTone;
}

/** A progress bar (role `progressbar`) for determinate or indeterminate work, such as reading progress. */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { value, max = 100, label, showValue = false, tone = 'accent', ...rest },
  ref,
) {
  const labelId = useId();
  const { locale } = useLocale();
  const isDeterminate = value !== undefined;
  const percent = isDeterminate ? Math.round((Math.min(Math.max(value, 0), max) / max) * 100) : undefined;
  return (
    <ProgressRoot>
      {label || showValue ? (
        <ProgressHeader>
          {label ? <span id={labelId}>{label}</span> : <span />}
          {showValue && percent !== undefined ? (
            <span aria-hidden="true">{new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100)}</span>
          ) : null}
        </ProgressHeader>
      ) : null}
      <Track
        ref={ref}
        role="progressbar"
        aria-labelledby={label ? labelId : undefined}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={isDeterminate ? Math.min(Math.max(value, 0), max) : undefined}
        {...rest}
      >
        <Indicator
          $tone={tone}
          data-state={isDeterminate ? 'determinate' : 'indeterminate'}
          style={percent !== undefined ? { width: `${percent}%` } : undefined}
        />
      </Track>
    </ProgressRoot>
  );
});
