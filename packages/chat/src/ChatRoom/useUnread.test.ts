import { describe, expect, it } from 'vitest';
import { makeMessage, mediator } from '../internal/fixtures';
import { countUnread } from './useUnread';

describe('countUnread', () => {
  const a = [makeMessage('A', 'A', 'one', 0), makeMessage('M', 'A', 'mine', 1), makeMessage('A', 'A', 'two', 2)];
  const m = [makeMessage('B', 'M', 'hello', 0)];

  it("counts others' messages after the last read one, per group", () => {
    expect(countUnread({ A: a, M: m }, { A: a[0]?.id }, mediator.id)).toEqual({ A: 1, M: 1 });
  });

  it('counts everything from others when nothing was read, and never one’s own messages', () => {
    expect(countUnread({ A: a }, {}, mediator.id)).toEqual({ A: 2 });
  });

  it('counts nothing once the latest message was read', () => {
    expect(countUnread({ A: a, M: m }, { A: a[2]?.id, M: m[0]?.id }, mediator.id)).toEqual({ A: 0, M: 0 });
  });
});
