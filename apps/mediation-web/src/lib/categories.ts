import { CASE_CATEGORIES, CASE_CATEGORY_VALUE } from '@mediation/protocol';
import type { CaseCategory } from '@mediation/protocol';

const LABEL_OF_VALUE = new Map<string, CaseCategory>(CASE_CATEGORIES.map((label) => [CASE_CATEGORY_VALUE[label], label]));

/** The label of a stored category value ('neighbors' -> 'Neighbors'); unknown values read as they are. */
export function categoryLabel(value: string): string {
  return LABEL_OF_VALUE.get(value) ?? value;
}
