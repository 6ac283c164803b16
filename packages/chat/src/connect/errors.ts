/** The one error every command of the client rejects with. */
import type { AckErrorCode } from '@mediation/protocol';

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
