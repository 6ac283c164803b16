import { useLocale } from '@mediation/ui';
import { useChatConfig } from '../ChatConfig';

/**
 * The locale and time zone dates and times are written in: the chat's configured locale when the host set one
 * (`ChatConfigProvider`, the room's `locale`), else the language in use (`useLocale()`), so a Hebrew page
 * reads Hebrew dates.
 */
export function useDateFormat(): { locale: string; timeZone: string | undefined } {
  const config = useChatConfig();
  const { locale } = useLocale();
  return { locale: config.locale ?? locale, timeZone: config.timeZone };
}
