import { GUIDE_STAGE_COUNT, GUIDE_TYPES } from '@mediation/protocol';
import type { GuideCard, GuideContent, GuidedTypeName } from './types';

/** One stage card in sending order, with where it sits among the five stages. */
export interface StageCard {
  /** Zero-based index of its stage (0 to 4). */
  stageIndex: number;
  /** Zero-based index within its stage. */
  substageIndex: number;
  /** How many cards its stage has. */
  substageCount: number;
  card: GuideCard;
}

const guidedTypeNames: readonly string[] = ['Bargaining', 'Problem Solving', 'Inventive'] satisfies readonly GuidedTypeName[];

/** True for the three types that have stages. */
export function isGuidedTypeName(name: unknown): name is GuidedTypeName {
  return typeof name === 'string' && guidedTypeNames.includes(name);
}

/** The type with stages at an index of `GUIDE_TYPES`; null for None and for an index outside the list. */
export function guidedTypeAt(index: number): GuidedTypeName | null {
  const name = Number.isInteger(index) ? GUIDE_TYPES[index] : undefined;
  return isGuidedTypeName(name) ? name : null;
}

/** Every stage card of a type in sending order; none for None or an unknown index. */
export function stageCardsOf(content: GuideContent, typeIndex: number): StageCard[] {
  const name = guidedTypeAt(typeIndex);
  if (!name) return [];
  return content.types[name].stages
    .slice(0, GUIDE_STAGE_COUNT)
    .flatMap((stage, stageIndex) =>
      stage.substages.map((card, substageIndex) => ({ stageIndex, substageIndex, substageCount: stage.substages.length, card })),
    );
}
