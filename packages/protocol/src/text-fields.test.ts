/**
 * Every request schema of the protocol (REST bodies, queries and params, socket payloads, the forms) refuses
 * NUL and other control characters in each of its text fields, naming the field; a single-line field (names,
 * titles, e-mails, ids) also refuses line breaks and bidi overrides, and only the multi-line texts (messages,
 * notes, briefs, feedback) take line breaks. The schemas are found by walking the package's exports, so a new
 * schema is covered the day it is exported.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as protocol from './index';

/** Exported schemas that describe what the server sends (or building blocks of other schemas), never input. */
const OUTPUT_NAME = /(Response|Event|Ack|AckError|Item|Row|Page|Statistics|Body|Data)Schema$/;
const NOT_REQUESTS = new Set([
  'actionMessageSchema',
  'caseDetailsSchema',
  'caseListItemSchema',
  'chatMessageSchema',
  'clientSchema',
  'guideStateSchema',
  'likeDataSchema',
  'likeEntrySchema',
  'mediatorListItemSchema',
  'mediatorSchema',
  'noteSchema',
  'participantSchema',
  'userSchema',
  'publicUserSchema',
  'outboxItemSchema',
  'connectedPersonSchema',
  'onlineCaseSchema',
  'readPositionSchema',
  'connectionMediatorSchema',
  'connectionPartySchema',
  'joinRequestStatusSchema',
  'ackErrorSchema',
  // Parts of request schemas, walked through them.
  'caseIdSchema',
  'categoryValueSchema',
  'caseCategorySchema',
  'messageExtSchema',
  'noteTagSchema',
  'partySideSchema',
  'positionMarkerSchema',
  'roleSchema',
  'sideSchema',
  'userIdParamSchema',
  'userIdSchema',
]);
const REQUEST_NAME = /(Request|Payload|Query|Params|Form|Auth)Schema$/;
const REQUESTS_BY_NAME = new Set([
  'loginSchema',
  'surveySchema',
  'partyEmailSchema',
  'partyNameSchema',
  'messageTextSchema',
  'noteTextSchema',
  'caseCodeSchema',
  'inviteTokenSchema',
  'caseRefSchema',
]);

/** The multi-line texts: only these take a line break (and a tab). */
const MULTI_LINE_FIELDS = new Set([
  'message',
  'note',
  'problem_brief',
  'sideA_description',
  'sideB_description',
  'feedback',
  'address',
  'education',
  'relevant_experience',
  'initialStateA',
  'initialStateB',
  'extMsg',
  'description',
  // A whole message or note given on its own (messageTextSchema, noteTextSchema).
  '',
]);
const MULTI_LINE_SCHEMAS = new Set(['messageTextSchema', 'noteTextSchema']);

const schemaEntries = (Object.entries(protocol) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] => entry[0].endsWith('Schema') && entry[1] instanceof z.ZodType,
);
const requestSchemas = schemaEntries.filter(([name]) => REQUEST_NAME.test(name) || REQUESTS_BY_NAME.has(name));

/** Strings tried, in order, as the valid value of a text field. */
const STRING_CANDIDATES = [
  'Plain text',
  'a@b.co',
  'ABC123',
  '550e8400-e29b-41d4-a716-446655440000',
  '+972',
  '+972 50 123 4567',
  'https://example.com/x',
  '2026-01-01T00:00:00Z',
  'abcdefghijklmnopqrstuvwxyz012345',
  '1',
];
const NUMBER_CANDIDATES = [1, 3, 0];

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A valid value of `schema`, one per union option (so each option's fields are exercised). */
function samples(schema: z.ZodType): unknown[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const found = STRING_CANDIDATES.find((candidate) => schema.safeParse(candidate).success);
      return found === undefined ? [] : [found];
    }
    case 'number': {
      const found = NUMBER_CANDIDATES.find((candidate) => schema.safeParse(candidate).success);
      return found === undefined ? [] : [found];
    }
    case 'boolean':
      return [true];
    case 'enum':
      return [Object.values(def.entries as Record<string, unknown>)[0]];
    case 'literal':
      return [(def.values as unknown[])[0]];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return samples(def.innerType as z.ZodType);
    case 'pipe': {
      const found = samples(def.in as z.ZodType).filter((value) => schema.safeParse(value).success);
      return found.length > 0 ? found : STRING_CANDIDATES.filter((candidate) => schema.safeParse(candidate).success).slice(0, 1);
    }
    case 'array':
      return samples(def.element as z.ZodType).map((value) => [value]);
    case 'union':
      return (def.options as z.ZodType[]).flatMap(samples).filter((value) => schema.safeParse(value).success);
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const base: Record<string, unknown> = {};
      const variants: Record<string, unknown>[] = [];
      for (const [key, field] of Object.entries(shape)) {
        const values = samples(field);
        if (values.length === 0) return [];
        base[key] = values[0];
        for (const other of values.slice(1)) variants.push({ [key]: other });
      }
      const all = [base, ...variants.map((variant) => ({ ...base, ...variant }))];
      // A refinement between fields (say, "not both"): each optional field on its own.
      if (schema.safeParse(base).success) return all;
      const optional = Object.keys(shape).filter((key) => shape[key]!.safeParse(undefined).success);
      return optional
        .map((kept) => Object.fromEntries(Object.entries(base).filter(([key]) => key === kept || !optional.includes(key))))
        .filter((value) => schema.safeParse(value).success);
    }
    default:
      return [];
  }
}

interface TextLeaf {
  path: (string | number)[];
  value: string;
}

/** The paths of `value` that a text schema (not an enum or literal) accepted. */
function textLeaves(schema: z.ZodType, value: unknown, path: (string | number)[] = []): TextLeaf[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return typeof value === 'string' ? [{ path, value }] : [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return textLeaves(def.innerType as z.ZodType, value, path);
    case 'pipe':
      return textLeaves(def.in as z.ZodType, value, path);
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, index) => textLeaves(def.element as z.ZodType, item, [...path, index])) : [];
    case 'union': {
      const option = (def.options as z.ZodType[]).find((candidate) => candidate.safeParse(value).success);
      return option ? textLeaves(option, value, path) : [];
    }
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const record = value as Record<string, unknown>;
      return Object.entries(shape).flatMap(([key, field]) => textLeaves(field, record[key], [...path, key]));
    }
    default:
      return [];
  }
}

function withValue(root: unknown, path: (string | number)[], value: string): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path;
  copy[head!] = withValue(copy[head!], rest, value);
  return copy;
}

/** The text with a character put after its first one (so trimming cannot remove it). */
const spliced = (text: string, character: string) => `${text.slice(0, 1)}${character}${text.slice(1)}`;

const CONTROL_CHARACTERS: [string, string][] = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['backspace', '\u0008'],
  ['vertical tab', '\u000B'],
  ['escape', '\u001B'],
  ['DEL', '\u007F'],
  ['C1 NEL', '\u0085'],
];
const SINGLE_LINE_ONLY: [string, string][] = [
  ['line feed', '\n'],
  ['carriage return', '\r'],
  ['tab', '\t'],
  ['right-to-left override U+202E', '\u202E'],
  ['left-to-right override U+202D', '\u202D'],
  ['right-to-left embedding U+202B', '\u202B'],
  ['right-to-left isolate U+2067', '\u2067'],
];

describe('every request schema of the protocol', () => {
  it('is classified as a request or an answer (so a new schema cannot slip past this test)', () => {
    const unclassified = schemaEntries
      .map(([name]) => name)
      .filter((name) => !REQUEST_NAME.test(name) && !REQUESTS_BY_NAME.has(name) && !OUTPUT_NAME.test(name) && !NOT_REQUESTS.has(name));
    expect(unclassified).toEqual([]);
    expect(requestSchemas.length).toBeGreaterThan(40);
  });

  describe.each(requestSchemas)('%s', (name, schema) => {
    const valid = samples(schema);

    it('has a valid sample with text fields to try', () => {
      expect(valid.length, `no valid sample could be built for ${name}: add a candidate to the test`).toBeGreaterThan(0);
      for (const value of valid) expect(schema.safeParse(value).success).toBe(true);
    });

    it('refuses control characters in every text field, naming the field', () => {
      const failures: string[] = [];
      for (const value of valid) {
        for (const leaf of textLeaves(schema, value)) {
          const field = leaf.path.join('.');
          const key = String(leaf.path.findLast((part) => typeof part === 'string') ?? '');
          const isMultiLine = MULTI_LINE_SCHEMAS.has(name) || (leaf.path.length > 0 && MULTI_LINE_FIELDS.has(key));
          const refused = isMultiLine ? CONTROL_CHARACTERS : [...CONTROL_CHARACTERS, ...SINGLE_LINE_ONLY];
          for (const [label, character] of refused) {
            const result = schema.safeParse(withValue(value, leaf.path, spliced(leaf.value, character)));
            if (result.success) failures.push(`${field || '(value)'} accepts ${label}`);
            else if (!result.error.issues.some((issue) => issue.path.join('.') === field)) {
              failures.push(`${field || '(value)'}: refusal of ${label} does not name the field`);
            }
          }
          if (isMultiLine) {
            for (const [label, character] of [['line feed', '\n'], ['carriage return + line feed', '\r\n'], ['tab', '\t']]) {
              const result = schema.safeParse(withValue(value, leaf.path, spliced(leaf.value, character!)));
              if (!result.success) failures.push(`${field || '(value)'} (multi-line) refuses ${label}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });
  });
});
