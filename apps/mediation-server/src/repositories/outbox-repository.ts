import { desc, eq } from 'drizzle-orm';
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
      }));
    },
  };
}
