/** The unsent messages: each is sent with its client id until the server stores it, across reconnections. */
import type { ChatMessage as WireMessage } from '@mediation/protocol';
import type { Side } from '../types';
import { ChatClientError } from './errors';
import { CLIENT_SENTENCES } from '../internal/clientSentences';

/** A message the viewer sent that the server has not stored yet. */
export interface PendingSend {
  id: string;
  group: Side;
  text: string;
  attempts: number;
}

/** What the queue needs from the client. */
export interface SendQueueHost {
  isConnected: () => boolean;
  /** Attempts of one send before it is shown as failed. */
  attempts: () => number;
  /** Sends once; resolves with the stored message, rejects with a `ChatClientError`. */
  deliver: (send: PendingSend) => Promise<WireMessage>;
  /** The server stored it. */
  onStored: (send: PendingSend, message: WireMessage) => void;
  /** The server refused it, or never answered: shown as failed with the reason (Retry sends it again). */
  onFailed: (send: PendingSend, reason: string) => void;
}

/** Kept by the client, so a reconnection, even with a refreshed token, sends what was typed meanwhile. */
export class SendQueue {
  private readonly pending = new Map<string, PendingSend>();

  constructor(private readonly host: SendQueueHost) {}

  /** Queues a new message and sends it when connected (at once, or on the next connection). */
  add(id: string, group: Side, text: string): void {
    const send: PendingSend = { id, group, text, attempts: 0 };
    this.pending.set(id, send);
    void this.attempt(send);
  }

  /** Sends a failed message again, with the same client id; false when it is not queued. */
  retry(id: string): boolean {
    const send = this.pending.get(id);
    if (!send) return false;
    send.attempts = 0;
    void this.attempt(send);
    return true;
  }

  /** Sends everything still unsent (after a connection). */
  flush(): void {
    for (const send of this.pending.values()) void this.attempt(send);
  }

  private async attempt(send: PendingSend): Promise<void> {
    if (!this.host.isConnected()) return; // sent when the connection is back
    send.attempts += 1;
    try {
      const message = await this.host.deliver(send);
      if (!this.pending.delete(send.id)) return;
      this.host.onStored(send, message);
    } catch (error) {
      const isRefused = error instanceof ChatClientError && error.code !== 'timeout' && error.code !== 'disconnected';
      // A refusal stays queued for Retry; no answer in time: the same id again, so the server stores it once.
      if (isRefused) return this.host.onFailed(send, error.message);
      if (!this.host.isConnected()) return;
      if (send.attempts < this.host.attempts()) return this.attempt(send);
      this.host.onFailed(send, CLIENT_SENTENCES.noAnswer);
    }
  }
}
