import type { BarrierAdviceEntry } from './types';

/** The ten barriers of the Recommendation panel, in the spec's order, with what the mediator can do. */
export const defaultBarrierAdvice: readonly BarrierAdviceEntry[] = [
  {
    barrier: 'Nonnegotiable problem',
    name: 'Nonnegotiable problem',
    signs: 'A party says a point is "not up for discussion": a value, a principle, or something they see as their right.',
    responses: [
      'Acknowledge how much the point matters; do not argue with the value itself.',
      'Separate the principle from its practical effects, and negotiate the effects.',
      'Ask what would have to be true for them to discuss one part of it.',
    ],
  },
  {
    barrier: 'The fixed pie fallacy',
    name: 'The fixed pie fallacy',
    signs: 'Each party assumes that whatever the other gains, they lose. Talk turns only around how to split one thing.',
    responses: [
      'Ask each side what else matters to them: timing, recognition, certainty, future relations.',
      'Look for things one side values more than the other does, and trade them.',
      'Invite ideas that add something new instead of only dividing what is there.',
    ],
  },
  {
    barrier: 'Arguing about the past',
    name: 'Arguing about the past',
    signs: 'The parties keep returning to who did what and who is to blame, and the talk goes in circles.',
    responses: [
      'Acknowledge that the past hurt, briefly and for both sides.',
      'Ask what the past teaches them about what they need from now on.',
      'Move the question forward: "What would you like to happen next time?"',
    ],
  },
  {
    barrier: 'Provocations',
    name: 'Provocations',
    signs: 'Insults, sarcasm, threats or loaded words that invite a sharp answer.',
    responses: [
      'Remind both parties of the discussion rules, calmly and without singling anyone out.',
      'Rephrase the provocation into the need behind it.',
      'Offer a short break, or continue for a while in the separate groups.',
    ],
  },
  {
    barrier: 'Lack of Trust',
    name: 'Lack of Trust',
    signs: 'A party doubts every offer, expects a trick, or refuses to commit first.',
    responses: [
      'Propose small, checkable steps that each side can keep before bigger ones.',
      'Build the agreement so it does not rely on trust: dates, checks, and what happens if a step is missed.',
      'Name the doubt openly and ask what would reassure them.',
    ],
  },
  {
    barrier: 'Search for Justice',
    name: 'Search for Justice',
    signs: 'A party wants the other side to admit being wrong, or insists on a "fair" outcome that only they see as fair.',
    responses: [
      'Acknowledge the wish to be treated fairly; it is legitimate.',
      'Agree together on objective criteria for what is fair before judging any offer.',
      'Ask whether being proved right is worth more to them than a workable outcome.',
    ],
  },
  {
    barrier: 'Automatic Negative Reactions',
    name: 'Automatic Negative Reactions',
    signs: 'An idea is rejected because of who proposed it, before it has been heard to the end.',
    responses: [
      'Put ideas on the table as yours, or as "one possibility", rather than as one side\'s.',
      'Ask each party to say one thing they like about an idea before what they dislike.',
      'Slow the exchange down: one idea at a time, heard in full.',
    ],
  },
  {
    barrier: 'Internal sabotage',
    name: 'Internal sabotage',
    signs: 'Someone behind a party (a partner, relative or colleague) pulls against the agreement, or the party is torn inside.',
    responses: [
      'Ask who else must accept the agreement and what they will need to hear.',
      'Help the party prepare how they will explain the agreement to them.',
      'Where it fits, invite that person to a later session.',
    ],
  },
  {
    barrier: 'The wrong players',
    name: 'The wrong players',
    signs: 'The people in the room cannot decide, or the person who can decide is missing.',
    responses: [
      'Check early who has the authority to agree.',
      'Agree what can be decided now and what must be confirmed later, and by whom.',
      'Suggest bringing the right people into the case.',
    ],
  },
  {
    barrier: 'Hidden motivation',
    name: 'Hidden motivation',
    signs: 'Offers that look reasonable are refused without a clear reason; the stated issue does not seem to be the real one.',
    responses: [
      'Meet each party in their own group and ask openly what would make an agreement worth it for them.',
      'Listen for feelings, recognition or future plans behind the words.',
      'Reflect what you notice, gently, and check it with them.',
    ],
  },
];
