import { useMemo } from 'react';
import { template, useGuideText, type GuideTranslate } from '../internal/i18n';
import { useGuidePanelToggle } from '../GuidePanelFrame/i18n';

export interface GuidePanelLabels {
  /** The button that expands and collapses the panel. @default 'Guided negotiation' */
  toggle: string;
  /** The type selector's label. @default 'Negotiation type' */
  type: string;
  /** Names of the types by index: None, Bargaining, Problem Solving, Inventive. */
  typeNames: readonly [string, string, string, string];
  /** Hint while None is chosen. @default 'Choose a negotiation type to start.' */
  noneHint: string;
  start: string;
  stop: string;
  /** Title of the dialog Stop opens. @default 'Stop guided negotiation' */
  stopTitle: string;
  /** Its sentence. */
  stopDescription: string;
  next: string;
  continueAnyway: string;
  jumpToAgreement: string;
  submitSummary: string;
  /** Names of the four steps for the stepper. */
  steps: readonly [string, string, string, string];
  /** Accessible name of the steps' stepper. @default 'Guided negotiation progress' */
  progress: string;
  /** Accessible name of the five stages' stepper; `{type}` is the type's name. @default '{type} stages' */
  stagesProgress: string;
  /** Label of the greeting editor. @default 'Greeting' */
  greeting: string;
  greetingHint: string;
  /** Heading of the initial-position step before the request. @default 'Initial positions' */
  initialPositions: string;
  /** Where the positions go without shuttle mode: into the joint group. */
  positionsJoint: string;
  /** Where the positions go in shuttle mode: each into its side's private group. */
  positionsShuttle: string;
  /** Heading of the waiting view. @default 'Waiting for the initial positions' */
  waitingTitle: string;
  sideA: string;
  sideB: string;
  received: string;
  waiting: string;
  /** Heading of the card shown before the first stage. @default 'Process and instructions' */
  introTitle: string;
  /** Line under it; `{type}` is the type's name. */
  introHint: string;
  /** Heading of a stage card. @default 'Stage {number} of {count}: {name}' */
  stageOf: string;
  /** Position of a card within its stage. @default 'Card {number} of {count} in this stage' */
  cardOf: string;
  /** Line under a stage card. */
  cardHint: string;
  /** Label of the summary editor. @default 'Summary' */
  summary: string;
  summaryHint: string;
  /** Title of the confirmation dialog. @default 'Submit Summary' */
  confirmTitle: string;
  confirmDescription: string;
  cancel: string;
  confirm: string;
  /** Announced while a follow-up message waits to be sent. @default 'Sending' */
  sending: string;
  /** Toast when a party's position arrives; `{side}` is A or B. @default 'Initial Position Received from {side}' (the catalog's names the side) */
  receivedToast: string;
}

/** The panel's strings from the catalog but the toggle's (the frame's own); `{name}` placeholders stay for `fill`. */
function guidePanelLabelsOf(t: GuideTranslate): Omit<GuidePanelLabels, 'toggle'> {
  return {
    type: t('guidePanel.type'),
    typeNames: [t('guidePanel.typeNames1'), t('guidePanel.typeNames2'), t('guidePanel.typeNames3'), t('guidePanel.typeNames4')],
    noneHint: t('guidePanel.noneHint'),
    start: t('guidePanel.start'),
    stop: t('guidePanel.stop'),
    stopTitle: t('guidePanel.stopTitle'),
    stopDescription: t('guidePanel.stopDescription'),
    next: t('guidePanel.next'),
    continueAnyway: t('guidePanel.continueAnyway'),
    jumpToAgreement: t('guidePanel.jumpToAgreement'),
    submitSummary: t('guidePanel.submitSummary'),
    steps: [t('guidePanel.steps1'), t('guidePanel.steps2'), t('guidePanel.steps3'), t('guidePanel.steps4')],
    progress: t('guidePanel.progress'),
    stagesProgress: template(t, 'guidePanel.stagesProgress'),
    greeting: t('guidePanel.greeting'),
    greetingHint: t('guidePanel.greetingHint'),
    initialPositions: t('guidePanel.initialPositions'),
    positionsJoint: t('guidePanel.positionsJoint'),
    positionsShuttle: t('guidePanel.positionsShuttle'),
    waitingTitle: t('guidePanel.waitingTitle'),
    sideA: t('guidePanel.sideA'),
    sideB: t('guidePanel.sideB'),
    received: t('guidePanel.received'),
    waiting: t('guidePanel.waiting'),
    introTitle: t('guidePanel.introTitle'),
    introHint: template(t, 'guidePanel.introHint'),
    stageOf: template(t, 'guidePanel.stageOf'),
    cardOf: template(t, 'guidePanel.cardOf'),
    cardHint: t('guidePanel.cardHint'),
    summary: t('guidePanel.summary'),
    summaryHint: t('guidePanel.summaryHint'),
    confirmTitle: t('guidePanel.confirmTitle'),
    confirmDescription: t('guidePanel.confirmDescription'),
    cancel: t('guidePanel.cancel'),
    confirm: t('guidePanel.confirm'),
    sending: t('guidePanel.sending'),
    // The panel formats the catalog's message itself (it names the side in the language), unless the caller gives one.
    receivedToast: template(t, 'guidePanel.receivedToast'),
  };
}

/** The panel's strings in the language in use, with the caller's over them. */
export function useGuidePanelLabels(labels?: Partial<GuidePanelLabels>): GuidePanelLabels {
  const t = useGuideText();
  const toggle = useGuidePanelToggle();
  const defaults = useMemo(() => guidePanelLabelsOf(t), [t]);
  return { toggle, ...defaults, ...labels };
}
