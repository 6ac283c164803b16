import { defineCatalog, useTranslate } from '@mediation/ui';
import en from './locales/compiled/en.json';
import type source from './locales/en.json';

export type ChatMessageKey = keyof typeof source;

/** The texts of `@mediation/chat`'s components. */
export const chatCatalog = defineCatalog<ChatMessageKey>(en, { he: () => import('./locales/compiled/he.json') });

/** The chat's formatter in the language in use (suspends while a language loads). */
export const useChatText = () => useTranslate(chatCatalog);
