/**
 * The settlement agreement: clauses drafted by the mediator, answered clause by clause by each side,
 * finalized (frozen text with a digest), signed by both parties and countersigned, then kept as one PDF
 * that anyone can check at /verify. Commands, the views each person gets, and the REST answers.
 */
import { z } from 'zod';
import { LIMITS } from './constants';
import { caseIdSchema, partySideSchema, sideSchema } from './entities';
import { multiLine, singleLine } from './text';

export const AGREEMENT_LIMITS = {
  /** Longest clause, in characters (as long as a message). */
  clauseMaxLength: LIMITS.messageMaxLength,
  /** Most clauses one agreement holds. */
  clausesMax: 100,
  /** Longest change request, in characters. */
  commentMaxLength: LIMITS.messageMaxLength,
  fullNameMin: 2,
  fullNameMax: LIMITS.shortTextMaxLength,
} as const;

/** Where a person checks an agreement's file, relative to the web app's origin (printed in the PDF). */
export const AGREEMENT_VERIFY_PAGE = '/verify';
export const AGREEMENT_PDF_CONTENT_TYPE = 'application/pdf';

export const AGREEMENT_STATES = ['draft', 'finalized', 'signed'] as const;
export type AgreementState = (typeof AGREEMENT_STATES)[number];
export const agreementStateSchema = z.enum(AGREEMENT_STATES);

export const CLAUSE_ANSWERS = ['accept', 'change'] as const;
export type ClauseAnswerKind = (typeof CLAUSE_ANSWERS)[number];
export const clauseAnswerKindSchema = z.enum(CLAUSE_ANSWERS);

/** What the record of consent holds, in order of occurrence. */
export const AGREEMENT_ENTRY_KINDS = [
  'clause_added',
  'clause_edited',
  'clause_removed',
  'clause_moved',
  'clause_accepted',
  'change_requested',
  'finalized',
  'signed',
  'countersigned',
  'reopened',
] as const;
export type AgreementEntryKind = (typeof AGREEMENT_ENTRY_KINDS)[number];

/** A SHA-256 as 64 lower-case hexadecimal digits. */
export const sha256HexSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, { error: 'Must be a SHA-256 digest: 64 hexadecimal digits' });
const clauseIdSchema = z.uuid();
const clauseTextSchema = multiLine().trim().min(1).max(AGREEMENT_LIMITS.clauseMaxLength);
const commentSchema = multiLine().trim().min(1).max(AGREEMENT_LIMITS.commentMaxLength);
const fullNameSchema = singleLine().trim().min(AGREEMENT_LIMITS.fullNameMin).max(AGREEMENT_LIMITS.fullNameMax);

// --- Client-to-server commands (socket payloads)

/** Read the agreement as the caller may see it. */
export const agreementRefPayloadSchema = z.object({ case_id: caseIdSchema });
/** Mediator, while in draft: a clause at the end (or at `position`, 1-based). */
export const agreementAddClausePayloadSchema = z.object({
  case_id: caseIdSchema,
  clause_text: clauseTextSchema,
  position: z.number().int().min(1).max(AGREEMENT_LIMITS.clausesMax).optional(),
});
export type AgreementAddClausePayload = z.infer<typeof agreementAddClausePayloadSchema>;
/** Mediator, while in draft: a new version of a clause (earlier answers to it no longer count). */
export const agreementEditClausePayloadSchema = z.object({
  case_id: caseIdSchema,
  clause_id: clauseIdSchema,
  clause_text: clauseTextSchema,
});
export type AgreementEditClausePayload = z.infer<typeof agreementEditClausePayloadSchema>;
/** Mediator, while in draft. */
export const agreementRemoveClausePayloadSchema = z.object({ case_id: caseIdSchema, clause_id: clauseIdSchema });
export type AgreementRemoveClausePayload = z.infer<typeof agreementRemoveClausePayloadSchema>;
/** Mediator, while in draft: the clause takes number `position` (1-based); the others shift. */
export const agreementMoveClausePayloadSchema = z.object({
  case_id: caseIdSchema,
  clause_id: clauseIdSchema,
  position: z.number().int().min(1).max(AGREEMENT_LIMITS.clausesMax),
});
export type AgreementMoveClausePayload = z.infer<typeof agreementMoveClausePayloadSchema>;
/**
 * A party, for its own side, while in draft: accepts the version of the clause it saw, or asks for a change
 * (the comment reaches the mediator only). A version that is no longer current is refused.
 */
export const agreementAnswerPayloadSchema = z.discriminatedUnion('answer', [
  z.object({ case_id: caseIdSchema, clause_id: clauseIdSchema, clause_version: z.number().int().min(1), answer: z.literal('accept') }),
  z.object({
    case_id: caseIdSchema,
    clause_id: clauseIdSchema,
    clause_version: z.number().int().min(1),
    answer: z.literal('change'),
    comment: commentSchema,
  }),
]);
export type AgreementAnswerPayload = z.infer<typeof agreementAnswerPayloadSchema>;
/** Mediator: freezes the text once every clause's current version is accepted by both sides. */
export const agreementFinalizePayloadSchema = z.object({ case_id: caseIdSchema, version: z.number().int().min(1) });
export type AgreementFinalizePayload = z.infer<typeof agreementFinalizePayloadSchema>;
/** A party, for its own side, after finalization: it read and agrees to the text of this digest. */
export const agreementSignPayloadSchema = z.object({
  case_id: caseIdSchema,
  digest: sha256HexSchema,
  full_name: fullNameSchema,
  agree: z.literal(true),
});
export type AgreementSignPayload = z.infer<typeof agreementSignPayloadSchema>;
/** Mediator, after both parties signed: confirms that every party read and agreed. */
/** An IANA time zone this runtime knows (for example "Asia/Jerusalem"). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Unknown time zone' },
  );
/** Mediator: countersigns; the PDF writes its times in `time_zone` (the mediator's, by default UTC). */
export const agreementCountersignPayloadSchema = z.object({
  case_id: caseIdSchema,
  digest: sha256HexSchema,
  time_zone: timeZoneSchema.optional(),
});
export type AgreementCountersignPayload = z.infer<typeof agreementCountersignPayloadSchema>;
/** Mediator, after finalization and before the countersignature: back to draft, as a new version. */
export const agreementReopenPayloadSchema = z.object({ case_id: caseIdSchema, version: z.number().int().min(1) });
export type AgreementReopenPayload = z.infer<typeof agreementReopenPayloadSchema>;

// --- What the server sends

const isoTime = z.string();

/** One side's answer to a clause: `is_current` is false once the clause changed after it (the UI: "Changed since you accepted"). */
export const clauseAnswerSchema = z.object({
  side: partySideSchema,
  answer: clauseAnswerKindSchema,
  /** The clause version answered. */
  clause_version: z.number().int().min(1),
  is_current: z.boolean(),
  answered_at: isoTime,
  /** A change request's text: in the mediator's view, and in its own side's. */
  comment: z.string().optional(),
});
export type ClauseAnswer = z.infer<typeof clauseAnswerSchema>;

export const agreementClauseSchema = z.object({
  id: z.string(),
  /** 1-based, in the agreement's order. */
  number: z.number().int().min(1),
  text: z.string(),
  version: z.number().int().min(1),
  /** The answers the viewer may see: a party its own side's, and the other side's while shuttle mode is off. */
  answers: z.array(clauseAnswerSchema),
});
export type AgreementClause = z.infer<typeof agreementClauseSchema>;

export const agreementSignatureSchema = z.object({
  side: sideSchema,
  user_id: z.number().int(),
  /** The name typed (a party) or the mediator's name (the countersignature). */
  full_name: z.string(),
  signed_at: isoTime,
  /** The digest of the canonical text signed. */
  digest: z.string(),
});
export type AgreementSignature = z.infer<typeof agreementSignatureSchema>;

/** One entry of the record of consent (a change request's text only for the mediator and its own side). */
export const agreementEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(AGREEMENT_ENTRY_KINDS),
  at: isoTime,
  side: sideSchema,
  user_id: z.number().int(),
  name: z.string(),
  agreement_version: z.number().int().min(1),
  clause_id: z.string().nullable(),
  /** The clause's number when it happened. */
  clause_number: z.number().int().nullable(),
  clause_version: z.number().int().nullable(),
  comment: z.string().optional(),
});
export type AgreementEntry = z.infer<typeof agreementEntrySchema>;

/** The agreement as one viewer (the mediator, party A or party B) may see it. */
export const agreementViewSchema = z.object({
  case_id: z.string(),
  state: agreementStateSchema,
  version: z.number().int().min(1),
  shuttle: z.boolean(),
  clauses: z.array(agreementClauseSchema),
  /** True in draft when every clause's current version is accepted by both sides. */
  can_finalize: z.boolean(),
  finalized_at: isoTime.nullable(),
  digest: z.string().nullable(),
  verification_code: z.string().nullable(),
  /** The signatures of the current version. */
  signatures: z.array(agreementSignatureSchema),
  signed_at: isoTime.nullable(),
  /** True once the PDF exists ("Download agreement (PDF)"). */
  has_document: z.boolean(),
  record: z.array(agreementEntrySchema),
});
export type AgreementView = z.infer<typeof agreementViewSchema>;

/** A stream position an agreement view is as of (0 before the case's first event). */
const asOfSeq = z.number().int().min(0);

/**
 * The socket event `agreement`: to each person of the case, the agreement as that person may see it, after
 * every change (with `entry`, what happened, when that person may see it), after shuttle mode is switched
 * (what a party sees of the other side changes) and at the end of a catch-up (`history` with `after_seq`).
 * `seq` is the stream position the view is as of: a view replaces the one held when its `seq` is not lower.
 * It is a snapshot, not an entry of its own: its `seq` may be another event's (the shuttle switch, the page's end).
 */
export const agreementChangedEventSchema = z.object({
  seq: asOfSeq,
  case_id: z.string(),
  entry: agreementEntrySchema.optional(),
  agreement: agreementViewSchema,
});
export type AgreementChangedEvent = z.infer<typeof agreementChangedEventSchema>;

/** What a change leaves of the agreement's state, the same for every viewer but `can_finalize` (see agreementViewSchema). */
export const agreementStatusSchema = agreementViewSchema.pick({
  state: true,
  version: true,
  shuttle: true,
  can_finalize: true,
  finalized_at: true,
  digest: true,
  verification_code: true,
  signed_at: true,
  has_document: true,
});
export type AgreementStatus = z.infer<typeof agreementStatusSchema>;

/**
 * The socket event `agreementChanged`: one change, as its receiver may see it, instead of the whole view (which
 * grows with every clause and comment). `entry` is what happened; `status` the agreement's state after it; and,
 * depending on the change: `clause` (added or edited: its text and version), `clause_order` (the clauses' ids in
 * order, after an addition, removal or move), `answer` (an answer to clause `clause_id`, with its comment only
 * for those who may read it) and `signatures` (the signatures the receiver may see, after a finalization,
 * signature, countersignature or reopening). A person whom the change is hidden from (the other side's answer
 * under shuttle mode) gets nothing. `applyAgreementChange` (agreement-change.ts) applies it to a view; the whole view stays available
 * on request (`agreement`), and is sent whole after a shuttle switch and at the end of a catch-up.
 */
export const agreementDeltaEventSchema = z.object({
  seq: z.number().int().min(1),
  case_id: z.string(),
  entry: agreementEntrySchema,
  status: agreementStatusSchema,
  clause: agreementClauseSchema.pick({ id: true, text: true, version: true }).optional(),
  clause_order: z.array(z.string()).optional(),
  answer: clauseAnswerSchema.extend({ clause_id: z.string() }).optional(),
  signatures: z.array(agreementSignatureSchema).optional(),
});
export type AgreementDeltaEvent = z.infer<typeof agreementDeltaEventSchema>;

/** The acknowledgement of `agreement` (a read): the agreement as the caller may see it, as of stream position `seq`. */
export const agreementReadAckSchema = z.object({ seq: asOfSeq, agreement: agreementViewSchema });
export type AgreementReadAck = z.infer<typeof agreementReadAckSchema>;

/**
 * The acknowledgement of a change: its stream position, its entry in the record, and the agreement as the caller
 * now sees it. A command that changed nothing (the same answer again) has no entry: `seq` is then the case's latest.
 */
export const agreementChangeAckSchema = z.object({
  seq: z.number().int().min(1),
  entry: agreementEntrySchema.optional(),
  agreement: agreementViewSchema,
});
export type AgreementChangeAck = z.infer<typeof agreementChangeAckSchema>;

// --- REST: /verify

/** The browser hashes the file; only its SHA-256 is sent. */
export const agreementVerifyRequestSchema = z.object({ sha256: sha256HexSchema });
export type AgreementVerifyRequest = z.infer<typeof agreementVerifyRequestSchema>;
export const agreementSignerSchema = z.object({ name: z.string(), side: sideSchema });
/** Authentic: what the file itself prints (signing time and signers); nothing else about the case. */
export const agreementVerifyResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('authentic'), signed_at: isoTime, signers: z.array(agreementSignerSchema) }),
  z.object({ status: z.literal('unknown') }),
]);
export type AgreementVerifyResponse = z.infer<typeof agreementVerifyResponseSchema>;

// --- REST: the signed PDF

/** The answer of the agreementPdf route (ROUTES): the stored PDF's bytes, as a binary body (not JSON). */
export const agreementPdfResponseSchema = z.file().mime(AGREEMENT_PDF_CONTENT_TYPE);

/** Longest part of a signed agreement's file name taken from the case title. */
export const AGREEMENT_FILE_TITLE_MAX = 60;

/**
 * The signed agreement's file name: the case title cut at a word boundary (at most AGREEMENT_FILE_TITLE_MAX
 * characters, without characters file systems refuse) and the case code, so that two cases' files never share a
 * name and the name still says what the file is. For example "Fence between the Levi and Mor gardens - K7QX2M.pdf".
 */
export function agreementFileName(title: string, code: string): string {
  const clean = title
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let cut = clean;
  if (Array.from(clean).length > AGREEMENT_FILE_TITLE_MAX) {
    const head = Array.from(clean)
      .slice(0, AGREEMENT_FILE_TITLE_MAX + 1)
      .join('');
    const space = head.lastIndexOf(' ');
    // A single word longer than the limit is cut inside it rather than dropped.
    cut = (space > 0 ? head.slice(0, space) : Array.from(head).slice(0, AGREEMENT_FILE_TITLE_MAX).join('')).replace(/[\s.,;-]+$/, '');
  }
  return `${cut ? `${cut} - ` : ''}${code}.pdf`;
}
