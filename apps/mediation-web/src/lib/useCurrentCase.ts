import { useCallback, useSyncExternalStore } from 'react';
import { CASE_ID_STORAGE_KEY } from '@mediation/protocol';

const listeners = new Set<() => void>();

function read(): string | null {
  return localStorage.getItem(CASE_ID_STORAGE_KEY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CASE_ID_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Changes the mediator's current case (kept under the spec's case_id key), for every hook that reads it. */
export function setCurrentCaseId(caseId: string | null) {
  if (caseId) localStorage.setItem(CASE_ID_STORAGE_KEY, caseId);
  else localStorage.removeItem(CASE_ID_STORAGE_KEY);
  for (const listener of listeners) listener();
}

/** The id of the case the mediator is running, and a setter; also in other tabs. */
export function useCurrentCaseId(): [string | null, (caseId: string | null) => void] {
  const caseId = useSyncExternalStore(subscribe, read);
  const set = useCallback((next: string | null) => setCurrentCaseId(next), []);
  return [caseId, set];
}
