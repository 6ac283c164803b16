import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants';
import { mediatorCasePageQuerySchema, mediatorCasePageResponseSchema } from './cases';

describe("a page of a mediator's cases", () => {
  it('reads the query string: a state, a page of casePageSize unless asked, and the cursor given back', () => {
    expect(mediatorCasePageQuerySchema.parse({ userId: '7', state: 'open' })).toEqual({
      userId: 7,
      state: 'open',
      limit: LIMITS.casePageSize,
    });
    expect(mediatorCasePageQuerySchema.parse({ userId: '7', state: 'running', limit: '1', after: 'MjAyNi0x_Ab-9' })).toEqual({
      userId: 7,
      state: 'running',
      limit: 1,
      after: 'MjAyNi0x_Ab-9',
    });
  });

  it('refuses an unknown state, a page out of bounds and a cursor that is not one', () => {
    for (const query of [
      { userId: '7', state: 'all' },
      { userId: '7', state: 'open', limit: '0' },
      { userId: '7', state: 'open', limit: String(LIMITS.casePageMax + 1) },
      { userId: '7', state: 'open', limit: '2.5' },
      { userId: '7', state: 'open', after: "x' OR 1=1" },
      { userId: '7', state: 'open', after: '' },
    ]) {
      expect(mediatorCasePageQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('ends with a null cursor', () => {
    expect(mediatorCasePageResponseSchema.parse({ items: [], next: null })).toEqual({ items: [], next: null });
    expect(mediatorCasePageResponseSchema.safeParse({ items: [] }).success).toBe(false);
  });
});
