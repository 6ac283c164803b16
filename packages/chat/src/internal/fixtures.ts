/** Sample data of one case, shared by stories and tests. */
import type { CaseInfo, ChatMessage, ChatNote, ChatParticipant, ChatViewer, LikesBySide, Side } from '../types';

export const mediator: ChatViewer = { id: 1, name: 'Noa Ben-David', side: 'M' };
export const partyA: ChatViewer = { id: 2, name: 'Dana Levi', side: 'A' };
export const partyB: ChatViewer = { id: 3, name: 'Yossi Cohen', side: 'B' };

export const participants: ChatParticipant[] = [
  { userId: 1, name: 'Noa Ben-David', side: 'M', isOnline: true },
  { userId: 2, name: 'Dana Levi', side: 'A', isOnline: true },
  { userId: 3, name: 'Yossi Cohen', side: 'B', isOnline: false },
];

export const caseInfo: CaseInfo = {
  title: 'Shared fence repair',
  problemBrief:
    'Two neighbours disagree about who pays for the new fence between their gardens, and when the work should start. The old fence fell in a storm last winter.',
  category: 'Neighbors',
  subCategory: 'Property',
  mediatorName: 'Noa Ben-David',
  code: 'K7P2QX',
};

const people: Record<Side, ChatViewer> = { M: mediator, A: partyA, B: partyB };

const noLikes = (): LikesBySide => ({ A: [], B: [], M: [] });

let counter = 0;
/** Builds one message; `minute` counts from 2025-03-04 09:00 UTC. */
export function makeMessage(author: Side, group: Side, text: string, minute: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  counter += 1;
  const person = people[author];
  return {
    id: `msg-${counter}`,
    seq: counter,
    authorId: person.id,
    authorName: person.name,
    authorSide: author,
    group,
    text,
    time: new Date(Date.UTC(2025, 2, 4, 9, 0) + minute * 60_000).toISOString(),
    likes: noLikes(),
    ...extra,
  };
}

/** A conversation in group M over two days, with likes, an edit, a guided message and grouped messages. */
export function conversation(): ChatMessage[] {
  return [
    makeMessage('M', 'M', 'Welcome both. Let us agree on the rules: respect, practical, concise.', 0, {
      ext: { type: 'guided', stage: 0, title: 'Greeting' },
    }),
    makeMessage('A', 'M', 'Thank you. I would like the fence repaired before the summer.', 2, {
      likes: { A: [], B: [], M: [{ userId: 1, name: 'Noa Ben-David' }] },
    }),
    makeMessage('B', 'M', 'I agree it needs repair, but the quote we got is far too high.', 3),
    makeMessage('B', 'M', 'Could we ask for a second quote first?', 3, { editedAt: '2025-03-04T09:05:00.000Z' }),
    makeMessage('M', 'M', 'A second quote sounds reasonable. Dana, would that work for you?', 5, {
      likes: { A: [{ userId: 2, name: 'Dana Levi' }], B: [{ userId: 3, name: 'Yossi Cohen' }], M: [] },
    }),
    makeMessage('A', 'M', 'Yes, if we get it within two weeks.', 1445),
    makeMessage('B', 'M', 'I can call the second contractor tomorrow morning.', 1447),
  ];
}

/** Messages in every group, for the room. */
export function roomMessages(): ChatMessage[] {
  return [
    ...conversation(),
    makeMessage('A', 'A', 'Between us: I could pay up to 60 percent.', 10),
    makeMessage('M', 'A', 'Thank you, I will keep that in mind.', 11),
    makeMessage('B', 'B', 'I would rather not pay for the gate.', 12),
  ];
}

/** `count` messages in group M, alternating authors, one a minute. */
export function manyMessages(count: number, startMinute = 0): ChatMessage[] {
  const authors: Side[] = ['A', 'B', 'M'];
  const phrases = [
    'I think we can agree on the schedule if the costs are shared.',
    'That is not what we discussed last week.',
    'Let us focus on what each of you needs rather than past events. What would a fair split look like to you?',
    'I can accept paying half if the work starts next month.',
    'Could you explain why the second quote is higher?',
  ];
  return Array.from({ length: count }, (_, index) =>
    makeMessage(
      authors[index % 3] ?? 'A',
      'M',
      `${startMinute + index + 1}. ${phrases[index % phrases.length] ?? ''}`,
      startMinute + index,
    ),
  );
}

export const hebrewConversation = (): ChatMessage[] => [
  makeMessage('M', 'M', 'שלום לשניכם. נתחיל בכללי הדיון: כבוד, מעשיות ותמציתיות.', 0),
  makeMessage('A', 'M', 'תודה. אני רוצה שהגדר תתוקן לפני הקיץ.', 2),
  makeMessage('B', 'M', 'אני מסכים, אבל ההצעה יקרה מדי.', 3, { editedAt: '2025-03-04T09:05:00.000Z' }),
];

export const notes: ChatNote[] = [
  { text: 'A wants the work done before summer.', tag: 'A' },
  { text: 'B is price-sensitive; suggest a second quote.', tag: 'B' },
  { text: 'Both accept sharing the cost in principle.', tag: 'Both' },
];
