/**
 * A mediator invites a person to its case by e-mail: a personal link that admits once. The mediator lists the
 * case's invitations, sends one again (a new link; the old one stops) and revokes one.
 */
import type {
  CaseInvitationsResponse,
  Invitation,
  InviteEmailRequest,
  InviteEmailResponse,
  PartySide,
  ResendInvitationResponse,
  RevokeInvitationResponse,
} from '@mediation/protocol';
import type { Config } from '../config';
import { randomToken, sha256 } from '../lib/ids';
import { textsIn } from '../lib/i18n';
import { badRequest, conflict, englishSentence, notFound, tooManyRequests } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import type { CaseRow } from '../repositories/cases-repository';
import type { InviteRow } from '../repositories/join-repository';
import { displayNameOf } from '../repositories/users-repository';
import { caseAccess } from './access';
import type { Mailer } from './mailer';
import type { Principal } from './token-service';

export function invitationService(dependencies: {
  repos: Repositories;
  config: Config;
  mailer: Mailer;
  /** The origin people open the app at, when the caller gives none of its own (see linkOriginOf). */
  publicOrigin: () => string;
}) {
  const { repos, config, mailer } = dependencies;
  const access = caseAccess(repos);

  /** The case of an invitation: by id, or by the case code of an older client's link. */
  async function inviteCaseOf(body: InviteEmailRequest): Promise<CaseRow> {
    if (body.case_id) return access.load(body.case_id);
    const code = body.link ? new URL(body.link).searchParams.get('case_code') : null;
    if (!code) throw badRequest('case_id_missing', { case_id: [englishSentence('field_required_short')] });
    return access.loadByCode(code);
  }

  /** An invitation as the mediator's list shows it. */
  function invitationOf(row: InviteRow): Invitation {
    const status = row.revokedAt ? 'revoked' : row.usedAt ? 'used' : row.expiresAt.getTime() <= Date.now() ? 'expired' : 'pending';
    return {
      id: row.id,
      email: row.email,
      side: (row.side as PartySide | null) ?? null,
      sent_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      status,
    };
  }

  /** Stores a new invitation within the mediator's hourly budget and e-mails its personal link. */
  async function invite(
    mediator: Principal & { kind: 'user' },
    row: CaseRow,
    person: { email: string; side: PartySide | null },
    origin: string,
  ) {
    if (!row.isActive) throw conflict('closed_case_no_invitations');
    const token = randomToken();
    const stored = await repos.join.createInviteWithinLimit(
      {
        caseId: row.id,
        mediatorId: mediator.userId,
        email: person.email,
        side: person.side,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + config.INVITE_TTL_S * 1000),
      },
      { max: config.INVITES_PER_HOUR, since: new Date(Date.now() - 60 * 60 * 1000) },
    );
    if (!stored) throw tooManyRequests('invitations_per_hour', { max: config.INVITES_PER_HOUR });
    const link = new URL('/client-login', origin);
    link.searchParams.set('invite', token);
    const mediatorName = displayNameOf(mediator.user);
    // In the case's language.
    const t = textsIn(row.language);
    const result = await mailer.send({
      to: person.email,
      from: config.MAIL_FROM,
      replyTo: mediator.user.email,
      subject: t('invite.subject', { title: row.title }),
      text: [
        person.side
          ? t('invite.introWithSide', { mediator: mediatorName, title: row.title, side: person.side })
          : t('invite.intro', { mediator: mediatorName, title: row.title }),
        t('invite.link', { link: link.toString() }),
        t('invite.reply', { mediator: mediatorName }),
      ].join('\n'),
      // The outbox and the logs never hold the link; undelivered, it goes only to the mediator who made it.
      secret: link.toString(),
    });
    return { stored, status: result.status, ...(result.status === 'queued' ? { link: link.toString() } : {}) };
  }

  /** An invitation of a case the caller mediates. */
  async function ownInvitation(mediator: Principal & { kind: 'user' }, caseId: string, invitationId: string) {
    const row = await access.load(caseId);
    access.assertMediatorOf(mediator, row);
    const found = await repos.join.findInviteById(row.id, invitationId);
    if (!found) throw notFound('invitation_not_found');
    return { row, found };
  }

  return {
    async send(
      mediator: Principal & { kind: 'user' },
      body: InviteEmailRequest,
      origin: string = dependencies.publicOrigin(),
    ): Promise<InviteEmailResponse> {
      const row = await inviteCaseOf(body);
      access.assertMediatorOf(mediator, row);
      const { status, link } = await invite(mediator, row, { email: body.email, side: body.side }, origin);
      return { status, ...(link ? { link } : {}) };
    },

    /**
     * The case's invitations, newest first, and the link that shares the case by its code at `origin` (none
     * without one: the mediator's page then uses its own).
     */
    async list(mediator: Principal & { kind: 'user' }, caseId: string, origin: string | undefined): Promise<CaseInvitationsResponse> {
      const row = await access.load(caseId);
      access.assertMediatorOf(mediator, row);
      const invitations = (await repos.join.listInvites(row.id)).map(invitationOf);
      if (!origin) return { case_link: null, invitations };
      const caseLink = new URL('/client-login', origin);
      caseLink.searchParams.set('case_code', row.code);
      return { case_link: caseLink.toString(), invitations };
    },

    /** Sends a new link to the same person on the same side; the old link stops working. */
    async resend(
      mediator: Principal & { kind: 'user' },
      caseId: string,
      invitationId: string,
      origin: string = dependencies.publicOrigin(),
    ): Promise<ResendInvitationResponse> {
      const { row, found } = await ownInvitation(mediator, caseId, invitationId);
      if (found.usedAt) throw conflict('invitation_used_in_case');
      const sent = await invite(mediator, row, { email: found.email, side: (found.side as PartySide | null) ?? null }, origin);
      await repos.join.revokeInvite(found.id);
      return { status: sent.status, invitation: invitationOf(sent.stored), ...(sent.link ? { link: sent.link } : {}) };
    },

    /** The invitation's link stops working (a used one stays used). */
    async revoke(mediator: Principal & { kind: 'user' }, caseId: string, invitationId: string): Promise<RevokeInvitationResponse> {
      const { found } = await ownInvitation(mediator, caseId, invitationId);
      if (found.usedAt) throw conflict('invitation_used_remove_person');
      const revoked = await repos.join.revokeInvite(found.id);
      if (!revoked) throw conflict('invitation_used_remove_person');
      return { invitation: invitationOf(revoked) };
    },
  };
}
