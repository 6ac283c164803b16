import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { Accordion, AccordionItem, AccordionPanel, AccordionTrigger } from '@mediation/ui';
import { defaultBarrierAdvice } from '../content/defaultBarriers';
import type { BarrierAdviceEntry } from '../content/types';
import { Intro, Responses, Root, Section, SectionHeading, Signs, Title } from './BarrierAdvice.styles';

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

export const defaultBarrierAdviceLabels: BarrierAdviceLabels = {
  title: 'Recommendation',
  intro: 'When the negotiation stalls, find the barrier you recognise and try one of its responses.',
  signs: 'What it looks like',
  responses: 'What you can do',
};

export interface BarrierAdviceProps extends ComponentPropsWithoutRef<'section'> {
  /** The barriers and their advice. @default defaultBarrierAdvice (the spec's ten) */
  advice?: readonly BarrierAdviceEntry[];
  /** Barriers open at first, by `barrier`. @default [] */
  defaultOpen?: string[];
  /** Visible strings. */
  labels?: Partial<BarrierAdviceLabels>;
}

/** The mediator's Recommendation panel: the ten negotiation barriers, each with its signs and responses. */
export const BarrierAdvice = forwardRef<HTMLElement, BarrierAdviceProps>(function BarrierAdvice(
  { advice = defaultBarrierAdvice, defaultOpen = [], labels, ...rest },
  ref,
) {
  const text = { ...defaultBarrierAdviceLabels, ...labels };
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
