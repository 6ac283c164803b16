import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatClient } from './ChatClient';
import { useChatClient } from './ChatClientProvider';
import { ChatClientError } from './errors';
import { readTokenClaims } from './mapping';

const encode = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.y`;

describe('connect', () => {
  it('says where useChatClient belongs when used outside the provider', () => {
    function Orphan() {
      useChatClient();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useChatClient must be used within a ChatClientProvider');
  });

  it('refuses to emit without a connection with a rejected promise, never a throw', async () => {
    const client = new ChatClient({ token: encode({ sub: '7', role: 'User', side: 'B', case_id: 'abc123' }), caseId: 'abc123' });
    const refused = client.emit('history', { case_id: 'abc123' });
    await expect(refused).rejects.toBeInstanceOf(ChatClientError);
    await expect(refused).rejects.toMatchObject({ code: 'disconnected', message: 'Socket is not defined' });
  });

  it('reads who the token is for', () => {
    expect(readTokenClaims(encode({ sub: '7', role: 'User', side: 'B', case_id: 'abc123' }))).toEqual({
      userId: 7,
      role: 'User',
      side: 'B',
      caseId: 'abc123',
    });
    expect(readTokenClaims(encode({ sub: '3', role: 'Mediator' })).side).toBe('M');
  });
});
