import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passwordResets } from '../db/schema/index';

/** Password reset links by the SHA-256 of their secret: the secret itself is only in the link. */
export function passwordResetsRepository(db: Database) {
  return {
    /** Keeps a new link of the user; its earlier unused links stop working, so only the newest one sent works. */
    async create(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({ userId, tokenHash, expiresAt });
      });
    },

    /**
     * Uses a live link once, in one atomic step (two requests with one link: only one gets the user), and
     * answers its user; undefined for an unknown, used or expired link.
     */
    async consume(tokenHash: string): Promise<number | undefined> {
      const now = new Date();
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof passwordResetsRepository>;
