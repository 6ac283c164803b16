import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutgoingMail, outboxRepository } from '../repositories/outbox-repository';

export interface Mailer {
  /**
   * Stores the mail in the outbox (its secret, if any, redacted), then delivers it over SMTP when configured;
   * never drops it. Neither its subject nor its text is logged.
   */
  send(mail: OutgoingMail): Promise<{ status: 'sent' | 'queued'; id: number }>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  outbox: ReturnType<typeof outboxRepository>;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const id = await options.outbox.add(mail);
      if (!transport) {
        // Subjects name cases: the admin reads them in the outbox, the log gets only the id.
        options.log.info({ outboxId: id }, 'e-mail stored in outbox (no SMTP_URL)');
        return { status: 'queued', id };
      }
      try {
        const { secret: _secret, attachments, ...message } = mail;
        await transport.sendMail({
          ...message,
          ...(attachments
            ? {
                attachments: attachments.map((file) => ({
                  filename: file.filename,
                  contentType: file.contentType,
                  content: Buffer.from(file.content),
                })),
              }
            : {}),
        });
        await options.outbox.markSent(id);
        return { status: 'sent', id };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await options.outbox.markFailed(id, message);
        options.log.error({ outboxId: id, err: error }, 'SMTP delivery failed; the e-mail stays in the outbox');
        return { status: 'queued', id };
      }
    },
    close() {
      transport?.close();
    },
  };
}
