import type { ErrorCode, ProblemValues } from '@mediation/protocol';
import { problemSentence } from '@mediation/protocol/messages';

/**
 * An error whose status and message are meant for the caller: a stable `code` (the protocol's catalog has
 * its sentence in every language, with `values` in its placeholders) and its English sentence as `detail`.
 */
export class HttpError extends Error {
  readonly detail: string;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly values?: ProblemValues,
    readonly errors?: Record<string, string[]>,
  ) {
    const detail = problemSentence('en', { code, values });
    super(detail);
    this.detail = detail;
    this.name = 'HttpError';
  }
}

export const badRequest = (code: ErrorCode, errors?: Record<string, string[]>, values?: ProblemValues) =>
  new HttpError(400, code, values, errors);
export const unauthorized = (code: ErrorCode = 'credentials_invalid', values?: ProblemValues) => new HttpError(401, code, values);
export const forbidden = (code: ErrorCode = 'permission_denied', values?: ProblemValues) => new HttpError(403, code, values);
export const notFound = (code: ErrorCode = 'not_found', values?: ProblemValues) => new HttpError(404, code, values);
export const conflict = (code: ErrorCode, values?: ProblemValues) => new HttpError(409, code, values);
export const gone = (code: ErrorCode, values?: ProblemValues) => new HttpError(410, code, values);
export const tooManyRequests = (code: ErrorCode = 'too_many_requests', values?: ProblemValues) => new HttpError(429, code, values);

/** An English sentence of the protocol's catalog, where the server needs one outside an error answer. */
export const englishSentence = (code: ErrorCode, values?: ProblemValues) => problemSentence('en', { code, values });
