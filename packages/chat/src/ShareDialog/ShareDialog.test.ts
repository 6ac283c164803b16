import { describe, expect, it } from 'vitest';
import { shareLink } from './ShareDialog';

describe('shareLink', () => {
  it('points at the client login with the case code', () => {
    expect(shareLink('https://mediation.example.org/', 'K7P2QX')).toBe('https://mediation.example.org/client-login?case_code=K7P2QX');
  });
});
