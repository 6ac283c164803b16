/** Staff sign-in and sessions: the password check, the refresh token's rotation, signing out, a password change. */
import { randomToken, sha256 } from '../lib/ids';
import { badRequest, englishSentence, forbidden, unauthorized } from '../lib/http-error';
import { hashPassword, verifyPassword } from '../lib/passwords';
import type { RefreshToken } from '../lib/session-cookies';
import type { Repositories } from '../repositories/index';
import type { UserRow } from '../repositories/users-repository';
import type { ServerEventEmitter } from './session-events';
import type { TokenService } from './token-service';

const WRONG_PASSWORD = englishSentence('wrong_password');
const SAME_PASSWORD = englishSentence('same_password');
export const ACCOUNT_DEACTIVATED = englishSentence('account_deactivated');

/** A session's new refresh token and the access token answered. */
export interface UserSession {
  refresh: RefreshToken;
  access: string;
}

export function authService(dependencies: {
  repos: Repositories;
  tokens: TokenService;
  caseEvents: ServerEventEmitter;
  refreshTokenTtlS: number;
}) {
  const { repos, tokens, caseEvents } = dependencies;
  // A hash of a password nobody knows, checked when the e-mail is unknown (made once, at start).
  const decoyHash = hashPassword(randomToken());

  /** A new refresh token of a user session (the token rotates; the session is its family). */
  async function issueRefreshToken(userId: number, sessionId: string): Promise<RefreshToken> {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + dependencies.refreshTokenTtlS * 1000);
    await repos.auth.saveRefreshToken(userId, sha256(token), expiresAt, sessionId);
    return { token, expiresAt };
  }

  /** Starts a new session for a signed-in user. */
  async function startSession(user: UserRow): Promise<UserSession> {
    const sessionId = await repos.auth.startSession(user.id);
    const refresh = await issueRefreshToken(user.id, sessionId);
    return { refresh, access: await tokens.signAccess(user, sessionId) };
  }

  return {
    async signIn(email: string, password: string): Promise<UserSession> {
      const user = await repos.users.findByEmail(email);
      // Parties have no password and never sign in here; the same message for every failure reveals nothing,
      // and an unknown e-mail costs the same scrypt work as a known one, so timing reveals nothing either.
      const isValid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
      if (!user || !user.passwordHash || !isValid || !(user.isStaff || user.isSuperuser)) throw unauthorized('login_failed');
      // Said only to whoever knows the password, so it reveals nothing to anyone else.
      if (user.deactivatedAt) throw forbidden('account_deactivated');
      return startSession(user);
    },

    async refresh(token: string | undefined): Promise<UserSession> {
      // A replayed cookie ends its session: its access tokens and sockets stop at once.
      const onReplay = (replayed: { userId: number; sessionId: string }) => caseEvents.emit('sessionsEnded', replayed);
      const used = token ? await repos.auth.consumeRefreshToken(sha256(token), onReplay) : undefined;
      const user = used === undefined ? undefined : await repos.users.findById(used.userId);
      // A cookie may still be fresh while its session has reached SESSION_MAX_AGE_S: rotation never extends a session.
      if (!user || !used || user.deactivatedAt || !(await repos.auth.isSessionLive(used.familyId, user.id))) {
        throw unauthorized('token_invalid_or_expired');
      }
      const refresh = await issueRefreshToken(user.id, used.familyId);
      return { refresh, access: await tokens.signAccess(user, used.familyId) };
    },

    /**
     * Signing out ends the cookie's session: its access tokens stop working and its sockets close, on every
     * process.
     */
    async signOut(token: string): Promise<void> {
      const session = await repos.auth.sessionOfRefreshToken(sha256(token));
      if (session) {
        await repos.auth.endSession(session.sessionId);
        caseEvents.emit('sessionsEnded', session);
      } else {
        await repos.auth.revokeRefreshToken(sha256(token));
      }
    },

    /**
     * Every session ends at once (refresh cookies, access tokens, sockets on every process); the caller goes on
     * in a new session.
     */
    async changePassword(user: UserRow, current: string, next: string): Promise<UserSession> {
      if (!(await verifyPassword(current, user.passwordHash))) throw badRequest('wrong_password', { current_password: [WRONG_PASSWORD] });
      if (current === next) throw badRequest('same_password', { new_password: [SAME_PASSWORD] });
      await repos.profile.setPasswordHash(user.id, await hashPassword(next));
      await repos.auth.endAllSessions(user.id);
      caseEvents.emit('sessionsEnded', { userId: user.id });
      return startSession(user);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
