/**
 * The dashboard's pages of cases (mediatorCasePage) served from a plain list, for the stories and the component
 * tests: each state filtered as the server filters it, newest first as the list is given, `limit` at a time.
 */
import type { HttpResponseResolver } from 'msw';
import { LIMITS, type CaseListItem, type CaseListState } from '@mediation/protocol';
import { respond } from './msw';

const inState: Record<CaseListState, (item: CaseListItem) => boolean> = {
  open: (item) => item.is_active,
  closed: (item) => !item.is_active,
  running: (item) => item.is_active && item.is_started,
};

/** The cursor is opaque to the app: here it is the index of the next case, written as the server's are (base64url). */
const cursorOf = (index: number) => btoa(`at|${index}`).replace(/=+$/, '');
const indexOf = (cursor: string | null) => (cursor ? Number(atob(cursor).split('|')[1]) : 0);

/** `pageSize` stands for the server's default page (a story shows paging with a few cases instead of fifty). */
export function casePagesFrom(list: readonly CaseListItem[], options: { pageSize?: number } = {}): HttpResponseResolver {
  return ({ request }) => {
    const query = new URL(request.url).searchParams;
    const items = list.filter(inState[(query.get('state') ?? 'open') as CaseListState]);
    const limit = Number(query.get('limit') ?? options.pageSize ?? LIMITS.casePageSize);
    const start = indexOf(query.get('after'));
    const end = start + limit;
    return respond('mediatorCasePage', { items: items.slice(start, end), next: end < items.length ? cursorOf(end) : null });
  };
}
