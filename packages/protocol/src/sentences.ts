/**
 * A sentence for every rule a person's text can break, naming the field and the rule: a
 * 201-character title says "Title must be at most 200 characters", never "Title is required", and no raw
 * library message ("Too small: expected string to have >=2 characters") reaches a person. The server's
 * 400 answers and the web app's forms both show these, since both parse with the same schemas.
 */
import { z } from 'zod';
import { multiLine, singleLine } from './text';

export const RULE_SENTENCES = {
  required: (field: string) => `${field} is required`,
  atLeast: (field: string, count: number) => `${field} must be at least ${count} ${count === 1 ? 'character' : 'characters'}`,
  atMost: (field: string, count: number) => `${field} must be at most ${count} ${count === 1 ? 'character' : 'characters'}`,
  invalid: (field: string) => `${field} is not valid`,
} as const;

export interface NamedTextRules {
  /** Least length; 1 or more makes the field required (empty says "<Field> is required"). */
  min?: number;
  max: number;
  /** Messages, notes and other text that may hold line breaks. */
  multiLine?: boolean;
  /** Spaces around the text are dropped before the lengths are checked. */
  trim?: boolean;
  /** The spec's own text for an empty field, where it has one ('Title is required'). */
  requiredMessage?: string;
}

/**
 * A text field named `field` in its messages: "<Field> is required" when empty (or missing) and required,
 * "<Field> must be at least N characters", "<Field> must be at most N characters".
 */
export function namedText(field: string, rules: NamedTextRules) {
  const required = rules.requiredMessage ?? RULE_SENTENCES.required(field);
  const min = rules.min ?? 0;
  // The schema's own message only for a missing or non-text value; each check below carries its own.
  const base = (rules.multiLine ? multiLine : singleLine)({ error: (issue) => (issue.code === 'invalid_type' ? required : undefined) });
  let schema = rules.trim ? base.trim() : base;
  if (min >= 1) schema = schema.min(1, { error: required, abort: true });
  if (min > 1) schema = schema.min(min, { error: RULE_SENTENCES.atLeast(field, min) });
  return schema.max(rules.max, { error: RULE_SENTENCES.atMost(field, rules.max) });
}

/** One of a list a form offers: "<Field> must be selected" when missing or not one of them. */
export function namedChoice<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, { error: `${field} must be selected` });
}
