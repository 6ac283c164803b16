import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Client, Language, Mediator, MediatorListItem, User } from '@mediation/protocol';
import type { Database } from '../db/client';
import { mediatorAreas, mediators, users } from '../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
type MediatorRow = typeof mediators.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    is_staff: row.isStaff,
    is_superuser: row.isSuperuser,
    first_logged: row.firstLogged,
  };
}

/**
 * The user as its owner reads their own account (`me`, the profile): with the language they chose, left out
 * until they choose one (the web app then follows the browser's languages).
 */
export function toAccount(row: UserRow): User & { language?: Language } {
  return row.language ? { ...toUser(row), language: row.language } : toUser(row);
}

/** The name shown for a person in a case: first and last name, or the e-mail when both are empty. */
export function displayNameOf(row: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${row.firstName} ${row.lastName}`.trim() || row.email;
}

export function toClient(row: UserRow): Client {
  return { id: row.id, first_name: row.firstName, last_name: row.lastName, email: row.email };
}

function toMediator(user: UserRow, mediator: MediatorRow, areas: string[]): Mediator {
  return {
    user: toUser(user),
    phone: mediator.phone,
    education: mediator.education,
    relevant_experience: mediator.relevantExperience,
    certification_course: mediator.certificationCourse,
    address: mediator.address,
    country: mediator.country,
    areas,
  };
}

function toMediatorListItem(user: UserRow, mediator: MediatorRow, areas: string[]): MediatorListItem {
  return {
    user: { id: user.id, first_name: user.firstName, last_name: user.lastName, email: user.email },
    phone: mediator.phone,
    address: mediator.address,
    certification_course: mediator.certificationCourse,
    areas,
    is_active: user.deactivatedAt === null,
  };
}

export function usersRepository(db: Database) {
  /** The areas of each of these mediators, sorted. */
  async function areasOf(userIds: number[]): Promise<Map<number, string[]>> {
    const byMediator = new Map<number, string[]>();
    if (userIds.length === 0) return byMediator;
    const rows = await db
      .select({ mediatorId: mediatorAreas.mediatorId, area: mediatorAreas.area })
      .from(mediatorAreas)
      .where(inArray(mediatorAreas.mediatorId, userIds))
      .orderBy(asc(mediatorAreas.area));
    for (const row of rows) byMediator.set(row.mediatorId, [...(byMediator.get(row.mediatorId) ?? []), row.area]);
    return byMediator;
  }

  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    async hasSuperuser(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.isSuperuser, true)).limit(1);
      return row !== undefined;
    },

    async create(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async updateNames(id: number, names: { firstName: string; lastName: string }): Promise<UserRow> {
      const [row] = await db.update(users).set(names).where(eq(users.id, id)).returning();
      return row!;
    },

    async createMediator(user: NewUserRow, profile: Omit<typeof mediators.$inferInsert, 'userId'>): Promise<Mediator> {
      return db.transaction(async (tx) => {
        const [userRow] = await tx.insert(users).values(user).returning();
        const [mediatorRow] = await tx
          .insert(mediators)
          .values({ ...profile, userId: userRow!.id })
          .returning();
        return toMediator(userRow!, mediatorRow!, []);
      });
    },

    async isMediator(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: mediators.userId }).from(mediators).where(eq(mediators.userId, userId));
      return row !== undefined;
    },

    /** Adds areas to a mediator (already present ones are kept once) and returns all of them. */
    async addAreas(mediatorId: number, areas: string[]): Promise<string[]> {
      await db
        .insert(mediatorAreas)
        .values(areas.map((area) => ({ mediatorId, area })))
        .onConflictDoNothing();
      const rows = await db
        .select({ area: mediatorAreas.area })
        .from(mediatorAreas)
        .where(eq(mediatorAreas.mediatorId, mediatorId))
        .orderBy(asc(mediatorAreas.area));
      return rows.map((row) => row.area);
    },

    /** Every mediator once, in the order they were added, with its areas and whether it may sign in. */
    async listMediators(): Promise<MediatorListItem[]> {
      const rows = await db
        .select({ user: users, mediator: mediators })
        .from(mediators)
        .innerJoin(users, eq(users.id, mediators.userId))
        .orderBy(asc(users.id));
      const areas = await areasOf(rows.map(({ user }) => user.id));
      return rows.map(({ user, mediator }) => toMediatorListItem(user, mediator, areas.get(user.id) ?? []));
    },

    /** One mediator as the admin's list shows it; undefined for anyone else. */
    async findMediator(userId: number): Promise<MediatorListItem | undefined> {
      const [row] = await db
        .select({ user: users, mediator: mediators })
        .from(mediators)
        .innerJoin(users, eq(users.id, mediators.userId))
        .where(eq(mediators.userId, userId));
      if (!row) return undefined;
      const areas = await areasOf([userId]);
      return toMediatorListItem(row.user, row.mediator, areas.get(userId) ?? []);
    },

    /** Sets a mediator's names, phone and areas (the areas replace the old ones) in one transaction. */
    async updateMediator(userId: number, changes: { firstName: string; lastName: string; phone: string; areas: string[] }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ firstName: changes.firstName, lastName: changes.lastName }).where(eq(users.id, userId));
        await tx.update(mediators).set({ phone: changes.phone }).where(eq(mediators.userId, userId));
        await tx.delete(mediatorAreas).where(eq(mediatorAreas.mediatorId, userId));
        if (changes.areas.length > 0) {
          await tx.insert(mediatorAreas).values(changes.areas.map((area) => ({ mediatorId: userId, area })));
        }
      });
    },

    /** Deactivates (a date) or reactivates (null) an account. */
    async setDeactivatedAt(userId: number, deactivatedAt: Date | null): Promise<void> {
      await db.update(users).set({ deactivatedAt }).where(eq(users.id, userId));
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
