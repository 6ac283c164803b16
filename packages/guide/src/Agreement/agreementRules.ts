/**
 * The agreement panel's rules as plain functions: where each side stands on a clause, which controls a
 * viewer gets in each state, the text checks (the protocol's own schemas) and the record's sentences.
 */
import {
  AGREEMENT_LIMITS,
  PARTY_SIDES,
  agreementAddClausePayloadSchema,
  agreementAnswerPayloadSchema,
  agreementSignPayloadSchema,
} from '@mediation/protocol';
import type { AgreementClause, AgreementEntry, AgreementView, ClauseAnswer, PartySide, Side } from '@mediation/protocol';
import { fill } from '../internal/format';
import type { AgreementPanelLabels } from './labels';

/** Who looks at the panel: the case's mediator, or a party by its side. */
export type AgreementViewer = 'mediator' | PartySide;

/** The side a viewer acts for: M for the mediator. */
export function sideOfViewer(viewer: AgreementViewer): Side {
  return viewer === 'mediator' ? 'M' : viewer;
}

/** Where one side stands on a clause. */
export type StandingKind = 'accepted' | 'changeRequested' | 'changedSinceAccepted' | 'changedSinceRequested' | 'waiting';

export interface SideStanding {
  side: PartySide;
  kind: StandingKind;
  /** The side's answer, when it gave one (possibly to an earlier version). */
  answer?: ClauseAnswer;
}

/** Where `side` stands on the clause's current version. */
export function standingOf(clause: AgreementClause, side: PartySide): SideStanding {
  const answer = clause.answers.find((candidate) => candidate.side === side);
  if (!answer) return { side, kind: 'waiting' };
  if (answer.answer === 'accept') return { side, kind: answer.is_current ? 'accepted' : 'changedSinceAccepted', answer };
  return { side, kind: answer.is_current ? 'changeRequested' : 'changedSinceRequested', answer };
}

/**
 * The standings a viewer is shown: the mediator both sides; a party its own, and the other side's while
 * shuttle mode is off (in shuttle mode only an answer the server chose to include).
 */
export function visibleStandings(clause: AgreementClause, viewer: AgreementViewer, shuttle: boolean): SideStanding[] {
  return PARTY_SIDES.map((side) => standingOf(clause, side)).filter((standing) => {
    if (viewer === 'mediator' || standing.side === viewer) return true;
    return !shuttle || standing.kind !== 'waiting';
  });
}

/** The sentence for a standing, as `viewer` reads it ('Accepted by A', 'Changed since you accepted'). */
export function standingText(standing: SideStanding, viewer: AgreementViewer, labels: AgreementPanelLabels): string {
  const isOwn = standing.side === viewer;
  const values = { side: standing.side };
  switch (standing.kind) {
    case 'accepted':
      return fill(labels.acceptedBy, values);
    case 'changeRequested':
      return fill(labels.changeRequestedBy, values);
    case 'changedSinceAccepted':
      return isOwn ? labels.changedSinceYouAccepted : fill(labels.changedSinceSideAccepted, values);
    case 'changedSinceRequested':
      return isOwn ? labels.changedSinceYouRequested : fill(labels.changedSinceSideRequested, values);
    case 'waiting':
      return fill(labels.waitingFor, values);
    default:
      return standing.kind satisfies never;
  }
}

/** True when the side has signed the current version. */
export function hasSigned(view: AgreementView, side: Side): boolean {
  return view.signatures.some((signature) => signature.side === side);
}

/** What a viewer may do with the agreement in its present state (the server enforces the same). */
export interface AgreementControls {
  /** Add, edit, remove and reorder clauses; start from the summary. */
  draft: boolean;
  /** 'Finalize agreement' is shown (enabled only with `canFinalize`). */
  finalize: boolean;
  canFinalize: boolean;
  /** Accept a clause or request a change. */
  answer: boolean;
  /** The signing form. */
  sign: boolean;
  /** 'Countersign'. */
  countersign: boolean;
  /** 'Reopen'. */
  reopen: boolean;
  /** 'Download agreement (PDF)'. */
  download: boolean;
}

export function controlsFor(view: AgreementView, viewer: AgreementViewer): AgreementControls {
  const isMediator = viewer === 'mediator';
  const isDraft = view.state === 'draft';
  const isFinalized = view.state === 'finalized';
  return {
    draft: isMediator && isDraft,
    finalize: isMediator && isDraft,
    canFinalize: isMediator && isDraft && view.can_finalize && view.clauses.length > 0,
    answer: !isMediator && isDraft,
    sign: !isMediator && isFinalized && !hasSigned(view, viewer),
    countersign: isMediator && isFinalized && hasSigned(view, 'A') && hasSigned(view, 'B') && !hasSigned(view, 'M'),
    reopen: isMediator && isFinalized,
    download: view.state === 'signed' && view.has_document,
  };
}

/** A party's own answer is a current acceptance, so 'Accept clause N' is not offered again. */
export function isAcceptedBy(clause: AgreementClause, side: PartySide): boolean {
  return standingOf(clause, side).kind === 'accepted';
}

/** The summary's paragraphs as clauses: blank lines part paragraphs, or, without any, each line is one. */
export function clausesFromSummary(summary: string): string[] {
  const text = summary.replace(/\r\n?/g, '\n').trim();
  if (!text) return [];
  const paragraphs = /\n[^\S\n]*\n/.test(text) ? text.split(/\n[^\S\n]*\n/) : text.split('\n');
  return paragraphs.map((paragraph) => paragraph.trim()).filter(Boolean);
}

/** What is wrong with a text, if anything. */
export type TextProblem = 'empty' | 'tooShort' | 'tooLong' | 'controlCharacters';
export type TextCheck = { ok: true; value: string } | { ok: false; problem: TextProblem };

interface TextSchema {
  safeParse: (value: string) => { success: true; data: string } | { success: false; error: { issues: readonly { code: string }[] } };
}

function checkWith(schema: TextSchema, text: string): TextCheck {
  const result = schema.safeParse(text);
  if (result.success) return { ok: true, value: result.data };
  const codes = result.error.issues.map((issue) => issue.code);
  if (codes.includes('invalid_format')) return { ok: false, problem: 'controlCharacters' };
  if (codes.includes('too_big')) return { ok: false, problem: 'tooLong' };
  return { ok: false, problem: text.trim() === '' ? 'empty' : 'tooShort' };
}

/** The change request's variant of the answer (the union lists accept, then change). */
const changeAnswerSchema = agreementAnswerPayloadSchema.options[1];

/** A clause's text by the protocol's rule (trimmed, 1 to AGREEMENT_LIMITS.clauseMaxLength characters). */
export const checkClauseText = (text: string) => checkWith(agreementAddClausePayloadSchema.shape.clause_text, text);
/** A change request's text by the protocol's rule. */
export const checkComment = (text: string) => checkWith(changeAnswerSchema.shape.comment, text);
/** A signer's typed name by the protocol's rule (one line, AGREEMENT_LIMITS.fullNameMin to fullNameMax). */
export const checkFullName = (text: string) => checkWith(agreementSignPayloadSchema.shape.full_name, text);

/** The sentence for a clause's problem. */
export function clauseProblemText(problem: TextProblem, labels: AgreementPanelLabels): string {
  if (problem === 'tooLong') return fill(labels.clauseTooLong, { max: AGREEMENT_LIMITS.clauseMaxLength });
  if (problem === 'controlCharacters') return labels.controlCharacters;
  return labels.clauseEmpty;
}

/** The sentence for a change request's problem. */
export function commentProblemText(problem: TextProblem, labels: AgreementPanelLabels): string {
  if (problem === 'tooLong') return fill(labels.commentTooLong, { max: AGREEMENT_LIMITS.commentMaxLength });
  if (problem === 'controlCharacters') return labels.controlCharacters;
  return labels.commentEmpty;
}

export interface SignatureErrors {
  agree?: string;
  fullName?: string;
}

/** The signing form's errors as sentences; none when it may be sent. */
export function signatureErrors(input: { agree: boolean; fullName: string }, labels: AgreementPanelLabels): SignatureErrors {
  const errors: SignatureErrors = {};
  if (!input.agree) errors.agree = labels.mustAgree;
  const name = checkFullName(input.fullName);
  if (!name.ok) {
    if (name.problem === 'tooLong') errors.fullName = fill(labels.nameTooLong, { max: AGREEMENT_LIMITS.fullNameMax });
    else if (name.problem === 'controlCharacters') errors.fullName = labels.controlCharacters;
    else errors.fullName = fill(labels.nameTooShort, { min: AGREEMENT_LIMITS.fullNameMin });
  }
  return errors;
}

/** One entry of the record of consent as a sentence ('Dana Levi (Side A) accepted clause 2.'). */
export function describeEntry(entry: AgreementEntry, labels: AgreementPanelLabels): string {
  return fill(labels.entries[entry.kind], {
    name: entry.name,
    side: labels.sideNames[entry.side],
    number: entry.clause_number ?? '',
    version: entry.kind === 'clause_edited' ? (entry.clause_version ?? '') : entry.agreement_version,
  });
}

/** The sentence for a refused command: the server's own reason when it gave one. */
export function failureText(error: unknown, labels: AgreementPanelLabels): string {
  return error instanceof Error && error.message ? error.message : labels.failed;
}
