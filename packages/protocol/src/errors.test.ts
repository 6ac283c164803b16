import { expect, it } from 'vitest';
import en from './locales/en.json';
import { ERROR_CODES, FIELD_NAMES, isErrorCode, problemOfSentence, problemsOfFields } from './errors';
import { problemSentence } from './messages';
import { errorBodySchema } from './rest/errors';
import { MESSAGES, loginSchema, fieldErrors } from './validation';
import { createCaseRequestSchema } from './rest';

it('lists every code of the catalog, and the catalog has nothing else than codes and field names', () => {
  const fieldKeys = Object.values(FIELD_NAMES) as string[];
  expect(Object.keys(en).filter((key) => !fieldKeys.includes(key))).toEqual([...ERROR_CODES]);
});

it('knows a code by the catalog: every code, and neither a field name, an inherited name nor any other value', () => {
  expect(ERROR_CODES.every(isErrorCode)).toBe(true);
  for (const value of ['field.title', 'toString', '__proto__', 'no_such_code', '', 42, null, undefined])
    expect(isErrorCode(value)).toBe(false);
});

it('gives the spec sentences of the shared schemas a code, and says them in Hebrew', () => {
  expect(problemOfSentence(MESSAGES.emailInvalid)).toEqual({ code: 'email_invalid' });
  expect(problemOfSentence('Title must be at most 200 characters')).toEqual({
    code: 'field_at_most',
    values: { field: 'Title', count: 200 },
  });
  expect(problemOfSentence('A raw sentence nobody knows')).toBeUndefined();
  const title = createCaseRequestSchema.safeParse({ title: 'T'.repeat(201), category: 'neighbors', mediator: 1 });
  const [problem] = problemsOfFields(fieldErrors(title.error!)).title!;
  expect(problemSentence('en', problem!)).toBe('Title must be at most 200 characters');
  expect(problemSentence('he', problem!)).toBe('השדה ״כותרת״ יכול להכיל עד 200 תווים');
  const login = loginSchema.safeParse({ email: '', password: '' });
  const codes = problemsOfFields(fieldErrors(login.error!));
  expect(problemSentence('he', codes.email![0]!)).toBe('יש למלא את השדה ״דוא״ל״');
});

it('gives an English sentence with values its code and values back, so it can be said in Hebrew', () => {
  expect(problemOfSentence('Too many connections: at most 5 at once.')).toEqual({ code: 'too_many_connections', values: { max: 5 } });
  const long = problemOfSentence(
    'An agreement holds at most 20,000 characters; this clause would make it 20,417: shorten it or another clause.',
  );
  expect(long).toEqual({ code: 'agreement_too_long', values: { max: 20000, total: 20417 } });
  expect(problemSentence('he', long!)).toContain('20,417');
  expect(problemSentence('he', problemOfSentence('This call is full: a call holds at most 8 people.')!)).toBe(
    problemSentence('he', { code: 'call_full', values: { max: 8 } }),
  );
  // A sentence of one argument alone ({message}) is no pattern: it would take any text.
  expect(problemOfSentence('Something a developer wrote')).toBeUndefined();
  // A literal brace in the English is text, not an argument.
  expect(problemOfSentence('Authentication token missing: connect with auth: {token}.')).toEqual({ code: 'connect_token_missing' });
});

it('formats an error in English as the server always said it, and in Hebrew with its values', () => {
  expect(problemSentence('en', { code: 'call_full', values: { max: 8 } })).toBe('This call is full: a call holds at most 8 people.');
  expect(problemSentence('he', { code: 'invitation_expired' })).toBe('תוקף ההזמנה פג; יש לבקש הזמנה חדשה מהמגשר/ת.');
  expect(problemSentence('he', { code: 'field_at_least', values: { field: 'Password', count: 1 } })).toBe(
    'השדה ״סיסמה״ צריך להכיל לפחות תו אחד',
  );
});

it('takes a code beside the detail in the error body, and refuses an unknown code', () => {
  expect(errorBodySchema.safeParse({ detail: 'Case not found.', code: 'case_not_found' }).success).toBe(true);
  expect(errorBodySchema.safeParse({ detail: 'x', code: 'no_such_code' }).success).toBe(false);
});
