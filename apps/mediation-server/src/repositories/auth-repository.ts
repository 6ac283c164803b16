import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, settings } from '../db/schema/index';

/** A token rotated this recently and presented again is another tab of the same person, not a stolen copy. */
export const CONCURRENT_REFRESH_GRACE_MS = 10_000;

export function authRepository(db: Database) {
  return {
    /** Keeps a refresh token; without `familyId` it starts a new family (a sign-in). */
    async saveRefreshToken(userId: number, tokenHash: string, expiresAt: Date, familyId?: string): Promise<void> {
      await db.insert(refreshTokens).values({ userId, tokenHash, expiresAt, ...(familyId ? { familyId } : {}) });
    },

    /**
     * Uses a live refresh token once (tokens are single-use and rotate) and returns its user and family.
     * A token that was already used is a replay, so a copy is loose: its whole family is revoked, unless
     * it was rotated within the last few seconds (two tabs of one person refreshing at once).
     */
    async consumeRefreshToken(tokenHash: string): Promise<{ userId: number; familyId: string } | undefined> {
      const now = new Date();
      const [row] = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
        .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
      if (row) return row;
      const [replayed] = await db
        .select({ familyId: refreshTokens.familyId, revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      const isConcurrentRefresh = replayed?.revokedAt !== null && replayed?.revokedAt !== undefined &&
        now.getTime() - replayed.revokedAt.getTime() < CONCURRENT_REFRESH_GRACE_MS;
      if (replayed && !isConcurrentRefresh) {
        await db
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, replayed.familyId), isNull(refreshTokens.revokedAt)));
      }
      return undefined;
    },

    async revokeRefreshToken(tokenHash: string): Promise<void> {
      await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.tokenHash, tokenHash));
    },

    async getSetting(key: string): Promise<string | undefined> {
      const [row] = await db.select().from(settings).where(eq(settings.key, key));
      return row?.value;
    },

    /** Stores a setting unless it already exists, and returns the stored value. */
    async ensureSetting(key: string, value: string): Promise<string> {
      await db.insert(settings).values({ key, value }).onConflictDoNothing();
      const stored = await this.getSetting(key);
      return stored ?? value;
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
