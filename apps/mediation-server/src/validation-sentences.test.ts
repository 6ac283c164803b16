/**
 * Issue 19, section 2: the server's 400 answers name the rule that broke with the protocol's sentences
 * ("Title must be at most 200 characters"), never "Title is required" for a long title, never a raw
 * library message.
 */
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '@mediation/protocol';
import { problemSentence } from '@mediation/protocol/messages';
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
    // The code of each field error travels beside its sentence, so the web app can say it in Hebrew.
    expect(answer.body).toMatchObject({ code: 'invalid_body', values: { part: 'body', fields: 'title' } });
    expect(answer.body.error_codes?.title).toEqual([{ code: 'field_at_most', values: { field: 'Title', count: 200 } }]);
    expect(problemSentence('he', answer.body.error_codes!.title![0]!)).toBe('השדה ״כותרת״ יכול להכיל עד 200 תווים');
  });

  it('gives every error answer its code beside the English detail, with its values', async () => {
    const { api, world } = context;
    const missing = await api<ErrorBody>('GET', '/session/case/ZZZZZZZZ/', { token: world.mediator.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Case not found.', code: 'case_not_found' });
    expect(problemSentence('he', { code: missing.body.code! })).toBe('התיק לא נמצא.');
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
