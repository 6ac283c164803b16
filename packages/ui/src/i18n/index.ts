export { LOCALES, DEFAULT_LOCALE, LOCALE_NAMES, isLocale, directionOf, localeFromLanguages, defineCatalog, loadLocale } from './catalog';
export type { Locale, MessageValues, Translate, CompiledCatalog, Catalog } from './catalog';
export { LocaleProvider, useLocale, useTranslate } from './react';
export type { LocaleProviderProps } from './react';
