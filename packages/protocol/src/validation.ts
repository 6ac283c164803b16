/**
 * The validation rules of spec section 5, written once with the spec's exact messages and used by
 * both the server (request bodies) and the web app (forms).
 */
import { z } from 'zod';
import { CASE_CATEGORIES, COUNTRIES, LANGUAGES, LIMITS, MEDIATOR_AREAS, PARTY_SIDES } from './constants';
import { multiLine, singleLine } from './text';
import { namedChoice, namedText, RULE_SENTENCES } from './sentences';

export const MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  titleRequired: 'Title is required',
  categoryRequired: 'Category must be selected',
  caseCode: 'Case code must be 6 letters or digits',
  emailInvalid: 'Enter a valid e-mail address',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phonePrefix: "Phone prefix must start with '+' and have at most 4 characters",
  phone: 'Enter a phone number',
  /** A code or invitation of an open case its mediator has not started now: the person's page waits for it. */
  caseNotRunning: 'This case is not running right now. This page will let you in when the mediator starts it.',
} as const;

/** A person's or a case's language: English or Hebrew only. */
export const languageSchema = z.enum(LANGUAGES, { error: 'Language must be English or Hebrew' });

/** An e-mail as typed: the spec's message when empty, and a sentence when too long. */
const typedEmail = () => namedText('Email', { min: 1, max: LIMITS.emailMaxLength, trim: true, requiredMessage: MESSAGES.emailRequired });

/** Sign-in: both fields required, with the spec's messages. */
export const loginSchema = z.object({
  email: typedEmail(),
  password: namedText('Password', { min: 1, max: 1024, requiredMessage: MESSAGES.passwordRequired }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * A six-character case code: letters and digits only, spaces around it ignored. Either case: a code is
 * matched without regard to case (`sameCaseCode`), and codes made before the look-alike-free alphabet
 * (`CASE_CODE_ALPHABET`) may hold any letter or digit, so the case a person typed is kept as typed.
 */
export const caseCodeSchema = z
  .string({ error: MESSAGES.caseCode })
  .trim()
  .regex(/^[A-Za-z0-9]{6}$/, { error: MESSAGES.caseCode });

/** True when a typed code names a stored one: case and surrounding spaces do not matter. */
export function sameCaseCode(typed: string, stored: string): boolean {
  return typed.trim().toUpperCase() === stored.toUpperCase();
}

/** True when a typed code is complete and the lookup should start. */
export function isCompleteCaseCode(code: string): boolean {
  return caseCodeSchema.safeParse(code).success;
}

export const caseCategorySchema = z.enum(CASE_CATEGORIES, { error: MESSAGES.categoryRequired });

/** The Add Case form: title and category required, the rest optional. */
export const addCaseFormSchema = z.object({
  title: namedText('Title', { min: 1, max: LIMITS.shortTextMaxLength, trim: true, requiredMessage: MESSAGES.titleRequired }),
  category: caseCategorySchema,
  sub_category: namedText('Sub category', { max: LIMITS.shortTextMaxLength }).default(''),
  problem_brief: namedText('Problem brief', { max: LIMITS.longTextMaxLength, multiLine: true }).default(''),
});
export type AddCaseFormInput = z.input<typeof addCaseFormSchema>;

/** A party's e-mail step: non-empty and an e-mail. */
export const partyEmailSchema = z.object({
  email: typedEmail().pipe(z.email({ error: MESSAGES.emailInvalid })),
});

/** A party's name step: e-mail, first and last name all non-empty. */
export const partyNameSchema = partyEmailSchema.extend({
  first_name: namedText('First name', { min: 1, max: LIMITS.nameMax, trim: true, requiredMessage: MESSAGES.firstNameRequired }),
  last_name: namedText('Last name', { min: 1, max: LIMITS.nameMax, trim: true, requiredMessage: MESSAGES.lastNameRequired }),
});
export type PartyNameInput = z.infer<typeof partyNameSchema>;

export const partySideSchema = z.enum(PARTY_SIDES);

/** A phone as stored and sent: the prefix joined to the number; digits, spaces, brackets and dashes. */
export const phoneSchema = namedText('Phone', { min: LIMITS.phoneMin, max: LIMITS.phoneMax, trim: true }).regex(/^\+?[0-9 ()-]+$/, {
  error: MESSAGES.phone,
});

/** A phone's country prefix, as a form picks it. */
export const phonePrefixSchema = singleLine({ error: MESSAGES.phonePrefix })
  .startsWith('+', { error: MESSAGES.phonePrefix })
  .max(LIMITS.phonePrefixMax, { error: MESSAGES.phonePrefix });

/** The number a person types beside the prefix: the spec's minimum, digits; the length is checked once joined. */
export const phoneNumberSchema = namedText('Phone', { min: LIMITS.phoneMin, max: LIMITS.phoneMax, trim: true }).regex(/^[0-9 ()-]+$/, {
  error: MESSAGES.phone,
});

/** The first or last name of a mediator or admin: the spec's 2 to 50 characters. */
export const personName = (field: string) => namedText(field, { min: LIMITS.nameMin, max: LIMITS.nameMax, trim: true });

/** A password a person sets, named `field` in its messages ("Password must be at least 8 characters"). */
export const newPassword = (field: string) => namedText(field, { min: LIMITS.passwordMin, max: 256 });
export const newPasswordSchema = newPassword('Password');

/**
 * Checks a form's prefix and number as the one phone the server stores (`phoneSchema`), so that a form
 * accepts exactly the phones the server does: its message goes under the number.
 */
export function refineJoinedPhone(values: { phone_prefix?: string | undefined; phone: string }, context: z.RefinementCtx) {
  const joined = phoneSchema.safeParse(joinPhone(values.phone_prefix, values.phone.trim()));
  if (!joined.success) context.addIssue({ code: 'custom', path: ['phone'], message: joined.error.issues[0]?.message ?? MESSAGES.phone });
}

/**
 * The Add Mediator form. The spec asked for the validation library's default messages here; each rule
 * has a sentence that names the field and the rule instead, which tells a person what to fix. Education is marked required.
 */
export const addMediatorFormSchema = z
  .object({
    first_name: personName('First name'),
    last_name: personName('Last name'),
    email: z
      .email({ error: MESSAGES.emailInvalid })
      .max(LIMITS.emailMaxLength, { error: RULE_SENTENCES.atMost('Email', LIMITS.emailMaxLength) }),
    password: newPasswordSchema,
    phone: phoneNumberSchema,
    phone_prefix: phonePrefixSchema.optional(),
    country: namedChoice('Country', COUNTRIES.map((country) => country.name) as [string, ...string[]]),
    address: namedText('Address', { max: LIMITS.longTextMaxLength, multiLine: true }),
    relevant_experience: namedText('Relevant experience', { max: LIMITS.longTextMaxLength, multiLine: true }),
    areas: z.array(z.enum(MEDIATOR_AREAS, { error: 'Choose areas from the list' })).max(MEDIATOR_AREAS.length),
    education: namedText('Education', { min: 1, max: LIMITS.longTextMaxLength, multiLine: true, trim: true }),
    certification_course: z.boolean({ error: 'Certification course must be ticked or left empty' }),
  })
  .superRefine(refineJoinedPhone);
export type AddMediatorFormInput = z.infer<typeof addMediatorFormSchema>;

/** The username of a mediator: the e-mail with every non-alphanumeric character removed. */
export function usernameFromEmail(email: string): string {
  return email.replace(/[^A-Za-z0-9]/g, '');
}

/** The phone number as sent: prefix joined to the number. */
export function joinPhone(prefix: string | undefined, number: string): string {
  return `${prefix ?? ''}${number}`;
}

/** Survey: a rating from 1 to 5 (default 3) and free feedback. */
export const surveySchema = z.object({
  rating: z.number().int().min(LIMITS.surveyMin).max(LIMITS.surveyMax).default(LIMITS.surveyDefault),
  feedback: multiLine().max(LIMITS.longTextMaxLength).default(''),
});

/** A chat message to send: ignored when empty (after trimming). */
export const messageTextSchema = multiLine().trim().min(1).max(LIMITS.messageMaxLength);

/** A note: empty text is not added. */
export const noteTextSchema = multiLine().trim().min(1).max(LIMITS.messageMaxLength);

/** Case-insensitive substring search over messages of the current group. */
export function matchesSearch(text: string, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle.length > 0 && text.toLowerCase().includes(needle);
}

/** The first message of each field of a failed parse, keyed by the field's dotted path. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
