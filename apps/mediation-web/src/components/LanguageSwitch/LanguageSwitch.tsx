import { prepareErrorLanguage } from '../../api/errorLanguage';
import { LOCALES, LOCALE_NAMES, SelectField, loadLocale, type Locale } from '@mediation/ui';
import styled from 'styled-components';
import { useText } from '../../i18n';
import { usePreferences } from '../../theme/Preferences';

const Select = styled.select`
  min-block-size: 2.5rem;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const CHOSEN_BEFORE_SIGN_IN_KEY = 'language.chosenBeforeSignIn';

/**
 * A language picked on the sign-in page is the person's latest word: signing in keeps it on the account
 * instead of switching back to the account's. Kept for this tab only (sessionStorage).
 */
export function noteLanguageChosenBeforeSignIn(locale: Locale) {
  try {
    sessionStorage.setItem(CHOSEN_BEFORE_SIGN_IN_KEY, locale);
  } catch {
    // Storage refused: the account's language applies at sign-in, as without a choice.
  }
}

/** The language picked on the sign-in page in this tab, if any, forgotten once read. */
export function takeLanguageChosenBeforeSignIn(): Locale | undefined {
  try {
    const chosen = sessionStorage.getItem(CHOSEN_BEFORE_SIGN_IN_KEY);
    sessionStorage.removeItem(CHOSEN_BEFORE_SIGN_IN_KEY);
    return LOCALES.find((locale) => locale === chosen);
  } catch {
    return undefined;
  }
}

/** Each language named in itself. */
const OPTIONS = LOCALES.map((option) => ({ value: option, label: LOCALE_NAMES[option] }));

export interface LanguageSwitchProps {
  /** Called once the new language is in use: a signed-in member of staff keeps it on the account. */
  onChosen?: (locale: Locale) => void;
  /** A form's labelled field ("Language", as Settings has it) instead of the compact switch of the sign-in corner. */
  asField?: boolean;
}

/**
 * The language choice, each language named in itself. The new language's catalogs load before the page
 * switches, so it changes in one step. `onChosen` lets a signed-in member of staff keep it on the account.
 */
export function LanguageSwitch({ onChosen, asField = false }: LanguageSwitchProps) {
  const t = useText();
  const { locale, setLocale } = usePreferences();
  const choose = (next: Locale) => {
    void Promise.all([loadLocale(next), prepareErrorLanguage(next)]).then(() => {
      setLocale(next);
      onChosen?.(next);
    });
  };
  if (asField) {
    return <SelectField label={t('language.label')} value={locale} options={OPTIONS} onValueChange={(value) => choose(value as Locale)} />;
  }
  return (
    <Select aria-label={t('language.label')} value={locale} onChange={(event) => choose(event.target.value as Locale)}>
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </Select>
  );
}
