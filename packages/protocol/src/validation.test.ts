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
import { createCaseRequestSchema, joinRequestSchema, profileFieldsSchema, setPasswordRequestSchema } from './rest';

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
    expect(messageFor(addCaseFormSchema, { title: 'T', category: 'Sports' }, 'category')).toBe('Category must be selected');
  });
  it.each([
    ['title', 'T'.repeat(201), 'Title must be at most 200 characters'],
    ['title', '   ', 'Title is required'],
    ['sub_category', 'S'.repeat(201), 'Sub category must be at most 200 characters'],
    ['problem_brief', 'P'.repeat(5001), 'Problem brief must be at most 5000 characters'],
  ])('rejects %s of the wrong length with a sentence naming the rule (%#)', (field, value, message) => {
    expect(messageFor(addCaseFormSchema, { title: 'Fence', category: 'Family', [field]: value }, field)).toBe(message);
  });
  it('takes a title of exactly 200 characters', () => {
    expect(addCaseFormSchema.safeParse({ title: 'T'.repeat(200), category: 'Family' }).success).toBe(true);
  });
  it('reports both messages when both are missing', () => {
    const result = addCaseFormSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual(['Category must be selected', 'Title is required']);
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
    expect(messageFor(partyNameSchema, { email: 'd@e.co', first_name: '', last_name: 'L' }, 'first_name')).toBe('First name is required');
    expect(messageFor(partyNameSchema, { email: 'd@e.co', first_name: 'D', last_name: ' ' }, 'last_name')).toBe('Last name is required');
    expect(messageFor(partyNameSchema, { email: 'd@e.co', first_name: 'D'.repeat(51), last_name: 'L' }, 'first_name')).toBe(
      'First name must be at most 50 characters',
    );
  });
  it('e-mail step: a too long address says so, not that it is required', () => {
    expect(messageFor(partyEmailSchema, { email: `${'a'.repeat(250)}@b.co` }, 'email')).toBe('Email must be at most 254 characters');
  });
});

describe('no raw library message reaches a person', () => {
  const raw = /Too (small|big)|expected|Invalid (input|string)/;
  it.each([
    ['login', loginSchema, { email: 'e'.repeat(300), password: 'p'.repeat(2000) }],
    [
      'add case',
      addCaseFormSchema,
      { title: 'T'.repeat(201), category: 'Family', sub_category: 'S'.repeat(201), problem_brief: 'P'.repeat(5001) },
    ],
    ['party name', partyNameSchema, { email: 'x', first_name: 'F'.repeat(51), last_name: 7 }],
    [
      'add mediator',
      addMediatorFormSchema,
      {
        first_name: 'N',
        last_name: 3,
        email: 'x',
        password: 's',
        phone: '1',
        phone_prefix: '9',
        country: 'X',
        address: 1,
        relevant_experience: 'r'.repeat(5001),
        areas: ['Nope'],
        education: '',
        certification_course: 'yes',
      },
    ],
  ] as const)('%s', (_name, schema: z.ZodType, value) => {
    const messages = (schema.safeParse(value).error?.issues ?? []).map((issue) => issue.message);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => raw.test(message))).toEqual([]);
  });
});

describe('add mediator (a sentence per rule)', () => {
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
    ['first_name', '', 'First name is required'],
    ['first_name', 'N', 'First name must be at least 2 characters'],
    ['first_name', 'N'.repeat(51), 'First name must be at most 50 characters'],
    ['last_name', 'C', 'Last name must be at least 2 characters'],
    ['last_name', 'C'.repeat(51), 'Last name must be at most 50 characters'],
    ['email', 'noa', 'Enter a valid e-mail address'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['password', 'p'.repeat(257), 'Password must be at most 256 characters'],
    ['phone', '1234', 'Phone must be at least 8 characters'],
    ['phone', '1'.repeat(25), 'Phone must be at most 24 characters'],
    ['phone_prefix', '972', "Phone prefix must start with '+' and have at most 4 characters"],
    ['phone_prefix', '+9720', "Phone prefix must start with '+' and have at most 4 characters"],
    ['country', 'Atlantis', 'Country must be selected'],
    ['education', ' ', 'Education is required'],
    ['address', 'a'.repeat(5001), 'Address must be at most 5000 characters'],
    ['certification_course', 'yes', 'Certification course must be ticked or left empty'],
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

describe('request bodies carry the same sentences (the server answers them in its 400)', () => {
  it('a new password that is too short or too long', () => {
    expect(messageFor(setPasswordRequestSchema, { current_password: 'old', new_password: 'short' }, 'new_password')).toBe(
      'New password must be at least 8 characters',
    );
    expect(messageFor(setPasswordRequestSchema, { current_password: 'old', new_password: 'p'.repeat(257) }, 'new_password')).toBe(
      'New password must be at most 256 characters',
    );
  });
  it("a profile's names and a new case's title", () => {
    expect(messageFor(profileFieldsSchema, { first_name: 'N', last_name: 'Cohen', phone: '+972501234567' }, 'first_name')).toBe(
      'First name must be at least 2 characters',
    );
    expect(messageFor(createCaseRequestSchema, { title: 'T'.repeat(201), category: 'neighbors', mediator: 1 }, 'title')).toBe(
      'Title must be at most 200 characters',
    );
  });
});
