import { COUNTRIES, PHONE_PREFIXES, type CountryName } from '@mediation/protocol';
import type { Translate } from '@mediation/ui';
import type { WebMessage } from '../i18n';

/** Splits a stored phone into a known prefix and the rest ('+972501234567' -> '+972', '501234567'). */
export function splitPhone(phone: string | null | undefined): { prefix: string; number: string } {
  const value = phone ?? '';
  const prefix = [...PHONE_PREFIXES].sort((a, b) => b.length - a.length).find((candidate) => value.startsWith(candidate));
  return prefix ? { prefix, number: value.slice(prefix.length) } : { prefix: PHONE_PREFIXES[0] ?? '+972', number: value };
}

/** The catalog's key of each country's name. */
const COUNTRY_KEYS: Record<CountryName, WebMessage> = { Israel: 'country.israel', USA: 'country.usa' };

/** A country's name in the language in use (its value stays the protocol's English name). */
export const countryName = (country: CountryName, t: Translate<WebMessage>) => t(COUNTRY_KEYS[country]);

/** The phone field's prefixes, each after its country's name in the language in use. */
export const phonePrefixes = (t: Translate<WebMessage>) =>
  COUNTRIES.map((country) => ({ country: countryName(country.name, t), prefix: country.phonePrefix }));

/** The choices of a country field. */
export const countryOptions = (t: Translate<WebMessage>) =>
  COUNTRIES.map((country) => ({ value: country.name, label: countryName(country.name, t) }));
