import { defineCatalog, useTranslate } from '@mediation/ui';
import en from './locales/compiled/en.json';
import type source from './locales/en.json';

export type WebMessage = keyof typeof source;

/** The texts of the app's own screens. */
export const webCatalog = defineCatalog<WebMessage>(en, { he: () => import('./locales/compiled/he.json') });

export const useText = () => useTranslate(webCatalog);
