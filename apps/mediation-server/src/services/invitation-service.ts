/** A mediator invites a person to its case by e-mail: a personal link that admits once. */
import type { InviteEmailRequest, InviteEmailResponse } from '@mediation/protocol';
import type { Config } from '../config';
import { randomToken, sha256 } from '../lib/ids';
import { badRequest, conflict, tooManyRequests } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import type { CaseRow } from '../repositories/cases-repository';
import { displayNameOf } from '../repositories/users-repository';
import { caseAccess } from './access';
import type { Mailer } from './mailer';
import type { Principal } from './token-service';

export function invitationService(dependencies: {
  repos: Repositories;
  config: Config;
  mailer: Mailer;
  /** The origin people open the app at (the link is built from it, never taken from the request). */
  publicOrigin: () => string;
}) {
  const { repos, config, mailer } = dependencies;
  const access = caseAccess(repos);

  /** The case of an invitation: by id, or by the case code of an older client's link. */
  async function inviteCaseOf(body: InviteEmailRequest): Promise<CaseRow> {
    if (body.case_id) return access.load(body.case_id);
    const code = body.link ? new URL(body.link).searchParams.get('case_code') : null;
    if (!code) throw badRequest('Name the case: case_id.', { case_id: ['Required.'] });
    return access.loadByCode(code);
  }

  return {
    async send(mediator: Principal & { kind: 'user' }, body: InviteEmailRequest): Promise<InviteEmailResponse> {
      const row = await inviteCaseOf(body);
      access.assertMediatorOf(mediator, row);
      if (!row.isActive) throw conflict('A closed case takes no invitations.');
      const token = randomToken();
      const stored = await repos.join.createInviteWithinLimit(
        {
          caseId: row.id,
          mediatorId: mediator.userId,
          email: body.email,
          side: body.side,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + config.INVITE_TTL_S * 1000),
        },
        { max: config.INVITES_PER_HOUR, since: new Date(Date.now() - 60 * 60 * 1000) },
      );
      if (!stored) throw tooManyRequests(`At most ${config.INVITES_PER_HOUR} invitations an hour; try again later.`);
      const link = new URL('/client-login', dependencies.publicOrigin());
      link.searchParams.set('invite', token);
      const mediatorName = displayNameOf(mediator.user);
      const result = await mailer.send({
        to: body.email,
        from: config.MAIL_FROM,
        replyTo: mediator.user.email,
        subject: `Invitation to the mediation case "${row.title}"`,
        text: [
          `${mediatorName} invites you to join the mediation case "${row.title}"${body.side ? ` as side ${body.side}` : ''}.`,
          `Open this personal link to join (it works once): ${link.toString()}`,
          `Reply to this e-mail to reach ${mediatorName}.`,
        ].join('\n'),
        // The outbox and the logs never hold the link; undelivered, it goes only to the mediator who made it.
        secret: link.toString(),
      });
      return { status: result.status, ...(result.status === 'queued' ? { link: link.toString() } : {}) };
    },
  };
}
