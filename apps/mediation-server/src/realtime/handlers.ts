import {
  actionPayloadSchema,
  callCaseRefSchema,
  callGroupPayloadSchema,
  callMediaPayloadSchema,
  callSignalPayloadSchema,
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
  caseRefSchema,
  decideJoinPayloadSchema,
  editMsgPayloadSchema,
  guidPayloadSchema,
  historyPayloadSchema,
  searchMessagesPayloadSchema,
  likePayloadSchema,
  markReadPayloadSchema,
  notePayloadSchema,
  roomMsgPayloadSchema,
  shuttlePayloadSchema,
  startCasePayloadSchema,
  submitSurveyPayloadSchema,
  typingPayloadSchema,
} from '@mediation/protocol';
import type { ClientToServerEvents } from '@mediation/protocol';
import type { z } from 'zod';
import type { CaseRoom, Outcome } from '../services/case-room';
import type { JoinService } from '../services/join-service';
import type { Member } from '../services/member';
import type { CallConnection } from '../services/call-service';
import type { AgreementRealtime } from './agreement-handlers';
import type { CallRealtime } from './call-handlers';

/** The rules a socket event may call: the case room's, and the waiting room's. */
export interface RealtimeServices {
  room: CaseRoom;
  joins: JoinService;
  /** Ids of the people connected to a case now, on every process. */
  onlineIn: (caseId: string) => Promise<number[]>;
  /** The settlement agreement's commands, and the view each person gets. */
  agreements: AgreementRealtime;
  /** Calls: their rules, and what the people concerned are told. */
  calls: CallRealtime;
}

type EventOfClient = keyof ClientToServerEvents;
/** The data of an event's ok acknowledgement, as the protocol's event map says. */
type AckOf<E extends EventOfClient> = Omit<Extract<Parameters<Parameters<ClientToServerEvents[E]>[1]>[0], { ok: true }>, 'ok'>;

interface Handler<E extends EventOfClient, S extends z.ZodType> {
  event: E;
  schema: S;
  run: (services: RealtimeServices, member: Member, payload: z.infer<S>, connection: CallConnection) => Promise<Outcome<object>>;
}

/**
 * The rule of a client event: its payload's schema, and a run whose acknowledgement tsc checks against the
 * contract. `connection` names the socket and its session (a call's signals go to the connection that joined).
 */
const handler =
  <E extends EventOfClient>(event: E) =>
  <S extends z.ZodType<Parameters<ClientToServerEvents[E]>[0]>>(
    schema: S,
    run: (services: RealtimeServices, member: Member, payload: z.infer<S>, connection: CallConnection) => Promise<Outcome<AckOf<E>>>,
  ): Handler<E, S> => ({ event, schema, run });

/** Every event a client may emit: the protocol schema of its payload and the rule that serves it. */
export const HANDLERS = {
  startCase: handler('startCase')(startCasePayloadSchema, async ({ room, onlineIn }, member, payload) => {
    const started = await room.startCase(member, payload);
    return { ...started, ack: { ...started.ack, online: await onlineIn(payload.case_id) } };
  }),
  // A catch-up ends with the caller's agreement when it changed since.
  history: handler('history')(historyPayloadSchema, async ({ room, agreements }, member, payload) =>
    agreements.catchUp(member, payload, await room.history(member, payload)),
  ),
  roomMsg: handler('roomMsg')(roomMsgPayloadSchema, ({ room }, member, payload) => room.roomMsg(member, payload)),
  shuttle: handler('shuttle')(shuttlePayloadSchema, async ({ room, agreements, calls }, member, payload) => {
    const switched = await room.shuttle(member, payload);
    // What a party sees of the other side's answers follows shuttle mode.
    await agreements.afterShuttle(payload.case_id, switched.ack.seq);
    // Shuttle mode closes group M to the parties: its call ends with it.
    if (switched.ack.shuttle) await calls.shuttleOn(payload.case_id);
    return switched;
  }),
  sendSurvey: handler('sendSurvey')(caseRefSchema, ({ room }, member, payload) => room.sendSurvey(member, payload)),
  submitSurvey: handler('submitSurvey')(submitSurveyPayloadSchema, ({ room }, member, payload) => room.submitSurvey(member, payload)),
  note: handler('note')(notePayloadSchema, ({ room }, member, payload) => room.note(member, payload)),
  guid: handler('guid')(guidPayloadSchema, ({ room }, member, payload) => room.guid(member, payload)),
  endGuid: handler('endGuid')(caseRefSchema, ({ room }, member, payload) => room.endGuid(member, payload)),
  action: handler('action')(actionPayloadSchema, ({ room }, member, payload) => room.action(member, payload)),
  searchMessages: handler('searchMessages')(searchMessagesPayloadSchema, ({ room }, member, payload) =>
    room.searchMessages(member, payload),
  ),
  historyActions: handler('historyActions')(caseRefSchema, ({ room }, member, payload) => room.historyActions(member, payload)),
  like: handler('like')(likePayloadSchema, ({ room }, member, payload) => room.like(member, payload, 'like')),
  removeLike: handler('removeLike')(likePayloadSchema, ({ room }, member, payload) => room.like(member, payload, 'removeLike')),
  editMsg: handler('editMsg')(editMsgPayloadSchema, ({ room }, member, payload) => room.editMsg(member, payload)),
  endCase: handler('endCase')(caseRefSchema, ({ room }, member, payload) => room.endCase(member, payload)),
  rules: handler('rules')(caseRefSchema, ({ room }, member, payload) => room.rules(member, payload)),
  typing: handler('typing')(typingPayloadSchema, ({ room }, member, payload) => room.typing(member, payload)),
  markRead: handler('markRead')(markReadPayloadSchema, ({ room }, member, payload) => room.markRead(member, payload)),
  readPositions: handler('readPositions')(caseRefSchema, ({ room }, member, payload) => room.readPositions(member, payload)),
  // The answer reaches the waiting person and the mediator's other tabs through the join service's notifier.
  decideJoin: handler('decideJoin')(decideJoinPayloadSchema, async ({ joins }, member, payload) => ({
    ack: await joins.decide(member, payload.case_id, payload.request_id, payload.decision),
    broadcasts: [],
  })),
  // The settlement agreement: every change reaches everyone in the case as each may see it (agreement-handlers.ts).
  agreement: handler('agreement')(agreementRefPayloadSchema, ({ agreements }, member, payload) => agreements.read(member, payload.case_id)),
  agreementAddClause: handler('agreementAddClause')(agreementAddClausePayloadSchema, ({ agreements }, member, payload) =>
    agreements.change(member, payload.case_id, (service, caller) => service.addClause(caller, payload)),
  ),
  agreementEditClause: handler('agreementEditClause')(agreementEditClausePayloadSchema, ({ agreements }, member, payload) =>
    agreements.change(member, payload.case_id, (service, caller) => service.editClause(caller, payload)),
  ),
  agreementRemoveClause: handler('agreementRemoveClause')(agreementRemoveClausePayloadSchema, ({ agreements }, member, payload) =>
    agreements.change(member, payload.case_id, (service, caller) => service.removeClause(caller, payload)),
  ),
  agreementMoveClause: handler('agreementMoveClause')(agreementMoveClausePayloadSchema, ({ agreements }, member, payload) =>
    agreements.change(member, payload.case_id, (service, caller) => service.moveClause(caller, payload)),
  ),
  agreementAnswer: handler('agreementAnswer')(agreementAnswerPayloadSchema, ({ agreements }, member, payload) =>
    agreements.change(member, payload.case_id, (service, caller) => service.answer(caller, payload)),
  ),
  agreementFinalize: handler('agreementFinalize')(agreementFinalizePayloadSchema, ({ agreements }, member, payload) =>
    agreements.change(member, payload.case_id, (service, caller) => service.finalize(caller, payload)),
  ),
  agreementSign: handler('agreementSign')(agreementSignPayloadSchema, ({ agreements }, member, payload) =>
    agreements.change(member, payload.case_id, (service, caller) => service.sign(caller, payload)),
  ),
  agreementCountersign: handler('agreementCountersign')(agreementCountersignPayloadSchema, ({ agreements }, member, payload) =>
    agreements.change(member, payload.case_id, (service, caller) => service.countersign(caller, payload)),
  ),
  agreementReopen: handler('agreementReopen')(agreementReopenPayloadSchema, ({ agreements }, member, payload) =>
    agreements.change(member, payload.case_id, (service, caller) => service.reopen(caller, payload)),
  ),
  // Calls: signalling only (media flows peer to peer), under the rules of every other event (call-service.ts).
  callStart: handler('callStart')(callGroupPayloadSchema, ({ calls }, member, payload, connection) =>
    calls.start(member, payload, connection),
  ),
  callJoin: handler('callJoin')(callGroupPayloadSchema, ({ calls }, member, payload, connection) =>
    calls.join(member, payload, connection),
  ),
  callLeave: handler('callLeave')(callCaseRefSchema, ({ calls }, member, payload) => calls.leave(member, payload)),
  callSignal: handler('callSignal')(callSignalPayloadSchema, ({ calls }, member, payload) => calls.signal(member, payload)),
  callMedia: handler('callMedia')(callMediaPayloadSchema, ({ calls }, member, payload) => calls.media(member, payload)),
  calls: handler('calls')(callCaseRefSchema, ({ calls }, member, payload) => calls.list(member, payload)),
} satisfies { [E in EventOfClient]?: Handler<E, z.ZodType> };

export type ClientEventName = keyof typeof HANDLERS;

export const isClientEvent = (name: unknown): name is ClientEventName => typeof name === 'string' && Object.hasOwn(HANDLERS, name);

/** A zod error as one sentence naming the fields at fault. */
export function describeIssues(error: z.ZodError): string {
  const parts = error.issues.map((issue) => {
    const field = issue.path.join('.') || 'payload';
    return `${field}: ${issue.message}`;
  });
  return `Invalid payload. ${parts.slice(0, 5).join('; ')}.`;
}
