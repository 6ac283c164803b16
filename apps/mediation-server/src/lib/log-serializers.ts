import pino from 'pino';

const PARAMS_PATTERN = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/** Removes the "params: ..." part drizzle adds to a failed query's message (it can hold hashes and personal data). */
function withoutParams(text: string | undefined): string | undefined {
  return text?.replace(PARAMS_PATTERN, '');
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * pino's error serializer, except that a database error never logs its query parameters: not in the
 * message, the stack, a `params` field or in its causes.
 */
export function serializeError(error: Error): SerializedError {
  const serialized = pino.stdSerializers.err(error) as SerializedError;
  const scrub = (entry: SerializedError | undefined): void => {
    if (!entry || typeof entry !== 'object') return;
    delete entry.params;
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

export const logSerializers = { err: serializeError };
