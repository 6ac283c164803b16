/** The body of every error answer of the REST API. */
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode, type Problem } from '../errors';

const problemValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** One of ERROR_CODES (typed by name, so that the types of the many answers that carry it stay small). */
export const errorCodeSchema: z.ZodType<ErrorCode> = z.enum(ERROR_CODES);

/** A coded error: its code and the values its sentence takes (see the protocol's catalog). */
export const problemSchema = z.object({ code: errorCodeSchema, values: problemValuesSchema.optional() });

/**
 * Body of every error answer: an English sentence (`detail`), its `code` and `values` to show it in the
 * reader's language, and for a 400 the messages of each bad field with their codes (`error_codes`, same order).
 */
export interface ErrorBody {
  detail: string;
  code?: ErrorCode;
  values?: Record<string, string | number>;
  errors?: Record<string, string[]>;
  error_codes?: Record<string, Problem[]>;
}

// Typed by name: the contract repeats this schema for every error status of every route.
export const errorBodySchema: z.ZodType<ErrorBody> = z.object({
  detail: z.string(),
  code: errorCodeSchema.optional(),
  values: problemValuesSchema.optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  error_codes: z.record(z.string(), z.array(problemSchema)).optional(),
});
