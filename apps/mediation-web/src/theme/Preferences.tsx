import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider } from '@mediation/ui';

export type ThemePreference = 'system' | 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

const THEME_KEY = 'theme';
const DIRECTION_KEY = 'dir';

interface PreferencesValue {
  /** The theme in use. */
  mode: 'light' | 'dark';
  themePreference: ThemePreference;
  setThemePreference: (preference: ThemePreference) => void;
  direction: Direction;
  setDirection: (direction: Direction) => void;
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

/** A `?dir=rtl` (or `ltr`) in the address sets and keeps the direction, so a page can be shared that way. */
function directionFromAddress(): Direction | undefined {
  const value = new URLSearchParams(location.search).get('dir');
  return value === 'rtl' || value === 'ltr' ? value : undefined;
}

/**
 * Light or dark follows the system until the person chooses; the direction is left to right unless
 * chosen. Both are kept in localStorage and applied to the document.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const prefersDark = useSystemPrefersDark();
  const [themePreference, setThemeState] = useState<ThemePreference>(() => readStored(THEME_KEY, ['system', 'light', 'dark'], 'system'));
  const [direction, setDirectionState] = useState<Direction>(() => {
    const fromAddress = directionFromAddress();
    if (fromAddress) localStorage.setItem(DIRECTION_KEY, fromAddress);
    return fromAddress ?? readStored(DIRECTION_KEY, ['ltr', 'rtl'], 'ltr');
  });
  const mode = themePreference === 'system' ? (prefersDark ? 'dark' : 'light') : themePreference;

  const setThemePreference = useCallback((preference: ThemePreference) => {
    localStorage.setItem(THEME_KEY, preference);
    setThemeState(preference);
  }, []);
  const setDirection = useCallback((next: Direction) => {
    localStorage.setItem(DIRECTION_KEY, next);
    setDirectionState(next);
  }, []);

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.dataset.theme = mode;
  }, [direction, mode]);

  const value = useMemo(
    () => ({ mode, themePreference, setThemePreference, direction, setDirection }),
    [mode, themePreference, setThemePreference, direction, setDirection],
  );
  return (
    <PreferencesContext.Provider value={value}>
      <ThemeProvider mode={mode}>{children}</ThemeProvider>
    </PreferencesContext.Provider>
  );
}

export function usePreferences(): PreferencesValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used within a PreferencesProvider');
  return value;
}
