import en from '../locales/compiled/en.json';
import type source from '../locales/en.json';
import { defineCatalog } from './catalog';
import { useTranslate } from './react';

export type UiMessage = keyof typeof source;

/** The texts of `@mediation/ui`'s own components. */
export const uiCatalog = defineCatalog<UiMessage>(en, { he: () => import('../locales/compiled/he.json') });

export const useUiText = () => useTranslate(uiCatalog);
