/**
 * The settlement agreement over the socket. Each command's payload is checked with its protocol schema at the
 * edge (like every event, in `serve`); the caller is the connection's member (from its token), which the
 * agreement service checks again against the stored case and participant rows (the mediator of the case, or a
 * party admitted now, acting for its stored side). After each change every person of the case, on every
 * connection (the author's too), gets `agreementChanged`: that change as the person may see it (the mediator
 * with change requests' comments; a party with its own answers, and the other side's only while shuttle mode
 * is off). A switch of shuttle mode sends each person its whole view (`agreement`), and so does a catch-up.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AgreementChangeAck, AgreementChangedEvent, AgreementReadAck, CaseEvent, HistoryAck } from '@mediation/protocol';
import { conflict, forbidden } from '../lib/http-error';
import type { AgreementCaller, AgreementOutcome, AgreementService } from '../services/agreement-service';
import type { Outcome } from '../services/case-room';
import type { Member } from '../services/member';
import { roomOfAudience } from './rooms';
import type { CaseSocketServer } from './socket-server';

/** Who looks at the agreement: the mediator, party A, party B. */
const VIEWERS = ['M', 'A', 'B'] as const;

export interface AgreementRealtimeDependencies {
  io: CaseSocketServer;
  /** The agreement's rules (services/agreement-service.ts). */
  service: AgreementService;
  log: FastifyBaseLogger;
}

export function agreementRealtime({ io, service, log }: AgreementRealtimeDependencies) {
  /** The caller as its connection knows it (from its token), for the connection's own case only. */
  async function callerOf(member: Member, caseId: string): Promise<AgreementCaller> {
    if (member.caseId === null) throw conflict('case_not_started_on_connection');
    if (caseId !== member.caseId) throw forbidden('connection_other_case');
    return member;
  }

  /**
   * Sends every connection of the case's people the whole agreement as its person may see it, as of stream
   * position `seq`: after a switch of shuttle mode, which changes what a party sees of the other side. Party A's
   * room holds the mediator too, who is left out of it: the mediator gets its own view.
   */
  async function publish(caseId: string, seq: number): Promise<void> {
    const views = await Promise.all(VIEWERS.map((viewer) => service.viewAs(caseId, viewer)));
    const mediatorRoom = roomOfAudience(caseId, 'mediator');
    VIEWERS.forEach((viewer, index) => {
      const event: AgreementChangedEvent = { seq, case_id: caseId, agreement: views[index]! };
      const target = viewer === 'M' ? io.to(mediatorRoom) : io.to(roomOfAudience(caseId, viewer)).except(mediatorRoom);
      target.emit('agreement', event);
    });
  }

  /**
   * Sends every connection of the case's people the change entry `row` made, as its person may see it
   * (`agreementChanged`): the change alone, never the whole view, so that what each connection is sent grows
   * with the change and not with the agreement. Those the change is hidden from hear nothing.
   */
  async function publishChange(caseId: string, row: NonNullable<AgreementOutcome['row']>): Promise<void> {
    const changes = await service.changesOf(caseId, row, VIEWERS);
    const mediatorRoom = roomOfAudience(caseId, 'mediator');
    for (const [viewer, change] of changes) {
      const target = viewer === 'M' ? io.to(mediatorRoom) : io.to(roomOfAudience(caseId, viewer)).except(mediatorRoom);
      target.emit('agreementChanged', change);
    }
  }

  /** Publishes, logging a failure: what happened is stored, and the next catch-up gives each person its view. */
  const publishSafely = (caseId: string, seq: number) =>
    publish(caseId, seq).catch((error: unknown) => log.error({ err: error, caseId }, 'sending the agreement failed'));

  return {
    service,

    /** The agreement as the caller may see it, as of the stream position read before it. */
    async read(member: Member, caseId: string): Promise<Outcome<AgreementReadAck>> {
      const { seq, agreement } = await service.read(await callerOf(member, caseId), caseId);
      return { ack: { seq, agreement }, broadcasts: [] };
    },

    /** Runs one command of the service as the caller, then tells everyone in the case. */
    async change(
      member: Member,
      caseId: string,
      command: (service: AgreementService, caller: AgreementCaller) => Promise<AgreementOutcome>,
    ): Promise<Outcome<AgreementChangeAck>> {
      const outcome = await command(service, await callerOf(member, caseId));
      if (outcome.row) {
        const row = outcome.row;
        await publishChange(caseId, row).catch((error: unknown) =>
          log.error({ err: error, caseId }, 'sending the agreement change failed'),
        );
      }
      return {
        ack: { seq: outcome.seq, ...(outcome.entry ? { entry: outcome.entry } : {}), agreement: outcome.agreement },
        broadcasts: [],
      };
    },

    /** After shuttle mode was switched (at `seq`): what each party sees of the other side changed. */
    async afterShuttle(caseId: string, seq: number): Promise<void> {
      if (await service.exists(caseId)) await publishSafely(caseId, seq);
    },

    /**
     * Ends a catch-up (`history` with `after_seq`, its last page) with the caller's view when the agreement
     * changed after `after_seq` in a way the caller may see (as `publish` tells), or shuttle mode was switched
     * since (which changes what a party sees). The view is as of the page's `last_seq`, so it never moves the
     * client past an event it has not had.
     */
    async catchUp(
      member: Member,
      payload: { case_id: string; after_seq?: number | undefined },
      outcome: Outcome<HistoryAck>,
    ): Promise<Outcome<HistoryAck>> {
      const afterSeq = payload.after_seq;
      if (afterSeq === undefined || outcome.ack.has_more) return outcome;
      const caseId = payload.case_id;
      const hasChanged = await service.changedSince(member, caseId, afterSeq);
      if (!hasChanged) return outcome;
      const agreement = await service.view(await callerOf(member, caseId), caseId);
      const seq = outcome.ack.last_seq;
      const event: CaseEvent = { seq, event: 'agreement', payload: { seq, case_id: caseId, agreement } };
      return { ...outcome, ack: { ...outcome.ack, events: [...(outcome.ack.events ?? []), event] } };
    },
  };
}

export type AgreementRealtime = ReturnType<typeof agreementRealtime>;
