/** An error whose status and message are meant for the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string, errors?: Record<string, string[]>) => new HttpError(400, detail, errors);
export const unauthorized = (detail = 'Authentication credentials were not provided or are invalid.') => new HttpError(401, detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') => new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const gone = (detail: string) => new HttpError(410, detail);
export const tooManyRequests = (detail = 'Too many requests; try again in a minute.') => new HttpError(429, detail);
