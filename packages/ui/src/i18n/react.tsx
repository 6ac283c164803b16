import { createContext, use, useCallback, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, directionOf, type Catalog, type Locale, type Translate } from './catalog';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export interface LocaleProviderProps {
  locale: Locale;
  children?: ReactNode;
}

/** The language of everything below it. Without a provider, components speak English. */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The language in use, and its direction. */
export function useLocale(): { locale: Locale; direction: 'ltr' | 'rtl' } {
  const locale = useContext(LocaleContext);
  return { locale, direction: directionOf(locale) };
}

/**
 * The formatter of a catalog in the language in use. A language that has not loaded yet suspends the
 * component until it has (the nearest Suspense boundary shows its fallback), so nobody sees a screen that
 * flips from English.
 */
export function useTranslate<K extends string>(catalog: Catalog<K>): Translate<K> {
  const locale = useContext(LocaleContext);
  if (!catalog.isLoaded(locale)) use(catalog.load(locale));
  return useCallback<Translate<K>>((key, values) => catalog.translate(locale, key, values), [catalog, locale]);
}
