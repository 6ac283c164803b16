import { useCallback } from 'react';
import { LOCALES } from '@mediation/ui';
import { guideContentCatalog } from './i18n';
import { guideContentOf, useGuideContent } from './catalogContent';
import { localizeGuideText } from './messages';
import type { GuideContent } from './types';

const contentByLocale = new Map<string, GuideContent>();

/** The guide's content in each language loaded so far, which a stored guided message may be written in. */
function loadedContents(): GuideContent[] {
  return LOCALES.filter((locale) => guideContentCatalog.isLoaded(locale)).map((locale) => {
    let content = contentByLocale.get(locale);
    if (!content) {
      content = guideContentOf((key, values) => guideContentCatalog.translate(locale, key, values));
      contentByLocale.set(locale, content);
    }
    return content;
  });
}

/**
 * Puts a stored guided message's text or title (`ext.title`) into the reader's language when it is one of
 * the guide's own texts in a language at hand (see `localizeGuideText`); other text stays as written.
 */
export function useLocalizeGuideText(target?: GuideContent): (text: string) => string {
  const localeContent = useGuideContent();
  const into = target ?? localeContent;
  // The content in use changes with the language, when the contents at hand may have grown too.
  return useCallback((text: string) => localizeGuideText(text, loadedContents(), into), [into]);
}
