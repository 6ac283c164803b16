import { forwardRef, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  SelectField,
  SideIcon,
  Stepper,
  TextAreaField,
  useControllableState,
  useToast,
  VisuallyHidden,
} from '@mediation/ui';
import { GUIDE_STAGE_COUNT, PARTY_SIDES } from '@mediation/protocol';
import { guidedTypeAt } from '../content/cards';
import { fill } from '../internal/format';
import { GUIDE_STEPS, STAGES_INTRO } from '../state/guideReducer';
import type { GuideController } from '../state/useGuide';
import {
  Actions,
  CardHeading,
  CardSection,
  Header,
  Heading,
  Muted,
  PositionItem,
  PositionList,
  PositionSide,
  PositionText,
  Scroll,
  Text,
} from './GuidePanel.styles';
import { GuidePanelFrame } from '../GuidePanelFrame';
import { useGuideText } from '../internal/i18n';
import { useGuidePanelLabels, type GuidePanelLabels } from './labels';

export interface GuidePanelProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The negotiation to show and drive, from `useGuide`. */
  guide: GuideController;
  /** Whether the panel is expanded (controlled). */
  open?: boolean;
  /** Whether the panel starts expanded (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the 'Guided negotiation' button expands or collapses the panel. */
  onOpenChange?: (isOpen: boolean) => void;
  /** At the end of the toggle's row while the panel is expanded: a host's buttons (the room's "Open wide"). */
  actions?: ReactNode;
  /** Whether shuttle mode is on: the initial positions then go to each side's private group, not to the joint one. @default false */
  shuttle?: boolean;
  /** Visible strings and accessible names. */
  labels?: Partial<GuidePanelLabels>;
}

/**
 * The mediator's collapsible guided negotiation panel: type selector and Start, then the greeting,
 * the initial positions, the five stages and the summary, with a stepper showing where it stands.
 * Shows a toast when a party's initial position arrives, so it must sit below a `ToastProvider`.
 */
export const GuidePanel = forwardRef<HTMLElement, GuidePanelProps>(function GuidePanel(
  { guide, open, defaultOpen = false, onOpenChange, shuttle = false, actions, labels, ...rest },
  ref,
) {
  const text = useGuidePanelLabels(labels);
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  const { guid, guide: step } = guide.state;
  const typeName = text.typeNames[step.guideType] ?? '';

  useReceivedToasts(guide, labels?.receivedToast);
  const bodyRef = useRef<HTMLDivElement>(null);
  useFocusAcrossStartAndStop(guide.isReady ? guid.hasStarted : null, bodyRef);

  return (
    <GuidePanelFrame
      ref={ref}
      isOpen={isOpen}
      onToggleOpen={() => setOpen(!isOpen)}
      label={text.toggle}
      bodyRef={bodyRef}
      actions={actions}
      badge={
        guid.hasStarted ? (
          <Badge tone="M">
            {typeName} · {text.steps[GUIDE_STEPS.indexOf(step.guideStage)]}
          </Badge>
        ) : null
      }
      {...rest}
    >
      {guid.hasStarted ? (
        <RunningGuide guide={guide} text={text} typeName={typeName} shuttle={shuttle} />
      ) : (
        <TypeSelector guide={guide} text={text} />
      )}
    </GuidePanelFrame>
  );
});

/**
 * Toasts 'Initial Position Received from A' (or B) when a party's position arrives; positions already in
 * the stored state when it is first read (a reload, another tab) are not news.
 */
function useReceivedToasts(guide: GuideController, label: string | undefined) {
  const { toast } = useToast();
  const t = useGuideText();
  const initialPosition = guide.isReady ? guide.state.guid.initialPosition : null;
  const previous = useRef(initialPosition);
  useEffect(() => {
    const before = previous.current;
    previous.current = initialPosition;
    if (!before || !initialPosition) return;
    for (const side of PARTY_SIDES) {
      if (before[side] === null && initialPosition[side] !== null)
        toast({ title: label ? fill(label, { side }) : t('guidePanel.receivedToast', { side }), variant: 'success' });
    }
  }, [initialPosition, label, t, toast]);
}

/**
 * Start, Stop and the end of a negotiation replace the controls that had focus; focus moves to the
 * first control of what replaced them (the greeting, or the type selector) instead of being lost.
 * `hasStarted` is null while the stored state is not known: its first reading moves nothing.
 */
function useFocusAcrossStartAndStop(hasStarted: boolean | null, bodyRef: RefObject<HTMLDivElement | null>) {
  const wasStarted = useRef(hasStarted);
  useEffect(() => {
    const before = wasStarted.current;
    wasStarted.current = hasStarted;
    if (before === null || hasStarted === null || before === hasStarted) return;
    const body = bodyRef.current;
    const active = document.activeElement;
    if (!body || (active && active !== document.body && !body.contains(active))) return;
    body.querySelector<HTMLElement>(hasStarted ? 'textarea' : 'select')?.focus();
  }, [hasStarted, bodyRef]);
}

interface PartProps {
  guide: GuideController;
  text: GuidePanelLabels;
}

function TypeSelector({ guide, text }: PartProps) {
  const { guideType } = guide.state.guide;
  const type = guidedTypeAt(guideType);
  return (
    <>
      <Scroll>
        <SelectField
          label={text.type}
          value={String(guideType)}
          options={text.typeNames.map((label, index) => ({ value: String(index), label }))}
          onValueChange={(value) => guide.selectType(Number(value))}
          hint={type ? guide.content.types[type].summary : text.noneHint}
        />
      </Scroll>
      <Actions>
        <Button onClick={guide.start} disabled={!type || !guide.isReady || guide.isBusy}>
          {text.start}
        </Button>
      </Actions>
    </>
  );
}

function RunningGuide({ guide, text, typeName, shuttle }: PartProps & { typeName: string; shuttle: boolean }) {
  const { guid, guide: step } = guide.state;
  const [isConfirming, setConfirming] = useState(false);
  const [isStopping, setStopping] = useState(false);
  const isBothReceived = guid.initialPosition.A !== null && guid.initialPosition.B !== null;
  const isLastCard = guide.currentCard !== null && step.subStage >= guide.cards.length - 1;
  const scrollRef = useRef<HTMLDivElement>(null);

  let primary = { label: text.next, onPress: guide.next, isDisabled: false };
  if (step.guideStage === 'greeting') primary.isDisabled = guid.greeting.trim() === '';
  if (step.guideStage === 'initialPositions' && step.waiting && !isBothReceived) primary = { ...primary, label: text.continueAnyway };
  if (step.guideStage === 'summary') {
    primary = { label: text.submitSummary, onPress: () => setConfirming(true), isDisabled: guid.summary.trim() === '' };
  }

  return (
    <>
      <Scroll ref={scrollRef}>
        <Header>
          <Heading>{typeName}</Heading>
          {/* Stop resets the whole run: it asks first. */}
          <AlertDialog
            open={isStopping}
            onOpenChange={setStopping}
            trigger={
              <Button variant="secondary" size="sm">
                {text.stop}
              </Button>
            }
            title={text.stopTitle}
            description={text.stopDescription}
            labels={{ cancel: text.cancel, confirm: text.confirm }}
            isDestructive
            onConfirm={guide.stop}
          />
        </Header>
        <Stepper aria-label={text.progress} steps={text.steps} currentStep={GUIDE_STEPS.indexOf(step.guideStage)} />
        <StepContent guide={guide} text={text} typeName={typeName} shuttle={shuttle} scrollRef={scrollRef} />
      </Scroll>
      <Actions>
        {step.guideStage === 'stages' && guide.currentCard && !isLastCard ? (
          <Button variant="secondary" onClick={guide.jumpToAgreement} disabled={guide.isBusy}>
            {text.jumpToAgreement}
          </Button>
        ) : null}
        <Button onClick={primary.onPress} disabled={primary.isDisabled} isPending={guide.isBusy}>
          {primary.label}
        </Button>
      </Actions>
      <VisuallyHidden role="status">{guide.isBusy ? text.sending : ''}</VisuallyHidden>
      <AlertDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={text.confirmTitle}
        description={text.confirmDescription}
        labels={{ cancel: text.cancel, confirm: text.confirm }}
        onConfirm={guide.submitSummary}
      />
    </>
  );
}

function StepContent({
  guide,
  text,
  typeName,
  shuttle,
  scrollRef,
}: PartProps & { typeName: string; shuttle: boolean; scrollRef: RefObject<HTMLDivElement | null> }) {
  const { guid, guide: step } = guide.state;
  const waitingId = useId();
  // Where the positions go follows shuttle mode, as the party's banner sends them (initialPositionGroup).
  const audience = <Muted>{shuttle ? text.positionsShuttle : text.positionsJoint}</Muted>;
  switch (step.guideStage) {
    case 'greeting':
      return (
        <TextAreaField
          dir="auto"
          label={text.greeting}
          value={guid.greeting}
          rows={4}
          hint={text.greetingHint}
          onChange={(event) => guide.setGreeting(event.target.value)}
        />
      );
    case 'initialPositions':
      return step.waiting ? (
        <>
          <Heading as="h4" id={waitingId}>
            {text.waitingTitle}
          </Heading>
          <PositionList aria-labelledby={waitingId}>
            {PARTY_SIDES.map((side) => {
              const position = guid.initialPosition[side];
              return (
                <PositionItem key={side}>
                  <SideIcon side={side} size="sm" aria-hidden="true" />
                  <PositionSide>{side === 'A' ? text.sideA : text.sideB}</PositionSide>
                  <Badge tone={position === null ? 'neutral' : 'success'}>{position === null ? text.waiting : text.received}</Badge>
                  {position ? <PositionText dir="auto">{position}</PositionText> : null}
                </PositionItem>
              );
            })}
          </PositionList>
          {audience}
        </>
      ) : (
        <>
          <Heading as="h4">{text.initialPositions}</Heading>
          <Muted>{guide.content.initialPositionsIntro}</Muted>
          {audience}
        </>
      );
    case 'stages':
      return <StagesStep guide={guide} text={text} typeName={typeName} scrollRef={scrollRef} />;
    case 'summary':
      return (
        <TextAreaField
          dir="auto"
          label={text.summary}
          value={guid.summary}
          rows={5}
          hint={text.summaryHint}
          onChange={(event) => guide.setSummary(event.target.value)}
        />
      );
    default:
      return step.guideStage satisfies never;
  }
}

function StagesStep({ guide, text, typeName, scrollRef }: PartProps & { typeName: string; scrollRef: RefObject<HTMLDivElement | null> }) {
  const type = guidedTypeAt(guide.state.guide.guideType);
  // Each new card (the process and instructions, then every stage card) is brought into view: the mediator
  // reads what Next will send before pressing it. 'nearest' moves the list the least. A card taller than
  // the guide's view (the process and instructions beside open notes) keeps what Next sends in view, its
  // first line first, and lets the card's own heading scroll away.
  const cardRef = useRef<HTMLElement>(null);
  const firstSentRef = useRef<HTMLDivElement>(null);
  const lastSentRef = useRef<HTMLDivElement>(null);
  const cardKey = guide.currentCard?.card.text ?? guide.state.guide.subStage;
  useEffect(() => {
    const bringIntoView = () => {
      for (const part of [cardRef, lastSentRef, firstSentRef]) part.current?.scrollIntoView?.({ block: 'nearest' });
    };
    bringIntoView();
    // The guide's view changes height (opened wide or docked again, the window, a panel below it), and the
    // browser may reset its scroll on the way: the card is brought back.
    const view = scrollRef.current;
    if (!view || typeof ResizeObserver === 'undefined') return;
    let height = view.clientHeight;
    const observer = new ResizeObserver(() => {
      if (view.clientHeight === height) return;
      height = view.clientHeight;
      bringIntoView();
    });
    observer.observe(view);
    return () => observer.disconnect();
  }, [cardKey, scrollRef]);
  if (!type) return null;
  const typeContent = guide.content.types[type];
  const card = guide.currentCard;
  const stages = typeContent.stages.slice(0, GUIDE_STAGE_COUNT);
  return (
    <>
      <Stepper
        aria-label={fill(text.stagesProgress, { type: typeName })}
        steps={stages.map((stage) => stage.name)}
        currentStep={card?.stageIndex ?? 0}
      />
      {guide.state.guide.subStage === STAGES_INTRO || !card ? (
        <Card ref={cardRef} title={text.introTitle} description={fill(text.introHint, { type: typeName })} headingLevel={4}>
          <CardSection ref={firstSentRef}>
            <CardHeading as="h5">{typeContent.process.title}</CardHeading>
            <Text>{typeContent.process.text}</Text>
          </CardSection>
          <CardSection ref={lastSentRef}>
            <CardHeading as="h5">{typeContent.instructions.title}</CardHeading>
            <Text>{typeContent.instructions.text}</Text>
          </CardSection>
        </Card>
      ) : (
        <Card
          ref={cardRef}
          title={fill(text.stageOf, { number: card.stageIndex + 1, count: stages.length, name: stages[card.stageIndex]?.name ?? '' })}
          description={fill(text.cardOf, { number: card.substageIndex + 1, count: card.substageCount })}
          headingLevel={4}
        >
          <CardSection ref={firstSentRef}>
            <CardHeading as="h5">{card.card.title}</CardHeading>
            <Text>{card.card.text}</Text>
          </CardSection>
          <CardSection>
            <Muted>{text.cardHint}</Muted>
          </CardSection>
        </Card>
      )}
    </>
  );
}
