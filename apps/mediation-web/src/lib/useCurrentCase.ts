import { useCallback, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CASE_ID_STORAGE_KEY, LIMITS, roleOf } from '@mediation/protocol';
import type { CaseListItem } from '@mediation/protocol';
import { queryKeys } from '../api/queryKeys';
import { useApi, useSession } from '../app/services';

const listeners = new Set<() => void>();

function readStored(): string | null {
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

/** The signed-in mediator's id (0 for anyone else): the case lists are asked for it. */
export function useMediatorId(): number {
  const { user } = useSession();
  return user && roleOf(user) === 'Mediator' ? user.id : 0;
}

/** The mediator's running cases (one, as a rule): where the current case is found. */
export function useRunningCases() {
  const api = useApi();
  const userId = useMediatorId();
  return useQuery({
    queryKey: queryKeys.cases.pages(userId, 'running'),
    queryFn: () => api.cases.pageByMediator({ userId, state: 'running', limit: LIMITS.casePageMax }),
    enabled: userId > 0,
  });
}

export interface CurrentCase {
  /** The id of the case the signed-in person is in now, or null. */
  currentCaseId: string | null;
  /** A mediator's current case as the case list has it (undefined for a party, or before the list arrives). */
  currentCase: CaseListItem | undefined;
  setCurrentCaseId: (caseId: string | null) => void;
}

/**
 * The one source of the current case, for every screen: the id stored under the spec's case_id key (a
 * party's from its admission, a mediator's from starting a case; also in other tabs). For a mediator the
 * server's list of its running cases (react-query) has the last word once it has arrived: the stored case
 * while it is running, else the one running case (started on another device), else none.
 */
export function useCurrentCase(): CurrentCase {
  const stored = useSyncExternalStore(subscribe, readStored);
  const set = useCallback((next: string | null) => setCurrentCaseId(next), []);
  const { user } = useSession();
  const { data } = useRunningCases();
  if (!user || roleOf(user) !== 'Mediator') return { currentCaseId: stored, currentCase: undefined, setCurrentCaseId: set };
  const running = data?.items;
  const currentCase = running?.find((item) => item.id === stored) ?? (running?.length === 1 ? running[0] : undefined);
  return { currentCaseId: running ? (currentCase?.id ?? null) : stored, currentCase, setCurrentCaseId: set };
}
