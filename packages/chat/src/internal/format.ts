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

const QUARTER_HOUR_MS = 15 * 60_000;
const dayKeys = new Map<string, string>();

/**
 * The calendar day of a time in the zone, as 'YYYY-MM-DD'. Every zone's offset is a whole number of
 * quarter hours, so the answer is kept per quarter hour: a list of 10,000 messages formats a few hundred
 * dates instead of 10,000.
 */
export function dayKey(iso: string, timeZone?: string): string {
  const quarter = Math.floor(Date.parse(iso) / QUARTER_HOUR_MS);
  const cacheKey = `${timeZone ?? ''}|${quarter}`;
  let day = dayKeys.get(cacheKey);
  if (day === undefined) {
    day = formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(quarter * QUARTER_HOUR_MS));
    if (dayKeys.size > 50_000) dayKeys.clear();
    dayKeys.set(cacheKey, day);
  }
  return day;
}

/** The minute of a time, for grouping messages sent in the same minute. */
export function minuteKey(iso: string): number {
  return Math.floor(Date.parse(iso) / 60_000);
}
