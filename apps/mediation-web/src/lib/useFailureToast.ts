import { useCallback } from 'react';
import { useToast } from '@mediation/ui';
import { errorMessage } from '../api/httpClient';
import { useText } from '../i18n';

/** Tells the person in a toast which action failed and why (the old product only logged it); `action` is in the catalog's words. */
export function useFailureToast() {
  const { toast } = useToast();
  const t = useText();
  return useCallback(
    (action: string, error: unknown) => {
      toast({
        title: t('failure.title'),
        description: t('failure.description', { action, reason: errorMessage(error) }),
        variant: 'destructive',
      });
    },
    [toast, t],
  );
}
