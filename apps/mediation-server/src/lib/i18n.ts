/**
 * The server's own texts (e-mails, the agreement PDF) in a language: `src/locales/<locale>.json` in ICU,
 * compiled by `pnpm i18n`. E-mails about a case are in the case's language; others in the account's.
 */
import { setupI18n, type Messages } from '@lingui/core';
import type { Language } from '@mediation/protocol';
import en from '../locales/compiled/en.json';
import he from '../locales/compiled/he.json';
import type source from '../locales/en.json';

export type ServerMessage = keyof typeof source;

const formatters = {
  en: setupI18n({ locale: 'en', messages: { en: en as unknown as Messages } }),
  he: setupI18n({ locale: 'he', messages: { he: he as unknown as Messages } }),
};

/** One message of the server's catalog in a language. */
export function serverText(language: Language, key: ServerMessage, values?: Record<string, string | number>): string {
  return formatters[language]._(key, values);
}

/** A formatter of the server's catalog bound to one language. */
export const textsIn = (language: Language) => (key: ServerMessage, values?: Record<string, string | number>) =>
  serverText(language, key, values);
