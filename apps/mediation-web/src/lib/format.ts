import { useMemo } from 'react';
import { useLocale, type Locale, type Translate } from '@mediation/ui';
import { useText, type WebMessage } from '../i18n';

/** The first `length` characters of a text, then '...' when it was longer (spec: 50 and '...'). */
export function truncate(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : text;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and style, made once. */
function dateTimeFormat(locale: Locale, dateStyle: 'medium' | 'short'): Intl.DateTimeFormat {
  const key = `${locale}:${dateStyle}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'short' });
    formatters.set(key, format);
  }
  return format;
}

/** A date and time for narrow table columns, in the language's way. */
export function formatShortDateTime(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(locale, 'short').format(date);
}

export function formatDateTime(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(locale, 'medium').format(date);
}

/** A duration in seconds as days, hours and minutes ('2 d 3 h', '45 min', 'under a minute'). */
export function formatDuration(seconds: number, t: Translate<WebMessage>): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return t('duration.underAMinute');
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? t('duration.daysHours', { days, hours }) : t('duration.days', { days });
  if (hours > 0) return rest > 0 ? t('duration.hoursMinutes', { hours, minutes: rest }) : t('duration.hours', { hours });
  return t('duration.minutes', { minutes: rest });
}

/** An average survey rating out of 5 with one decimal ('4.5 / 5'), or '—' before the first answer. */
export function formatRating(average: number | null, t: Translate<WebMessage>, locale: Locale = 'en'): string {
  if (average === null) return '—';
  const rating = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  return t('rating.outOfFive', { rating });
}

/** The formatters above in the language in use. */
export function useFormat() {
  const t = useText();
  const { locale } = useLocale();
  return useMemo(() => {
    const numberFormat = new Intl.NumberFormat(locale);
    return {
      locale,
      dateTime: (iso: string) => formatDateTime(iso, locale),
      shortDateTime: (iso: string) => formatShortDateTime(iso, locale),
      duration: (seconds: number) => formatDuration(seconds, t),
      rating: (average: number | null) => formatRating(average, t, locale),
      number: (value: number) => numberFormat.format(value),
    };
  }, [locale, t]);
}
