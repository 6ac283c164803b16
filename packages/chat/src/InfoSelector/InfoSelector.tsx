import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { InfoView } from '../types';
import { InfoButton, InfoList } from './InfoSelector.styles';

export interface InfoSelectorLabels {
  /** Accessible name of the group of buttons. @default 'Case panels' */
  list: string;
  /** Names of the panels. */
  views: Record<InfoView, string>;
}

export const defaultInfoSelectorLabels: InfoSelectorLabels = {
  list: 'Case panels',
  views: { info: 'Case information', recommendation: 'Recommendation', summary: 'Summary', notes: 'Notes', agreement: 'Agreement' },
};

/**
 * The panels each role may open: four for the mediator, case information for a party; with `hasAgreement`
 * (the app placed the settlement agreement's panel) both also get "Agreement".
 */
export function infoViewsFor(isMediator: boolean, hasAgreement = false): InfoView[] {
  const views: InfoView[] = isMediator ? ['info', 'recommendation', 'summary', 'notes'] : ['info'];
  return hasAgreement ? [...views, 'agreement'] : views;
}

export interface InfoSelectorProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange'> {
  /** Whether the viewer is the mediator (who gets Recommendation, Summary and Notes). */
  isMediator: boolean;
  /** The panel shown. */
  value: InfoView;
  /** Called with the panel chosen. */
  onValueChange: (view: InfoView) => void;
  /** The panels offered. @default infoViewsFor(isMediator) */
  views?: readonly InfoView[];
  /** Visible strings. */
  labels?: Partial<InfoSelectorLabels>;
}

/** Buttons that choose the info column's panel (pressed = shown). */
export const InfoSelector = forwardRef<HTMLDivElement, InfoSelectorProps>(function InfoSelector(
  { isMediator, value, onValueChange, views, labels, ...rest },
  ref,
) {
  const text = { ...defaultInfoSelectorLabels, ...labels };
  return (
    <InfoList ref={ref} role="group" aria-label={text.list} {...rest}>
      {(views ?? infoViewsFor(isMediator)).map((view) => (
        <InfoButton key={view} type="button" aria-pressed={view === value} onClick={() => onValueChange(view)}>
          {text.views[view]}
        </InfoButton>
      ))}
    </InfoList>
  );
});
