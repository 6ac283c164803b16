/**
 * The protocol's error sentences formatted in a language, for the server (the web app loads the catalog
 * through `@mediation/ui`'s `defineCatalog`, one language at a time).
 */
import { setupI18n, type Messages } from '@lingui/core';
import en from './locales/compiled/en.json';
import he from './locales/compiled/he.json';
import { problemText, type Problem, type ProblemValues, type ProtocolMessage } from './errors';

export type MessageLocale = 'en' | 'he';

const formatters = {
  en: setupI18n({ locale: 'en', messages: { en: en as unknown as Messages } }),
  he: setupI18n({ locale: 'he', messages: { he: he as unknown as Messages } }),
};

/** A message of the protocol's catalog in a language. */
export function protocolText(locale: MessageLocale, key: ProtocolMessage, values?: ProblemValues): string {
  return formatters[locale]._(key, values);
}

/** A problem's sentence in a language. */
export function problemSentence(locale: MessageLocale, problem: Problem): string {
  return problemText((key, values) => protocolText(locale, key, values), problem);
}
