import { defineCatalog, useTranslate } from '@mediation/ui';
import en from './locales/compiled/en.json';
import type source from './locales/en.json';

export type ScreenMessage = keyof typeof source;

/**
 * The texts of the signed-in and in-case screens (admin, mediator, the rooms, /verify): a catalog apart
 * from the entry screens' (`src/i18n.ts`), so the sign-in page's first visit does not carry them. The few
 * words both use ("Cancel", "First name") are in both catalogs.
 */
export const screenCatalog = defineCatalog<ScreenMessage>(en, { he: () => import('./locales/compiled/he.json') });

export const useScreenText = () => useTranslate(screenCatalog);
