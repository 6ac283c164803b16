import type { Barrier } from '@mediation/protocol';

/** The three guided negotiation types that have stages (index 1 to 3 of `GUIDE_TYPES`). */
export type GuidedTypeName = 'Bargaining' | 'Problem Solving' | 'Inventive';

/** One card: a heading and a short text the mediator can read aloud or send as it is. */
export interface GuideCard {
  title: string;
  text: string;
}

/** One numbered stage of a negotiation type. */
export interface GuideStage {
  /** One or two words, for the stepper. */
  name: string;
  /** The stage's cards in order; the mediator sends one per Next. */
  substages: readonly GuideCard[];
}

/** Everything the guide says for one negotiation type. */
export interface GuideTypeContent {
  /** A sentence that tells the mediator what this type is for, shown beside the type selector. */
  summary: string;
  /** The process card: how this negotiation will run, sent with the first Next of the stages. */
  process: GuideCard;
  /** The instruction card sent right after the process card. */
  instructions: GuideCard;
  /** Exactly five stages (`GUIDE_STAGE_COUNT`). */
  stages: readonly GuideStage[];
}

/** The whole text of the guided negotiation; replace it to translate or adapt the guide. */
export interface GuideContent {
  /** The greeting the mediator edits and sends first. */
  greeting: string;
  /** Sent 0.8 s after the greeting. */
  generalInstructions: GuideCard;
  /** The discussion rules, appended to the general instructions. */
  discussionRules: GuideCard & { rules: readonly string[] };
  /** Shown to the mediator on the initial-position step. */
  initialPositionsIntro: string;
  /** The summary editor's starting text. */
  summary: string;
  /** Sent 0.5 s after the summary. */
  agreementQuestion: string;
  types: Readonly<Record<GuidedTypeName, GuideTypeContent>>;
}

/** Advice for one barrier of the Recommendation panel. */
export interface BarrierAdviceEntry {
  /** Which of the spec's ten barriers this is. */
  barrier: Barrier;
  /** The name shown as the heading. */
  name: string;
  /** What it looks like in the room. */
  signs: string;
  /** What the mediator can do, one step a line. */
  responses: readonly string[];
}
