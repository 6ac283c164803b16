import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { GUIDE_STAGE_COUNT } from '@mediation/protocol';
import type { MessageExt } from '@mediation/protocol';
import { useLocalizeGuideText } from '../content/useLocalizeGuideText';
import { useGuideContent } from '../content/catalogContent';
import { describeGuidedMessage } from '../content/messages';
import type { GuidedMessageKind } from '../content/messages';
import type { GuideContent } from '../content/types';
import { fill } from '../internal/format';
import { template, useGuideText, type GuideTranslate } from '../internal/i18n';
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

/** The strings from the catalog in the language in use; `{name}` placeholders stay for `fill`. */
function guidedMessageLabelsOf(t: GuideTranslate): GuidedMessageLabels {
  return {
    stage: template(t, 'guidedMessage.stage'),
    process: template(t, 'guidedMessage.process'),
    instructions: t('guidedMessage.instructions'),
    greeting: t('guidedMessage.greeting'),
    initialPosition: t('guidedMessage.initialPosition'),
    summary: t('guidedMessage.summary'),
    agreement: t('guidedMessage.agreement'),
    other: t('guidedMessage.other'),
    typeNames: {
      Bargaining: t('guidedMessage.typeNames.bargaining'),
      'Problem Solving': t('guidedMessage.typeNames.problemSolving'),
      Inventive: t('guidedMessage.typeNames.inventive'),
    },
  };
}

export interface GuidedMessageProps extends Omit<ComponentPropsWithoutRef<'div'>, 'content'> {
  /** The message's `ext`. */
  ext: MessageExt | null | undefined;
  /** The message's text; a text of the guide's own is shown in the reader's language. */
  children?: ReactNode;
  /** The guide's text, for the stage names and the reader's language. @default the catalog's, in the language in use */
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
  { ext, children, content: givenContent, labels, ...rest },
  ref,
) {
  const t = useGuideText();
  const text = { ...guidedMessageLabelsOf(t), ...labels };
  const localize = useLocalizeGuideText(givenContent);
  const content = useGuideContent();
  const kind = describeGuidedMessage(ext, givenContent ?? content);
  if (!kind) return null;
  return (
    <Root ref={ref} data-kind={kind.kind} {...rest}>
      <Kicker>{kickerOf(kind, text)}</Kicker>
      {kind.title ? <Title>{localize(kind.title)}</Title> : null}
      {children ? <Body dir="auto">{typeof children === 'string' ? localize(children) : children}</Body> : null}
    </Root>
  );
});
