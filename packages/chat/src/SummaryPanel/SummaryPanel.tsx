import { forwardRef, useId, useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { EmptyState } from '@mediation/ui';
import { useChatText } from '../i18n';
import { useDateFormat } from '../internal/useDateFormat';
import { formatDay, formatTime } from '../internal/format';
import { PanelHeading } from '../internal/styles';
import type { ChatMessage } from '../types';
import { SummaryItem, SummaryList } from './SummaryPanel.styles';

export interface SummaryPanelLabels {
  /** @default 'Summary' */
  heading: string;
  /** @default 'No summary yet' */
  empty: string;
  /** @default 'The summary of a guided negotiation appears here once it is sent.' */
  emptyDescription: string;
}

/** The summary panel's labels in the language in use, with the given ones over them. */
export function useSummaryPanelLabels(labels?: Partial<SummaryPanelLabels>): SummaryPanelLabels {
  const t = useChatText();
  const defaults = useMemo<SummaryPanelLabels>(
    () => ({ heading: t('summaryPanel.heading'), empty: t('summaryPanel.empty'), emptyDescription: t('summaryPanel.emptyDescription') }),
    [t],
  );
  return { ...defaults, ...labels };
}

export interface SummaryPanelProps extends ComponentPropsWithoutRef<'section'> {
  /** Summary messages to show (see `summaryMessages`). */
  summaries: readonly ChatMessage[];
  /** Extra content, such as the guide package's summary editor. */
  children?: ReactNode;
  /** Visible strings. */
  labels?: Partial<SummaryPanelLabels>;
}

/** The agreed summaries of the case, with room for the guide's own summary tools. */
export const SummaryPanel = forwardRef<HTMLElement, SummaryPanelProps>(function SummaryPanel(
  { summaries, children, labels, ...rest },
  ref,
) {
  const text = useSummaryPanelLabels(labels);
  const { locale, timeZone } = useDateFormat();
  const headingId = useId();
  return (
    <section ref={ref} aria-labelledby={headingId} {...rest}>
      <PanelHeading id={headingId}>{text.heading}</PanelHeading>
      {summaries.length === 0 ? (
        <EmptyState title={text.empty} description={text.emptyDescription} headingLevel={3} />
      ) : (
        <SummaryList>
          {summaries.map((summary) => (
            <SummaryItem key={summary.id}>
              <p dir="auto">{summary.text}</p>
              <time dateTime={summary.time}>
                {formatDay(summary.time, locale, timeZone)}, {formatTime(summary.time, locale, timeZone)}
              </time>
            </SummaryItem>
          ))}
        </SummaryList>
      )}
      {children}
    </section>
  );
});
