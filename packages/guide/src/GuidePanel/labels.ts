/** The panel toggle's text, which also names the panel. */
export const GUIDE_PANEL_TOGGLE = 'Guided negotiation';

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
  /** Toast when a party's position arrives; `{side}` is A or B. @default 'Initial Position Received from {side}' */
  receivedToast: string;
}

export const defaultGuidePanelLabels: GuidePanelLabels = {
  toggle: GUIDE_PANEL_TOGGLE,
  type: 'Negotiation type',
  typeNames: ['None', 'Bargaining', 'Problem Solving', 'Inventive'],
  noneHint: 'Choose a negotiation type to start.',
  start: 'Start',
  stop: 'Stop',
  stopTitle: 'Stop guided negotiation',
  stopDescription: 'Stop this guided negotiation? Its progress, stage and initial positions are reset; the messages already sent stay.',
  next: 'Next',
  continueAnyway: 'Continue Anyway',
  jumpToAgreement: 'Jump to Agreement',
  submitSummary: 'Submit Summary',
  steps: ['Greeting', 'Initial positions', 'Stages', 'Summary'],
  progress: 'Guided negotiation progress',
  stagesProgress: '{type} stages',
  greeting: 'Greeting',
  greetingHint: 'Next sends your greeting to both parties; the general instructions and discussion rules follow.',
  initialPositions: 'Initial positions',
  waitingTitle: 'Waiting for the initial positions',
  sideA: 'Side A',
  sideB: 'Side B',
  received: 'Received',
  waiting: 'Waiting',
  introTitle: 'Process and instructions',
  introHint: 'Next sends how a {type} negotiation runs and what you ask of the parties.',
  stageOf: 'Stage {number} of {count}: {name}',
  cardOf: 'Card {number} of {count} in this stage',
  cardHint: 'Read it aloud in your own words, or press Next to send it to both parties.',
  summary: 'Summary',
  summaryHint: 'Write what the parties agreed on. They will be asked whether they accept it.',
  confirmTitle: 'Submit Summary',
  confirmDescription: 'Submitting the summary ends the guided negotiation and sends it to the other parties.',
  cancel: 'Cancel',
  confirm: 'Continue',
  sending: 'Sending',
  receivedToast: 'Initial Position Received from {side}',
};
