import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CheckIcon } from '../Icon';
import { useUiText } from '../i18n/messages';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { StepItem, StepList, StepMarker } from './Stepper.styles';

export interface StepperLabels {
  /** Announced after a finished step. @default 'completed' */
  complete: string;
  /** Announced after steps not reached yet. @default 'not started' */
  upcoming: string;
}

export interface StepperProps extends ComponentPropsWithoutRef<'ol'> {
  /** Step names in order. */
  steps: readonly ReactNode[];
  /** Zero-based index of the current step; steps before it are complete. */
  currentStep: number;
  /** Names the process for screen readers, such as 'Join a case'. */
  'aria-label': string;
  /** Announced states; by default from the catalog in the language in use. */
  labels?: Partial<StepperLabels>;
}

/** Shows progress through ordered steps; the current one carries `aria-current="step"`. */
export const Stepper = forwardRef<HTMLOListElement, StepperProps>(function Stepper({ steps, currentStep, labels, ...rest }, ref) {
  const t = useUiText();
  const text = { complete: t('stepper.complete'), upcoming: t('stepper.upcoming'), ...labels };
  return (
    <StepList ref={ref} {...rest}>
      {steps.map((step, index) => {
        const state = index < currentStep ? 'complete' : index === currentStep ? 'current' : 'upcoming';
        return (
          <StepItem key={index} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <StepMarker aria-hidden="true">{state === 'complete' ? <CheckIcon /> : index + 1}</StepMarker>
            <span>
              {step}
              {state === 'complete' ? <VisuallyHidden>, {text.complete}</VisuallyHidden> : null}
              {state === 'upcoming' ? <VisuallyHidden>, {text.upcoming}</VisuallyHidden> : null}
            </span>
          </StepItem>
        );
      })}
    </StepList>
  );
});
