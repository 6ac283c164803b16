import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { prepareErrorLanguage } from '../api/errorLanguage';
import { LocaleProvider, ThemeProvider, directionOf, isLocale, localeFromLanguages, type Locale } from '@mediation/ui';

export type ThemePreference = 'system' | 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

const THEME_KEY = 'theme';
const LANGUAGE_KEY = 'language';

interface PreferencesValue {
  /** The theme in use. */
  mode: 'light' | 'dark';
  themePreference: ThemePreference;
  setThemePreference: (preference: ThemePreference) => void;
  /** The language everything is shown in; the layout's direction follows it. */
  locale: Locale;
  setLocale: (locale: Locale) => void;
  direction: Direction;
}

const PreferencesContext = createContext<PreferencesValue | null>(null);

const darkQuery = () => (typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined);

function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = darkQuery();
      query?.addEventListener('change', listener);
      return () => query?.removeEventListener('change', listener);
    },
    () => darkQuery()?.matches ?? false,
  );
}

function readStored<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const value = localStorage.getItem(key);
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** A `?lang=he` (or `en`) in the address sets and keeps the language, so a page can be shared that way. */
function localeFromAddress(): Locale | undefined {
  const value = new URLSearchParams(location.search).get('lang');
  return isLocale(value) ? value : undefined;
}

/** The language chosen in this browser before, else the first of the browser's languages we have. */
export function initialLocale(): Locale {
  const fromAddress = localeFromAddress();
  if (fromAddress) {
    localStorage.setItem(LANGUAGE_KEY, fromAddress);
    return fromAddress;
  }
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLocale(stored) ? stored : localeFromLanguages(navigator.languages);
}

/**
 * Light or dark follows the system until the person chooses. The language is the one chosen in this
 * browser, else the browser's; a signed-in member of staff's own choice is stored on their account and
 * applied on sign-in. Both are kept in localStorage and applied to the document (`lang`, `dir`).
 */
export function PreferencesProvider({ children, locale: givenLocale }: { children: ReactNode; locale?: Locale }) {
  const prefersDark = useSystemPrefersDark();
  const [themePreference, setThemeState] = useState<ThemePreference>(() => readStored(THEME_KEY, ['system', 'light', 'dark'], 'system'));
  const [chosenLocale, setLocaleState] = useState<Locale>(initialLocale);
  // A host that decides the language (Storybook's Language switch) gives it; the app never does.
  const locale = givenLocale ?? chosenLocale;
  const direction = directionOf(locale);
  const mode = themePreference === 'system' ? (prefersDark ? 'dark' : 'light') : themePreference;

  const setThemePreference = useCallback((preference: ThemePreference) => {
    localStorage.setItem(THEME_KEY, preference);
    setThemeState(preference);
  }, []);
  const setLocale = useCallback((next: Locale) => {
    localStorage.setItem(LANGUAGE_KEY, next);
    setLocaleState(next);
  }, []);

  // The server's error sentences follow the language too; their catalog loads with it.
  useEffect(() => void prepareErrorLanguage(locale), [locale]);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
    document.documentElement.dataset.theme = mode;
  }, [locale, direction, mode]);

  const value = useMemo(
    () => ({ mode, themePreference, setThemePreference, locale, setLocale, direction }),
    [mode, themePreference, setThemePreference, locale, setLocale, direction],
  );
  return (
    <PreferencesContext.Provider value={value}>
      <LocaleProvider locale={locale}>
        <ThemeProvider mode={mode}>{children}</ThemeProvider>
      </LocaleProvider>
    </PreferencesContext.Provider>
  );
}

export function usePreferences(): PreferencesValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used within a PreferencesProvider');
  return value;
}
