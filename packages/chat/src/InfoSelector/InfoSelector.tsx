import { forwardRef, useMemo, type ComponentPropsWithoutRef } from 'react';
import { Badge } from '@mediation/ui';
import { useChatText } from '../i18n';
import type { InfoView } from '../types';
import { InfoButton, InfoList } from './InfoSelector.styles';

export interface InfoSelectorLabels {
  /** Accessible name of the group of buttons. @default 'Case panels' */
  list: string;
  /** Names of the panels. */
  views: Record<InfoView, string>;
  /** A panel's name with what waits in it for the viewer. @default '{name}, {count} new' */
  withCount: (name: string, count: number) => string;
}

/** The info selector's labels in the language in use, with the given ones over them (`views` merged name by name). */
export function useInfoSelectorLabels(labels?: Partial<InfoSelectorLabels>): InfoSelectorLabels {
  const t = useChatText();
  const defaults = useMemo<InfoSelectorLabels>(
    () => ({
      list: t('infoSelector.list'),
      views: {
        info: t('infoSelector.info'),
        recommendation: t('infoSelector.recommendation'),
        summary: t('infoSelector.summary'),
        notes: t('infoSelector.notes'),
        agreement: t('infoSelector.agreement'),
      },
      withCount: (name, count) => (count > 99 ? t('infoSelector.withManyCount', { name }) : t('infoSelector.withCount', { name, count })),
    }),
    [t],
  );
  return { ...defaults, ...labels, views: { ...defaults.views, ...labels?.views } };
}

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
  /** What waits for the viewer in a panel (such as the agreement's changes to read or sign), shown beside its name. */
  counts?: Partial<Record<InfoView, number>>;
  /** Visible strings. */
  labels?: Partial<InfoSelectorLabels>;
}

/** Buttons that choose the info column's panel (pressed = shown). */
export const InfoSelector = forwardRef<HTMLDivElement, InfoSelectorProps>(function InfoSelector(
  { isMediator, value, onValueChange, views, counts = {}, labels, ...rest },
  ref,
) {
  const text = useInfoSelectorLabels(labels);
  return (
    <InfoList ref={ref} role="group" aria-label={text.list} {...rest}>
      {(views ?? infoViewsFor(isMediator)).map((view) => {
        const count = counts[view] ?? 0;
        return (
          <InfoButton
            key={view}
            type="button"
            aria-pressed={view === value}
            aria-label={count > 0 ? text.withCount(text.views[view], count) : undefined}
            onClick={() => onValueChange(view)}
          >
            {text.views[view]}
            {/* The space keeps the visible text ('Agreement 2') a part of the name ('Agreement, 2 new'). */}
            {count > 0 ? (
              <>
                {' '}
                <Badge count={count} tone="danger" solid aria-hidden="true" />
              </>
            ) : null}
          </InfoButton>
        );
      })}
    </InfoList>
  );
});
