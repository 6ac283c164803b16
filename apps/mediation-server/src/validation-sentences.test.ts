/**
 * Issue 19, section 2: the server's 400 answers name the rule that broke with the protocol's sentences
 * ("Title must be at most 200 characters"), never "Title is required" for a long title, never a raw
 * library message.
 */
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '@mediation/protocol';
import { useWorldServer } from './testing/world';

describe('validation sentences in 400 answers', () => {
  const context = useWorldServer('pglite');

  it('a 201-character title is too long, not missing', async () => {
    const { api, world } = context;
    const answer = await api<ErrorBody>('POST', '/session/case/', {
      token: world.mediator.token,
      body: { title: 'T'.repeat(201), category: 'neighbors', mediator: world.mediator.id },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.title).toEqual(['Title must be at most 200 characters']);
  });

  it('a too short new password and a too short name say at least how many characters', async () => {
    const { api, world } = context;
    const password = await api<ErrorBody>('POST', '/auth/users/set_password/', {
      token: world.mediator.token,
      body: { current_password: world.mediator.password, new_password: 'short' },
    });
    expect(password.status).toBe(400);
    expect(password.body.errors?.new_password).toEqual(['New password must be at least 8 characters']);
    const name = await api<ErrorBody>('PATCH', '/auth/users/me/', { token: world.mediator.token, body: { first_name: 'N' } });
    expect(name.status).toBe(400);
    expect(name.body.errors?.first_name).toEqual(['First name must be at least 2 characters']);
    expect(JSON.stringify([password.body, name.body])).not.toMatch(/Too (small|big)|expected string/);
  });
});
