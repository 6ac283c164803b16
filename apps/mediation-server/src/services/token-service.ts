import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { PartySide, Role } from '@mediation/protocol';
import { roleOf } from '@mediation/protocol';
import type { AuthRepository } from '../repositories/auth-repository';
import type { CasesRepository } from '../repositories/cases-repository';
import { displayNameOf } from '../repositories/users-repository';
import type { UserRow, UsersRepository } from '../repositories/users-repository';
import { unauthorized } from '../lib/http-error';

/**
 * Who the token says is calling: a signed-in user (admin or mediator), or a party bound to one case and its
 * stored side. `displayName` is the account's name, or a party's stored participant name. (A principal's
 * place in a case is its `Member`: member.ts.)
 */
export type Principal =
  | { kind: 'user'; userId: number; role: Role; user: UserRow; displayName: string; sessionId: string; expiresAt: number }
  | {
      kind: 'party';
      userId: number;
      role: 'User';
      user: UserRow;
      displayName: string;
      caseId: string;
      side: PartySide;
      sessionId: string;
      expiresAt: number;
    };

interface TokenServiceOptions {
  secret: string;
  accessTtlS: number;
  partyTtlS: number;
  users: UsersRepository;
  cases: CasesRepository;
  sessions: Pick<AuthRepository, 'isSessionLive'>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function tokenService(options: TokenServiceOptions) {
  const key = new TextEncoder().encode(options.secret);

  return {
    /** An access token of one user session (`sid`): it stops working when the session ends. */
    signAccess(user: UserRow, sessionId: string): Promise<string> {
      return new SignJWT({ typ: 'access', role: roleOf({ is_staff: user.isStaff, is_superuser: user.isSuperuser }), sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${options.accessTtlS}s`)
        .sign(key);
    },

    signParty(user: UserRow, session: { id: string; caseId: string; side: PartySide }): Promise<string> {
      return new SignJWT({ typ: 'party', role: 'User', case_id: session.caseId, side: session.side, sid: session.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${options.partyTtlS}s`)
        .sign(key);
    },

    /** The principal behind a token; throws a 401 error for a bad, expired or revoked one. */
    async verify(token: string): Promise<Principal> {
      let payload;
      try {
        // Every token we issue expires and names a user by number; one without is not ours.
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw unauthorized('token_expired');
        throw unauthorized('token_invalid');
      }
      if (!/^[1-9][0-9]{0,9}$/.test(payload.sub ?? '')) throw unauthorized('token_invalid');
      const userId = Number(payload.sub);
      const user = userId <= 2_147_483_647 ? await options.users.findById(userId) : undefined;
      if (!user) throw unauthorized('user_not_found');
      // Checked by jwtVerify (required claim).
      const expiresAt = payload.exp! * 1000;
      if (payload.typ === 'access' && typeof payload.sid === 'string') {
        // A sign-in racing its deactivation may start a session just after the sessions were ended.
        if (user.deactivatedAt) throw unauthorized('account_deactivated_short');
        if (!UUID.test(payload.sid) || !(await options.sessions.isSessionLive(payload.sid, userId))) {
          throw unauthorized('session_ended');
        }
        const role = roleOf({ is_staff: user.isStaff, is_superuser: user.isSuperuser });
        return { kind: 'user', userId, role, user, displayName: displayNameOf(user), sessionId: payload.sid, expiresAt };
      }
      if (payload.typ === 'party' && typeof payload.sid === 'string') {
        const session = await options.cases.findLivePartySession(payload.sid).catch(() => undefined);
        if (!session || session.revokedAt || session.userId !== userId) throw unauthorized('case_session_ended');
        // The side is the stored participant's, never the token's nor the session row's; a removed person is out.
        const participant = await options.cases.findParticipant(session.caseId, userId);
        if (!participant || participant.removedAt) throw unauthorized('case_session_ended');
        return {
          kind: 'party',
          userId,
          role: 'User',
          user,
          displayName: participant.displayName,
          caseId: session.caseId,
          side: participant.side as PartySide,
          sessionId: session.id,
          expiresAt,
        };
      }
      throw unauthorized('token_invalid');
    },
  };
}

export type TokenService = ReturnType<typeof tokenService>;
