import pino from 'pino';

const PARAMS_PATTERN = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/** Removes the "params: ..." part drizzle adds to a failed query's message (it can hold hashes and personal data). */
function withoutParams(text: string | undefined): string | undefined {
  return text?.replace(PARAMS_PATTERN, '');
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * pino's error serializer, except that a database error never logs its query parameters (not in the
 * message, the stack, a `params` field or in its causes), nor the connection node-postgres hangs on the
 * errors of its pool (`client`: kilobytes of connection state and statement texts).
 */
export function serializeError(error: Error): SerializedError {
  const serialized = pino.stdSerializers.err(error) as SerializedError;
  const scrub = (entry: SerializedError | undefined): void => {
    if (!entry || typeof entry !== 'object') return;
    delete entry.params;
    delete entry.client;
    entry.message = withoutParams(entry.message) ?? entry.message;
    entry.stack = withoutParams(entry.stack) ?? entry.stack;
    scrub(entry.cause as SerializedError | undefined);
  };
  scrub(serialized);
  // The database's own error code (pino folds causes into the stack and drops their fields).
  const causeCode = (error.cause as { code?: unknown } | undefined)?.code;
  if (typeof causeCode === 'string') serialized.cause_code = causeCode;
  return serialized;
}

/**
 * A request URL as logged: every query value and any path segment holding an e-mail (or its encoded '@') is
 * replaced, so e-mails, case codes (`link_id`) and tokens never reach the logs.
 */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = url.split('?', 2) as [string, string | undefined];
  const path = pathPart
    .split('/')
    .map((segment) => (/@|%40/i.test(segment) ? '[redacted]' : segment))
    .join('/');
  if (query === undefined) return path;
  const redacted = query
    .split('&')
    .map((pair) => `${pair.split('=', 1)[0]}=[redacted]`)
    .join('&');
  return `${path}?${redacted}`;
}

/** pino's request serializer, with the URL redacted. */
export function serializeRequest(request: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const logSerializers = { err: serializeError, req: serializeRequest };
