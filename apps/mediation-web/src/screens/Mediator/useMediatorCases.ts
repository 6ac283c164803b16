import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseListItem, MediatorCasePage } from '@mediation/protocol';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { useCurrentCase, useMediatorId } from '../../lib/useCurrentCase';
import { useRoomText } from '../Room/i18n';
import { useFailureToast } from '../../lib/useFailureToast';

/**
 * Start, end, close and delete, as the spec orders them: starting ends the running case first;
 * closing or ending the current case forgets it. Each refreshes the case list and says what failed.
 */
export function useCaseActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useRoomText();
  const failed = useFailureToast();
  const { currentCaseId, setCurrentCaseId } = useCurrentCase();
  // Starting, ending or closing a case changes its details and figures too, not only the list.
  const refreshCases = () => queryClient.invalidateQueries({ queryKey: queryKeys.cases.all() });
  // The key useRunningCases reads, from the same mediator id.
  const runningKey = queryKeys.cases.pages(useMediatorId(), 'running');
  const runningCase = (id: string) => queryClient.getQueryData<MediatorCasePage>(runningKey)?.items.find((item) => item.id === id);
  // What the server confirmed goes into the cached running cases at once, so the current case (which they
  // decide) follows before they are read again.
  const markRunning = (item: CaseListItem, isRunning: boolean) =>
    queryClient.setQueryData<MediatorCasePage>(runningKey, (page) => {
      if (!page) return page;
      const others = page.items.filter((other) => other.id !== item.id);
      return { ...page, items: isRunning ? [{ ...item, is_started: true }, ...others] : others };
    });

  const start = useMutation({
    mutationFn: async (item: CaseListItem) => {
      const running = currentCaseId && currentCaseId !== item.id ? runningCase(currentCaseId) : undefined;
      if (running) {
        await api.cases.end({ link_id: running.link });
        markRunning(running, false);
      }
      if (!item.is_started) await api.cases.start({ case_id: item.id, link_id: item.link });
      markRunning(item, true);
      setCurrentCaseId(item.id);
      return item;
    },
    onError: (error) => failed(t('action.startCase'), error),
    onSettled: refreshCases,
  });

  const end = useMutation({
    mutationFn: async (item: CaseListItem) => {
      await api.cases.end({ link_id: item.link });
      markRunning(item, false);
      if (currentCaseId === item.id) setCurrentCaseId(null);
    },
    onError: (error) => failed(t('action.endCase'), error),
    onSettled: refreshCases,
  });

  const close = useMutation({
    mutationFn: async (item: CaseListItem) => {
      await api.cases.close(item.id, { is_active: false, close_at: new Date().toISOString() });
      markRunning(item, false);
      if (currentCaseId === item.id) setCurrentCaseId(null);
    },
    onError: (error) => failed(t('action.closeCase'), error),
    onSettled: refreshCases,
  });

  const remove = useMutation({
    mutationFn: (item: CaseListItem) => api.cases.remove(item.id),
    onError: (error) => failed(t('action.deleteCase'), error),
    onSettled: refreshCases,
  });

  return { start, end, close, remove };
}
