import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGREEMENT_QUESTION } from '@mediation/protocol';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { defaultGuideContent } from '../content/defaultContent';
import { guidedExt } from '../content/messages';
import { GuidedMessage } from './GuidedMessage';

const bargaining = defaultGuideContent.types.Bargaining;
const offers = bargaining.stages[1]?.substages[0] ?? { title: '', text: '' };

const meta = {
  title: 'Guide/GuidedMessage',
  component: GuidedMessage,
  args: { ext: guidedExt.stageCard('Bargaining', 1, offers), children: offers.text },
  argTypes: { ext: { control: 'object' }, content: { control: false } },
} satisfies Meta<typeof GuidedMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bargaining · Stage 2 of 5: Offers')).toBeVisible();
    await expect(canvas.getByText('First offers')).toBeVisible();
  },
};

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.size.dialog.md};
`;

/** Every kind of guided message, as a conversation shows them; the last names stage 7 and shows nothing. */
export const EveryKind: Story = {
  render: () => (
    <Column>
      <GuidedMessage ext={guidedExt.greeting()}>{defaultGuideContent.greeting}</GuidedMessage>
      <GuidedMessage ext={guidedExt.instructions(defaultGuideContent.generalInstructions)}>
        {defaultGuideContent.generalInstructions.text}
      </GuidedMessage>
      <GuidedMessage ext={guidedExt.initialPosition()}>We want the fence repaired this spring and the cost shared equally.</GuidedMessage>
      <GuidedMessage ext={guidedExt.process('Bargaining', bargaining.process)}>{bargaining.process.text}</GuidedMessage>
      <GuidedMessage ext={guidedExt.summary()}>
        I am glad that we reached understandings. Let me summarize: the fence is repaired in April.
      </GuidedMessage>
      <GuidedMessage ext={guidedExt.agreement()}>{AGREEMENT_QUESTION}</GuidedMessage>
      <GuidedMessage ext={{ type: 'Bargaining', stage: 7, title: 'Out of range' }}>This text is never shown.</GuidedMessage>
    </Column>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome')).toBeVisible();
    await expect(canvas.getByText('Bargaining · How it runs')).toBeVisible();
    await expect(canvas.getByText('Summary')).toBeVisible();
    await expect(canvas.queryByText('This text is never shown.')).toBeNull();
  },
};

/**
 * In Hebrew, right to left: a card the mediator sent in English shows in the reader's language; its stage,
 * title and text are the guide's own, so they come from the Hebrew catalog (other text stays as written).
 */
export const RightToLeft: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('הצעות ראשונות')).toBeVisible();
  },
};
