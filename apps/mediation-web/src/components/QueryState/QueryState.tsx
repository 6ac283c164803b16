import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, EmptyState, Spinner } from '@mediation/ui';
import { errorMessage } from '../../api/httpClient';
import { Muted } from '../Page';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What is loaded, as in 'Loading {what}…' and 'The {what} could not be loaded'. */
  what: string;
  /** Level of the error's heading. @default 2 */
  headingLevel?: 2 | 3;
  /** The content, once the data is there. */
  children: (data: T) => ReactNode;
}

/** The loading line, the error (with Try again) or the content of one query. */
export function QueryState<T>({ query, what, headingLevel = 2, children }: QueryStateProps<T>) {
  if (query.isError) {
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={`The ${what} could not be loaded`}
        description={errorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  if (query.data === undefined) {
    return (
      <Muted role="status">
        <Spinner size="sm" /> Loading {what}…
      </Muted>
    );
  }
  return <>{children(query.data)}</>;
}
