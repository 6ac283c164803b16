import { CASE_CATEGORIES, CASE_CATEGORY_VALUE, MEDIATOR_AREAS } from '@mediation/protocol';
import type { CaseCategory, MediatorArea } from '@mediation/protocol';
import type { Translate } from '@mediation/ui';
import type { WebMessage } from '../i18n';

const LABEL_OF_VALUE = new Map<string, CaseCategory>(CASE_CATEGORIES.map((label) => [CASE_CATEGORY_VALUE[label], label]));

/** The catalog's key of each category (its name in the protocol is English, as the server stores it). */
const CATEGORY_KEYS: Record<CaseCategory | 'None', WebMessage> = {
  Family: 'category.family',
  Friends: 'category.friends',
  Neighbors: 'category.neighbors',
  Education: 'category.education',
  Organization: 'category.organization',
  Business: 'category.business',
  Politics: 'category.politics',
  Other: 'category.other',
  None: 'category.none',
};

/** The catalog's key of each mediator's area. */
const AREA_KEYS: Record<MediatorArea, WebMessage> = {
  Family: 'area.family',
  Friends: 'area.friends',
  Neighbors: 'area.neighbors',
  Education: 'area.education',
  Organizations: 'area.organizations',
  Business: 'area.business',
  Politics: 'area.politics',
  Other: 'area.other',
};

/** A category's name ('Family') in the language in use; unknown names read as they are. */
export function categoryName(label: string, t: Translate<WebMessage>): string {
  const key = CATEGORY_KEYS[label as CaseCategory];
  return key ? t(key) : label;
}

/** The label of a stored category value ('neighbors' -> 'Neighbors'); unknown values read as they are. */
export function categoryLabel(value: string, t: Translate<WebMessage>): string {
  const label = LABEL_OF_VALUE.get(value);
  return label ? t(CATEGORY_KEYS[label]) : value;
}

/** A mediator's area ('Organizations') in the language in use; unknown areas read as they are. */
export function areaLabel(area: string, t: Translate<WebMessage>): string {
  const key = AREA_KEYS[area as MediatorArea];
  return key ? t(key) : area;
}

/** The choices of a category field: the stored English name as value, the name in the language as label. */
export const categoryOptions = (t: Translate<WebMessage>) =>
  CASE_CATEGORIES.map((label) => ({ value: label, label: categoryName(label, t) }));

/** The choices of an areas field. */
export const areaOptions = (t: Translate<WebMessage>) => MEDIATOR_AREAS.map((area) => ({ value: area, label: areaLabel(area, t) }));
