import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseListItem } from '@mediation/protocol';
import { queryKeys } from '../../api/queryKeys';
import { useApi, useSession } from '../../app/services';
import { useCurrentCaseId } from '../../lib/useCurrentCase';
import { useFailureToast } from '../../lib/useFailureToast';

/** The signed-in mediator's cases, newest first. */
export function useMediatorCases() {
  const api = useApi();
  const { user } = useSession();
  const userId = user?.id ?? 0;
  return useQuery({
    queryKey: queryKeys.cases.list(userId),
    queryFn: () => api.cases.listByMediator(userId),
    enabled: userId > 0,
  });
}

/**
 * The case the mediator is running now: the stored id, if that case is still started; with no stored
 * id (the case was started on another device), the one started case, if there is exactly one.
 */
export function useCurrentCase(): { currentCase: CaseListItem | undefined; currentCaseId: string | null; setCurrentCaseId: (id: string | null) => void } {
  const [storedCaseId, setCurrentCaseId] = useCurrentCaseId();
  const { data } = useMediatorCases();
  const running = data?.filter((item) => item.is_active && item.is_started) ?? [];
  const currentCase = storedCaseId ? running.find((item) => item.id === storedCaseId) : running.length === 1 ? running[0] : undefined;
  return { currentCase, currentCaseId: currentCase?.id ?? storedCaseId, setCurrentCaseId };
}

/**
 * Start, end, close and delete, as the spec orders them: starting ends the running case first;
 * closing or ending the current case forgets it. Each refreshes the case list and says what failed.
 */
export function useCaseActions() {
  const api = useApi();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  const { currentCaseId, setCurrentCaseId } = useCurrentCase();
  // Starting, ending or closing a case changes its details and figures too, not only the list.
  const refreshCases = () => queryClient.invalidateQueries({ queryKey: queryKeys.cases.all() });
  const cachedCase = (id: string) =>
    queryClient.getQueryData<CaseListItem[]>(queryKeys.cases.list(user?.id ?? 0))?.find((item) => item.id === id);

  const start = useMutation({
    mutationFn: async (item: CaseListItem) => {
      const running = currentCaseId && currentCaseId !== item.id ? cachedCase(currentCaseId) : undefined;
      if (running?.is_started) await api.cases.end({ link_id: running.link });
      if (!item.is_started) await api.cases.start({ case_id: item.id, link_id: item.link });
      setCurrentCaseId(item.id);
      return item;
    },
    onError: (error) => failed('Starting the case', error),
    onSettled: refreshCases,
  });

  const end = useMutation({
    mutationFn: async (item: Pick<CaseListItem, 'id' | 'link'>) => {
      await api.cases.end({ link_id: item.link });
      if (currentCaseId === item.id) setCurrentCaseId(null);
    },
    onError: (error) => failed('Ending the case', error),
    onSettled: refreshCases,
  });

  const close = useMutation({
    mutationFn: async (item: CaseListItem) => {
      await api.cases.close(item.id, { is_active: false, close_at: new Date().toISOString() });
      if (currentCaseId === item.id) setCurrentCaseId(null);
    },
    onError: (error) => failed('Closing the case', error),
    onSettled: refreshCases,
  });

  const remove = useMutation({
    mutationFn: (item: CaseListItem) => api.cases.remove(item.id),
    onError: (error) => failed('Deleting the case', error),
    onSettled: refreshCases,
  });

  return { start, end, close, remove };
}
