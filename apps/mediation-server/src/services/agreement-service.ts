/**
 * The settlement agreement's rules. Only the case's mediator drafts (adds, edits, removes, moves clauses while
 * in draft), finalizes, reopens and countersigns; a party answers and signs for its own side (the side of its
 * stored participant row), only while admitted and the case runs; nobody answers after finalization or signs
 * before it. Every command runs in one transaction that first locks the case's agreement row, so concurrent
 * commands take turns, and appends its entry to the record of consent (with a position in the case's stream).
 */
import type {
  AgreementAddClausePayload,
  AgreementAnswerPayload,
  AgreementCountersignPayload,
  AgreementDeltaEvent,
  AgreementEditClausePayload,
  AgreementEntry,
  AgreementEntryKind,
  AgreementFinalizePayload,
  AgreementMoveClausePayload,
  AgreementRemoveClausePayload,
  AgreementReopenPayload,
  AgreementSignPayload,
  AgreementVerifyResponse,
  AgreementView,
  Participant,
  PartySide,
  Side,
} from '@mediation/protocol';
import { AGREEMENT_LIMITS, AGREEMENT_VERIFY_PAGE, agreementFileName } from '@mediation/protocol';
import type { Database } from '../db/client';
import type { Repositories } from '../repositories/index';
import type { AgreementRow, ClauseRow, EntryRow, NewEntry } from '../repositories/agreements-repository';
import type { CaseRow } from '../repositories/cases-repository';
import { sha256 } from '../lib/ids';
import { badRequest, conflict, englishSentence, forbidden, notFound } from '../lib/http-error';
import { caseAccess } from './access';
import { agreementDeltasOf, allAccepted, agreementViewOf, entryView } from './agreement-view';
import type { ViewerSide } from './agreement-view';
import { canonicalText, verificationCodeOf } from './agreement-text';
import { renderAgreementPdfInWorker } from './agreement-pdf-thread';
import { lastVisibleSeq } from './case-room/history';
import { memberOf } from './member';
import { SIGNATURE_NAME_MISMATCH, sameName } from './participant-names';
import type { Member } from './member';
import type { Principal } from './token-service';

/**
 * Who calls: a principal (REST, as its token says) or a socket connection's member (from its token). Its role
 * and side are checked again against the stored case and participant rows.
 */
export type AgreementCaller = Principal | Member;

/**
 * What a command did: its position in the case's stream, its entry in the record, and the agreement as its
 * member now sees it. A command that changed nothing (an answer repeated) has no entry, and the position is
 * the case's latest.
 */
export interface AgreementOutcome {
  seq: number;
  entry?: AgreementEntry;
  /** The entry as stored, from which each person's view of the change is made. */
  row?: EntryRow;
  agreement: AgreementView;
}

interface CommandContext {
  tx: Database;
  agreement: AgreementRow;
  clauses: ClauseRow[];
  caseRow: CaseRow;
  /** Who acts: the case's mediator, or an admitted party on its stored side. */
  member: Member;
  /** Appends the command's entry to the record of consent. */
  record: (entry: {
    kind: AgreementEntryKind;
    clause?: ClauseRow;
    clauseNumber?: number;
    agreementVersion?: number;
    detail?: object;
    at?: Date;
  }) => Promise<void>;
}

/** Bounds of the agreement: AGREEMENT_MAX_CHARS and PDF_RENDER_TIMEOUT_MS (config.ts), with their defaults. */
export interface AgreementSettings {
  maxChars: number;
  renderTimeoutMs: number;
}
export const DEFAULT_AGREEMENT_SETTINGS: AgreementSettings = { maxChars: 200_000, renderTimeoutMs: 60_000 };

export function agreementService(dependencies: {
  repos: Repositories;
  publicOrigin: () => string;
  settings?: Partial<AgreementSettings>;
  /** After the countersignature is stored: sends each signer its copy (it handles its own failures). */
  onSigned?: (caseId: string) => Promise<void>;
}) {
  const { repos } = dependencies;
  const settings = { ...DEFAULT_AGREEMENT_SETTINGS, ...dependencies.settings };
  /** Refuses a draft whose clauses would hold more than AGREEMENT_MAX_CHARS characters (its PDF is bounded so). */
  const withinLength = (clauses: ClauseRow[], text: string, replacing?: ClauseRow) => {
    const total = clauses.reduce((sum, clause) => sum + (clause === replacing ? 0 : clause.text.length), 0) + text.length;
    if (total > settings.maxChars) {
      const values = { max: settings.maxChars, total };
      throw badRequest('agreement_too_long', { clause_text: [englishSentence('agreement_too_long', values)] }, values);
    }
  };
  const access = caseAccess(repos);

  /** The caller's member of the case: its mediator, or an admitted party on its stored side; anyone else is refused. */
  async function memberIn(caller: AgreementCaller, caseRow: CaseRow): Promise<Member> {
    const principal: Member | Principal = caller;
    if ('kind' in principal && principal.kind === 'user') {
      access.assertMediatorOf(principal, caseRow);
      return memberOf(principal, caseRow.id);
    }
    if (!('kind' in principal) && principal.side === 'M') {
      // A connection's member: the mediator its token named, of this very case.
      if (!principal.isMediator || caseRow.mediatorId !== principal.userId) throw forbidden('mediator_only');
      return { ...principal, caseId: caseRow.id };
    }
    if (principal.caseId !== caseRow.id) throw forbidden('case_not_yours');
    const stored = await repos.cases.findParticipant(caseRow.id, principal.userId);
    if (!stored || stored.removedAt) throw forbidden('no_longer_participant');
    const member = 'kind' in principal ? memberOf(principal) : principal;
    return { ...member, side: stored.side as PartySide, displayName: stored.displayName };
  }

  const draftOnly = (agreement: AgreementRow) => {
    if (agreement.state !== 'draft') throw conflict('agreement_finalized_edit');
  };
  const clauseIn = (clauses: ClauseRow[], clauseId: string) => {
    const clause = clauses.find((candidate) => candidate.id === clauseId);
    if (!clause) throw notFound('clause_not_found');
    return clause;
  };
  const numberOf = (clauses: ClauseRow[], clause: ClauseRow) => clauses.findIndex((candidate) => candidate.id === clause.id) + 1;

  /**
   * Runs a command of `role` on the case's agreement: checks the caller and that the case runs, locks the
   * agreement row (made by the mediator's first command), runs `work` and answers the caller's new view.
   */
  async function command(
    principal: AgreementCaller,
    caseId: string,
    role: 'mediator' | 'party',
    work: (context: CommandContext) => Promise<void>,
  ): Promise<AgreementOutcome> {
    const caseRow = await access.load(caseId);
    const member = await memberIn(principal, caseRow);
    if (role === 'mediator' && member.side !== 'M') throw forbidden('mediator_only');
    if (role === 'party' && member.side === 'M') throw forbidden('party_only');
    if (!caseRow.isActive || !caseRow.isStarted) throw conflict('case_not_running');
    const entry = await repos.agreements.transaction(async (tx) => {
      const agreement = await repos.agreements.lock(tx, caseRow.id, { create: role === 'mediator' });
      if (!agreement) throw notFound('no_agreement');
      const clauses = await repos.agreements.clauses(agreement.id, tx);
      let recorded: Awaited<ReturnType<typeof repos.agreements.appendEntry>> | undefined;
      await work({
        tx,
        agreement,
        clauses,
        caseRow,
        member,
        record: async ({ kind, clause, clauseNumber, agreementVersion, detail, at }) => {
          const values: NewEntry = {
            ...(at ? { createdAt: at } : {}),
            agreementId: agreement.id,
            caseId: caseRow.id,
            seq: await repos.stream.nextSeq(tx, caseRow.id),
            kind,
            agreementVersion: agreementVersion ?? agreement.version,
            side: member.side,
            userId: member.userId,
            name: member.displayName,
            clauseId: clause?.id ?? null,
            clauseNumber: clauseNumber ?? null,
            clauseVersion: clause?.version ?? null,
            detail: detail ?? {},
          };
          recorded = await repos.agreements.appendEntry(tx, values);
        },
      });
      return recorded;
    });
    const agreement = await agreementViewOf(repos, await access.load(caseRow.id), member.side);
    if (!entry) return { seq: await lastVisibleSeq(repos, member, caseRow.id), agreement };
    return { seq: entry.seq, entry: entryView(entry, member.side), row: entry, agreement };
  }

  /**
   * Makes the PDF every download serves, before the countersignature's transaction: rendering takes seconds
   * for a long agreement, and a transaction held open that long would hold the agreement's lock and, on the
   * embedded database (one connection), every other query of the process. The document is made as the
   * agreement will read once countersigned at `signedAt`; the transaction then stores it only if nothing
   * changed meanwhile (`basis`).
   */
  async function prepareDocument(principal: AgreementCaller, payload: AgreementCountersignPayload) {
    const caseRow = await access.load(payload.case_id);
    const member = await memberIn(principal, caseRow);
    if (member.side !== 'M') throw forbidden('mediator_only');
    const agreement = await repos.agreements.find(caseRow.id);
    if (!agreement) throw notFound('no_agreement');
    checkCountersignable(agreement, payload);
    const signatures = await repos.agreements.signatures(agreement.id, agreement.version);
    const signed = new Set(signatures.map((signature) => signature.side));
    if (!signed.has('A') || !signed.has('B')) throw conflict('parties_sign_first');
    const [clauses, entries, participants] = await Promise.all([
      repos.agreements.clauses(agreement.id),
      repos.agreements.entries(agreement.id),
      repos.cases.listParticipants(caseRow.id),
    ]);
    const signedAt = new Date();
    const all = [...signatures.filter((signature) => signature.side !== 'M'), { side: 'M', fullName: member.displayName, signedAt }];
    const signers = ['A', 'B', 'M']
      .flatMap((side) => all.filter((signature) => signature.side === side))
      .map((signature) => ({ name: signature.fullName, side: signature.side as Side }));
    const countersigned = {
      kind: 'countersigned' as AgreementEntryKind,
      at: signedAt,
      side: 'M' as Side,
      name: member.displayName,
      clauseNumber: null,
      clauseVersion: null,
      agreementVersion: agreement.version,
    };
    const pdf = await renderAgreementPdfInWorker(
      {
        caseTitle: caseRow.title,
        caseCode: caseRow.code,
        language: caseRow.language,
        timeZone: payload.time_zone ?? 'UTC',
        version: agreement.version,
        partiesA: participants.filter((person) => person.side === 'A').map((person) => person.displayName),
        partiesB: participants.filter((person) => person.side === 'B').map((person) => person.displayName),
        mediator: member.displayName,
        clauses: clauses.map((clause) => clause.text),
        signatures: signers.map((signer) => ({ ...signer, signedAt: all.find((signature) => signature.side === signer.side)!.signedAt })),
        record: [
          ...entries.map((entry) => ({
            kind: entry.kind as AgreementEntryKind,
            at: entry.createdAt,
            side: entry.side as Side,
            name: entry.name,
            clauseNumber: entry.clauseNumber,
            clauseVersion: entry.clauseVersion,
            agreementVersion: entry.agreementVersion,
          })),
          countersigned,
        ],
        finalizedAt: agreement.finalizedAt!,
        signedAt,
        digest: agreement.digest!,
        verificationCode: agreement.verificationCode!,
        verifyUrl: `${dependencies.publicOrigin()}${AGREEMENT_VERIFY_PAGE}`,
      },
      settings.renderTimeoutMs,
    );
    return {
      pdf,
      signedAt,
      signers,
      basis: { version: agreement.version, lastEntryId: entries.at(-1)?.id ?? 0, people: peopleOf(participants) },
    };
  }

  /** The people the PDF names, as one comparable text. */
  const peopleOf = (participants: Participant[]) => JSON.stringify(participants.map((person) => [person.side, person.displayName]));

  /** What the countersignature needs of the agreement, checked before rendering and again under the lock. */
  function checkCountersignable(agreement: AgreementRow, payload: AgreementCountersignPayload) {
    if (agreement.state === 'draft') throw conflict('agreement_not_finalized');
    if (agreement.state === 'signed') throw conflict('agreement_already_countersigned');
    if (payload.digest !== agreement.digest) throw conflict('agreement_changed_before_signing');
  }

  return {
    /** The agreement as the caller may see it, with the stream position it is as of (read before it). */
    async read(caller: AgreementCaller, caseId: string): Promise<{ seq: number; agreement: AgreementView }> {
      const caseRow = await access.load(caseId);
      const member = await memberIn(caller, caseRow);
      // The position a party is told is of what it may see: the case's would move with the other side's writes.
      const seq = await lastVisibleSeq(repos, member, caseId);
      return { seq, agreement: await agreementViewOf(repos, caseRow, member.side) };
    },

    /** Whether the case has an agreement at all (before the mediator's first clause it has none). */
    async exists(caseId: string): Promise<boolean> {
      return (await repos.agreements.find(caseId)) !== undefined;
    },

    /**
     * Whether a member catching up after stream position `afterSeq` has something new to see of the agreement:
     * an entry it may see (under shuttle mode a party sees the mediator's and its own side's), or a switch of
     * shuttle mode since (which changes what a party sees).
     */
    async changedSince(member: Member, caseId: string, afterSeq: number): Promise<boolean> {
      const [caseRow, lastEntrySeq, shuttleSeq] = await Promise.all([
        repos.cases.findById(caseId),
        repos.agreements.lastSeq(caseId),
        repos.stream.lastEventSeq(caseId, 'shuttle'),
      ]);
      const seenSides = member.isMediator || !caseRow?.shuttle ? undefined : (['M', member.side] as const);
      const seenEntrySeq = seenSides === undefined ? lastEntrySeq : await repos.agreements.lastSeq(caseId, seenSides);
      return seenEntrySeq > afterSeq || (lastEntrySeq > 0 && shuttleSeq > afterSeq);
    },

    /** The agreement as the caller (the case's mediator or an admitted party) may see it. */
    async view(principal: AgreementCaller, caseId: string): Promise<AgreementView> {
      const caseRow = await access.load(caseId);
      const member = await memberIn(principal, caseRow);
      return agreementViewOf(repos, caseRow, member.side);
    },

    /** The change an entry made, as each of `viewers` may see it (those it is hidden from are left out). */
    async changesOf(caseId: string, row: EntryRow, viewers: readonly ViewerSide[]): Promise<Map<ViewerSide, AgreementDeltaEvent>> {
      return agreementDeltasOf(repos, await access.load(caseId), row, viewers);
    },

    /** The agreement as the mediator (M) or a side sees it: what a broadcast sends each audience. */
    async viewAs(caseId: string, viewer: ViewerSide): Promise<AgreementView> {
      return agreementViewOf(repos, await access.load(caseId), viewer);
    },

    addClause(principal: AgreementCaller, payload: AgreementAddClausePayload): Promise<AgreementOutcome> {
      return command(principal, payload.case_id, 'mediator', async ({ tx, agreement, clauses, record }) => {
        draftOnly(agreement);
        if (clauses.length >= AGREEMENT_LIMITS.clausesMax) throw conflict('clauses_max', { max: AGREEMENT_LIMITS.clausesMax });
        withinLength(clauses, payload.clause_text);
        const position = Math.min(payload.position ?? clauses.length + 1, clauses.length + 1);
        const clause = await repos.agreements.insertClause(tx, {
          agreementId: agreement.id,
          position: clauses.length + 1,
          text: payload.clause_text,
        });
        const order = clauses.map((existing) => existing.id);
        order.splice(position - 1, 0, clause.id);
        await repos.agreements.setOrder(tx, order);
        await record({ kind: 'clause_added', clause, clauseNumber: position, detail: { text: clause.text } });
      });
    },

    /** A new version of a clause: answers to earlier versions no longer count. */
    editClause(principal: AgreementCaller, payload: AgreementEditClausePayload): Promise<AgreementOutcome> {
      return command(principal, payload.case_id, 'mediator', async ({ tx, agreement, clauses, record }) => {
        draftOnly(agreement);
        const clause = clauseIn(clauses, payload.clause_id);
        if (clause.text === payload.clause_text) throw conflict('clause_unchanged');
        withinLength(clauses, payload.clause_text, clause);
        const edited = await repos.agreements.editClause(tx, clause.id, payload.clause_text);
        await record({ kind: 'clause_edited', clause: edited, clauseNumber: numberOf(clauses, clause), detail: { text: edited.text } });
      });
    },

    removeClause(principal: AgreementCaller, payload: AgreementRemoveClausePayload): Promise<AgreementOutcome> {
      return command(principal, payload.case_id, 'mediator', async ({ tx, agreement, clauses, record }) => {
        draftOnly(agreement);
        const clause = clauseIn(clauses, payload.clause_id);
        await repos.agreements.removeClause(tx, clause.id);
        await repos.agreements.setOrder(
          tx,
          clauses.filter((existing) => existing.id !== clause.id).map((existing) => existing.id),
        );
        await record({ kind: 'clause_removed', clause, clauseNumber: numberOf(clauses, clause) });
      });
    },

    moveClause(principal: AgreementCaller, payload: AgreementMoveClausePayload): Promise<AgreementOutcome> {
      return command(principal, payload.case_id, 'mediator', async ({ tx, agreement, clauses, record }) => {
        draftOnly(agreement);
        const clause = clauseIn(clauses, payload.clause_id);
        const position = Math.min(payload.position, clauses.length);
        const order = clauses.map((existing) => existing.id).filter((id) => id !== clause.id);
        order.splice(position - 1, 0, clause.id);
        await repos.agreements.setOrder(tx, order);
        await record({ kind: 'clause_moved', clause, clauseNumber: position, detail: { from: numberOf(clauses, clause) } });
      });
    },

    /** A party accepts a clause's current version, or asks for a change (its comment reaches the mediator only). */
    answer(principal: AgreementCaller, payload: AgreementAnswerPayload): Promise<AgreementOutcome> {
      return command(principal, payload.case_id, 'party', async ({ tx, agreement, clauses, member, record }) => {
        if (agreement.state !== 'draft') throw conflict('agreement_finalized_answer');
        const clause = clauseIn(clauses, payload.clause_id);
        if (payload.clause_version !== clause.version) throw conflict('clause_changed');
        const comment = payload.answer === 'change' ? payload.comment : null;
        // The same answer again by the same person changes nothing: nothing is stored, nobody is told.
        const current = (await repos.agreements.answers(agreement.id, tx)).find(
          (answer) => answer.clauseId === clause.id && answer.side === member.side,
        );
        const isRepeat =
          current !== undefined &&
          current.userId === member.userId &&
          current.clauseVersion === clause.version &&
          current.answer === payload.answer &&
          current.comment === comment;
        if (isRepeat) return;
        await repos.agreements.putAnswer(tx, {
          clauseId: clause.id,
          side: member.side,
          clauseVersion: clause.version,
          answer: payload.answer,
          comment,
          userId: member.userId,
        });
        await record({
          kind: payload.answer === 'accept' ? 'clause_accepted' : 'change_requested',
          clause,
          clauseNumber: numberOf(clauses, clause),
          detail: comment === null ? {} : { comment },
        });
      });
    },

    /** Freezes the text once every clause's current version is accepted by both sides. */
    async finalize(principal: AgreementCaller, payload: AgreementFinalizePayload): Promise<AgreementOutcome> {
      // Read before the transaction: the names printed are those listed when the mediator finalizes.
      const participants = await repos.cases.listParticipants(payload.case_id);
      return command(principal, payload.case_id, 'mediator', async ({ tx, agreement, clauses, caseRow, member, record }) => {
        draftOnly(agreement);
        if (payload.version !== agreement.version) throw conflict('agreement_changed');
        if (!allAccepted(clauses, await repos.agreements.answers(agreement.id, tx))) {
          throw conflict('clauses_accepted_first');
        }
        const text = canonicalText({
          caseId: caseRow.id,
          caseTitle: caseRow.title,
          version: agreement.version,
          partiesA: participants.filter((person) => person.side === 'A').map((person) => person.displayName),
          partiesB: participants.filter((person) => person.side === 'B').map((person) => person.displayName),
          mediator: member.displayName,
          clauses: clauses.map((clause) => clause.text),
        });
        const digest = sha256(text);
        await repos.agreements.update(tx, agreement.id, {
          state: 'finalized',
          canonicalText: text,
          digest,
          verificationCode: verificationCodeOf(digest),
          finalizedAt: new Date(),
        });
        await record({ kind: 'finalized', detail: { digest } });
      });
    },

    /** A party signs the finalized text (of this digest) for its own side, with its typed full name. */
    sign(principal: AgreementCaller, payload: AgreementSignPayload): Promise<AgreementOutcome> {
      return command(principal, payload.case_id, 'party', async ({ tx, agreement, member, record }) => {
        if (agreement.state === 'draft') throw conflict('agreement_not_finalized');
        if (agreement.state === 'signed') throw conflict('agreement_signed_by_everyone');
        if (payload.digest !== agreement.digest) throw conflict('agreement_changed_before_signing');
        // The PDF and /verify print this name as the signer's: it is the stored participant's, typed again.
        if (!sameName(payload.full_name, member.displayName))
          throw badRequest('signature_name_mismatch', { full_name: [SIGNATURE_NAME_MISMATCH] });
        const signature = await repos.agreements.insertSignature(tx, {
          agreementId: agreement.id,
          version: agreement.version,
          side: member.side,
          userId: member.userId,
          fullName: payload.full_name,
          digest: agreement.digest,
        });
        if (!signature) throw conflict('side_already_signed', { side: member.side });
        await record({ kind: 'signed', detail: { digest: agreement.digest, full_name: payload.full_name } });
      });
    },

    /** The mediator confirms both parties' signatures; the PDF is made and kept, once. */
    async countersign(principal: AgreementCaller, payload: AgreementCountersignPayload): Promise<AgreementOutcome> {
      const document = await prepareDocument(principal, payload);
      const { basis } = document;
      // The document names the people of the case as they were read before the render.
      if (peopleOf(await repos.cases.listParticipants(payload.case_id)) !== basis.people)
        throw conflict('agreement_changed_before_signing');
      const outcome = await command(principal, payload.case_id, 'mediator', async (context) => {
        const { tx, agreement, member, record } = context;
        // The document was made from what was read before the lock: a version or a record that moved since would make it false.
        const entries = await repos.agreements.entries(agreement.id, tx);
        if (agreement.version !== basis.version || (entries.at(-1)?.id ?? 0) !== basis.lastEntryId)
          throw conflict('agreement_changed_before_signing');
        checkCountersignable(agreement, payload);
        const signed = new Set((await repos.agreements.signatures(agreement.id, agreement.version, tx)).map((signature) => signature.side));
        if (!signed.has('A') || !signed.has('B')) throw conflict('parties_sign_first');
        const signature = await repos.agreements.insertSignature(tx, {
          agreementId: agreement.id,
          version: agreement.version,
          side: 'M',
          userId: member.userId,
          fullName: member.displayName,
          digest: payload.digest,
          signedAt: document.signedAt,
        });
        if (!signature) throw conflict('agreement_already_countersigned');
        await record({ kind: 'countersigned', detail: { digest: payload.digest }, at: document.signedAt });
        await repos.agreements.saveDocument(tx, {
          agreementId: agreement.id,
          pdf: document.pdf,
          sha256: sha256(document.pdf),
          signedAt: document.signedAt,
          signers: document.signers,
        });
        await repos.agreements.update(tx, agreement.id, { state: 'signed', signedAt: document.signedAt });
      });
      await dependencies.onSigned?.(payload.case_id);
      return outcome;
    },

    /** Back to draft as a new version (before the countersignature); the finalized one stays in the record. */
    reopen(principal: AgreementCaller, payload: AgreementReopenPayload): Promise<AgreementOutcome> {
      return command(principal, payload.case_id, 'mediator', async ({ tx, agreement, record }) => {
        if (agreement.state === 'draft') throw conflict('agreement_already_draft');
        if (agreement.state === 'signed') throw conflict('signed_agreement_no_reopen');
        if (payload.version !== agreement.version) throw conflict('agreement_changed');
        const version = agreement.version + 1;
        await repos.agreements.update(tx, agreement.id, {
          state: 'draft',
          version,
          canonicalText: null,
          digest: null,
          verificationCode: null,
          finalizedAt: null,
        });
        await record({ kind: 'reopened', agreementVersion: version, detail: { previous_digest: agreement.digest } });
      });
    },

    /** The signed agreement's PDF, the same bytes every time: for the case's mediator and its admitted parties. */
    async document(
      principal: AgreementCaller,
      caseId: string,
    ): Promise<{ pdf: Uint8Array; sha256: string; caseTitle: string; fileName: string }> {
      const caseRow = await access.load(caseId);
      await memberIn(principal, caseRow);
      const agreement = await repos.agreements.find(caseRow.id);
      const document = agreement && (await repos.agreements.findDocument(agreement.id));
      if (!document) throw notFound('no_signed_agreement');
      return {
        pdf: document.pdf,
        sha256: document.sha256,
        caseTitle: caseRow.title,
        fileName: agreementFileName(caseRow.title, caseRow.code),
      };
    },

    /** Is a file (by its SHA-256) a signed agreement we keep? Answers only what the file itself prints. */
    async verify(fileSha256: string): Promise<AgreementVerifyResponse> {
      const found = await repos.agreements.findDocumentBySha256(fileSha256.toLowerCase());
      if (!found) return { status: 'unknown' };
      return { status: 'authentic', signed_at: found.signedAt.toISOString(), signers: found.signers as { name: string; side: Side }[] };
    },
  };
}

export type AgreementService = ReturnType<typeof agreementService>;
