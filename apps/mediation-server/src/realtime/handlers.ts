import {
  actionPayloadSchema,
  caseRefSchema,
  decideJoinPayloadSchema,
  editMsgPayloadSchema,
  guidPayloadSchema,
  historyPayloadSchema,
  likePayloadSchema,
  markReadPayloadSchema,
  notePayloadSchema,
  roomMsgPayloadSchema,
  shuttlePayloadSchema,
  startCasePayloadSchema,
  submitSurveyPayloadSchema,
  typingPayloadSchema,
} from '@mediation/protocol';
import type { EventName } from '@mediation/protocol';
import type { z } from 'zod';
import type { CaseRoom, Member, Outcome } from '../services/case-room';
import type { JoinService } from '../services/join-service';
import { AGREEMENT_HANDLERS } from './agreement-handlers';
import type { AgreementRealtime } from './agreement-handlers';

/** The rules a socket event may call: the case room's, and the waiting room's. */
export interface RealtimeServices {
  room: CaseRoom;
  joins: JoinService;
  /** Ids of the people connected to a case now, on every process. */
  onlineIn: (caseId: string) => Promise<number[]>;
  /** The settlement agreement's commands, and the view each person gets. */
  agreements: AgreementRealtime;
}

export interface Handler<S extends z.ZodType> {
  schema: S;
  run: (services: RealtimeServices, member: Member, payload: z.infer<S>) => Promise<Outcome<object>>;
}

const handler = <S extends z.ZodType>(
  schema: S,
  run: (services: RealtimeServices, member: Member, payload: z.infer<S>) => Promise<Outcome<object>>,
): Handler<S> => ({ schema, run });

/** Every event a client may emit: the protocol schema of its payload and the rule that serves it. */
export const HANDLERS = {
  startCase: handler(startCasePayloadSchema, async ({ room, onlineIn }, member, payload) => {
    const started = await room.startCase(member, payload);
    return { ...started, ack: { ...started.ack, online: await onlineIn(payload.case_id) } };
  }),
  // A catch-up ends with the caller's agreement when it changed since.
  history: handler(historyPayloadSchema, async ({ room, agreements }, member, payload) => agreements.catchUp(member, payload, await room.history(member, payload))),
  roomMsg: handler(roomMsgPayloadSchema, ({ room }, member, payload) => room.roomMsg(member, payload)),
  shuttle: handler(shuttlePayloadSchema, async ({ room, agreements }, member, payload) => {
    const switched = await room.shuttle(member, payload);
    // What a party sees of the other side's answers follows shuttle mode.
    await agreements.afterShuttle(payload.case_id, switched.ack.seq);
    return switched;
  }),
  sendSurvey: handler(caseRefSchema, ({ room }, member, payload) => room.sendSurvey(member, payload)),
  submitSurvey: handler(submitSurveyPayloadSchema, ({ room }, member, payload) => room.submitSurvey(member, payload)),
  note: handler(notePayloadSchema, ({ room }, member, payload) => room.note(member, payload)),
  guid: handler(guidPayloadSchema, ({ room }, member, payload) => room.guid(member, payload)),
  endGuid: handler(caseRefSchema, ({ room }, member, payload) => room.endGuid(member, payload)),
  action: handler(actionPayloadSchema, ({ room }, member, payload) => room.action(member, payload)),
  historyActions: handler(caseRefSchema, ({ room }, member, payload) => room.historyActions(member, payload)),
  like: handler(likePayloadSchema, ({ room }, member, payload) => room.like(member, payload, 'like')),
  removeLike: handler(likePayloadSchema, ({ room }, member, payload) => room.like(member, payload, 'removeLike')),
  editMsg: handler(editMsgPayloadSchema, ({ room }, member, payload) => room.editMsg(member, payload)),
  endCase: handler(caseRefSchema, ({ room }, member, payload) => room.endCase(member, payload)),
  rules: handler(caseRefSchema, ({ room }, member, payload) => room.rules(member, payload)),
  typing: handler(typingPayloadSchema, ({ room }, member, payload) => room.typing(member, payload)),
  markRead: handler(markReadPayloadSchema, ({ room }, member, payload) => room.markRead(member, payload)),
  readPositions: handler(caseRefSchema, ({ room }, member, payload) => room.readPositions(member, payload)),
  // The answer reaches the waiting person and the mediator's other tabs through the join service's notifier.
  decideJoin: handler(decideJoinPayloadSchema, async ({ joins }, member, payload) => ({
    ack: await joins.decide(member, payload.case_id, payload.request_id, payload.decision),
    broadcasts: [],
  })),
  ...AGREEMENT_HANDLERS,
} satisfies Partial<Record<EventName, Handler<z.ZodType>>>;

export type ClientEventName = keyof typeof HANDLERS;

export const isClientEvent = (name: unknown): name is ClientEventName =>
  typeof name === 'string' && Object.hasOwn(HANDLERS, name);

/** A zod error as one sentence naming the fields at fault. */
export function describeIssues(error: z.ZodError): string {
  const parts = error.issues.map((issue) => {
    const field = issue.path.join('.') || 'payload';
    return `${field}: ${issue.message}`;
  });
  return `Invalid payload. ${parts.slice(0, 5).join('; ')}.`;
}
