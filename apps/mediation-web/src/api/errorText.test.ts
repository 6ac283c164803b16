import { afterEach, beforeAll, expect, it } from 'vitest';
import { loginSchema } from '@mediation/protocol';
import { ChatClientError } from '@mediation/chat/connect';
import { validateWith } from '../lib/validate';
import { prepareErrorLanguage } from './errorLanguage';
import { ApiError, errorMessage, fieldError } from './httpClient';

const refused = new ApiError({
  status: 400,
  data: {
    detail: 'Invalid body: title',
    code: 'invalid_body',
    values: { part: 'body', fields: 'title' },
    errors: { title: ['Title must be at most 200 characters'] },
    error_codes: { title: [{ code: 'field_at_most', values: { field: 'Title', count: 200 } }] },
  },
});

// As the page does when its language is set.
beforeAll(() => prepareErrorLanguage('he'));
afterEach(() => {
  document.documentElement.lang = 'en';
});

it('says a coded error in the English the server sent, word for word', () => {
  document.documentElement.lang = 'en';
  expect(errorMessage(new ApiError({ status: 404, data: { detail: 'Case not found.', code: 'case_not_found' } }))).toBe('Case not found.');
  expect(fieldError(refused, 'title')).toBe('Title must be at most 200 characters');
});

it("says a coded error and a field's error in Hebrew on a Hebrew page", () => {
  document.documentElement.lang = 'he';
  expect(errorMessage(new ApiError({ status: 404, data: { detail: 'Case not found.', code: 'case_not_found' } }))).toBe('התיק לא נמצא.');
  expect(errorMessage(new ApiError({ status: 409, data: { detail: 'x', code: 'call_full', values: { max: 6 } } }))).toBe(
    'השיחה מלאה: בשיחה אחת יכולים להשתתף עד 6 אנשים.',
  );
  expect(fieldError(refused, 'title')).toBe('השדה ״כותרת״ יכול להכיל עד 200 תווים');
  // A form's own check with the shared schema: the same sentence, in Hebrew.
  expect(validateWith(loginSchema)({ email: '', password: 'x' })).toEqual({ email: 'יש למלא את השדה ״דוא״ל״' });
});

it("falls back to the server's detail for a code it does not know", () => {
  document.documentElement.lang = 'he';
  expect(errorMessage(new ApiError({ status: 418, data: { detail: 'A newer sentence.', code: 'from_a_newer_server' } }))).toBe(
    'A newer sentence.',
  );
});

it("says the chat's refusals, which carry the server's English sentence, in Hebrew on a Hebrew page", () => {
  const refusal = new ChatClientError('forbidden', 'Shuttle mode is on: only the mediator writes in group M.');
  const tooMany = new Error('Too many connections: at most 5 at once.');
  document.documentElement.lang = 'en';
  expect(errorMessage(refusal)).toBe('Shuttle mode is on: only the mediator writes in group M.');
  document.documentElement.lang = 'he';
  expect(errorMessage(refusal)).toBe('מצב פגישות נפרדות פעיל: הכתיבה בקבוצה M שמורה למגשר/ת בלבד.');
  expect(errorMessage(tooMany)).toBe('יותר מדי חיבורים: לכל היותר 5 בו־זמנית.');
  // A sentence that is not the server's stays as it is.
  expect(errorMessage(new Error('Camera is busy'))).toBe('Camera is busy');
});
