/**
 * The error and empty answers of the routes' `response` schemas: every error has the one body the central
 * error handler sends (plugins/errors.ts), described by what the status means here, so the OpenAPI page says it.
 */
import { z } from 'zod';
import { errorBodySchema } from '@mediation/protocol';

const MEANINGS = {
  400: 'Bad input: `detail` says what, `errors` names each bad field',
  401: 'No token, or a token that is invalid, expired or whose session ended',
  403: 'The caller may not do this',
  404: 'Not found',
  409: 'The state of the case or request does not allow it',
  410: 'The invitation was used or expired',
  413: 'The body is larger than 1 MB',
  415: 'The body is not JSON',
  429: 'Too many requests; try again later',
  500: 'Internal server error',
} as const;

export type ErrorStatus = Exclude<keyof typeof MEANINGS, 500>;
type ErrorSchemas<S extends number> = { [status in S | 500]: typeof errorBodySchema };

/** The error answers of a route, for the statuses it gives (and 500, which any route may give). */
export function errorAnswers<S extends ErrorStatus>(...statuses: S[]): ErrorSchemas<S> {
  const answers: Record<number, z.ZodType> = {};
  for (const status of [...statuses, 500 as const]) answers[status] = errorBodySchema.describe(MEANINGS[status]);
  return answers as ErrorSchemas<S>;
}

/** A 204 answer: no body. */
export const noContent = z.undefined().describe('No content');
