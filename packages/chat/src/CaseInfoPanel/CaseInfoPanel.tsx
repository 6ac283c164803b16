import { forwardRef, useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { ArrowDownIcon, Button } from '@mediation/ui';
import { useChatText } from '../i18n';
import { PanelHeading } from '../internal/styles';
import type { CaseInfo } from '../types';
import { Actions, Details, Hint, PanelRoot, Scroll } from './CaseInfoPanel.styles';

/** The scroll hint shows until the reader is within this many pixels of the bottom (spec: 10 px). */
export const SCROLL_HINT_THRESHOLD_PX = 10;

export interface CaseInfoPanelLabels {
  /** @default 'Case information' */
  heading: string;
  /** @default 'Title' */
  title: string;
  /** @default 'Problem brief' */
  problemBrief: string;
  /** @default 'Category' */
  category: string;
  /** @default 'Sub category' */
  subCategory: string;
  /** @default 'Mediator' */
  mediator: string;
  /** @default 'Scroll down for more' */
  scrollHint: string;
  /** @default 'Send survey' */
  sendSurvey: string;
}

/** The case panel's labels in the language in use, with the given ones over them. */
export function useCaseInfoPanelLabels(labels?: Partial<CaseInfoPanelLabels>): CaseInfoPanelLabels {
  const t = useChatText();
  const defaults = useMemo<CaseInfoPanelLabels>(
    () => ({
      heading: t('caseInfo.heading'),
      title: t('caseInfo.title'),
      problemBrief: t('caseInfo.problemBrief'),
      category: t('caseInfo.category'),
      subCategory: t('caseInfo.subCategory'),
      mediator: t('caseInfo.mediator'),
      scrollHint: t('caseInfo.scrollHint'),
      sendSurvey: t('caseInfo.sendSurvey'),
    }),
    [t],
  );
  return { ...defaults, ...labels };
}

export interface CaseInfoPanelProps extends ComponentPropsWithoutRef<'section'> {
  /** The case. */
  caseInfo: CaseInfo;
  /** When set (the mediator), a 'Send survey' button calls it. */
  onSendSurvey?: () => void;
  /** Visible strings. */
  labels?: Partial<CaseInfoPanelLabels>;
}

/** Title, problem brief, category, sub category and mediator, with a scroll hint and the mediator's 'Send survey'. */
export const CaseInfoPanel = forwardRef<HTMLElement, CaseInfoPanelProps>(function CaseInfoPanel(
  { caseInfo, onSendSurvey, labels, ...rest },
  ref,
) {
  const text = useCaseInfoPanelLabels(labels);
  const headingId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [showHint, setShowHint] = useState(false);
  const update = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    setShowHint(element.scrollHeight - element.scrollTop - element.clientHeight > SCROLL_HINT_THRESHOLD_PX);
  }, []);
  useEffect(() => {
    update();
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [update, caseInfo]);
  return (
    <PanelRoot ref={ref} aria-labelledby={headingId} {...rest}>
      <PanelHeading id={headingId}>{text.heading}</PanelHeading>
      {/* Focusable so keyboard users can scroll a long brief. */}
      <Scroll ref={scrollRef} onScroll={update} tabIndex={0} role="group" aria-labelledby={headingId}>
        <Details>
          <div>
            <dt>{text.title}</dt>
            <dd dir="auto">{caseInfo.title}</dd>
          </div>
          <div>
            <dt>{text.problemBrief}</dt>
            <dd dir="auto">{caseInfo.problemBrief}</dd>
          </div>
          <div>
            <dt>{text.category}</dt>
            <dd dir="auto">{caseInfo.category}</dd>
          </div>
          <div>
            <dt>{text.subCategory}</dt>
            <dd dir="auto">{caseInfo.subCategory}</dd>
          </div>
          <div>
            <dt>{text.mediator}</dt>
            <dd dir="auto">{caseInfo.mediatorName}</dd>
          </div>
        </Details>
      </Scroll>
      {showHint ? (
        <Hint>
          <ArrowDownIcon />
          {text.scrollHint}
        </Hint>
      ) : null}
      {onSendSurvey ? (
        <Actions>
          <Button variant="secondary" fullWidth onClick={onSendSurvey}>
            {text.sendSurvey}
          </Button>
        </Actions>
      ) : null}
    </PanelRoot>
  );
});
