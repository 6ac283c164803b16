/**
 * The agreement as one person may see it. The mediator sees everything, change requests' texts included; a
 * party sees its own answers (and its own comments), and the other side's answers only while shuttle mode is
 * off, never their comments.
 */
import type {
  AgreementDeltaEvent,
  AgreementEntry,
  AgreementEntryKind,
  AgreementSignature,
  AgreementState,
  AgreementStatus,
  AgreementView,
  ClauseAnswer,
  PartySide,
  Side,
} from '@mediation/protocol';
import type { Database } from '../db/client';
import type { Repositories } from '../repositories/index';
import type { AgreementRow, AnswerRow, ClauseRow, EntryRow } from '../repositories/agreements-repository';

/** Who looks: the mediator (M) or a party's side. */
export type ViewerSide = Side;

/** May this viewer see what `side` did? */
function seesSide(viewer: ViewerSide, side: Side, shuttle: boolean): boolean {
  return viewer === 'M' || side === 'M' || side === viewer || !shuttle;
}

/** May this viewer read the comment of what `side` did? */
const readsComment = (viewer: ViewerSide, side: Side) => viewer === 'M' || viewer === side;

export function entryView(row: EntryRow, viewer: ViewerSide): AgreementEntry {
  const detail = row.detail as { comment?: string };
  return {
    id: row.id,
    kind: row.kind as AgreementEntryKind,
    at: row.createdAt.toISOString(),
    side: row.side as Side,
    user_id: row.userId,
    name: row.name,
    agreement_version: row.agreementVersion,
    clause_id: row.clauseId,
    clause_number: row.clauseNumber,
    clause_version: row.clauseVersion,
    ...(detail.comment !== undefined && readsComment(viewer, row.side as Side) ? { comment: detail.comment } : {}),
  };
}

function answerView(answer: AnswerRow, clause: ClauseRow, viewer: ViewerSide): ClauseAnswer {
  return {
    side: answer.side as PartySide,
    answer: answer.answer as ClauseAnswer['answer'],
    clause_version: answer.clauseVersion,
    is_current: answer.clauseVersion === clause.version,
    answered_at: answer.answeredAt.toISOString(),
    ...(answer.comment !== null && readsComment(viewer, answer.side as Side) ? { comment: answer.comment } : {}),
  };
}

/** True when every clause's current version is accepted by both sides (and there is a clause). */
export function allAccepted(clauses: ClauseRow[], answers: AnswerRow[]): boolean {
  const accepted = (clause: ClauseRow, side: PartySide) =>
    answers.some(
      (answer) =>
        answer.clauseId === clause.id && answer.side === side && answer.answer === 'accept' && answer.clauseVersion === clause.version,
    );
  return clauses.length > 0 && clauses.every((clause) => accepted(clause, 'A') && accepted(clause, 'B'));
}

type SignatureRow = Awaited<ReturnType<Repositories['agreements']['signatures']>>[number];

/** The signatures `viewer` may see: under shuttle mode a party sees the other side's only once everyone signed. */
function signaturesView(signatures: SignatureRow[], state: AgreementState, viewer: ViewerSide, shuttle: boolean): AgreementSignature[] {
  return signatures
    .filter((signature) => state === 'signed' || seesSide(viewer, signature.side as Side, shuttle))
    .map((signature) => ({
      side: signature.side as Side,
      user_id: signature.userId,
      full_name: signature.fullName,
      signed_at: signature.signedAt.toISOString(),
      digest: signature.digest,
    }));
}

/** The agreement's state as `viewer` sees it (only `can_finalize` depends on the viewer). */
function statusView(
  agreement: AgreementRow,
  clauses: ClauseRow[],
  answers: AnswerRow[],
  hasDocument: boolean,
  viewer: ViewerSide,
  shuttle: boolean,
): AgreementStatus {
  const state = agreement.state as AgreementState;
  return {
    state,
    version: agreement.version,
    shuttle,
    // A party under shuttle mode does not see the other side's answers, so neither whether they complete it.
    can_finalize: state === 'draft' && seesSide(viewer, viewer === 'A' ? 'B' : 'A', shuttle) && allAccepted(clauses, answers),
    finalized_at: agreement.finalizedAt?.toISOString() ?? null,
    digest: agreement.digest,
    verification_code: agreement.verificationCode,
    signed_at: agreement.signedAt?.toISOString() ?? null,
    has_document: hasDocument,
  };
}

const CLAUSE_TEXT_KINDS = new Set<AgreementEntryKind>(['clause_added', 'clause_edited']);
const CLAUSE_ORDER_KINDS = new Set<AgreementEntryKind>(['clause_added', 'clause_removed', 'clause_moved']);
const ANSWER_KINDS = new Set<AgreementEntryKind>(['clause_accepted', 'change_requested']);
const SIGNATURE_KINDS = new Set<AgreementEntryKind>(['finalized', 'signed', 'countersigned', 'reopened']);

/**
 * The change that entry `row` made, as each viewer may see it: only what changed (a clause's text, the order,
 * one answer, the signatures) and the agreement's state, never the whole view. A viewer who may not see the
 * entry (the other side's, under shuttle mode) is left out.
 */
export async function agreementDeltasOf(
  repos: Repositories,
  caseRow: { id: string; shuttle: boolean },
  row: EntryRow,
  viewers: readonly ViewerSide[],
): Promise<Map<ViewerSide, AgreementDeltaEvent>> {
  const deltas = new Map<ViewerSide, AgreementDeltaEvent>();
  const agreement = await repos.agreements.find(caseRow.id);
  if (!agreement) return deltas;
  const [clauses, answers, signatures, hasDocument] = await Promise.all([
    repos.agreements.clauses(agreement.id),
    repos.agreements.answers(agreement.id),
    repos.agreements.signatures(agreement.id, agreement.version),
    repos.agreements.hasDocument(agreement.id),
  ]);
  const kind = row.kind as AgreementEntryKind;
  const clause = clauses.find((candidate) => candidate.id === row.clauseId);
  const answer =
    clause && ANSWER_KINDS.has(kind)
      ? answers.find((candidate) => candidate.clauseId === clause.id && candidate.side === row.side)
      : undefined;
  for (const viewer of viewers) {
    if (!seesSide(viewer, row.side as Side, caseRow.shuttle)) continue;
    deltas.set(viewer, {
      seq: row.seq,
      case_id: caseRow.id,
      entry: entryView(row, viewer),
      status: statusView(agreement, clauses, answers, hasDocument, viewer, caseRow.shuttle),
      ...(clause && CLAUSE_TEXT_KINDS.has(kind) ? { clause: { id: clause.id, text: clause.text, version: clause.version } } : {}),
      ...(CLAUSE_ORDER_KINDS.has(kind) ? { clause_order: clauses.map((candidate) => candidate.id) } : {}),
      ...(answer && clause ? { answer: { clause_id: clause.id, ...answerView(answer, clause, viewer) } } : {}),
      ...(SIGNATURE_KINDS.has(kind)
        ? { signatures: signaturesView(signatures, agreement.state as AgreementState, viewer, caseRow.shuttle) }
        : {}),
    });
  }
  return deltas;
}

/** The agreement of a case as `viewer` sees it (an empty draft before the first clause). */
export async function agreementViewOf(
  repos: Repositories,
  caseRow: { id: string; shuttle: boolean },
  viewer: ViewerSide,
  tx?: Database,
): Promise<AgreementView> {
  const agreement: AgreementRow | undefined = await repos.agreements.find(caseRow.id, tx);
  const empty: AgreementView = {
    case_id: caseRow.id,
    state: 'draft',
    version: 1,
    shuttle: caseRow.shuttle,
    clauses: [],
    can_finalize: false,
    finalized_at: null,
    digest: null,
    verification_code: null,
    signatures: [],
    signed_at: null,
    has_document: false,
    record: [],
  };
  if (!agreement) return empty;
  const [clauses, answers, signatures, entries, hasDocument] = await Promise.all([
    repos.agreements.clauses(agreement.id, tx),
    repos.agreements.answers(agreement.id, tx),
    repos.agreements.signatures(agreement.id, agreement.version, tx),
    repos.agreements.entries(agreement.id, tx),
    repos.agreements.hasDocument(agreement.id, tx),
  ]);
  return {
    ...empty,
    ...statusView(agreement, clauses, answers, hasDocument, viewer, caseRow.shuttle),
    clauses: clauses.map((clause, index) => ({
      id: clause.id,
      number: index + 1,
      text: clause.text,
      version: clause.version,
      answers: answers
        .filter((answer) => answer.clauseId === clause.id && seesSide(viewer, answer.side as Side, caseRow.shuttle))
        .map((answer) => answerView(answer, clause, viewer)),
    })),
    signatures: signaturesView(signatures, agreement.state as AgreementState, viewer, caseRow.shuttle),
    record: entries.filter((entry) => seesSide(viewer, entry.side as Side, caseRow.shuttle)).map((entry) => entryView(entry, viewer)),
  };
}
