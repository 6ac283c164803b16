/**
 * The settlement agreement over the socket. Each command's payload is checked with its protocol schema at the
 * edge (like every event, in `serve`); the caller is the connection's member (from its token), which the
 * agreement service checks again against the stored case and participant rows (the mediator of the case, or a
 * party admitted now, acting for its stored side). After each change every person of the case, on every
 * connection (the author's too), gets `agreement`: the agreement as that person may see it (the mediator with
 * change requests' comments; a party with its own answers, and the other side's only while shuttle mode is
 * off). A switch of shuttle mode sends the views again, and a catch-up ends with the caller's view.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  agreementAddClausePayloadSchema,
  agreementAnswerPayloadSchema,
  agreementCountersignPayloadSchema,
  agreementEditClausePayloadSchema,
  agreementFinalizePayloadSchema,
  agreementMoveClausePayloadSchema,
  agreementRefPayloadSchema,
  agreementRemoveClausePayloadSchema,
  agreementReopenPayloadSchema,
  agreementSignPayloadSchema,
  roleOf,
} from '@mediation/protocol';
import type { AgreementChangeAck, AgreementChangedEvent, AgreementReadAck, CaseEvent, HistoryAck } from '@mediation/protocol';
import type { Config } from '../config';
import { publicOriginOf } from '../config';
import { conflict, forbidden, unauthorized } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import { agreementService } from '../services/agreement-service';
import type { AgreementCaller, AgreementOutcome, AgreementService } from '../services/agreement-service';
import type { Member, Outcome } from '../services/case-room';
import { roomOfAudience } from './rooms';
import type { Handler } from './handlers';
import type { CaseSocketServer } from './socket-server';

/** Who looks at the agreement: the mediator, party A, party B. */
const VIEWERS = ['M', 'A', 'B'] as const;

export interface AgreementRealtimeDependencies {
  io: CaseSocketServer;
  repos: Repositories;
  config: Config;
  log: FastifyBaseLogger;
}

export function agreementRealtime({ io, repos, config, log }: AgreementRealtimeDependencies) {
  const service = agreementService({
    repos,
    // The address printed in the PDF: PUBLIC_ORIGIN, or this server's own port.
    publicOrigin: () => publicOriginOf(config, (io.httpServer?.address() as AddressInfo | null)?.port ?? config.PORT),
  });

  /** The caller as its connection knows it (from its token), for the connection's own case only. */
  async function callerOf(member: Member, caseId: string): Promise<AgreementCaller> {
    if (member.caseId === null) throw conflict('Start the case first: this connection has no case yet.');
    if (caseId !== member.caseId) throw forbidden('This connection belongs to another case.');
    if (!member.isMediator) return { kind: 'party', userId: member.userId, caseId };
    const user = await repos.users.findById(member.userId);
    if (!user) throw unauthorized('User not found');
    return { kind: 'user', userId: member.userId, role: roleOf({ is_staff: user.isStaff, is_superuser: user.isSuperuser }), user };
  }

  /**
   * Sends every connection of the case's people the agreement as its person may see it, as of stream position
   * `seq`. After a change (entry `entryId`) only those who may see that entry hear of it: under shuttle mode a
   * party hears nothing of the other side's answers, not even that there was one. Party A's room holds the
   * mediator too, who is left out of it: the mediator gets its own view.
   */
  async function publish(caseId: string, seq: number, entryId?: number): Promise<void> {
    const views = await Promise.all(VIEWERS.map((viewer) => service.viewAs(caseId, viewer)));
    const mediatorRoom = roomOfAudience(caseId, 'mediator');
    VIEWERS.forEach((viewer, index) => {
      const agreement = views[index]!;
      const entry = entryId === undefined ? undefined : agreement.record.find((candidate) => candidate.id === entryId);
      if (entryId !== undefined && !entry) return;
      const event: AgreementChangedEvent = { seq, case_id: caseId, agreement, ...(entry ? { entry } : {}) };
      const target = viewer === 'M' ? io.to(mediatorRoom) : io.to(roomOfAudience(caseId, viewer)).except(mediatorRoom);
      target.emit('agreement', event);
    });
  }

  /** Publishes, logging a failure: what happened is stored, and the next catch-up gives each person its view. */
  const publishSafely = (caseId: string, seq: number, entryId?: number) =>
    publish(caseId, seq, entryId).catch((error: unknown) => log.error({ err: error, caseId }, 'sending the agreement failed'));

  return {
    service,

    /** The agreement as the caller may see it, as of the stream position read before it. */
    async read(member: Member, caseId: string): Promise<Outcome<AgreementReadAck>> {
      const caller = await callerOf(member, caseId);
      const seq = await repos.stream.lastSeq(caseId);
      return { ack: { seq, agreement: await service.view(caller, caseId) }, broadcasts: [] };
    },

    /** Runs one command of the service as the caller, then tells everyone in the case. */
    async change(
      member: Member,
      caseId: string,
      command: (service: AgreementService, caller: AgreementCaller) => Promise<AgreementOutcome>,
    ): Promise<Outcome<AgreementChangeAck>> {
      const outcome = await command(service, await callerOf(member, caseId));
      await publishSafely(caseId, outcome.seq, outcome.entry.id);
      return { ack: { seq: outcome.seq, entry: outcome.entry, agreement: outcome.agreement }, broadcasts: [] };
    },

    /** After shuttle mode was switched (at `seq`): what each party sees of the other side changed. */
    async afterShuttle(caseId: string, seq: number): Promise<void> {
      if (await repos.agreements.find(caseId)) await publishSafely(caseId, seq);
    },

    /**
     * Ends a catch-up (`history` with `after_seq`, its last page) with the caller's view when the agreement
     * changed after `after_seq` in a way the caller may see (as `publish` tells), or shuttle mode was switched
     * since (which changes what a party sees). The view is as of the page's `last_seq`, so it never moves the
     * client past an event it has not had.
     */
    async catchUp(member: Member, payload: { case_id: string; after_seq?: number | undefined }, outcome: Outcome<HistoryAck>): Promise<Outcome<HistoryAck>> {
      const afterSeq = payload.after_seq;
      if (afterSeq === undefined || outcome.ack.has_more) return outcome;
      const caseId = payload.case_id;
      const [caseRow, lastEntrySeq, shuttleSeq] = await Promise.all([
        repos.cases.findById(caseId),
        repos.agreements.lastSeq(caseId),
        repos.stream.lastEventSeq(caseId, 'shuttle'),
      ]);
      // Under shuttle mode a party sees the entries of the mediator and of its own side only.
      const seenSides = member.isMediator || !caseRow?.shuttle ? undefined : (['M', member.side] as const);
      const seenEntrySeq = seenSides === undefined ? lastEntrySeq : await repos.agreements.lastSeq(caseId, seenSides);
      const hasChanged = seenEntrySeq > afterSeq || (lastEntrySeq > 0 && shuttleSeq > afterSeq);
      if (!hasChanged) return outcome;
      const agreement = await service.view(await callerOf(member, caseId), caseId);
      const seq = outcome.ack.last_seq;
      const event: CaseEvent = { seq, event: 'agreement', payload: { seq, case_id: caseId, agreement } };
      return { ...outcome, ack: { ...outcome.ack, events: [...(outcome.ack.events ?? []), event] } };
    },
  };
}

export type AgreementRealtime = ReturnType<typeof agreementRealtime>;

type AgreementHandler<S extends z.ZodType> = Handler<S>;

/** A command of the service: its payload schema, and the call that runs it. */
const command = <S extends z.ZodType<{ case_id: string }>>(
  schema: S,
  run: (service: AgreementService, caller: AgreementCaller, payload: z.infer<S>) => Promise<AgreementOutcome>,
): AgreementHandler<S> => ({
  schema,
  run: ({ agreements }, member, payload) => agreements.change(member, payload.case_id, (service, caller) => run(service, caller, payload)),
});

const handler = <S extends z.ZodType>(schema: S, run: AgreementHandler<S>['run']): AgreementHandler<S> => ({ schema, run });

/** The agreement's socket events (registered with the others in HANDLERS). */
export const AGREEMENT_HANDLERS = {
  agreement: handler(agreementRefPayloadSchema, ({ agreements }, member, payload) => agreements.read(member, payload.case_id)),
  agreementAddClause: command(agreementAddClausePayloadSchema, (service, caller, payload) => service.addClause(caller, payload)),
  agreementEditClause: command(agreementEditClausePayloadSchema, (service, caller, payload) => service.editClause(caller, payload)),
  agreementRemoveClause: command(agreementRemoveClausePayloadSchema, (service, caller, payload) => service.removeClause(caller, payload)),
  agreementMoveClause: command(agreementMoveClausePayloadSchema, (service, caller, payload) => service.moveClause(caller, payload)),
  agreementAnswer: command(agreementAnswerPayloadSchema, (service, caller, payload) => service.answer(caller, payload)),
  agreementFinalize: command(agreementFinalizePayloadSchema, (service, caller, payload) => service.finalize(caller, payload)),
  agreementSign: command(agreementSignPayloadSchema, (service, caller, payload) => service.sign(caller, payload)),
  agreementCountersign: command(agreementCountersignPayloadSchema, (service, caller, payload) => service.countersign(caller, payload)),
  agreementReopen: command(agreementReopenPayloadSchema, (service, caller, payload) => service.reopen(caller, payload)),
};
