import { desc, eq, inArray } from 'drizzle-orm';
import type { OutboxItem } from '@mediation/protocol';
import type { Database } from '../db/client';
import { outbox } from '../db/schema/index';

export interface OutgoingMail {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** A secret in the text (an invitation link): sent to the recipient, never stored in the outbox or logged. */
  secret?: string;
  /** Files sent with the mail; the outbox keeps their names, types and sizes, not their bytes. */
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
}

/** Whether an outbox row went out: sent, still waiting (no SMTP_URL), or refused by the SMTP server. */
export interface OutboxState {
  id: number;
  sentAt: Date | null;
  error: string | null;
}

export const REDACTED = '[link removed: given only to its recipient]';

export function outboxRepository(db: Database) {
  return {
    async add(mail: OutgoingMail): Promise<number> {
      const [row] = await db
        .insert(outbox)
        .values({
          to: mail.to,
          from: mail.from,
          subject: mail.subject,
          text: mail.secret ? mail.text.replaceAll(mail.secret, REDACTED) : mail.text,
          attachments: (mail.attachments ?? []).map((file) => ({
            filename: file.filename,
            content_type: file.contentType,
            size: file.content.byteLength,
          })),
        })
        .returning({ id: outbox.id });
      return row!.id;
    },

    async markSent(id: number): Promise<void> {
      await db.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, id));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db.update(outbox).set({ error }).where(eq(outbox.id, id));
    },

    async states(ids: number[]): Promise<OutboxState[]> {
      if (ids.length === 0) return [];
      return db.select({ id: outbox.id, sentAt: outbox.sentAt, error: outbox.error }).from(outbox).where(inArray(outbox.id, ids));
    },

    async list(): Promise<OutboxItem[]> {
      const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(500);
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        from: row.from,
        subject: row.subject,
        text: row.text,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt ? row.sentAt.toISOString() : null,
        attachments: row.attachments,
      }));
    },
  };
}
