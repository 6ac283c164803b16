/**
 * Helpers for tests (here and in the server) that walk a request schema: a valid sample of it, and the paths
 * of its text fields, so a test can put a bad character into each text field in turn.
 */
import type { z } from 'zod';
import type { AgreementView } from './agreement';

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
  // A SHA-256 (an agreement's digest, a file's hash).
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  '1',
  '50 123 4567',
  // An IANA time zone (the mediator's, at the countersignature).
  'Asia/Jerusalem',
];
const NUMBER_CANDIDATES = [1, 3, 0];

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A valid value of `schema`, one per union option (so each option's fields are exercised). */
export function samples(schema: z.ZodType): unknown[] {
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

export interface TextLeaf {
  path: (string | number)[];
  value: string;
}

/** The paths of `value` that a text schema (not an enum or literal) accepted. */
export function textLeaves(schema: z.ZodType, value: unknown, path: (string | number)[] = []): TextLeaf[] {
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

export function withValue(root: unknown, path: (string | number)[], value: string): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path;
  copy[head!] = withValue(copy[head!], rest, value);
  return copy;
}

/** The text with a character put after its first one (so trimming cannot remove it). */
export const spliced = (text: string, character: string) => `${text.slice(0, 1)}${character}${text.slice(1)}`;

/** The multi-line texts: only these take a line break (and a tab). */
export const MULTI_LINE_FIELDS = new Set([
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
  // An agreement's clause and a change request to it.
  'clause_text',
  'comment',
  // A call's session description: SDP is lines ended by CRLF.
  'sdp',
  // A whole message or note given on its own (messageTextSchema, noteTextSchema).
  '',
]);

/** A case's agreement before its first clause, as a client holds it until it reads or hears of one. */
export const emptyAgreementView = (caseId = ''): AgreementView => ({
  case_id: caseId,
  state: 'draft',
  version: 1,
  shuttle: false,
  clauses: [],
  can_finalize: false,
  finalized_at: null,
  digest: null,
  verification_code: null,
  signatures: [],
  signed_at: null,
  has_document: false,
  record: [],
});
