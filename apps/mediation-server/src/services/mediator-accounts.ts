/**
 * The admin's care of mediators' accounts: editing one, deactivating and reactivating it, and a password reset
 * link, which the mediator uses (once, within the hour) to set a new password.
 */
import { PASSWORD_RESET_PAGE, PASSWORD_RESET_TTL_S } from '@mediation/protocol';
import type { MediatorListItem, PasswordResetLinkResponse, PasswordResetResponse, UpdateMediatorRequest } from '@mediation/protocol';
import type { Config } from '../config';
import { englishSentence, gone, notFound } from '../lib/http-error';
import { randomToken, sha256 } from '../lib/ids';
import { textsIn } from '../lib/i18n';
import { hashPassword } from '../lib/passwords';
import type { Repositories } from '../repositories/index';
import { displayNameOf } from '../repositories/users-repository';
import type { Mailer } from './mailer';
import type { ServerEventEmitter } from './session-events';

export const RESET_LINK_DEAD = englishSentence('reset_link_dead');

export function mediatorAccountService(dependencies: {
  repos: Repositories;
  config: Pick<Config, 'MAIL_FROM'>;
  mailer: Mailer;
  caseEvents: ServerEventEmitter;
  /** The origin people open the app at (the link is built from it, never taken from the request). */
  publicOrigin: () => string;
}) {
  const { repos, mailer, caseEvents } = dependencies;

  async function mediatorOf(userId: number): Promise<MediatorListItem> {
    const mediator = await repos.users.findMediator(userId);
    if (!mediator) throw notFound('mediator_not_found');
    return mediator;
  }

  /** Every session of the account ends: refresh cookies, access tokens, and its sockets on every process. */
  async function endSessions(userId: number) {
    await repos.auth.endAllSessions(userId);
    caseEvents.emit('sessionsEnded', { userId });
  }

  return {
    async update(userId: number, body: UpdateMediatorRequest): Promise<MediatorListItem> {
      await mediatorOf(userId);
      await repos.users.updateMediator(userId, {
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
        areas: [...new Set(body.areas)],
      });
      return mediatorOf(userId);
    },

    async deactivate(userId: number): Promise<MediatorListItem> {
      const mediator = await mediatorOf(userId);
      if (mediator.is_active) await repos.users.setDeactivatedAt(userId, new Date());
      await endSessions(userId);
      return mediatorOf(userId);
    },

    async reactivate(userId: number): Promise<MediatorListItem> {
      await mediatorOf(userId);
      await repos.users.setDeactivatedAt(userId, null);
      return mediatorOf(userId);
    },

    async sendPasswordReset(userId: number): Promise<PasswordResetLinkResponse> {
      const mediator = await mediatorOf(userId);
      const token = randomToken();
      const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_S * 1000);
      await repos.passwordResets.create(userId, sha256(token), expiresAt);
      const link = new URL(PASSWORD_RESET_PAGE, dependencies.publicOrigin());
      link.searchParams.set('token', token);
      const name = displayNameOf({ firstName: mediator.user.first_name, lastName: mediator.user.last_name, email: mediator.user.email });
      // Not about a case: in the account's language.
      const t = textsIn((await repos.users.findById(userId))?.language ?? 'en');
      const result = await mailer.send({
        to: mediator.user.email,
        from: dependencies.config.MAIL_FROM,
        subject: t('reset.subject'),
        text: [t('reset.hello', { name }), t('reset.link', { link: link.toString() }), t('reset.signOut')].join('\n'),
        // The outbox and the logs never hold the link; undelivered, it goes only to the admin who asked for it.
        secret: link.toString(),
      });
      return {
        status: result.status,
        ...(result.status === 'queued' ? { link: link.toString() } : {}),
        expires_at: expiresAt.toISOString(),
      };
    },

    /** Sets the password of a reset link's account, once; every session of the account ends. */
    async resetPassword(token: string, newPassword: string): Promise<PasswordResetResponse> {
      const userId = await repos.passwordResets.consume(sha256(token));
      const user = userId === undefined ? undefined : await repos.users.findById(userId);
      if (!user) throw gone('reset_link_dead');
      await repos.profile.setPasswordHash(user.id, await hashPassword(newPassword));
      await endSessions(user.id);
      return { email: user.email };
    },
  };
}

export type MediatorAccountService = ReturnType<typeof mediatorAccountService>;
