export { Search, useSearchLabels } from './Search';
export type { SearchProps, SearchLabels } from './Search';
export { useMessageSearch } from './useMessageSearch';
export { findMatches, highlightParts, stepMatch } from './matching';
export type { TextPart } from './matching';
