import { defineCatalog, useTranslate, type Translate } from '@mediation/ui';
import en from './locales/compiled/en.json';
import type source from './locales/en.json';

export type AgreementMessage = keyof typeof source;
export type AgreementTranslate = Translate<AgreementMessage>;

/**
 * The texts of the agreement panel: a catalog apart from the guide's, loaded with the panel, which a room
 * opens on demand (the room's first visit carries neither, in any language).
 */
export const agreementCatalog = defineCatalog<AgreementMessage>(en, { he: () => import('./locales/compiled/he.json') });

export const useAgreementText = () => useTranslate(agreementCatalog);

/** The agreement panel's English, outside React (tests and fixtures). */
export const agreementEnglish: AgreementTranslate = (key, values) => agreementCatalog.translate('en', key, values);
