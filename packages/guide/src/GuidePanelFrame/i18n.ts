import { defineCatalog, useTranslate } from '@mediation/ui';
import en from './locales/compiled/en.json';
import type source from './locales/en.json';

export type GuidePanelFrameMessage = keyof typeof source;

/**
 * The frame's one text, apart from the guide's catalog: a room shows the frame (collapsed) from its first view,
 * and loads the panel, with the guide's texts, only when it is first opened.
 */
export const guidePanelFrameCatalog = defineCatalog<GuidePanelFrameMessage>(en, { he: () => import('./locales/compiled/he.json') });

/** The toggle's text, which also names the panel (the frame's and the loaded panel's alike). */
export function useGuidePanelToggle(): string {
  return useTranslate(guidePanelFrameCatalog)('guidePanelFrame.toggle');
}
