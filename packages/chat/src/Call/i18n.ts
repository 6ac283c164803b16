import { defineCatalog, useTranslate } from '@mediation/ui';
import en from './locales/compiled/en.json';
import type source from './locales/en.json';

export type CallMessage = keyof typeof source;

/** The texts of a call's panel and its Join dialog: a catalog apart from the chat's, loaded with the call, which a room loads when it first has one. */
export const callCatalog = defineCatalog<CallMessage>(en, { he: () => import('./locales/compiled/he.json') });

export const useCallText = () => useTranslate(callCatalog);
