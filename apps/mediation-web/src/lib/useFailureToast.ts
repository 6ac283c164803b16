import { useCallback } from 'react';
import { useToast } from '@mediation/ui';
import { errorMessage } from '../api/httpClient';

/** Tells the person in a toast which action failed and why (the old product only logged it). */
export function useFailureToast() {
  const { toast } = useToast();
  return useCallback(
    (action: string, error: unknown) => {
      toast({ title: 'Error', description: `${action} failed: ${errorMessage(error)}`, variant: 'destructive' });
    },
    [toast],
  );
}
