import { describe, expect, it } from 'vitest';
import { clampPage, DEFAULT_PAGE_SIZE, pageCount, pageRows } from './pagination';

describe('pagination', () => {
  it('uses the spec page size of 12', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(12);
  });

  it('counts pages, with one page for an empty table', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(30, 12)).toBe(3);
  });

  it('slices one page of rows', () => {
    const rows = Array.from({ length: 30 }, (_, index) => index);
    expect(pageRows(rows, 0, 12)).toEqual(rows.slice(0, 12));
    expect(pageRows(rows, 2, 12)).toEqual([24, 25, 26, 27, 28, 29]);
  });

  it('keeps the page inside the available pages', () => {
    expect(clampPage(-1, 30, 12)).toBe(0);
    expect(clampPage(5, 30, 12)).toBe(2);
    expect(clampPage(1, 30, 12)).toBe(1);
  });
});
