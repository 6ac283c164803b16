import { englishContentText } from './i18n';
import { barrierAdviceOf } from './catalogContent';
import type { BarrierAdviceEntry } from './types';

/**
 * The ten barriers of the Recommendation panel in English, from the catalog. `BarrierAdvice` shows them in
 * the language in use by default (`useBarrierAdvice`).
 */
export const defaultBarrierAdvice: readonly BarrierAdviceEntry[] = /* @__PURE__ */ barrierAdviceOf(englishContentText);
