import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, EmptyState, Spinner } from '@mediation/ui';
import { errorMessage } from '../../api/httpClient';
import { useText, type WebMessage } from '../../i18n';
import { Muted } from '../Page';

/** What a query loads, each with its sentences 'Loading {what}…' and 'The {what} could not be loaded'. */
const TEXTS = {
  case: { loading: 'query.case.loading', failed: 'query.case.failed' },
  statistics: { loading: 'query.statistics.loading', failed: 'query.statistics.failed' },
  messages: { loading: 'query.messages.loading', failed: 'query.messages.failed' },
  'online cases': { loading: 'query.onlineCases.loading', failed: 'query.onlineCases.failed' },
  mediators: { loading: 'query.mediators.loading', failed: 'query.mediators.failed' },
} as const satisfies Record<string, { loading: WebMessage; failed: WebMessage }>;

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What is loaded, as in 'Loading {what}…' and 'The {what} could not be loaded'. */
  what: keyof typeof TEXTS;
  /** Level of the error's heading. @default 2 */
  headingLevel?: 2 | 3;
  /** The content, once the data is there. */
  children: (data: T) => ReactNode;
}

/** The loading line, the error (with Try again) or the content of one query. */
export function QueryState<T>({ query, what, headingLevel = 2, children }: QueryStateProps<T>) {
  const t = useText();
  if (query.isError) {
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={t(TEXTS[what].failed)}
        description={errorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>{t('common.tryAgain')}</Button>}
      />
    );
  }
  if (query.data === undefined) {
    return (
      <Muted role="status">
        <Spinner size="sm" /> {t(TEXTS[what].loading)}
      </Muted>
    );
  }
  return <>{children(query.data)}</>;
}
