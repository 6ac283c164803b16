/**
 * How far a guided negotiation went, read from the stage cards the mediator sent: one rule for the
 * server's case statistics and every screen that shows them (a Bargaining run that reached
 * Agreement says 5 of 5). A stage card is a message whose `ext.type` names a guided type (Bargaining,
 * Problem Solving, Inventive) and whose `ext.stage` is the zero-based index of one of its
 * GUIDE_STAGE_COUNT stages. The wizard's own step (greeting, positions, stages, summary) is not a stage.
 */
import { GUIDE_STAGE_COUNT, GUIDE_TYPES } from './constants';
import type { GuideType } from './constants';

export type GuidedStageType = Exclude<GuideType, 'None'>;

/** Where a negotiation stands: its type and the stage reached, 1 to GUIDE_STAGE_COUNT. */
export interface StageReached {
  type: GuidedStageType;
  /** One-based: 1 is the first stage, GUIDE_STAGE_COUNT the last (Agreement for Bargaining). */
  stage: number;
  of: number;
}

const guidedTypes: readonly string[] = GUIDE_TYPES.filter((type) => type !== 'None');

/** The stage a message's `ext` is the card of, or null when it is not a stage card. */
export function stageOfCard(ext: { type?: unknown; stage?: unknown } | null | undefined): StageReached | null {
  if (!ext || typeof ext.type !== 'string' || !guidedTypes.includes(ext.type)) return null;
  const { stage } = ext;
  if (typeof stage !== 'number' || !Number.isInteger(stage) || stage < 0 || stage >= GUIDE_STAGE_COUNT) return null;
  return { type: ext.type as GuidedStageType, stage: stage + 1, of: GUIDE_STAGE_COUNT };
}

/** The furthest stage any of these messages' cards reached (the latest card of that stage's type), or null. */
export function stageReached(exts: Iterable<{ type?: unknown; stage?: unknown } | null | undefined>): StageReached | null {
  let furthest: StageReached | null = null;
  for (const ext of exts) {
    const card = stageOfCard(ext);
    if (card && (!furthest || card.stage >= furthest.stage)) furthest = card;
  }
  return furthest;
}

/** "Stage 5 of 5", or "Not started" before the first stage card. */
export function stageReachedText(stage: number): string {
  return stage > 0 ? `Stage ${stage} of ${GUIDE_STAGE_COUNT}` : 'Not started';
}
