import { eq } from 'drizzle-orm';
import type { Language } from '@mediation/protocol';
import type { Database } from '../db/client';
import { mediators, users } from '../db/schema/index';
import type { UserRow } from './users-repository';

/** The signed-in person's own profile and password. */
export function profileRepository(db: Database) {
  return {
    async phoneOf(userId: number): Promise<string | null> {
      const [row] = await db.select({ phone: mediators.phone }).from(mediators).where(eq(mediators.userId, userId));
      return row?.phone ?? null;
    },

    /** Changes names, the language and, for a mediator, the phone, in one transaction. */
    async update(
      userId: number,
      changes: { firstName?: string; lastName?: string; phone?: string; language?: Language },
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const names = {
          ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
          ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
          ...(changes.language !== undefined ? { language: changes.language } : {}),
        };
        if (Object.keys(names).length > 0) await tx.update(users).set(names).where(eq(users.id, userId));
        if (changes.phone !== undefined) await tx.update(mediators).set({ phone: changes.phone }).where(eq(mediators.userId, userId));
        const [row] = await tx.select().from(users).where(eq(users.id, userId));
        return row!;
      });
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
