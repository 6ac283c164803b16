import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { Accordion, AccordionItem, AccordionPanel, AccordionTrigger } from '@mediation/ui';
import { useBarrierAdvice } from '../content/catalogContent';
import type { BarrierAdviceEntry } from '../content/types';
import { Intro, Responses, Root, Section, SectionHeading, Signs, Title } from './BarrierAdvice.styles';
import { useGuideText, type GuideTranslate } from '../internal/i18n';

export interface BarrierAdviceLabels {
  /** Heading of the panel. @default 'Recommendation' */
  title: string;
  /** Line under the heading. */
  intro: string;
  /** Heading of what a barrier looks like. @default 'What it looks like' */
  signs: string;
  /** Heading of the mediator's responses. @default 'What you can do' */
  responses: string;
}

/** The strings from the catalog in the language in use. */
function barrierAdviceLabelsOf(t: GuideTranslate): BarrierAdviceLabels {
  return {
    title: t('barrierAdvice.title'),
    intro: t('barrierAdvice.intro'),
    signs: t('barrierAdvice.signs'),
    responses: t('barrierAdvice.responses'),
  };
}

export interface BarrierAdviceProps extends ComponentPropsWithoutRef<'section'> {
  /** The barriers and their advice. @default the spec's ten, in the language in use (`useBarrierAdvice`) */
  advice?: readonly BarrierAdviceEntry[];
  /** Barriers open at first, by `barrier`. @default [] */
  defaultOpen?: string[];
  /** Visible strings. */
  labels?: Partial<BarrierAdviceLabels>;
}

/** The mediator's Recommendation panel: the ten negotiation barriers, each with its signs and responses. */
export const BarrierAdvice = forwardRef<HTMLElement, BarrierAdviceProps>(function BarrierAdvice(
  { advice: givenAdvice, defaultOpen = [], labels, ...rest },
  ref,
) {
  const t = useGuideText();
  const text = { ...barrierAdviceLabelsOf(t), ...labels };
  const localeAdvice = useBarrierAdvice();
  const advice = givenAdvice ?? localeAdvice;
  const titleId = useId();
  return (
    <Root ref={ref} aria-labelledby={titleId} {...rest}>
      <Title id={titleId}>{text.title}</Title>
      <Intro>{text.intro}</Intro>
      <Accordion allowMultiple defaultValue={defaultOpen}>
        {advice.map((entry) => (
          <AccordionItem key={entry.barrier} value={entry.barrier}>
            <AccordionTrigger>{entry.name}</AccordionTrigger>
            <AccordionPanel>
              <Section>
                <SectionHeading>{text.signs}</SectionHeading>
                <Signs>{entry.signs}</Signs>
              </Section>
              <Section>
                <SectionHeading>{text.responses}</SectionHeading>
                <Responses>
                  {entry.responses.map((response) => (
                    <li key={response}>{response}</li>
                  ))}
                </Responses>
              </Section>
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </Root>
  );
});
