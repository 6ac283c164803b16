import { useCallback } from 'react';
import { useLocale } from '@mediation/ui';

/**
 * A name, an e-mail or a code put into a sentence keeps its own direction: under right-to-left it is
 * wrapped in first-strong isolate … pop directional isolate (the plain-text `<bdi>`), so a Latin name in
 * a Hebrew sentence, or a Hebrew name before a number, is not reordered with the words around it.
 * English text stays exactly as it was.
 */
export function useIsolate(): (text: string) => string {
  const { direction } = useLocale();
  return useCallback((text: string) => (direction === 'rtl' ? `\u2068${text}\u2069` : text), [direction]);
}
