/**
 * The server's errors and the shared schemas' rules in the reader's language, without their English in
 * the first visit: the server's `detail` and the schemas' sentences are the protocol catalog's English
 * already, so an English page shows them as they come, and the catalog (`./errorText`) loads with any other
 * language (`prepareErrorLanguage`, called when the page's language is set).
 */
import type { Locale } from '@mediation/ui';
import { pageLocale } from './pageLocale';
import type * as ErrorTextModule from './errorText';

type ErrorText = typeof ErrorTextModule;
let errorText: ErrorText | undefined;

/** Loads the protocol's error catalog in a language other than English. */
export async function prepareErrorLanguage(locale: Locale): Promise<void> {
  if (locale === 'en') return;
  const loaded = await import('./errorText');
  await loaded.errorCatalog.load(locale);
  errorText = loaded;
}

export { pageLocale };

const translating = () => (errorText && pageLocale() !== 'en' ? errorText : undefined);

/** A coded error (an answer's or an acknowledgement's `code` and `values`) in the page's language, if not English. */
export function localizedProblem(code: unknown, values: unknown): string | undefined {
  const text = translating();
  const problem = text?.problemOf(code, values);
  return text && problem ? text.problemSentence(problem) : undefined;
}

/** A sentence of the shared schemas in the page's language; as it is in English or when it is not one of theirs. */
export function localizedRule(sentence: string): string {
  return translating()?.ruleSentence(sentence) ?? sentence;
}
