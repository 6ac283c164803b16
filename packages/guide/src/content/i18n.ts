import { defineCatalog, useTranslate, type Translate } from '@mediation/ui';
import en from './locales/compiled/en.json';
import type source from './locales/en.json';

export type GuideContentMessage = keyof typeof source;
export type GuideContentTranslate = Translate<GuideContentMessage>;

/**
 * The guided negotiation's content (stage cards, instructions, the ten barriers): a catalog of its own, so
 * the room's first visit, which shows none of it, does not carry its text.
 */
export const guideContentCatalog = defineCatalog<GuideContentMessage>(en, { he: () => import('./locales/compiled/he.json') });

export const useGuideContentText = () => useTranslate(guideContentCatalog);

/** The content's English, outside React (fixtures and the English defaults). */
export const englishContentText: GuideContentTranslate = (key, values) => guideContentCatalog.translate('en', key, values);
