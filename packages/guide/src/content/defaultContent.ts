import { englishContentText } from './i18n';
import { guideContentOf } from './catalogContent';
import type { GuideContent } from './types';

/**
 * The English text of the guided negotiation, from the catalog: a base to adapt (`content` props). The
 * components and `useGuide` speak the language in use by default (`useGuideContent`).
 */
export const defaultGuideContent: GuideContent = /* @__PURE__ */ guideContentOf(englishContentText);
