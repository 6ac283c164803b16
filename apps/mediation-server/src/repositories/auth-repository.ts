import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, userSessions } from '../db/schema/index';

/** A token rotated this recently and presented again is another tab of the same person, not a stolen copy. */
export const CONCURRENT_REFRESH_GRACE_MS = 10_000;

/** How long a session may live from its start, whatever refreshes or rotations happened since (SESSION_MAX_AGE_S). */
export interface SessionLifetime {
  sessionMaxAgeS: number;
}

/** The earliest start of a session that is still live. */
export const oldestLiveSessionStart = ({ sessionMaxAgeS }: SessionLifetime) => new Date(Date.now() - sessionMaxAgeS * 1000);

export function authRepository(db: Database, lifetime: SessionLifetime) {
  return {
    /** Starts a user session (a sign-in); its id is the family of its refresh tokens and the `sid` of its access tokens. */
    async startSession(userId: number): Promise<string> {
      const id = randomUUID();
      await db.insert(userSessions).values({ id, userId });
      return id;
    },

    /** True while the user's session has neither ended nor outlived its absolute lifetime. */
    async isSessionLive(sessionId: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: userSessions.id })
        .from(userSessions)
        .where(
          and(
            eq(userSessions.id, sessionId),
            eq(userSessions.userId, userId),
            isNull(userSessions.endedAt),
            gt(userSessions.createdAt, oldestLiveSessionStart(lifetime)),
          ),
        );
      return row !== undefined;
    },

    /** Ends one session: its refresh tokens are revoked and its access tokens stop working. */
    async endSession(sessionId: string): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(userSessions)
          .set({ endedAt: now })
          .where(and(eq(userSessions.id, sessionId), isNull(userSessions.endedAt)));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
      });
    },

    /** Ends every session of a user (a password change): all its refresh and access tokens stop working. */
    async endAllSessions(userId: number): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(userSessions)
          .set({ endedAt: now })
          .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt)));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      });
    },

    /** The session and user of a refresh token, used or not (sign-out ends the session it belongs to). */
    async sessionOfRefreshToken(tokenHash: string): Promise<{ userId: number; sessionId: string } | undefined> {
      const [row] = await db
        .select({ userId: refreshTokens.userId, sessionId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /** Keeps a refresh token of a session (its family). */
    async saveRefreshToken(userId: number, tokenHash: string, expiresAt: Date, sessionId: string): Promise<void> {
      await db.insert(refreshTokens).values({ userId, tokenHash, expiresAt, familyId: sessionId });
    },

    /**
     * Uses a live refresh token once (tokens are single-use and rotate) and returns its user and family.
     * A token that was already used is a replay, so a copy is loose: its whole family is revoked and its
     * session ended (`replayed` names it, so its sockets can be closed), unless it was rotated within the
     * last few seconds (two tabs of one person refreshing at once).
     */
    async consumeRefreshToken(
      tokenHash: string,
      onReplay?: (replayed: { userId: number; sessionId: string }) => void,
    ): Promise<{ userId: number; familyId: string } | undefined> {
      const now = new Date();
      const [row] = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
        .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
      if (row) return row;
      const [replayed] = await db
        .select({ familyId: refreshTokens.familyId, revokedAt: refreshTokens.revokedAt, userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      const isConcurrentRefresh =
        replayed?.revokedAt !== null &&
        replayed?.revokedAt !== undefined &&
        now.getTime() - replayed.revokedAt.getTime() < CONCURRENT_REFRESH_GRACE_MS;
      if (replayed && !isConcurrentRefresh) {
        await this.endSession(replayed.familyId);
        onReplay?.({ userId: replayed.userId, sessionId: replayed.familyId });
      }
      return undefined;
    },

    async revokeRefreshToken(tokenHash: string): Promise<void> {
      await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.tokenHash, tokenHash));
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
