/** Date and time helpers for the message list, in a given locale and time zone. */

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    cache.set(key, found);
  }
  return found;
}

/** Hours and minutes, such as '09:02'. */
export function formatTime(iso: string, locale?: string, timeZone?: string): string {
  return formatter(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** A day heading, such as 'Tuesday, 4 March 2025'. */
export function formatDay(iso: string, locale?: string, timeZone?: string): string {
  return formatter(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(iso));
}

/** The calendar day of a time in the zone, as 'YYYY-MM-DD'. */
export function dayKey(iso: string, timeZone?: string): string {
  return formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(iso));
}

/** The minute of a time, for grouping messages sent in the same minute. */
export function minuteKey(iso: string): number {
  return Math.floor(new Date(iso).getTime() / 60_000);
}
