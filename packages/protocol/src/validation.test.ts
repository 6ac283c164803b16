import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addCaseFormSchema,
  addMediatorFormSchema,
  caseCodeSchema,
  isCompleteCaseCode,
  joinPhone,
  loginSchema,
  matchesSearch,
  MESSAGES,
  messageTextSchema,
  noteTextSchema,
  partyEmailSchema,
  partyNameSchema,
  surveySchema,
  usernameFromEmail,
} from './validation';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text';
import { joinRequestSchema } from './rest';

/** The message of the first issue on `field`, or undefined when the field is valid. */
function messageFor(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('login', () => {
  it('accepts an e-mail and a password', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
  it.each([
    [{ email: '', password: 'secret' }, 'email', 'Email is required'],
    [{ password: 'secret' }, 'email', 'Email is required'],
    [{ email: '   ', password: 'secret' }, 'email', 'Email is required'],
    [{ email: 'a@b.co', password: '' }, 'password', 'Password is required'],
    [{ email: 'a@b.co' }, 'password', 'Password is required'],
  ])('rejects %j on %s with "%s"', (value, field, message) => {
    expect(messageFor(loginSchema, value, field)).toBe(message);
  });
});

describe('case code', () => {
  it.each(['ABC123', 'abcdef', '000000', 'a1B2c3'])('accepts %s', (code) => {
    expect(caseCodeSchema.safeParse(code).success).toBe(true);
    expect(isCompleteCaseCode(code)).toBe(true);
  });
  it.each(['ABC12', 'ABC1234', 'ABC-12', 'ABC 12', '', 'ÄBC123'])('rejects %j', (code) => {
    const result = caseCodeSchema.safeParse(code);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.caseCode);
    expect(isCompleteCaseCode(code)).toBe(false);
  });
});

describe('add case', () => {
  it('accepts a title and a category, with sub category and brief optional', () => {
    const parsed = addCaseFormSchema.parse({ title: 'Fence', category: 'Neighbors' });
    expect(parsed).toEqual({ title: 'Fence', category: 'Neighbors', sub_category: '', problem_brief: '' });
  });
  it('requires a title with "Title is required"', () => {
    expect(messageFor(addCaseFormSchema, { title: '', category: 'Family' }, 'title')).toBe('Title is required');
    expect(messageFor(addCaseFormSchema, { category: 'Family' }, 'title')).toBe('Title is required');
  });
  it('requires a category with "Category must be selected"', () => {
    expect(messageFor(addCaseFormSchema, { title: 'T' }, 'category')).toBe('Category must be selected');
    expect(messageFor(addCaseFormSchema, { title: 'T', category: 'Sports' }, 'category')).toBe(
      'Category must be selected',
    );
  });
  it('reports both messages when both are missing', () => {
    const result = addCaseFormSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Category must be selected',
      'Title is required',
    ]);
  });
});

describe('party entry', () => {
  it('e-mail step: accepts an address, rejects empty and malformed ones', () => {
    expect(partyEmailSchema.safeParse({ email: 'dana@example.com' }).success).toBe(true);
    expect(messageFor(partyEmailSchema, { email: '' }, 'email')).toBe('Email is required');
    expect(messageFor(partyEmailSchema, { email: 'dana' }, 'email')).toBe(MESSAGES.emailInvalid);
  });
  it('name step: e-mail, first and last name all non-empty', () => {
    expect(partyNameSchema.safeParse({ email: 'd@e.co', first_name: 'Dana', last_name: 'Levi' }).success).toBe(true);
    expect(messageFor(partyNameSchema, { email: 'd@e.co', first_name: '', last_name: 'L' }, 'first_name')).toBe(
      'First name is required',
    );
    expect(messageFor(partyNameSchema, { email: 'd@e.co', first_name: 'D', last_name: ' ' }, 'last_name')).toBe(
      'Last name is required',
    );
  });
});

describe('add mediator (library default messages)', () => {
  const valid = {
    first_name: 'Noa',
    last_name: 'Cohen',
    email: 'noa@example.com',
    password: 'longenough',
    phone: '501234567',
    phone_prefix: '+972',
    country: 'Israel',
    address: '',
    relevant_experience: '',
    areas: ['Family'],
    education: 'LLB',
    certification_course: true,
  };
  it('accepts a complete form', () => {
    expect(addMediatorFormSchema.safeParse(valid).success).toBe(true);
    expect(addMediatorFormSchema.safeParse({ ...valid, phone_prefix: undefined }).success).toBe(true);
  });
  it.each([
    ['first_name', 'N', 'Too small: expected string to have >=2 characters'],
    ['first_name', 'N'.repeat(51), 'Too big: expected string to have <=50 characters'],
    ['last_name', 'C', 'Too small: expected string to have >=2 characters'],
    ['email', 'noa', 'Invalid email address'],
    ['password', 'short', 'Too small: expected string to have >=8 characters'],
    ['phone', '1234', 'Too small: expected string to have >=8 characters'],
    ['phone_prefix', '972', 'Invalid string: must start with "+"'],
    ['phone_prefix', '+9720', 'Too big: expected string to have <=4 characters'],
    ['certification_course', 'yes', 'Invalid input: expected boolean, received string'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(messageFor(addMediatorFormSchema, { ...valid, [field]: value }, field)).toBe(message);
  });
  it('derives the username from the e-mail and joins the phone', () => {
    expect(usernameFromEmail('noa.cohen+1@example.co.il')).toBe('noacohen1examplecoil');
    expect(joinPhone('+972', '501234567')).toBe('+972501234567');
    expect(joinPhone(undefined, '501234567')).toBe('501234567');
  });
});

describe('survey', () => {
  it('defaults the rating to 3', () => {
    expect(surveySchema.parse({})).toEqual({ rating: 3, feedback: '' });
  });
  it.each([1, 5])('accepts rating %d', (rating) => {
    expect(surveySchema.safeParse({ rating }).success).toBe(true);
  });
  it.each([0, 6, 2.5])('rejects rating %d', (rating) => {
    expect(surveySchema.safeParse({ rating }).success).toBe(false);
  });
});

describe('messages, notes and search', () => {
  it('ignores an empty or blank message and note', () => {
    expect(messageTextSchema.safeParse('   ').success).toBe(false);
    expect(noteTextSchema.safeParse('').success).toBe(false);
    expect(messageTextSchema.parse('  hello ')).toBe('hello');
  });
  it('rejects a message over the length limit', () => {
    expect(messageTextSchema.safeParse('x'.repeat(5001)).success).toBe(false);
  });
  it('matches case-insensitive substrings, never an empty query', () => {
    expect(matchesSearch('We Agree on the Fence', 'agree')).toBe(true);
    expect(matchesSearch('We agree', 'FENCE')).toBe(false);
    expect(matchesSearch('anything', '  ')).toBe(false);
  });
});

describe('control characters', () => {
  it('refuses NUL and other control characters in one-line fields with the field named', () => {
    expect(messageFor(loginSchema, { email: 'a\u0000@b.co', password: 'x' }, 'email')).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(messageFor(partyNameSchema, { email: 'a@b.co', first_name: 'Da\u001bna', last_name: 'Levi' }, 'first_name')).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(messageFor(addCaseFormSchema, { title: 'Fence\u007f', category: 'Other' }, 'title')).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('allows tab and line breaks in multi-line text only', () => {
    expect(messageTextSchema.safeParse('first line\r\n\tsecond').success).toBe(true);
    expect(messageTextSchema.safeParse('nul \u0000').success).toBe(false);
    expect(hasControlCharacters('a\tb')).toBe(true);
    expect(hasControlCharacters('a\tb', { multiLine: true })).toBe(false);
    expect(hasControlCharacters('Hebrew שלום and emoji 🙂', { multiLine: true })).toBe(false);
  });
});

describe('join requests', () => {
  it('asks to join with a code, a side, an e-mail and names; never with an id', () => {
    const body = { link_id: 'Ab12Cd', side: 'A', email: 'dana@example.com', first_name: 'Dana', last_name: 'Levi' };
    expect(joinRequestSchema.safeParse(body).success).toBe(true);
    expect(joinRequestSchema.safeParse({ link_id: 'Ab12Cd', side: 'A', client_id: 3 }).success).toBe(false);
    expect(joinRequestSchema.safeParse({ ...body, side: 'M' }).success).toBe(false);
    expect(joinRequestSchema.safeParse({ invite: 'x'.repeat(43) }).success).toBe(true);
    expect(joinRequestSchema.safeParse({ invite: 'short' }).success).toBe(false);
  });
});
