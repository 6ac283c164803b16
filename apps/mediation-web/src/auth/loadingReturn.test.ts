import { describe, expect, it } from 'vitest';
import { loadingPath, returnTarget } from './guard';

describe('/loading and where it returns to', () => {
  it('carries the path it was sent from, search included, and returns there', () => {
    const path = loadingPath('/Mediator/case/42?tab=open');
    expect(path).toBe(`/loading?from=${encodeURIComponent('/Mediator/case/42?tab=open')}`);
    expect(returnTarget(path.slice(path.indexOf('?') + 1))).toBe('/Mediator/case/42?tab=open');
  });

  it('returns only to a path of this site: another origin, a scheme or nothing leads to /login', () => {
    for (const from of [
      '//evil.example/Mediator/dashboard',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'Mediator/dashboard',
      '',
    ]) {
      expect(returnTarget(new URLSearchParams({ from }).toString())).toBe('/login');
    }
    expect(returnTarget('')).toBe('/login');
  });
});
