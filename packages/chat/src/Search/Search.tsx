import { forwardRef, useMemo, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { ChevronDownIcon, ChevronUpIcon, IconButton, SearchIcon } from '@mediation/ui';
import { useChatText } from '../i18n';
import { Count, InputBox, SearchInput, SearchRoot } from './Search.styles';

export interface SearchLabels {
  /** Accessible name and placeholder of the search box. @default 'Search messages' */
  search: string;
  /** @default 'Previous match' */
  previous: string;
  /** @default 'Next match' */
  next: string;
  /** Position among the hits, such as '2 of 5'. */
  count: (position: number, total: number) => string;
  /** Position among the hits when older ones exist than those counted, such as '2 of 50+'. */
  countMore: (position: number, total: number) => string;
  /** Shown when a query has no hit. @default 'No matches' */
  noMatches: string;
}

/** The search's labels in the language in use, with the given ones over them. */
export function useSearchLabels(labels?: Partial<SearchLabels>): SearchLabels {
  const t = useChatText();
  const defaults = useMemo<SearchLabels>(
    () => ({
      search: t('search.search'),
      previous: t('search.previous'),
      next: t('search.next'),
      count: (position, total) => t('search.count', { position, total }),
      countMore: (position, total) => t('search.countMore', { position, total }),
      noMatches: t('search.noMatches'),
    }),
    [t],
  );
  return { ...defaults, ...labels };
}

export interface SearchProps extends ComponentPropsWithoutRef<'div'> {
  /** The query. */
  query: string;
  /** Called as the query is typed. */
  onQueryChange: (query: string) => void;
  /** Number of hits. */
  matchCount: number;
  /** True when older hits exist than those counted (Previous from the first asks for them). */
  hasMoreMatches?: boolean;
  /** Zero-based position of the current hit, or -1. */
  matchIndex: number;
  /** Moves to the previous hit (wraps from the first to the last). */
  onPrevious: () => void;
  /** Moves to the next hit (wraps from the last to the first). */
  onNext: () => void;
  /** Visible strings. */
  labels?: Partial<SearchLabels>;
}

/** A search box over the current group's messages with an "n of m" count and previous/next buttons. */
export const Search = forwardRef<HTMLDivElement, SearchProps>(function Search(
  { query, onQueryChange, matchCount, hasMoreMatches = false, matchIndex, onPrevious, onNext, labels, ...rest },
  ref,
) {
  const text = useSearchLabels(labels);
  const hasQuery = query.trim().length > 0;
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (event.shiftKey) onPrevious();
    else onNext();
  };
  return (
    <SearchRoot ref={ref} {...rest}>
      <InputBox>
        <SearchIcon />
        <SearchInput
          type="search"
          aria-label={text.search}
          placeholder={text.search}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={handleKeyDown}
        />
      </InputBox>
      {hasQuery ? (
        <Count role="status">
          {matchCount === 0 ? text.noMatches : (hasMoreMatches ? text.countMore : text.count)(matchIndex + 1, matchCount)}
        </Count>
      ) : null}
      <IconButton aria-label={text.previous} icon={<ChevronUpIcon />} size="sm" disabled={matchCount === 0} onClick={onPrevious} />
      <IconButton aria-label={text.next} icon={<ChevronDownIcon />} size="sm" disabled={matchCount === 0} onClick={onNext} />
    </SearchRoot>
  );
});
