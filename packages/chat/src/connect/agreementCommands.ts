/**
 * The settlement agreement's commands, as methods of `ChatClient#agreement`. Each resolves with the agreement
 * as the viewer now sees it (already in the store, `RoomState.agreement`) and rejects with a `ChatClientError`
 * (the server's code and message, `disconnected` or `timeout`); nothing is shown before the server answers.
 * The mediator drafts, finalizes, countersigns and reopens; a party answers and signs for its own side.
 */
import type { AgreementChangeAck, AgreementView, CaseEvent } from '@mediation/protocol';
import type { RoomConnection } from './connection';

/** What the commands need of their client. */
export interface AgreementHost {
  emit: RoomConnection['emit'];
  caseId: string;
  /** Applies a stream event to the store (the agreement replaces an older one only). */
  applyEvent: (entry: CaseEvent) => boolean;
}

export class AgreementCommands {
  constructor(private readonly host: AgreementHost) {}

  private apply(seq: number, agreement: AgreementView): AgreementView {
    this.host.applyEvent({ seq, event: 'agreement', payload: { seq, case_id: this.host.caseId, agreement } });
    return agreement;
  }

  private applyChange(ack: AgreementChangeAck): AgreementView {
    return this.apply(ack.seq, ack.agreement);
  }

  /** Reads the agreement as the viewer may see it (the client does on its first connection). */
  async read(): Promise<AgreementView> {
    const ack = await this.host.emit('agreement', { case_id: this.host.caseId });
    return this.apply(ack.seq, ack.agreement);
  }

  /** Mediator, in draft: a clause at the end, or at `position` (1-based). */
  async addClause(text: string, position?: number): Promise<AgreementView> {
    return this.applyChange(await this.host.emit('agreementAddClause', { case_id: this.host.caseId, clause_text: text, position }));
  }

  /** Mediator, in draft: the clause's new text, as its next version (earlier answers to it stop counting). */
  async editClause(clauseId: string, text: string): Promise<AgreementView> {
    return this.applyChange(
      await this.host.emit('agreementEditClause', { case_id: this.host.caseId, clause_id: clauseId, clause_text: text }),
    );
  }

  /** Mediator, in draft. */
  async removeClause(clauseId: string): Promise<AgreementView> {
    return this.applyChange(await this.host.emit('agreementRemoveClause', { case_id: this.host.caseId, clause_id: clauseId }));
  }

  /** Mediator, in draft: the clause takes number `position` (1-based); the others shift. */
  async moveClause(clauseId: string, position: number): Promise<AgreementView> {
    return this.applyChange(await this.host.emit('agreementMoveClause', { case_id: this.host.caseId, clause_id: clauseId, position }));
  }

  /** A party, in draft: "Accept clause N", for the version it read (a newer one is refused with `conflict`). */
  async accept(clauseId: string, clauseVersion: number): Promise<AgreementView> {
    const payload = { case_id: this.host.caseId, clause_id: clauseId, clause_version: clauseVersion, answer: 'accept' as const };
    return this.applyChange(await this.host.emit('agreementAnswer', payload));
  }

  /** A party, in draft: "Request change to clause N"; the comment reaches the mediator only. */
  async requestChange(clauseId: string, clauseVersion: number, comment: string): Promise<AgreementView> {
    const payload = { case_id: this.host.caseId, clause_id: clauseId, clause_version: clauseVersion, answer: 'change' as const, comment };
    return this.applyChange(await this.host.emit('agreementAnswer', payload));
  }

  /** Mediator: "Finalize agreement", for the version it read, once both sides accepted every clause. */
  async finalize(version: number): Promise<AgreementView> {
    return this.applyChange(await this.host.emit('agreementFinalize', { case_id: this.host.caseId, version }));
  }

  /** A party, once finalized: "Sign" the text of this digest with its typed "Full name" (the box ticked). */
  async sign(fullName: string, digest: string): Promise<AgreementView> {
    return this.applyChange(await this.host.emit('agreementSign', { case_id: this.host.caseId, digest, full_name: fullName, agree: true }));
  }

  /**
   * Mediator, once both parties signed: "Countersign"; the PDF is made then, its times written in the time zone
   * of the mediator's browser (the server has no other way to know where the mediator is).
   */
  async countersign(
    digest: string,
    timeZone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
  ): Promise<AgreementView> {
    const zone = timeZone ? { time_zone: timeZone } : {};
    return this.applyChange(await this.host.emit('agreementCountersign', { case_id: this.host.caseId, digest, ...zone }));
  }

  /** Mediator, after finalization and before the countersignature: "Reopen", back to draft as a new version. */
  async reopen(version: number): Promise<AgreementView> {
    return this.applyChange(await this.host.emit('agreementReopen', { case_id: this.host.caseId, version }));
  }
}
