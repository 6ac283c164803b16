import { BARRIERS, GUIDE_STAGE_COUNT, GUIDE_TYPES, stageReached, stageReachedText } from '@mediation/protocol';
import { describe, expect, it } from 'vitest';
import { guidedTypeAt, stageCardsOf } from './cards';
import { defaultBarrierAdvice } from './defaultBarriers';
import { defaultGuideContent } from './defaultContent';
import { describeGuidedMessage, guidedExt, guidedMessageGroups, instructionsText } from './messages';

describe('stage reached by a whole run', () => {
  it.each([
    [1, 'Bargaining', 'Agreement'],
    [2, 'Problem Solving', undefined],
    [3, 'Inventive', undefined],
  ] as const)('type %i (%s): every stage card sent ends at its last stage, %s, as 5 of 5', (typeIndex, type, lastName) => {
    const cards = stageCardsOf(defaultGuideContent, typeIndex);
    const last = cards.at(-1)!;
    const name = defaultGuideContent.types[type].stages[last.stageIndex]!.name;
    if (lastName) expect(name).toBe(lastName);
    const sent = cards.map((card) => guidedExt.stageCard(type, card.stageIndex, card.card));
    expect(stageReached([guidedExt.greeting(), ...sent, guidedExt.summary()])).toEqual({
      type,
      stage: GUIDE_STAGE_COUNT,
      of: GUIDE_STAGE_COUNT,
    });
    expect(stageReachedText(stageReached(sent)!.stage)).toBe('Stage 5 of 5');
    // Halfway through: the stage of the latest card.
    const half = sent.slice(0, cards.findIndex((card) => card.stageIndex === 2) + 1);
    expect(stageReached(half)?.stage).toBe(3);
  });
});

describe('default content', () => {
  it('gives each of the three types five stages, each with at least one card', () => {
    for (const type of ['Bargaining', 'Problem Solving', 'Inventive'] as const) {
      const { stages, process, instructions } = defaultGuideContent.types[type];
      expect(stages).toHaveLength(GUIDE_STAGE_COUNT);
      for (const stage of stages) {
        expect(stage.name.length).toBeGreaterThan(0);
        expect(stage.substages.length).toBeGreaterThan(0);
        for (const card of stage.substages) expect(card.title.length * card.text.length).toBeGreaterThan(0);
      }
      expect(process.text.length * instructions.text.length).toBeGreaterThan(0);
    }
  });

  it('advises on each of the ten barriers of the spec, in order', () => {
    expect(defaultBarrierAdvice.map((advice) => advice.barrier)).toEqual([...BARRIERS]);
    for (const advice of defaultBarrierAdvice) expect(advice.responses.length).toBeGreaterThan(0);
  });

  it('puts the three discussion rules after the general instructions', () => {
    const text = instructionsText(defaultGuideContent);
    expect(text.startsWith(defaultGuideContent.generalInstructions.text)).toBe(true);
    expect(text).toMatch(/Respect:.*\n.*Practical:.*\n.*Concise: at most three sentences a comment/);
  });
});

describe('stage cards', () => {
  it('flattens the stages of a type in order and has none for None or an index outside the list', () => {
    const cards = stageCardsOf(defaultGuideContent, GUIDE_TYPES.indexOf('Bargaining'));
    expect(cards[0]).toMatchObject({ stageIndex: 0, substageIndex: 0, card: { title: 'Opening statements' } });
    expect(cards.at(-1)).toMatchObject({ stageIndex: 4, card: { title: 'Closing the agreement' } });
    expect(stageCardsOf(defaultGuideContent, 0)).toEqual([]);
    expect(stageCardsOf(defaultGuideContent, -1)).toEqual([]);
    expect(stageCardsOf(defaultGuideContent, 4)).toEqual([]);
    expect(guidedTypeAt(3)).toBe('Inventive');
  });
});

describe('describeGuidedMessage', () => {
  it('names the stage of a stage card', () => {
    const card = { title: 'First offers', text: '...' };
    expect(describeGuidedMessage(guidedExt.stageCard('Bargaining', 1, card), defaultGuideContent)).toEqual({
      kind: 'stage',
      type: 'Bargaining',
      stageIndex: 1,
      stageName: 'Offers',
      title: 'First offers',
    });
  });

  it('shows nothing for a stage index out of range', () => {
    expect(describeGuidedMessage({ type: 'Inventive', stage: 5 }, defaultGuideContent)).toBeNull();
    expect(describeGuidedMessage({ type: 'Inventive', stage: -1 }, defaultGuideContent)).toBeNull();
    expect(describeGuidedMessage({ type: 'guided', stage: 2 }, defaultGuideContent)).toBeNull();
    expect(describeGuidedMessage(null, defaultGuideContent)).toBeNull();
  });

  it('tells the other guided messages apart', () => {
    expect(describeGuidedMessage(guidedExt.summary(), defaultGuideContent)?.kind).toBe('summary');
    expect(describeGuidedMessage(guidedExt.greeting(), defaultGuideContent)?.kind).toBe('greeting');
    expect(describeGuidedMessage(guidedExt.instructions({ title: 'How we will work', text: '' }), defaultGuideContent)).toEqual({
      kind: 'instructions',
      title: 'How we will work',
    });
    expect(describeGuidedMessage(guidedExt.process('Inventive', { title: 'How', text: '' }), defaultGuideContent)?.kind).toBe('process');
  });
});

describe('guidedMessageGroups', () => {
  const card = { title: 'First offers', text: 'Please each make a first offer.' };

  it('sends every guided message to the joint group while shuttle mode is off', () => {
    for (const ext of [guidedExt.greeting(), guidedExt.stageCard('Bargaining', 1, card), guidedExt.summary(), guidedExt.agreement()]) {
      expect(guidedMessageGroups(ext, false)).toEqual(['M']);
    }
  });

  it("in shuttle mode sends the questions (stage cards, 'Do you accept the agreement?') to each party's own group", () => {
    expect(guidedMessageGroups(guidedExt.agreement(), true)).toEqual(['A', 'B']);
    expect(guidedMessageGroups(guidedExt.stageCard('Problem Solving', 0, card), true)).toEqual(['A', 'B']);
  });

  it('in shuttle mode keeps what asks for no answer in the joint group, which everyone reads', () => {
    const instructions = { title: 'How we will work', text: '' };
    for (const ext of [
      guidedExt.greeting(),
      guidedExt.instructions(instructions),
      guidedExt.process('Inventive', card),
      guidedExt.typeInstructions(card),
      guidedExt.summary(),
    ]) {
      expect(guidedMessageGroups(ext, true)).toEqual(['M']);
    }
  });
});
