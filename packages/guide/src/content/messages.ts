import { GUIDE_STAGE_COUNT } from '@mediation/protocol';
import type { MessageExt, Side } from '@mediation/protocol';
import { isGuidedTypeName } from './cards';
import type { GuideCard, GuideContent, GuidedTypeName } from './types';

/** The `ext.stage` names of guided messages that are not stage cards. */
export const GUIDED_MESSAGE_STAGES = {
  greeting: 'greeting',
  instructions: 'instructions',
  process: 'process',
  initialPosition: 'initialPosition',
  summary: 'summary',
  agreement: 'agreement',
} as const;

/** The `ext` of each guided message, in the wire shape of `@mediation/protocol`. */
export const guidedExt = {
  greeting: (): MessageExt => ({ type: 'guided', stage: GUIDED_MESSAGE_STAGES.greeting }),
  instructions: (card: GuideCard): MessageExt => ({ type: 'instraction', stage: GUIDED_MESSAGE_STAGES.instructions, title: card.title }),
  process: (type: GuidedTypeName, card: GuideCard): MessageExt => ({ type, stage: GUIDED_MESSAGE_STAGES.process, title: card.title }),
  typeInstructions: (card: GuideCard): MessageExt => ({ type: 'instraction', stage: GUIDED_MESSAGE_STAGES.process, title: card.title }),
  stageCard: (type: GuidedTypeName, stageIndex: number, card: GuideCard): MessageExt => ({ type, stage: stageIndex, title: card.title }),
  /** A party's answer to the initial-position request. */
  initialPosition: (): MessageExt => ({ type: 'guided', stage: GUIDED_MESSAGE_STAGES.initialPosition }),
  summary: (): MessageExt => ({ type: 'guided', stage: GUIDED_MESSAGE_STAGES.summary }),
  agreement: (): MessageExt => ({ type: 'guided', stage: GUIDED_MESSAGE_STAGES.agreement }),
};

/** True for the guided messages that ask the parties for an answer: the stage cards and the agreement question. */
export function expectsAnswer(ext: MessageExt): boolean {
  return (typeof ext.stage === 'number' && isGuidedTypeName(ext.type)) || ext.stage === GUIDED_MESSAGE_STAGES.agreement;
}

/**
 * The groups a mediator's guided message goes to: the joint group M as a rule. In shuttle mode the
 * parties cannot write in M, so a message that asks for an answer goes to each party's own group
 * (A and B) instead, where each answers the mediator privately; the others (greeting, instructions,
 * process, summary) stay in M, which everyone reads.
 */
export function guidedMessageGroups(ext: MessageExt, shuttle: boolean): Side[] {
  return shuttle && expectsAnswer(ext) ? ['A', 'B'] : ['M'];
}

/** The text of the general instructions message: the instructions, then the discussion rules. */
export function instructionsText(content: GuideContent): string {
  const { generalInstructions, discussionRules } = content;
  return [generalInstructions.text, '', discussionRules.text, ...discussionRules.rules.map((rule) => `• ${rule}`)].join('\n');
}

/** What a guided message is, for showing it; null when it names a stage outside the type's five. */
export type GuidedMessageKind =
  | { kind: 'stage'; type: GuidedTypeName; stageIndex: number; stageName: string; title: string | undefined }
  | { kind: 'process'; type: GuidedTypeName; title: string | undefined }
  | { kind: 'instructions'; title: string | undefined }
  | { kind: 'greeting' | 'initialPosition' | 'summary' | 'agreement' | 'other'; title: string | undefined };

/** Reads a message's `ext`: a stage card's index must name one of the type's stages, else nothing is shown. */
export function describeGuidedMessage(ext: MessageExt | null | undefined, content: GuideContent): GuidedMessageKind | null {
  if (!ext) return null;
  const { type, stage, title } = ext;
  if (isGuidedTypeName(type)) {
    if (stage === GUIDED_MESSAGE_STAGES.process) return { kind: 'process', type, title };
    if (typeof stage !== 'number') return null;
    const stageContent = content.types[type].stages[stage];
    if (!Number.isInteger(stage) || stage < 0 || stage >= GUIDE_STAGE_COUNT || !stageContent) return null;
    return { kind: 'stage', type, stageIndex: stage, stageName: stageContent.name, title };
  }
  if (type === 'instraction') return { kind: 'instructions', title };
  switch (stage) {
    case GUIDED_MESSAGE_STAGES.greeting:
      return { kind: 'greeting', title };
    case GUIDED_MESSAGE_STAGES.initialPosition:
      return { kind: 'initialPosition', title };
    case GUIDED_MESSAGE_STAGES.summary:
      return { kind: 'summary', title };
    case GUIDED_MESSAGE_STAGES.agreement:
      return { kind: 'agreement', title };
    default:
      return typeof stage === 'number' ? null : { kind: 'other', title };
  }
}

const textsByContent = new WeakMap<GuideContent, Map<string, string>>();

/** Every text of a guide's content by where it sits in it, and the general instructions message it composes. */
function textsOf(content: GuideContent): Map<string, string> {
  let texts = textsByContent.get(content);
  if (!texts) {
    const found = new Map<string, string>([['instructionsText', instructionsText(content)]]);
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') found.set(path, value);
      else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, `${path}/${key}`);
    };
    walk(content, '');
    texts = found;
    textsByContent.set(content, texts);
  }
  return texts;
}

/**
 * A guided message's text or title in the reader's language. The mediator's client sends a card's text as
 * the message, in the mediator's language; when it is word for word a text of one of `known` (the guide's
 * content in the languages at hand), the reader gets the text at the same place of `target` instead. Text
 * the mediator wrote or edited (a greeting, a summary) stays as written.
 */
export function localizeGuideText(text: string, known: readonly GuideContent[], target: GuideContent): string {
  const targetTexts = textsOf(target);
  for (const content of known) {
    if (content === target) continue;
    for (const [path, value] of textsOf(content)) {
      if (value === text) return targetTexts.get(path) ?? text;
    }
  }
  return text;
}
