import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, settings } from '../db/schema/index';

export function authRepository(db: Database) {
  return {
    async saveRefreshToken(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(refreshTokens).values({ userId, tokenHash, expiresAt });
    },

    /** The user id of a live refresh token, revoking it (tokens are single-use and rotate). */
    async consumeRefreshToken(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: refreshTokens.userId });
      return row?.userId;
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
