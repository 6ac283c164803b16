import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { surveys } from '../db/schema/index';

export type SurveyRow = typeof surveys.$inferSelect;

/** Survey answers of the parties. */
export function surveysRepository(db: Database) {
  return {
    async add(answer: { caseId: string; userId: number; requestSeq: number; rating: number; feedback: string }): Promise<SurveyRow> {
      const [row] = await db.insert(surveys).values(answer).returning();
      return row!;
    },

    async listByCase(caseId: string): Promise<SurveyRow[]> {
      return db.select().from(surveys).where(eq(surveys.caseId, caseId)).orderBy(asc(surveys.id));
    },
  };
}

export type SurveysRepository = ReturnType<typeof surveysRepository>;
