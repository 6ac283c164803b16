import { IconButton } from '@mediation/ui';
import { useText } from '../../i18n';
import { usePreferences } from '../../theme/Preferences';
import { MoonIcon, SunIcon } from '../icons';

export interface ThemeSwitchLabels {
  /** Accessible name of the switch. */
  dark: string;
}

/** A switch between the light and the dark theme (on means dark). */
export function ThemeSwitch({ labels }: { labels?: Partial<ThemeSwitchLabels> }) {
  const t = useText();
  const text = { dark: t('theme.dark'), ...labels };
  const { mode, setThemePreference } = usePreferences();
  const isDark = mode === 'dark';
  return (
    <IconButton
      role="switch"
      aria-checked={isDark}
      aria-label={text.dark}
      icon={isDark ? <MoonIcon /> : <SunIcon />}
      onClick={() => setThemePreference(isDark ? 'light' : 'dark')}
    />
  );
}
