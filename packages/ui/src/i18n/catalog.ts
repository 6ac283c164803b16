/**
 * Message catalogs: every text a person reads comes from one, in ICU message format (plurals with Hebrew's
 * one / two / other). Each package keeps its catalog as `src/locales/<locale>.json` and ships it compiled
 * (`src/locales/compiled/`, written by `pnpm i18n`), so the runtime is Lingui's formatter alone (about
 * 2.4 KB gz) and not the ICU parser. English is bundled; every other language loads when first used.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';

export const LOCALES = ['en', 'he'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The name of each language in itself, for the language choice. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', he: 'עברית' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The writing direction of a language. */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'he' ? 'rtl' : 'ltr');

/** The first of the browser's languages we have, by its primary subtag ('he-IL' is 'he'); else English. */
export function localeFromLanguages(languages: readonly string[] | undefined): Locale {
  for (const language of languages ?? []) {
    const primary = language.toLowerCase().split('-')[0];
    // 'iw' is the old code for Hebrew that some systems still send.
    const locale = primary === 'iw' ? 'he' : primary;
    if (isLocale(locale)) return locale;
  }
  return DEFAULT_LOCALE;
}

/** Values put into a message's placeholders. */
export type MessageValues = Record<string, string | number>;

/** Formats one message of a catalog. */
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

/** A compiled catalog as `pnpm i18n` writes it: key to Lingui's compiled form. */
export type CompiledCatalog = Record<string, unknown>;

type Loader = () => Promise<{ default: CompiledCatalog }>;

export interface Catalog<K extends string> {
  /** Loads a language's messages (English is always there). Resolves once they can be used. */
  load(locale: Locale): Promise<void>;
  isLoaded(locale: Locale): boolean;
  /** Formats a message in a loaded language; English when the language is not loaded. */
  translate(locale: Locale, key: K, values?: MessageValues): string;
}

/** Every catalog defined so far, so an app can load a language everywhere before it switches to it. */
const catalogs = new Set<Catalog<string>>();

/**
 * A catalog from its compiled English messages and a loader per other language (a dynamic import, so a
 * bundler puts each language in a chunk of its own).
 */
export function defineCatalog<K extends string>(en: CompiledCatalog, loaders: Record<Exclude<Locale, 'en'>, Loader>): Catalog<K> {
  const formatters = new Map<Locale, I18n>([['en', formatterOf('en', en)]]);
  const pending = new Map<Locale, Promise<void>>();
  const catalog: Catalog<K> = {
    isLoaded: (locale) => formatters.has(locale),
    load(locale) {
      if (formatters.has(locale)) return Promise.resolve();
      let promise = pending.get(locale);
      if (!promise) {
        promise = loaders[locale as Exclude<Locale, 'en'>]().then(
          (module) => void formatters.set(locale, formatterOf(locale, module.default)),
          (error: unknown) => {
            // A failed chunk may load on the next try (a network that came back).
            pending.delete(locale);
            throw error;
          },
        );
        pending.set(locale, promise);
      }
      return promise;
    },
    translate(locale, key, values) {
      const formatter = formatters.get(locale) ?? formatters.get('en')!;
      return formatter._(key, values);
    },
  };
  catalogs.add(catalog as Catalog<string>);
  return catalog;
}

/** Loads a language in every catalog defined so far. */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all([...catalogs].map((catalog) => catalog.load(locale)));
}

function formatterOf(locale: Locale, messages: CompiledCatalog): I18n {
  return setupI18n({ locale, messages: { [locale]: messages as Messages } });
}
