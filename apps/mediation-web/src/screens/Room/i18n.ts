import { defineCatalog, useTranslate } from '@mediation/ui';
import en from './locales/compiled/en.json';
import type source from './locales/en.json';

export type RoomMessage = keyof typeof source;

/**
 * The texts of the rooms and of the mediator's frame around them: a catalog apart from the other signed-in
 * screens' (`../i18n.ts`), so a room's first visit carries only its own (in Hebrew, loads only its own). The
 * few words both use (the mediator's menu, "Back to sign in") are in both catalogs.
 */
export const roomCatalog = defineCatalog<RoomMessage>(en, { he: () => import('./locales/compiled/he.json') });

export const useRoomText = () => useTranslate(roomCatalog);
