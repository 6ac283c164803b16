/**
 * The server's errors in the reader's language: every error answer and socket acknowledgement carries a
 * code of the protocol's catalog (with values), and so does every rule of the shared schemas; this says it
 * in the page's language, loaded with the app's other catalogs (`loadLocale`).
 */
import { defineCatalog, type Locale } from '@mediation/ui';
import { pageLocale } from './pageLocale';
import { isErrorCode, problemOfSentence, problemText, type Problem, type ProtocolMessage } from '@mediation/protocol';
import en from '@mediation/protocol/locales/compiled/en.json';

export const errorCatalog = defineCatalog<ProtocolMessage>(en, { he: () => import('@mediation/protocol/locales/compiled/he.json') });

/** A coded error's sentence in a language (the page's by default). */
export function problemSentence(problem: Problem, locale: Locale = pageLocale()): string {
  return problemText((key, values) => errorCatalog.translate(locale, key, values), problem);
}

/** A problem from what a body or an acknowledgement carries, if its code is one we know. */
export function problemOf(code: unknown, values: unknown): Problem | undefined {
  if (!isErrorCode(code)) return undefined;
  return values && typeof values === 'object' ? { code, values: values as Problem['values'] } : { code };
}

/** An English sentence of the shared schemas (a form's own check) in the page's language; others as they are. */
export function ruleSentence(sentence: string, locale: Locale = pageLocale()): string {
  const problem = problemOfSentence(sentence);
  return problem ? problemSentence(problem, locale) : sentence;
}
