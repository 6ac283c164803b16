import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGREEMENT_QUESTION } from '@mediation/protocol';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { defaultGuideContent } from '../content/defaultContent';
import { instructionsText } from '../content/messages';
import { guideStateAt } from '../internal/fixtures';
import { withInitialPosition } from '../internal/storedGuide';
import { phoneGlobals, phoneParameters } from '../internal/storyViewports';
import { createManualClock } from '../state/clock';
import type { ManualClock } from '../state/clock';
import { GuidePanelDemo } from './GuidePanelDemo';
import type { GuidePanelLabels } from './labels';

// Each story gets a fresh manual clock: the 0.8 s, 0.3 s and 0.5 s delays pass only when a play function says so.
let clock: ManualClock = createManualClock();

const bargaining = defaultGuideContent.types.Bargaining;
const positionA = 'We want the fence repaired this spring and the cost shared equally.';
const positionB = 'We agree to a repair, but the old fence was already failing before the storm.';

const meta = {
  title: 'Guide/GuidePanel',
  component: GuidePanelDemo,
  args: {
    clock,
    defaultOpen: true,
    onSendGuidedMessage: fn(),
    onRequestInitialPositions: fn(),
    onProgress: fn(),
    onStop: fn(),
    onOpenChange: fn(),
  },
  argTypes: { clock: { table: { disable: true } }, initialProgress: { control: false }, content: { control: false } },
  beforeEach: () => {
    clock = createManualClock();
  },
  render: (args) => <GuidePanelDemo {...args} clock={clock} />,
} satisfies Meta<typeof GuidePanelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Moves the story's clock and lets React render what fell due. */
async function advance(ms: number) {
  clock.advance(ms);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Waits for a toast and closes it, so that no toast's own timer decides what a screenshot shows. */
async function dismissToast(title: string) {
  const toast = (await screen.findByText(title)).closest<HTMLElement>('[role="status"]');
  await expect(toast).not.toBeNull();
  await userEvent.click(within(toast as HTMLElement).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByText(title)).toBeNull());
}

export const Default: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Guided negotiation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('combobox', { name: 'Negotiation type' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // Bargaining is chosen by default.
    await expect(canvas.getByRole('combobox', { name: 'Negotiation type' })).toHaveDisplayValue('Bargaining');
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeEnabled();
  },
};

export const Playground: Story = {};

export const NoneChosen: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Negotiation type' }), 'None');
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeDisabled();
    await expect(canvas.getByText('Choose a negotiation type to start.')).toBeVisible();
  },
};

export const Greeting: Story = {
  args: { initialProgress: guideStateAt('greeting') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Greeting' })).toHaveValue(defaultGuideContent.greeting);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSendGuidedMessage).toHaveBeenCalledTimes(1);
    await expect(args.onSendGuidedMessage).toHaveBeenCalledWith(defaultGuideContent.greeting, { type: 'guided', stage: 'greeting' });
    // The general instructions wait 0.8 s.
    await advance(799);
    await expect(args.onSendGuidedMessage).toHaveBeenCalledTimes(1);
    await advance(1);
    await expect(args.onSendGuidedMessage).toHaveBeenLastCalledWith(
      instructionsText(defaultGuideContent),
      expect.objectContaining({ type: 'instraction' }),
    );
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Initial positions' })).toBeVisible());
  },
};

export const InitialPositions: Story = {
  args: { initialProgress: guideStateAt('initialPositions') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onRequestInitialPositions).toHaveBeenCalledTimes(1);
    const items = within(canvas.getByRole('list', { name: 'Waiting for the initial positions' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Side AWaiting');
    await expect(items[1]).toHaveTextContent('Side BWaiting');
    await expect(canvas.getByRole('button', { name: 'Continue Anyway' })).toBeVisible();
  },
};

export const WaitingOneReceived: Story = {
  args: { initialProgress: guideStateAt('waitingOneReceived') },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Waiting for the initial positions' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Received');
    await expect(items[0]).toHaveTextContent(positionA);
    await expect(items[1]).toHaveTextContent('Waiting');
    await expect(canvas.getByRole('button', { name: 'Continue Anyway' })).toBeVisible();
  },
};

export const StagesIntro: Story = {
  args: { initialProgress: guideStateAt('stagesIntro') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Process and instructions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSendGuidedMessage).toHaveBeenCalledWith(bargaining.process.text, {
      type: 'Bargaining',
      stage: 'process',
      title: bargaining.process.title,
    });
    await advance(299);
    await expect(args.onSendGuidedMessage).toHaveBeenCalledTimes(1);
    await advance(1);
    await expect(args.onSendGuidedMessage).toHaveBeenLastCalledWith(
      bargaining.instructions.text,
      expect.objectContaining({ type: 'instraction' }),
    );
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Stage 1 of 5: Openings' })).toBeVisible());
  },
};

export const StageCard: Story = {
  args: { initialProgress: guideStateAt('stageCard') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Stage 2 of 5: Offers' })).toBeVisible();
    const stages = canvas.getByRole('list', { name: 'Bargaining stages' });
    await expect(within(stages).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: 'Jump to Agreement' }));
    await expect(canvas.getByRole('heading', { name: 'Stage 5 of 5: Agreement' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Closing the agreement' })).toBeVisible();
    // Nothing is sent by jumping, and on the last card there is nowhere left to jump.
    await expect(args.onSendGuidedMessage).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Jump to Agreement' })).toBeNull();
  },
};

export const SummaryConfirmation: Story = {
  args: { initialProgress: guideStateAt('summary') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Summary' })).toHaveValue(
      'I am glad that we reached understandings. Let me summarize: ...',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Summary' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit Summary' });
    await expect(dialog).toHaveTextContent('ends the guided negotiation and sends it to the other parties');
    await expect(args.onSendGuidedMessage).not.toHaveBeenCalled();
  },
};

export const ProblemSolving: Story = {
  args: { initialProgress: guideStateAt('stageCard', 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Stage 2 of 5: Interests' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Problem Solving stages' })).toBeVisible();
  },
};

/** The whole Bargaining negotiation, from the greeting to 'Do you accept the agreement?'. */
export const WholeBargainingNegotiation: Story = {
  args: {
    defaultOpen: false,
    partyAnswers: { A: { text: positionA, afterMs: 2000 }, B: { text: positionB, afterMs: 5000 } },
  },
  play: async ({ canvas, args }) => {
    const send = args.onSendGuidedMessage;
    await userEvent.click(canvas.getByRole('button', { name: 'Guided negotiation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(args.onProgress).toHaveBeenLastCalledWith(expect.objectContaining({ stageIdx: 1 }));

    // 1. Greeting, then the general instructions 0.8 s later.
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Greeting' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Greeting' }), 'Good morning, Dana and Yossi.');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(send).toHaveBeenLastCalledWith('Good morning, Dana and Yossi.', { type: 'guided', stage: 'greeting' });
    await advance(800);
    await expect(send).toHaveBeenCalledTimes(2);

    // 2. Initial positions: both parties are asked, and answer while the mediator waits.
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expect(args.onRequestInitialPositions).toHaveBeenCalledTimes(1);
    await advance(2000);
    await dismissToast('Initial Position Received from A');
    await expect(canvas.getByRole('button', { name: 'Continue Anyway' })).toBeVisible();
    await advance(3000);
    await dismissToast('Initial Position Received from B');
    await waitFor(() => expect(canvas.getAllByText('Received')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));

    // 3. The five stages: process and instruction cards, then one card per Next.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await advance(300);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Stage 1 of 5: Openings' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(send).toHaveBeenLastCalledWith(bargaining.stages[0]?.substages[0]?.text, {
      type: 'Bargaining',
      stage: 0,
      title: 'Opening statements',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('heading', { name: 'Stage 2 of 5: Offers' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Jump to Agreement' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(send).toHaveBeenLastCalledWith(
      bargaining.stages[4]?.substages[1]?.text,
      expect.objectContaining({ type: 'Bargaining', stage: 4 }),
    );

    // 4. The summary, its confirmation, then the agreement question 0.5 s later.
    const summary = canvas.getByRole('textbox', { name: 'Summary' });
    await userEvent.type(summary, ' The fence is repaired in April and you share the cost equally.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Summary' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit Summary' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(send).toHaveBeenLastCalledWith(
      'I am glad that we reached understandings. Let me summarize: ... The fence is repaired in April and you share the cost equally.',
      { type: 'guided', stage: 'summary' },
    );
    await expect(args.onStop).not.toHaveBeenCalled();
    await advance(500);
    await expect(send).toHaveBeenLastCalledWith(AGREEMENT_QUESTION, { type: 'guided', stage: 'agreement' });
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    // The negotiation stopped: back to the type selector, which takes the focus.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Start' })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Negotiation type' })).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

const hebrewLabels: Partial<GuidePanelLabels> = {
  toggle: 'משא ומתן מונחה',
  type: 'סוג המשא ומתן',
  typeNames: ['ללא', 'מיקוח', 'פתרון בעיות', 'יצירתי'],
  steps: ['פתיחה', 'עמדות פתיחה', 'שלבים', 'סיכום'],
  progress: 'התקדמות המשא ומתן',
  stop: 'עצירה',
  next: 'הבא',
  continueAnyway: 'המשך בכל זאת',
  waitingTitle: 'ממתינים לעמדות הפתיחה',
  sideA: 'צד א',
  sideB: 'צד ב',
  received: 'התקבלה',
  waiting: 'ממתין',
  receivedToast: 'התקבלה עמדת פתיחה מצד {side}',
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    labels: hebrewLabels,
    initialProgress: withInitialPosition(guideStateAt('waiting'), 'A', 'אנחנו רוצים לתקן את הגדר באביב ולחלוק את העלות שווה בשווה.'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'משא ומתן מונחה' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'המשך בכל זאת' })).toBeVisible();
  },
};

export const MobileWidth: Story = {
  parameters: phoneParameters,
  globals: phoneGlobals,
  args: { initialProgress: guideStateAt('stageCard') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Jump to Agreement' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};
