import { defineCatalog, useTranslate, type MessageValues, type Translate } from '@mediation/ui';
import en from '../locales/compiled/en.json';
import type source from '../locales/en.json';

export type GuideMessage = keyof typeof source;
export type GuideTranslate = Translate<GuideMessage>;

/** The texts of `@mediation/guide`'s components but the agreement panel's (`Agreement/i18n.ts`). */
export const guideCatalog = defineCatalog<GuideMessage>(en, { he: () => import('../locales/compiled/he.json') });

export const useGuideText = () => useTranslate(guideCatalog);

/** The guide's English, outside React (fixtures and the English content). */
export const englishText: GuideTranslate = (key, values) => guideCatalog.translate('en', key, values);

/** Values that leave every placeholder of a message as it is (`{number}`), for labels filled later by `fill`. */
const keepPlaceholders = new Proxy({} as MessageValues, {
  get: (_, name) => (typeof name === 'string' ? `{${name}}` : undefined),
});

/**
 * A message whose placeholders stay in it, as a label template that `fill` completes: the labels props
 * of the guide's components take such templates ('Stage {number} of {count}'), so the catalog's default
 * must be one too. Plurals and selects cannot wait for `fill`; format those with `t(key, values)`.
 */
export const template = <K extends string>(t: Translate<K>, key: K) => t(key, keepPlaceholders);
