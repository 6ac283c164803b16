import { isLocale, type Locale } from '@mediation/ui';

/** The page's language (`<html lang>`), for code that runs outside React (form callbacks, toasts). */
export function pageLocale(): Locale {
  const lang = globalThis.document?.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
}
