import { describe, expect, it } from 'vitest';
import { makeMessage } from '../internal/fixtures';
import type { ChatMessage } from '../types';
import { buildRows, estimateRowSizes } from './rows';

describe('buildRows', () => {
  it('groups messages by author and minute, and separates days', () => {
    const messages = [
      makeMessage('A', 'M', 'first', 0),
      makeMessage('A', 'M', 'same minute, same author', 0),
      makeMessage('B', 'M', 'other author', 0),
      makeMessage('B', 'M', 'next minute', 1),
      makeMessage('B', 'M', 'next day', 60 * 24),
    ];
    const rows = buildRows(messages, undefined, 'UTC');
    expect(rows.map((row) => `${row.message.text}:${row.isGroupStart}`)).toEqual([
      'first:true',
      'same minute, same author:false',
      'other author:true',
      'next minute:true',
      'next day:true',
    ]);
    expect(rows.map((row) => [Boolean(row.dayAbove), Boolean(row.dayBelow)])).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [false, true],
      [false, false],
    ]);
    expect(rows[3]?.dayBelow).toBe(messages[4]?.time);
  });

  it('puts the New messages divider on the first unread message and starts a group there', () => {
    const messages = [makeMessage('A', 'M', 'read', 0), makeMessage('A', 'M', 'unread', 0)];
    const rows = buildRows(messages, messages[1]?.id, 'UTC');
    expect(rows.map((row) => row.isFirstUnread)).toEqual([false, true]);
    expect(rows[1]?.isGroupStart).toBe(true);
  });

  it('keeps every row keyed by its message and shows no day above while older messages exist', () => {
    const later = [makeMessage('A', 'M', 'later', 30), makeMessage('B', 'M', 'reply', 31)];
    const earlier = [makeMessage('B', 'M', 'earlier', 10), ...later];
    const before = buildRows(later, undefined, 'UTC', false);
    const after = buildRows(earlier, undefined, 'UTC', false);
    expect(before[0]?.dayAbove).toBeUndefined();
    expect(after.slice(1).map((row) => row.key)).toEqual(before.map((row) => row.key));
    expect(after.slice(1).map((row) => row.dayBelow)).toEqual(before.map((row) => row.dayBelow));
  });
});

describe('estimateRowSizes', () => {
  it('gives group starts, the divider and day lines their room, as the rows do', () => {
    const messages = [
      makeMessage('A', 'M', 'first', 0),
      makeMessage('A', 'M', 'same minute, same author', 0),
      makeMessage('B', 'M', 'unread', 0),
      makeMessage('B', 'M', 'next day', 60 * 24),
    ];
    const rows = buildRows(messages, messages[2]?.id, 'UTC');
    const expected = rows.map(
      (row) => (row.isGroupStart ? 88 : 52) + (row.isFirstUnread ? 36 : 0) + (row.dayAbove ? 40 : 0) + (row.dayBelow ? 40 : 0),
    );
    expect(Array.from(estimateRowSizes(messages, messages[2]?.id, 'UTC'))).toEqual(expected);
  });
});

describe('estimateRowSizes over times of any form and zone', () => {
  /** Rows built one by one (each time parsed) are the truth the one-pass estimate must agree with. */
  const fromRows = (messages: ChatMessage[], timeZone: string) =>
    buildRows(messages, undefined, timeZone).map((row) => (row.isGroupStart ? 88 : 52) + (row.dayAbove ? 40 : 0) + (row.dayBelow ? 40 : 0));

  it.each(['UTC', 'Asia/Jerusalem', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham'])(
    'agrees with the rows in %s across minutes, midnights and offset forms',
    (timeZone) => {
      // A fixed walk of steps (minutes, some within the minute) by two authors, crossing days in every zone.
      let seed = 7;
      const random = () => {
        seed = (seed * 16807) % 2147483647;
        return seed / 2147483647;
      };
      let time = Date.UTC(2025, 2, 3, 18, 44, 30);
      const messages: ChatMessage[] = [];
      for (let index = 0; index < 600; index += 1) {
        time += random() < 0.3 ? 10_000 : Math.floor(random() * 20) * 60_000 + 1_000;
        const iso = new Date(time).toISOString();
        // One in five times arrives with an offset instead of Z (the same instant).
        const form = index % 5 === 4 ? `${new Date(time + 2 * 3_600_000).toISOString().slice(0, 19)}+02:00` : iso;
        messages.push(makeMessage(random() < 0.5 ? 'A' : 'B', 'M', `m${index}`, 0, { time: form }));
      }
      expect(Array.from(estimateRowSizes(messages, undefined, timeZone))).toEqual(fromRows(messages, timeZone));
    },
  );
});
