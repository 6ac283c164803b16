import type { z } from 'zod';
import { localizedRule } from '../api/errorLanguage';

/**
 * A react-final-form `validate` from a zod schema: the first message of each field, keyed by the
 * field's name (nested paths joined with dots), in the page's language.
 */
export function validateWith<T extends z.ZodType>(schema: T) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length > 0 ? issue.path.join('.') : '_';
      errors[key] ??= localizedRule(issue.message);
    }
    return errors;
  };
}
