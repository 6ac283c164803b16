import type { AckError, AckErrorCode } from '@mediation/protocol';
import { HttpError } from '../lib/http-error';

const CODE_OF_STATUS: Record<number, AckErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};

export function ackError(code: AckErrorCode, message: string): AckError {
  return { ok: false, error: { code, message } };
}

/** The acknowledgement of a failed event; anything not meant for the caller becomes `internal`. */
export function toAckError(error: unknown): { ack: AckError; isOurs: boolean } {
  if (error instanceof HttpError) {
    const code = CODE_OF_STATUS[error.statusCode];
    if (code) return { ack: ackError(code, error.detail), isOurs: false };
  }
  return { ack: ackError('internal', 'Internal server error.'), isOurs: true };
}

/** Splits socket.io event arguments into the payload and the acknowledgement callback (if any). */
export function splitArgs(args: unknown[]): { payload: unknown; ack: (answer: object) => void } {
  const last = args.at(-1);
  const ack = typeof last === 'function' ? (last as (answer: object) => void) : () => undefined;
  return { payload: typeof last === 'function' ? args.slice(0, -1)[0] : args[0], ack };
}
