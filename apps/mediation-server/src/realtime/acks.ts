import type { AckError, AckErrorCode, ErrorCode, ProblemValues } from '@mediation/protocol';
import { englishSentence, HttpError } from '../lib/http-error';

const CODE_OF_STATUS: Record<number, AckErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};

/** A failed acknowledgement with a sentence only (a malformed payload: for the client's developer). */
export function ackError(code: AckErrorCode, message: string): AckError {
  return { ok: false, error: { code, message } };
}

/**
 * A failed acknowledgement for a person: `reason` (with its `values`) is the error's code in the protocol's
 * catalog, so a client can say it in its reader's language; `message` is its English sentence.
 */
export function ackProblem(code: AckErrorCode, reason: ErrorCode, values?: ProblemValues): AckError {
  return { ok: false, error: { code, message: englishSentence(reason, values), reason, ...(values ? { values } : {}) } };
}

/** The acknowledgement of a failed event; anything not meant for the caller becomes `internal`. */
export function toAckError(error: unknown): { ack: AckError; isOurs: boolean } {
  if (error instanceof HttpError) {
    const code = CODE_OF_STATUS[error.statusCode];
    if (code) return { ack: ackProblem(code, error.code, error.values), isOurs: false };
  }
  return { ack: ackProblem('internal', 'internal'), isOurs: true };
}

/** Splits socket.io event arguments into the payload and the acknowledgement callback (if any). */
export function splitArgs(args: unknown[]): { payload: unknown; ack: (answer: object) => void } {
  const last = args.at(-1);
  const ack = typeof last === 'function' ? (last as (answer: object) => void) : () => undefined;
  return { payload: typeof last === 'function' ? args.slice(0, -1)[0] : args[0], ack };
}
