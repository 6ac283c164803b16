/** Sample data from the spec's screens, shared by stories and tests. */

export const caseCategories = ['Family', 'Friends', 'Neighbors', 'Education', 'Organization', 'Business', 'Politics', 'Other'] as const;

export const areaOptions = ['Family', 'Friends', 'Neighbors', 'Education', 'Organizations', 'Business', 'Politics', 'Other'].map(
  (area) => ({
    value: area,
    label: area,
  }),
);

export const sampleCases = [
  {
    id: 'c1',
    title: 'Shared fence repair',
    category: 'Neighbors',
    problemBrief: 'Disagreement about who pays for the new fence between two gardens.',
    isActive: true,
  },
  {
    id: 'c2',
    title: 'Partnership dissolution',
    category: 'Business',
    problemBrief: 'Two partners split a small bakery and its equipment.',
    isActive: true,
  },
  {
    id: 'c3',
    title: 'School trip costs',
    category: 'Education',
    problemBrief: 'Parents and the school committee dispute the trip budget.',
    isActive: false,
  },
];

export interface SampleMessage {
  id: string;
  from: string;
  side: 'A' | 'B' | 'M';
  message: string;
  time: string;
}

const phrases = [
  'I think we can agree on the schedule if the costs are shared.',
  'That is not what we discussed last week.',
  'Let us focus on what each of you needs rather than past events.',
  'I can accept paying half if the work starts next month.',
  'Could you explain why the second quote is higher?',
  'Thank you both, let us take a short break.',
];

/** Thirty messages: enough for three pages of twelve. */
export const sampleMessages: SampleMessage[] = Array.from({ length: 30 }, (_, index) => ({
  id: `m${index + 1}`,
  from: ['Dana Levi', 'Yossi Cohen', 'Mediator Noa'][index % 3] ?? 'Dana Levi',
  side: (['A', 'B', 'M'] as const)[index % 3] ?? 'A',
  message: `${index + 1}. ${phrases[index % phrases.length] ?? ''}`,
  time: `2025-03-0${(index % 9) + 1} 10:${String(index).padStart(2, '0')}`,
}));

export const sampleMediators = [
  { id: 1, fullName: 'Noa Ben-David', email: 'noa@example.com', phone: '+972501234567', address: 'Haifa', isCertified: true },
  { id: 2, fullName: 'John Carter', email: 'john@example.com', phone: '+12025550123', address: 'Boston', isCertified: false },
];
