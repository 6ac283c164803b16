import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { GUIDE_STAGE_COUNT } from '@mediation/protocol';
import type { MessageExt } from '@mediation/protocol';
import { defaultGuideContent } from '../content/defaultContent';
import { describeGuidedMessage } from '../content/messages';
import type { GuidedMessageKind } from '../content/messages';
import type { GuideContent } from '../content/types';
import { fill } from '../internal/format';
import { Body, Kicker, Root, Title } from './GuidedMessage.styles';

export interface GuidedMessageLabels {
  /** Line above a stage card. @default '{type} · Stage {number} of {count}: {name}' */
  stage: string;
  /** Line above a process card. @default '{type} · How it runs' */
  process: string;
  instructions: string;
  greeting: string;
  initialPosition: string;
  summary: string;
  agreement: string;
  /** Line above any other guided message. @default 'Guided negotiation' */
  other: string;
  /** Names of the three types, for translation. */
  typeNames: Readonly<Record<'Bargaining' | 'Problem Solving' | 'Inventive', string>>;
}

export const defaultGuidedMessageLabels: GuidedMessageLabels = {
  stage: '{type} · Stage {number} of {count}: {name}',
  process: '{type} · How it runs',
  instructions: 'Instructions',
  greeting: 'Welcome',
  initialPosition: 'Initial position',
  summary: 'Summary',
  agreement: 'Agreement',
  other: 'Guided negotiation',
  typeNames: { Bargaining: 'Bargaining', 'Problem Solving': 'Problem Solving', Inventive: 'Inventive' },
};

export interface GuidedMessageProps extends Omit<ComponentPropsWithoutRef<'div'>, 'content'> {
  /** The message's `ext`. */
  ext: MessageExt | null | undefined;
  /** The message's text. */
  children?: ReactNode;
  /** The guide's text, for the stage names. @default defaultGuideContent */
  content?: GuideContent;
  /** Visible strings. */
  labels?: Partial<GuidedMessageLabels>;
}

function kickerOf(kind: GuidedMessageKind, text: GuidedMessageLabels): string {
  switch (kind.kind) {
    case 'stage':
      return fill(text.stage, {
        type: text.typeNames[kind.type],
        number: kind.stageIndex + 1,
        count: GUIDE_STAGE_COUNT,
        name: kind.stageName,
      });
    case 'process':
      return fill(text.process, { type: text.typeNames[kind.type] });
    case 'instructions':
    case 'greeting':
    case 'initialPosition':
    case 'summary':
    case 'agreement':
    case 'other':
      return text[kind.kind];
    default:
      return kind satisfies never;
  }
}

/**
 * The body of a guided message in the chat: which step it belongs to, its title and its text. A stage
 * card whose stage index is outside the type's five stages shows nothing.
 */
export const GuidedMessage = forwardRef<HTMLDivElement, GuidedMessageProps>(function GuidedMessage(
  { ext, children, content = defaultGuideContent, labels, ...rest },
  ref,
) {
  const text = { ...defaultGuidedMessageLabels, ...labels };
  const kind = describeGuidedMessage(ext, content);
  if (!kind) return null;
  return (
    <Root ref={ref} data-kind={kind.kind} {...rest}>
      <Kicker>{kickerOf(kind, text)}</Kicker>
      {kind.title ? <Title>{kind.title}</Title> : null}
      {children ? <Body dir="auto">{children}</Body> : null}
    </Root>
  );
});
