import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  agreementAnswers,
  agreementClauses,
  agreementCopies,
  agreementDocuments,
  agreementEntries,
  agreementSignatures,
  agreements,
} from '../db/schema/index';

export type AgreementRow = typeof agreements.$inferSelect;
export type ClauseRow = typeof agreementClauses.$inferSelect;
export type AnswerRow = typeof agreementAnswers.$inferSelect;
export type SignatureRow = typeof agreementSignatures.$inferSelect;
export type EntryRow = typeof agreementEntries.$inferSelect;
export type DocumentRow = typeof agreementDocuments.$inferSelect;
export type CopyRow = typeof agreementCopies.$inferSelect;
export type NewEntry = Omit<typeof agreementEntries.$inferInsert, 'id'>;

/** The settlement agreements of cases: current state, answers, signatures, the record of consent and the signed PDF. */
export function agreementsRepository(db: Database) {
  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((transaction) => work(transaction as unknown as Database));
    },

    async find(caseId: string, tx: Database = db): Promise<AgreementRow | undefined> {
      const [row] = await tx.select().from(agreements).where(eq(agreements.caseId, caseId));
      return row;
    },

    /**
     * Inside the caller's transaction: the case's agreement, made when `create` and missing, locked until the
     * transaction ends. Every command takes this lock first, so commands on one agreement run one at a time.
     */
    async lock(tx: Database, caseId: string, options: { create: boolean }): Promise<AgreementRow | undefined> {
      if (options.create) await tx.insert(agreements).values({ caseId }).onConflictDoNothing();
      const [row] = await tx.select().from(agreements).where(eq(agreements.caseId, caseId)).for('update');
      return row;
    },

    async update(tx: Database, id: string, values: Partial<Omit<AgreementRow, 'id' | 'caseId' | 'createdAt'>>): Promise<AgreementRow> {
      const [row] = await tx.update(agreements).set(values).where(eq(agreements.id, id)).returning();
      return row!;
    },

    /** The clauses not removed, in order. */
    async clauses(agreementId: string, tx: Database = db): Promise<ClauseRow[]> {
      return tx
        .select()
        .from(agreementClauses)
        .where(and(eq(agreementClauses.agreementId, agreementId), isNull(agreementClauses.removedAt)))
        .orderBy(asc(agreementClauses.position));
    },

    async insertClause(tx: Database, values: { agreementId: string; position: number; text: string }): Promise<ClauseRow> {
      const [row] = await tx.insert(agreementClauses).values(values).returning();
      return row!;
    },

    /** A clause's new text as its next version. */
    async editClause(tx: Database, id: string, text: string): Promise<ClauseRow> {
      const [row] = await tx
        .update(agreementClauses)
        .set({ text, version: sql`${agreementClauses.version} + 1` })
        .where(eq(agreementClauses.id, id))
        .returning();
      return row!;
    },

    async removeClause(tx: Database, id: string): Promise<void> {
      await tx.update(agreementClauses).set({ removedAt: new Date() }).where(eq(agreementClauses.id, id));
    },

    /** Numbers the clauses 1..n in the given order. */
    async setOrder(tx: Database, clauseIds: string[]): Promise<void> {
      for (const [index, id] of clauseIds.entries()) {
        await tx
          .update(agreementClauses)
          .set({ position: index + 1 })
          .where(eq(agreementClauses.id, id));
      }
    },

    /** Each side's latest answer to each clause of the agreement. */
    async answers(agreementId: string, tx: Database = db): Promise<AnswerRow[]> {
      const rows = await tx
        .select({ answer: agreementAnswers })
        .from(agreementAnswers)
        .innerJoin(agreementClauses, eq(agreementClauses.id, agreementAnswers.clauseId))
        .where(eq(agreementClauses.agreementId, agreementId));
      return rows.map((row) => row.answer);
    },

    /** A side's answer to a clause, replacing its earlier one. */
    async putAnswer(tx: Database, values: Omit<AnswerRow, 'answeredAt'>): Promise<AnswerRow> {
      const [row] = await tx
        .insert(agreementAnswers)
        .values(values)
        .onConflictDoUpdate({
          target: [agreementAnswers.clauseId, agreementAnswers.side],
          set: {
            clauseVersion: values.clauseVersion,
            answer: values.answer,
            comment: values.comment,
            userId: values.userId,
            answeredAt: new Date(),
          },
        })
        .returning();
      return row!;
    },

    async signatures(agreementId: string, version: number, tx: Database = db): Promise<SignatureRow[]> {
      return tx
        .select()
        .from(agreementSignatures)
        .where(and(eq(agreementSignatures.agreementId, agreementId), eq(agreementSignatures.version, version)))
        .orderBy(asc(agreementSignatures.signedAt));
    },

    /** A side's signature of a version (at `signedAt`, or now); undefined when that side already signed it. */
    async insertSignature(tx: Database, values: Omit<SignatureRow, 'signedAt'> & { signedAt?: Date }): Promise<SignatureRow | undefined> {
      const [row] = await tx.insert(agreementSignatures).values(values).onConflictDoNothing().returning();
      return row;
    },

    async appendEntry(tx: Database, values: NewEntry): Promise<EntryRow> {
      const [row] = await tx.insert(agreementEntries).values(values).returning();
      return row!;
    },

    /** The stream position of the case's latest agreement entry (0 before any), or of the latest one made by one of `sides`. */
    async lastSeq(caseId: string, sides?: readonly string[]): Promise<number> {
      const [row] = await db
        .select({ seq: sql<number | null>`max(${agreementEntries.seq})` })
        .from(agreementEntries)
        .where(and(eq(agreementEntries.caseId, caseId), sides === undefined ? undefined : inArray(agreementEntries.side, [...sides])));
      return Number(row?.seq ?? 0);
    },

    /** The record of consent, oldest first. */
    async entries(agreementId: string, tx: Database = db): Promise<EntryRow[]> {
      return tx.select().from(agreementEntries).where(eq(agreementEntries.agreementId, agreementId)).orderBy(asc(agreementEntries.id));
    },

    async saveDocument(tx: Database, values: Omit<DocumentRow, 'createdAt'>): Promise<void> {
      await tx.insert(agreementDocuments).values(values);
    },

    async hasDocument(agreementId: string, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: agreementDocuments.agreementId })
        .from(agreementDocuments)
        .where(eq(agreementDocuments.agreementId, agreementId));
      return row !== undefined;
    },

    async findDocument(agreementId: string): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(agreementDocuments).where(eq(agreementDocuments.agreementId, agreementId));
      return row && { ...row, pdf: new Uint8Array(row.pdf) };
    },

    /** What /verify may say of a file: its signing time and signers, when a kept PDF has this SHA-256. */
    async findDocumentBySha256(sha256: string): Promise<Pick<DocumentRow, 'signedAt' | 'signers'> | undefined> {
      const [row] = await db
        .select({ signedAt: agreementDocuments.signedAt, signers: agreementDocuments.signers })
        .from(agreementDocuments)
        .where(eq(agreementDocuments.sha256, sha256));
      return row;
    },

    /** Each signer's copy of a signed agreement, in the order A, B, M. */
    async copies(agreementId: string): Promise<CopyRow[]> {
      const rows = await db.select().from(agreementCopies).where(eq(agreementCopies.agreementId, agreementId));
      return rows.sort((a, b) => a.side.localeCompare(b.side));
    },

    /** Stores a signer's copy, unless that signer already has one (a second delivery of the same agreement). */
    async insertCopy(values: Omit<CopyRow, 'createdAt' | 'linkRevokedAt' | 'outboxId'>): Promise<boolean> {
      const rows = await db.insert(agreementCopies).values(values).onConflictDoNothing().returning({ side: agreementCopies.side });
      return rows.length > 0;
    },

    async setCopyOutbox(agreementId: string, side: string, outboxId: number): Promise<void> {
      await db
        .update(agreementCopies)
        .set({ outboxId })
        .where(and(eq(agreementCopies.agreementId, agreementId), eq(agreementCopies.side, side)));
    },

    /** Gives a party's copy a new link (the old one stops) or, with null, revokes it; false when there is no such copy. */
    async setCopyLink(agreementId: string, side: string, tokenHash: string | null): Promise<boolean> {
      const rows = await db
        .update(agreementCopies)
        .set(tokenHash ? { tokenHash, linkRevokedAt: null } : { linkRevokedAt: sql`now()` })
        .where(and(eq(agreementCopies.agreementId, agreementId), eq(agreementCopies.side, side)))
        .returning({ side: agreementCopies.side });
      return rows.length > 0;
    },

    async findCopyByToken(tokenHash: string): Promise<CopyRow | undefined> {
      const [row] = await db.select().from(agreementCopies).where(eq(agreementCopies.tokenHash, tokenHash));
      return row;
    },

    async findById(id: string): Promise<AgreementRow | undefined> {
      const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
      return row;
    },
  };
}

export type AgreementsRepository = ReturnType<typeof agreementsRepository>;
