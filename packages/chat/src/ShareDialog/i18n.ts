import { defineCatalog, useTranslate } from '@mediation/ui';
import en from './locales/compiled/en.json';
import type source from './locales/en.json';

export type ShareMessage = keyof typeof source;

/** The share dialog's texts: a catalog apart from the chat's, loaded with the dialog, which a room opens on demand. */
export const shareCatalog = defineCatalog<ShareMessage>(en, { he: () => import('./locales/compiled/he.json') });

export const useShareText = () => useTranslate(shareCatalog);
