/** The one error every command of the client rejects with. */
import { LIMITS, type AckErrorCode } from '@mediation/protocol';

/** Why a command failed: the server's code, or `disconnected` (no connection) and `timeout` (no answer in time). */
export type ChatClientErrorCode = AckErrorCode | 'disconnected' | 'timeout';

/** A command the server refused (its `code` and `message`), or one that could not reach it. */
export class ChatClientError extends Error {
  readonly code: ChatClientErrorCode;

  constructor(code: ChatClientErrorCode, message: string) {
    super(message);
    this.name = 'ChatClientError';
    this.code = code;
  }
}

/**
 * Refuses, before anything is queued or shown as sending, a text the server's schema would refuse for its
 * length (the protocol's `LIMITS.messageMaxLength`, counted on the trimmed text as the server does): such a
 * message could never be sent and would otherwise end as "Not sent … Retry".
 */
export function assertSendableText(text: string): void {
  const length = text.trim().length;
  if (length === 0) throw new ChatClientError('bad_request', 'A message needs some text.');
  if (length > LIMITS.messageMaxLength) {
    throw new ChatClientError('bad_request', `A message holds at most ${LIMITS.messageMaxLength} characters; this one has ${length}.`);
  }
}
