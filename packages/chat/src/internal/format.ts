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

/**
 * The formatter of one kind for a locale and zone, found without building a key from the options: every
 * rendered message asks for its time.
 */
function formatterOf(
  kinds: Map<string, Intl.DateTimeFormat>,
  locale: string | undefined,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
) {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let found = kinds.get(key);
  if (!found) {
    found = formatter(locale, { ...options, timeZone });
    kinds.set(key, found);
  }
  return found;
}
const timeFormatters = new Map<string, Intl.DateTimeFormat>();
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Hours and minutes, such as '09:02'. */
export function formatTime(iso: string, locale?: string, timeZone?: string): string {
  return formatterOf(timeFormatters, locale, timeZone, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** A day heading, such as 'Tuesday, 4 March 2025'. */
export function formatDay(iso: string, locale?: string, timeZone?: string): string {
  return formatterOf(dayFormatters, locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
}

const QUARTER_HOUR_MS = 15 * 60_000;
const dayKeysByZone = new Map<string, Map<number, string>>();

/**
 * The calendar day of a time (epoch milliseconds) in the zone, as 'YYYY-MM-DD'. Every zone's offset is a
 * whole number of quarter hours, so the answer is kept per quarter hour: a list of 10,000 messages formats
 * a few hundred dates instead of 10,000.
 */
export function dayKeyOf(time: number, timeZone?: string): string {
  const zone = timeZone ?? '';
  let keys = dayKeysByZone.get(zone);
  if (!keys) {
    keys = new Map();
    dayKeysByZone.set(zone, keys);
  }
  const quarter = Math.floor(time / QUARTER_HOUR_MS);
  let day = keys.get(quarter);
  if (day === undefined) {
    day = formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(quarter * QUARTER_HOUR_MS));
    if (keys.size > 50_000) keys.clear();
    keys.set(quarter, day);
  }
  return day;
}
