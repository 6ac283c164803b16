import { bigint, bigserial, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';

/** Raw bytes (the signed PDF): kept in the database, the one store every server process shares. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A case's settlement agreement, one per case: its current state. Commands lock this row, so two answers
 * or two finalizations at once take turns. The whole history is in agreement_entries.
 */
export const agreements = pgTable('agreements', {
  id: uuid('id').primaryKey().defaultRandom(),
  caseId: text('case_id')
    .notNull()
    .unique()
    .references(() => cases.id, { onDelete: 'cascade' }),
  /** draft, finalized or signed. */
  state: text('state').notNull().default('draft'),
  /** Starts at 1; reopening makes a new version (the previous one stays in the record). */
  version: integer('version').notNull().default(1),
  /** Set at finalization: the canonical text, its SHA-256 and the short code derived from it. */
  canonicalText: text('canonical_text'),
  digest: text('digest'),
  verificationCode: text('verification_code'),
  finalizedAt: timestamp('finalized_at', { withTimezone: true }),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A clause as it is now; each edit raises its version (the texts of earlier versions are in the record). */
export const agreementClauses = pgTable(
  'agreement_clauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    /** Order in the agreement (its number is its rank among the clauses not removed). */
    position: integer('position').notNull(),
    version: integer('version').notNull().default(1),
    text: text('text').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [index('agreement_clauses_agreement_idx').on(table.agreementId, table.position)],
);

/** Each side's latest answer to a clause, with the clause version it answered (an older one no longer counts). */
export const agreementAnswers = pgTable(
  'agreement_answers',
  {
    clauseId: uuid('clause_id')
      .notNull()
      .references(() => agreementClauses.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    clauseVersion: integer('clause_version').notNull(),
    /** accept or change. */
    answer: text('answer').notNull(),
    /** A change request's text: the mediator's (and its own side's) to read, never the other side's. */
    comment: text('comment'),
    userId: integer('user_id').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.clauseId, table.side] })],
);

/** A signature of one version: one per side (A, B, and M for the countersignature). */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    side: text('side').notNull(),
    userId: integer('user_id').notNull(),
    fullName: text('full_name').notNull(),
    digest: text('digest').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.agreementId, table.version, table.side] })],
);

/**
 * The record of consent, append-only: every addition, edit, removal, move, acceptance, change request,
 * finalization, signature and reopening, in order, with who, when and the position in the case's stream.
 */
export const agreementEntries = pgTable(
  'agreement_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    caseId: text('case_id').notNull(),
    /** Position in the case's stream (case_streams), so that catch-up can replay it among the messages. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    agreementVersion: integer('agreement_version').notNull(),
    side: text('side').notNull(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    clauseId: uuid('clause_id'),
    clauseNumber: integer('clause_number'),
    clauseVersion: integer('clause_version'),
    /** What else happened: a clause's new text, a change request's comment (private), a move's positions, a digest. */
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agreement_entries_agreement_idx').on(table.agreementId, table.id)],
);

/** The signed agreement's PDF, made once at the countersignature: every download is these bytes. */
export const agreementDocuments = pgTable('agreement_documents', {
  agreementId: uuid('agreement_id')
    .primaryKey()
    .references(() => agreements.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  /** SHA-256 of the file, which /verify looks up. */
  sha256: text('sha256').notNull().unique(),
  /** What the file prints, and all /verify may say: the signing time and the signers' names and sides. */
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  signers: jsonb('signers').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each signer's copy of the signed agreement: the mail that carried the PDF (its outbox row says whether it was
 * delivered) and, for a party, a personal download link that outlives the case. Only the SHA-256 of the link's
 * secret is kept; the mediator revokes it (or replaces it with a new one).
 */
export const agreementCopies = pgTable(
  'agreement_copies',
  {
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    /** A, B or M. */
    side: text('side').notNull(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    outboxId: integer('outbox_id'),
    /** Null for the mediator, who downloads from the case. */
    tokenHash: text('token_hash').unique(),
    linkRevokedAt: timestamp('link_revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.agreementId, table.side] })],
);
