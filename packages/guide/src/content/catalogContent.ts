import { useMemo } from 'react';
import { useGuideContentText, type GuideContentTranslate } from './i18n';
import type { BarrierAdviceEntry, GuideContent } from './types';

/** The guided negotiation's text from the catalog (each key written out, so the catalog test finds it). */
export function guideContentOf(t: GuideContentTranslate): GuideContent {
  return {
    greeting: t('content.greeting'),
    generalInstructions: { title: t('content.generalInstructions.title'), text: t('content.generalInstructions.text') },
    discussionRules: {
      title: t('content.discussionRules.title'),
      text: t('content.discussionRules.text'),
      rules: [t('content.discussionRules.rule1'), t('content.discussionRules.rule2'), t('content.discussionRules.rule3')],
    },
    initialPositionsIntro: t('content.initialPositionsIntro'),
    summary: t('content.summary'),
    agreementQuestion: t('content.agreementQuestion'),
    types: {
      Bargaining: {
        summary: t('content.bargaining.summary'),
        process: { title: t('content.bargaining.process.title'), text: t('content.bargaining.process.text') },
        instructions: { title: t('content.bargaining.instructions.title'), text: t('content.bargaining.instructions.text') },
        stages: [
          {
            name: t('content.bargaining.stage1.name'),
            substages: [
              { title: t('content.bargaining.stage1.card1.title'), text: t('content.bargaining.stage1.card1.text') },
              { title: t('content.bargaining.stage1.card2.title'), text: t('content.bargaining.stage1.card2.text') },
            ],
          },
          {
            name: t('content.bargaining.stage2.name'),
            substages: [
              { title: t('content.bargaining.stage2.card1.title'), text: t('content.bargaining.stage2.card1.text') },
              { title: t('content.bargaining.stage2.card2.title'), text: t('content.bargaining.stage2.card2.text') },
            ],
          },
          {
            name: t('content.bargaining.stage3.name'),
            substages: [
              { title: t('content.bargaining.stage3.card1.title'), text: t('content.bargaining.stage3.card1.text') },
              { title: t('content.bargaining.stage3.card2.title'), text: t('content.bargaining.stage3.card2.text') },
            ],
          },
          {
            name: t('content.bargaining.stage4.name'),
            substages: [{ title: t('content.bargaining.stage4.card1.title'), text: t('content.bargaining.stage4.card1.text') }],
          },
          {
            name: t('content.bargaining.stage5.name'),
            substages: [
              { title: t('content.bargaining.stage5.card1.title'), text: t('content.bargaining.stage5.card1.text') },
              { title: t('content.bargaining.stage5.card2.title'), text: t('content.bargaining.stage5.card2.text') },
            ],
          },
        ],
      },
      'Problem Solving': {
        summary: t('content.problemSolving.summary'),
        process: { title: t('content.problemSolving.process.title'), text: t('content.problemSolving.process.text') },
        instructions: { title: t('content.problemSolving.instructions.title'), text: t('content.problemSolving.instructions.text') },
        stages: [
          {
            name: t('content.problemSolving.stage1.name'),
            substages: [
              { title: t('content.problemSolving.stage1.card1.title'), text: t('content.problemSolving.stage1.card1.text') },
              { title: t('content.problemSolving.stage1.card2.title'), text: t('content.problemSolving.stage1.card2.text') },
            ],
          },
          {
            name: t('content.problemSolving.stage2.name'),
            substages: [
              { title: t('content.problemSolving.stage2.card1.title'), text: t('content.problemSolving.stage2.card1.text') },
              { title: t('content.problemSolving.stage2.card2.title'), text: t('content.problemSolving.stage2.card2.text') },
            ],
          },
          {
            name: t('content.problemSolving.stage3.name'),
            substages: [
              { title: t('content.problemSolving.stage3.card1.title'), text: t('content.problemSolving.stage3.card1.text') },
              { title: t('content.problemSolving.stage3.card2.title'), text: t('content.problemSolving.stage3.card2.text') },
            ],
          },
          {
            name: t('content.problemSolving.stage4.name'),
            substages: [
              { title: t('content.problemSolving.stage4.card1.title'), text: t('content.problemSolving.stage4.card1.text') },
              { title: t('content.problemSolving.stage4.card2.title'), text: t('content.problemSolving.stage4.card2.text') },
            ],
          },
          {
            name: t('content.problemSolving.stage5.name'),
            substages: [
              { title: t('content.problemSolving.stage5.card1.title'), text: t('content.problemSolving.stage5.card1.text') },
              { title: t('content.problemSolving.stage5.card2.title'), text: t('content.problemSolving.stage5.card2.text') },
            ],
          },
        ],
      },
      Inventive: {
        summary: t('content.inventive.summary'),
        process: { title: t('content.inventive.process.title'), text: t('content.inventive.process.text') },
        instructions: { title: t('content.inventive.instructions.title'), text: t('content.inventive.instructions.text') },
        stages: [
          {
            name: t('content.inventive.stage1.name'),
            substages: [{ title: t('content.inventive.stage1.card1.title'), text: t('content.inventive.stage1.card1.text') }],
          },
          {
            name: t('content.inventive.stage2.name'),
            substages: [
              { title: t('content.inventive.stage2.card1.title'), text: t('content.inventive.stage2.card1.text') },
              { title: t('content.inventive.stage2.card2.title'), text: t('content.inventive.stage2.card2.text') },
            ],
          },
          {
            name: t('content.inventive.stage3.name'),
            substages: [{ title: t('content.inventive.stage3.card1.title'), text: t('content.inventive.stage3.card1.text') }],
          },
          {
            name: t('content.inventive.stage4.name'),
            substages: [
              { title: t('content.inventive.stage4.card1.title'), text: t('content.inventive.stage4.card1.text') },
              { title: t('content.inventive.stage4.card2.title'), text: t('content.inventive.stage4.card2.text') },
            ],
          },
          {
            name: t('content.inventive.stage5.name'),
            substages: [{ title: t('content.inventive.stage5.card1.title'), text: t('content.inventive.stage5.card1.text') }],
          },
        ],
      },
    },
  };
}

/** The ten barriers of the Recommendation panel from the catalog, in the spec's order. */
export function barrierAdviceOf(t: GuideContentTranslate): readonly BarrierAdviceEntry[] {
  return [
    {
      barrier: 'Nonnegotiable problem',
      name: t('barrierAdvice.barrier1.name'),
      signs: t('barrierAdvice.barrier1.signs'),
      responses: [t('barrierAdvice.barrier1.response1'), t('barrierAdvice.barrier1.response2'), t('barrierAdvice.barrier1.response3')],
    },
    {
      barrier: 'The fixed pie fallacy',
      name: t('barrierAdvice.barrier2.name'),
      signs: t('barrierAdvice.barrier2.signs'),
      responses: [t('barrierAdvice.barrier2.response1'), t('barrierAdvice.barrier2.response2'), t('barrierAdvice.barrier2.response3')],
    },
    {
      barrier: 'Arguing about the past',
      name: t('barrierAdvice.barrier3.name'),
      signs: t('barrierAdvice.barrier3.signs'),
      responses: [t('barrierAdvice.barrier3.response1'), t('barrierAdvice.barrier3.response2'), t('barrierAdvice.barrier3.response3')],
    },
    {
      barrier: 'Provocations',
      name: t('barrierAdvice.barrier4.name'),
      signs: t('barrierAdvice.barrier4.signs'),
      responses: [t('barrierAdvice.barrier4.response1'), t('barrierAdvice.barrier4.response2'), t('barrierAdvice.barrier4.response3')],
    },
    {
      barrier: 'Lack of Trust',
      name: t('barrierAdvice.barrier5.name'),
      signs: t('barrierAdvice.barrier5.signs'),
      responses: [t('barrierAdvice.barrier5.response1'), t('barrierAdvice.barrier5.response2'), t('barrierAdvice.barrier5.response3')],
    },
    {
      barrier: 'Search for Justice',
      name: t('barrierAdvice.barrier6.name'),
      signs: t('barrierAdvice.barrier6.signs'),
      responses: [t('barrierAdvice.barrier6.response1'), t('barrierAdvice.barrier6.response2'), t('barrierAdvice.barrier6.response3')],
    },
    {
      barrier: 'Automatic Negative Reactions',
      name: t('barrierAdvice.barrier7.name'),
      signs: t('barrierAdvice.barrier7.signs'),
      responses: [t('barrierAdvice.barrier7.response1'), t('barrierAdvice.barrier7.response2'), t('barrierAdvice.barrier7.response3')],
    },
    {
      barrier: 'Internal sabotage',
      name: t('barrierAdvice.barrier8.name'),
      signs: t('barrierAdvice.barrier8.signs'),
      responses: [t('barrierAdvice.barrier8.response1'), t('barrierAdvice.barrier8.response2'), t('barrierAdvice.barrier8.response3')],
    },
    {
      barrier: 'The wrong players',
      name: t('barrierAdvice.barrier9.name'),
      signs: t('barrierAdvice.barrier9.signs'),
      responses: [t('barrierAdvice.barrier9.response1'), t('barrierAdvice.barrier9.response2'), t('barrierAdvice.barrier9.response3')],
    },
    {
      barrier: 'Hidden motivation',
      name: t('barrierAdvice.barrier10.name'),
      signs: t('barrierAdvice.barrier10.signs'),
      responses: [t('barrierAdvice.barrier10.response1'), t('barrierAdvice.barrier10.response2'), t('barrierAdvice.barrier10.response3')],
    },
  ];
}

/** The guided negotiation's text in the language in use. */
export function useGuideContent(): GuideContent {
  const t = useGuideContentText();
  return useMemo(() => guideContentOf(t), [t]);
}

/** The barriers' advice in the language in use. */
export function useBarrierAdvice(): readonly BarrierAdviceEntry[] {
  const t = useGuideContentText();
  return useMemo(() => barrierAdviceOf(t), [t]);
}
