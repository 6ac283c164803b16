/**
 * The signed agreement reaches its signers and stays theirs: at the countersignature every signer is e-mailed
 * the PDF (over SMTP, or kept in the outbox), each party with a personal link that downloads the same file after
 * the case has ended (its token ends with the case; the link does not). A link is read-only, for that agreement
 * only; only the SHA-256 of its secret is kept, and the case's mediator revokes it or replaces it with a new one.
 */
import type { AgreementDeliveriesResponse, AgreementSignerDelivery, PartySide, Side } from '@mediation/protocol';
import { AGREEMENT_PDF_CONTENT_TYPE, agreementFileName } from '@mediation/protocol';
import type { Config } from '../config';
import { randomToken, sha256 } from '../lib/ids';
import { gone, notFound } from '../lib/http-error';
import { textsIn } from '../lib/i18n';
import type { Repositories } from '../repositories/index';
import type { CopyRow } from '../repositories/agreements-repository';
import { caseAccess } from './access';
import type { Mailer } from './mailer';
import type { Principal } from './token-service';

/** The path of a party's personal download link, under the origin people use. */
export const AGREEMENT_COPY_PATH = '/api/agreements/copy/';

/** What the mediator reads beside a signer whose mail waits: why it was not delivered. */
export const NO_MAIL_SERVER = 'no mail server configured';

export function agreementDeliveryService(dependencies: {
  repos: Repositories;
  config: Pick<Config, 'MAIL_FROM' | 'SMTP_URL'>;
  mailer: Mailer;
  /** The origin links are built from when no request tells it (the countersignature, a socket command). */
  publicOrigin: () => string;
}) {
  const { repos, config, mailer } = dependencies;
  const access = caseAccess(repos);
  const copyLink = (origin: string, token: string) => new URL(`${AGREEMENT_COPY_PATH}${token}/`, origin).toString();

  /** The signed agreement of a case the caller mediates, with its document; 404 until it is signed. */
  async function signedOf(mediator: Principal, caseId: string) {
    const row = await access.load(caseId);
    access.assertMediatorOf(mediator, row);
    const agreement = await repos.agreements.find(row.id);
    if (!agreement || agreement.state !== 'signed') throw notFound('no_signed_agreement');
    return { row, agreement };
  }

  return {
    /**
     * E-mails the signed agreement of a case to each signer, once (a second call sends nothing): the PDF
     * attached, and for a party its personal link. A mail that cannot go out waits in the outbox.
     */
    async deliver(caseId: string, origin: string = dependencies.publicOrigin()): Promise<void> {
      const row = await access.load(caseId);
      const agreement = await repos.agreements.find(row.id);
      const document = agreement && (await repos.agreements.findDocument(agreement.id));
      if (!agreement || agreement.state !== 'signed' || !document) return;
      const signatures = await repos.agreements.signatures(agreement.id, agreement.version);
      const mediator = await repos.users.findById(row.mediatorId);
      const fileName = agreementFileName(row.title, row.code);
      for (const side of ['A', 'B', 'M'] as const) {
        const signature = signatures.find((candidate) => candidate.side === side);
        if (!signature) continue;
        const user = await repos.users.findById(signature.userId);
        if (!user) continue;
        const token = side === 'M' ? undefined : randomToken();
        const isNew = await repos.agreements.insertCopy({
          agreementId: agreement.id,
          side,
          userId: user.id,
          name: signature.fullName,
          email: user.email,
          tokenHash: token ? sha256(token) : null,
        });
        if (!isNew) continue;
        const link = token ? copyLink(origin, token) : undefined;
        // In the case's language.
        const t = textsIn(row.language);
        const text = [
          t('agreementMail.greeting', { name: signature.fullName }),
          '',
          t('agreementMail.signed', { title: row.title, code: row.code }),
          link ? t('agreementMail.personalLink', { link }) : t('agreementMail.caseInfoPage'),
          '',
          t('agreementMail.verify', { url: new URL('/verify', origin).toString() }),
        ].join('\n');
        const sent = await mailer.send({
          to: user.email,
          from: config.MAIL_FROM,
          ...(side !== 'M' && mediator ? { replyTo: mediator.email } : {}),
          subject: t('agreementMail.subject', { title: row.title, code: row.code }),
          text,
          attachments: [{ filename: fileName, contentType: AGREEMENT_PDF_CONTENT_TYPE, content: document.pdf }],
          // The outbox and the logs never hold the personal link; undelivered, the mediator makes a new one.
          ...(link ? { secret: link } : {}),
        });
        await repos.agreements.setCopyOutbox(agreement.id, side, sent.id);
      }
    },

    /** For the case's mediator: the file's name and how the agreement reached each signer. */
    async deliveries(mediator: Principal, caseId: string): Promise<AgreementDeliveriesResponse> {
      const { row, agreement } = await signedOf(mediator, caseId);
      const copies = await repos.agreements.copies(agreement.id);
      const states = new Map(
        (await repos.outbox.states(copies.flatMap((copy) => (copy.outboxId ? [copy.outboxId] : [])))).map((state) => [state.id, state]),
      );
      const signers = copies.map((copy): AgreementSignerDelivery => {
        const state = copy.outboxId ? states.get(copy.outboxId) : undefined;
        const mail = state?.sentAt ? 'sent' : state?.error ? 'failed' : 'queued';
        return {
          side: copy.side as Side,
          name: copy.name,
          email: copy.email,
          mail,
          mail_problem:
            mail === 'sent' ? null : mail === 'failed' ? 'the mail server refused it' : config.SMTP_URL ? 'not sent yet' : NO_MAIL_SERVER,
          link: copy.side === 'M' ? null : copy.linkRevokedAt || !copy.tokenHash ? 'revoked' : 'active',
        };
      });
      return { file_name: agreementFileName(row.title, row.code), signers };
    },

    /** A new personal link for a party (the old one stops working), shown once to the mediator to pass on. */
    async newLink(mediator: Principal, caseId: string, side: PartySide, origin: string): Promise<string> {
      const { agreement } = await signedOf(mediator, caseId);
      const token = randomToken();
      if (!(await repos.agreements.setCopyLink(agreement.id, side, sha256(token)))) throw notFound('no_copy_of_side', { side });
      return copyLink(origin, token);
    },

    /** The party's personal link stops working. */
    async revokeLink(mediator: Principal, caseId: string, side: PartySide): Promise<void> {
      const { agreement } = await signedOf(mediator, caseId);
      if (!(await repos.agreements.setCopyLink(agreement.id, side, null))) throw notFound('no_copy_of_side', { side });
    },

    /** The PDF a personal link opens, whether or not the case still runs; a revoked link is gone. */
    async copy(token: string): Promise<{ pdf: Uint8Array; fileName: string }> {
      const copy: CopyRow | undefined = await repos.agreements.findCopyByToken(sha256(token));
      if (!copy) throw notFound('link_invalid');
      if (copy.linkRevokedAt) throw gone('copy_link_revoked');
      const agreement = await repos.agreements.findById(copy.agreementId);
      const document = agreement && (await repos.agreements.findDocument(agreement.id));
      const row = agreement && (await repos.cases.findById(agreement.caseId));
      if (!document || !row) throw notFound('link_invalid');
      return { pdf: document.pdf, fileName: agreementFileName(row.title, row.code) };
    },
  };
}

export type AgreementDeliveryService = ReturnType<typeof agreementDeliveryService>;
