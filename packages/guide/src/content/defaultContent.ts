import { AGREEMENT_QUESTION, DEFAULT_SUMMARY } from '@mediation/protocol';
import type { GuideContent } from './types';

/** The English text of the guided negotiation. */
export const defaultGuideContent: GuideContent = {
  greeting:
    'Hello and welcome, both of you. Thank you for coming to try to settle this together. My role is to help you talk and to help you look for an agreement that works for each of you; I do not take sides and I do not decide for you.',
  generalInstructions: {
    title: 'How we will work',
    text: 'We will go step by step. First each of you will write your initial position, then we will go through five short stages together. You can write in the joint group, where everyone reads, or in your own group, where only you and I read. You may ask for a break at any time.',
  },
  discussionRules: {
    title: 'Discussion rules',
    text: 'Three rules help everyone to be heard:',
    rules: [
      'Respect: speak to each other with respect, even when you disagree.',
      'Practical: keep to what can be done from here on.',
      'Concise: at most three sentences a comment, so the other side can answer.',
    ],
  },
  initialPositionsIntro:
    'Next asks both parties to write their initial position. Each one answers privately; you will see here when it arrives.',
  summary: DEFAULT_SUMMARY,
  agreementQuestion: AGREEMENT_QUESTION,
  types: {
    Bargaining: {
      summary: 'Positional negotiation: the parties trade offers and concessions until they meet.',
      process: {
        title: 'How this negotiation will run',
        text: 'We will negotiate in five stages: opening statements, offers and concessions, narrowing the gap, final offers, and the agreement. At each stage I will tell you what we are doing and what I ask of you.',
      },
      instructions: {
        title: 'What I ask of you',
        text: 'Make offers you can stand behind, and explain briefly what each one rests on. When you move, say so; when you cannot move, say why. Nothing is agreed until everything is agreed.',
      },
      stages: [
        {
          name: 'Openings',
          substages: [
            {
              title: 'Opening statements',
              text: 'Each of you, in turn, please say in a few sentences what you want to achieve today and why it matters to you.',
            },
            {
              title: 'Checking what we heard',
              text: 'Before we go on, each of you please repeat in one sentence what you understood the other side wants. Correct each other kindly if something was missed.',
            },
          ],
        },
        {
          name: 'Offers',
          substages: [
            {
              title: 'First offers',
              text: 'Please each make a first offer, with one sentence on what it is based on: a price, a date, a share or a task.',
            },
            {
              title: 'Concessions',
              text: 'Look at the other offer. Which part could you accept, and what would you ask in return? A small step from each of you is often what opens the way.',
            },
          ],
        },
        {
          name: 'Narrowing',
          substages: [
            {
              title: 'Where you already agree',
              text: 'Let us write down what you already agree on, however small. That part is settled and we will not reopen it.',
            },
            {
              title: 'The remaining gap',
              text: 'Now let us name the gap that is left. What would each of you need to close half of it?',
            },
          ],
        },
        {
          name: 'Final offers',
          substages: [
            {
              title: 'Final offers',
              text: 'We are close. Please each make your final offer, and say what you would do if we do not agree today.',
            },
          ],
        },
        {
          name: 'Agreement',
          substages: [
            {
              title: 'Confirming the terms',
              text: 'Let us go through the terms one by one: who does what, by when, and at what cost. Say if anything is unclear.',
            },
            {
              title: 'Closing the agreement',
              text: 'If these terms are right for both of you, I will write a short summary of the agreement for you to confirm.',
            },
          ],
        },
      ],
    },
    'Problem Solving': {
      summary: 'Interest-based negotiation: the parties look behind their positions for options that serve both.',
      process: {
        title: 'How this negotiation will run',
        text: 'We will work as partners on a shared problem, in five stages: defining the problem, the interests behind your positions, options, fair criteria, and commitment.',
      },
      instructions: {
        title: 'What I ask of you',
        text: 'Talk about needs and concerns rather than demands. Listen to understand, not to answer. Treat every idea as a draft until we test it together.',
      },
      stages: [
        {
          name: 'Problem',
          substages: [
            {
              title: 'Defining the problem',
              text: 'Each of you, please describe the problem as you see it, in a few sentences and without blaming anyone.',
            },
            {
              title: 'A shared definition',
              text: 'Let us try to put the problem into one sentence you could both sign, starting with "How can we ..."',
            },
          ],
        },
        {
          name: 'Interests',
          substages: [
            {
              title: 'Interests behind positions',
              text: 'Behind every position there is a reason. What do you need this for? What are you worried might happen?',
            },
            {
              title: 'Shared and different interests',
              text: 'Which of these interests do you share? Which are different but could both be met?',
            },
          ],
        },
        {
          name: 'Options',
          substages: [
            {
              title: 'Creating options',
              text: 'Let us list every option that could meet the interests we named. At this point we list; we do not judge.',
            },
            {
              title: 'Improving options',
              text: 'Pick the options that look most promising. How could each be changed so that it works better for both of you?',
            },
          ],
        },
        {
          name: 'Criteria',
          substages: [
            {
              title: 'Objective criteria',
              text: 'What fair standard could we use to choose: a market price, an expert opinion, a rule, or what is usually done in such cases?',
            },
            {
              title: 'Testing the options',
              text: 'Let us check the best options against the criteria we agreed on. Which one passes?',
            },
          ],
        },
        {
          name: 'Commitment',
          substages: [
            {
              title: 'Commitment',
              text: 'Let us turn the chosen option into concrete steps: who does what, and by when.',
            },
            {
              title: 'If something goes wrong',
              text: 'Agree now how you will talk if a step is missed, so that a small slip does not become a new dispute.',
            },
          ],
        },
      ],
    },
    Inventive: {
      summary: 'Creative negotiation: the parties reframe the dispute and invent solutions neither had in mind.',
      process: {
        title: 'How this negotiation will run',
        text: 'We will look for new solutions together, in five stages: reframing the dispute, brainstorming without judgement, combining ideas, testing them against your interests, and the agreement.',
      },
      instructions: {
        title: 'What I ask of you',
        text: "Be curious and generous with ideas. Unusual ideas are welcome; we will test them later. Build on each other's ideas instead of knocking them down.",
      },
      stages: [
        {
          name: 'Reframing',
          substages: [
            {
              title: 'Reframing the dispute',
              text: 'Let us describe the situation as a challenge you face together rather than a fight between you. What would a good outcome look like a year from now?',
            },
          ],
        },
        {
          name: 'Brainstorming',
          substages: [
            {
              title: 'Brainstorming without judgement',
              text: 'For the next few minutes, please write every idea that comes to mind, even odd ones. Nobody comments on an idea yet.',
            },
            {
              title: 'More ideas',
              text: 'What would someone from outside suggest: a neighbour, a friend, an expert? Add their ideas to the list too.',
            },
          ],
        },
        {
          name: 'Combining',
          substages: [
            {
              title: 'Combining ideas',
              text: 'Look at the list together. Which ideas could be joined or mixed into something better than each alone?',
            },
          ],
        },
        {
          name: 'Testing',
          substages: [
            {
              title: 'Testing against interests',
              text: 'For each combined idea, ask: does it meet what each of you really needs? What would make it work for both?',
            },
            {
              title: 'Choosing',
              text: 'Which idea do you both want to take forward?',
            },
          ],
        },
        {
          name: 'Agreement',
          substages: [
            {
              title: 'Shaping the agreement',
              text: 'Let us write the chosen idea as clear terms: what, who, when and how you will check it works.',
            },
          ],
        },
      ],
    },
  },
};
