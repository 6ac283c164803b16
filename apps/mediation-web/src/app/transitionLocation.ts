import { startTransition, useEffect, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';

/**
 * The browser's address for wouter (`<Router hook={useTransitionLocation}>`), changed inside a React
 * transition, so that React keeps the screen on view until the next one's code has loaded, as React Router's
 * navigations did. wouter's own hook reads the address through `useSyncExternalStore`, whose updates are
 * never transitions: a navigation showed the "Loading…" fallback, and React holds back what replaces a
 * fallback until 300 ms after it appeared. Opening the room after a reload took 906 ms until its latest
 * message showed (10,000 in the case; 349 ms with React Router), 316 ms with this hook and one Suspense
 * boundary for the screens (see routes.tsx).
 *
 * wouter's history patch (imported with `navigate`) announces pushState and replaceState as events.
 */
const ADDRESS_EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

const currentPath = () => location.pathname;
const currentSearch = () => location.search.replace(/^\?/, '');

function useAddressPart(read: () => string): string {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()));
    // The address may have moved between this render and its effect (a redirect in a layout effect).
    setValue(read());
    for (const event of ADDRESS_EVENTS) addEventListener(event, update);
    return () => {
      for (const event of ADDRESS_EVENTS) removeEventListener(event, update);
    };
  }, [read]);
  return value;
}

/** The path and wouter's `navigate` (pushState or replaceState). */
export function useTransitionLocation(): [string, typeof navigate] {
  return [useAddressPart(currentPath), navigate];
}

/** The search (without `?`), for `<Router searchHook>`. */
export function useTransitionSearch(): string {
  return useAddressPart(currentSearch);
}
