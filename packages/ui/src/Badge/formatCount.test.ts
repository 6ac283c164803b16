import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('shows counts up to 99 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(99)).toBe('99');
  });

  it('caps counts above 99 at 99+', () => {
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(12345)).toBe('99+');
  });

  it('accepts another cap and never shows negatives or fractions', () => {
    expect(formatCount(10, 9)).toBe('9+');
    expect(formatCount(-3)).toBe('0');
    expect(formatCount(4.7)).toBe('4');
  });
});
