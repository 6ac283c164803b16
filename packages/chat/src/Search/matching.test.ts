import { describe, expect, it } from 'vitest';
import { makeMessage } from '../internal/fixtures';
import { findMatches, highlightParts, stepMatch } from './matching';

describe('search', () => {
  const messages = [
    makeMessage('A', 'M', 'The Quote is high', 0),
    makeMessage('B', 'M', 'no hit here', 1),
    makeMessage('M', 'M', 'a second quote', 2),
  ];

  it('finds case-insensitive substrings in list order', () => {
    expect(findMatches(messages, 'QUOTE')).toEqual([messages[0]?.id, messages[2]?.id]);
    expect(findMatches(messages, '  ')).toEqual([]);
  });

  it('wraps around at both ends', () => {
    expect(stepMatch(2, 3, 1)).toBe(0);
    expect(stepMatch(0, 3, -1)).toBe(2);
    expect(stepMatch(-1, 3, -1)).toBe(2);
    expect(stepMatch(0, 0, 1)).toBe(-1);
  });

  it('cuts text into hits and the parts between them', () => {
    expect(highlightParts('Quote, quote!', 'quote')).toEqual([
      { text: 'Quote', isMatch: true },
      { text: ', ', isMatch: false },
      { text: 'quote', isMatch: true },
      { text: '!', isMatch: false },
    ]);
    expect(highlightParts('plain', undefined)).toEqual([{ text: 'plain', isMatch: false }]);
  });
});
