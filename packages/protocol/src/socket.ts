/** The real-time contract: socket.io handshake, client events with their acknowledgements, server events. */
import { z } from 'zod';
import { GUIDE_TYPES, LIMITS } from './constants';
import { ERROR_CODES } from './errors';
import {
  actionMessageSchema,
  caseIdSchema,
  chatMessageSchema,
  guideStateSchema,
  likeDataSchema,
  messageExtSchema,
  noteSchema,
  noteTagSchema,
  participantSchema,
  positionMarkerSchema,
  roleSchema,
  sideSchema,
  userIdParamSchema,
  userIdSchema,
} from './entities';
import { agreementChangedEventSchema, agreementDeltaEventSchema } from './agreement';
import type {
  AgreementChangeAck,
  AgreementChangedEvent,
  AgreementDeltaEvent,
  AgreementReadAck,
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
} from './agreement';
import { joinDecisionRequestSchema, joinDecisionResponseSchema, joinRequestItemSchema } from './rest';
import type { JoinDecisionResponse, JoinRequestItem } from './rest';
import { multiLine, singleLine } from './text';
import type {
  CallJoinAck,
  CallStateEvent,
  CallSignalEvent,
  CallsAck,
  MediatorAwayEvent,
  callCaseRefSchema,
  callGroupPayloadSchema,
  callMediaPayloadSchema,
  callSignalPayloadSchema,
  callStateSchema,
} from './calls';
import { surveySchema } from './validation';
import type { ActionMessage, ChatMessage, GuideState, Note, Participant } from './entities';

const text = multiLine().trim().min(1).max(LIMITS.messageMaxLength);
const displayName = singleLine().max(LIMITS.shortTextMaxLength);
const messageId = singleLine().min(1).max(64);

/** The query a client sends when connecting; identity comes from `auth.token`, never from here. */
export const handshakeQuerySchema = z.object({
  user_id: userIdParamSchema.optional(),
  role: roleSchema.optional(),
  case_id: singleLine().max(64).optional(),
  side: sideSchema.optional(),
  displayName: displayName.optional(),
});
export type HandshakeQuery = z.infer<typeof handshakeQuerySchema>;
export const handshakeAuthSchema = z.object({ token: singleLine().min(1).max(4096) });

// --- Acknowledgements

export const ACK_ERROR_CODES = ['bad_request', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'rate_limited', 'internal'] as const;
export type AckErrorCode = (typeof ACK_ERROR_CODES)[number];
export const ackErrorSchema = z.object({
  ok: z.literal(false),
  error: z.object({
    code: z.enum(ACK_ERROR_CODES),
    message: z.string(),
    /** The error's own code and values, to show `message` in the reader's language (see the protocol's catalog). */
    reason: z.enum(ERROR_CODES).optional(),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type AckError = z.infer<typeof ackErrorSchema>;
/** Every acknowledgement: `{ok: true, ...data}` or `{ok: false, error}`. */
export type Ack<T extends object = object> = ({ ok: true } & T) | AckError;

// --- Client-to-server payloads

export const caseRefSchema = z.object({ case_id: caseIdSchema });

export const startCasePayloadSchema = z.object({ case_id: caseIdSchema, mediator_id: userIdSchema });
/** The most messages (or events) one `history` answer carries; `has_more` says when there are more. */
export const HISTORY_PAGE_SIZE = 200;
export const historyPayloadSchema = z
  .object({
    case_id: caseIdSchema,
    /** Only events after this stream position (catch-up after a reconnect), at most a page of them. */
    after_seq: z.number().int().min(0).optional(),
    /** Only the page of messages just before this stream position ("load older"). */
    before_seq: z.number().int().min(1).optional(),
  })
  .refine((payload) => payload.after_seq === undefined || payload.before_seq === undefined, {
    error: 'Give after_seq or before_seq, not both.',
    path: ['before_seq'],
  });
/** The most matches one `searchMessages` answer carries; `has_more` says when older ones exist. */
export const SEARCH_PAGE_SIZE = 50;
/**
 * Search one group's messages on the server, newest first, so a search finds what the browser has not
 * loaded. The same reading rule as `history`: a party searches only M and its own group.
 */
export const searchMessagesPayloadSchema = z.object({
  case_id: caseIdSchema,
  /** The group searched. */
  side: sideSchema,
  query: singleLine().trim().min(1).max(200),
  /** Only matches older than this stream position (the next page). */
  before_seq: z.number().int().min(1).optional(),
});
export const roomMsgPayloadSchema = z.object({
  to: caseIdSchema,
  fromSide: sideSchema,
  message: text,
  from: userIdSchema,
  time: singleLine().max(40).optional(),
  side: sideSchema,
  displayName,
  ext: messageExtSchema.nullable().optional(),
  /** Client-generated id; a retried send with the same id is stored once. */
  client_msg_id: singleLine().min(8).max(64),
});
export type RoomMsgPayload = z.infer<typeof roomMsgPayloadSchema>;
export const shuttlePayloadSchema = z.object({
  case_id: caseIdSchema,
  to: z.literal('M'),
  mediator_id: userIdSchema,
  shuttle: z.boolean(),
});
export const notePayloadSchema = z.discriminatedUnion('action', [
  z.object({
    case_id: caseIdSchema,
    action: z.literal('add'),
    note: z.object({ note: text, groupTag: noteTagSchema.default('Both') }),
  }),
  z.object({ case_id: caseIdSchema, action: z.literal('remove'), idx: z.number().int().min(0) }),
]);
export type NotePayload = z.infer<typeof notePayloadSchema>;
/** `guid`: with stage fields it sets the guide's progress; with initial states it records them; alone it reads. */
export const guidPayloadSchema = z.object({
  case_id: caseIdSchema,
  /** The type of the negotiation, an index of `GUIDE_TYPES`: sent with its start. */
  guideType: z
    .number()
    .int()
    .min(0)
    .max(GUIDE_TYPES.length - 1)
    .optional(),
  stageIdx: z.number().int().min(0).max(100).optional(),
  initialIteration: z.number().int().min(0).max(1000).optional(),
  iteration: z.number().int().min(-1).max(1000).optional(),
  initialStateA: text.optional(),
  initialStateB: text.optional(),
});
export type GuidPayload = z.infer<typeof guidPayloadSchema>;
export const actionPayloadSchema = z.object({
  case_id: caseIdSchema,
  actionType: z.enum(['add', 'remove']),
  actionPayload: positionMarkerSchema,
  extMsg: multiLine().max(LIMITS.messageMaxLength).nullable().optional(),
});
export type ActionPayload = z.infer<typeof actionPayloadSchema>;
export const likePayloadSchema = z.object({
  message_id: messageId,
  groupSide: sideSchema,
  user_id: userIdSchema,
  displayName,
  case_id: caseIdSchema,
  like: z.boolean().default(true),
  action: z.enum(['add', 'remove']),
  side: sideSchema,
});
export type LikePayload = z.infer<typeof likePayloadSchema>;
export const editMsgPayloadSchema = z.object({
  message_id: messageId,
  case_id: caseIdSchema,
  side: sideSchema,
  message: text,
});
export type EditMsgPayload = z.infer<typeof editMsgPayloadSchema>;
export const submitSurveyPayloadSchema = surveySchema.extend({ case_id: caseIdSchema });
/** Someone is typing in a group: not stored, delivered to those who may see the group, at most once a second. */
export const typingPayloadSchema = z.object({ case_id: caseIdSchema, side: sideSchema });
export type TypingPayload = z.infer<typeof typingPayloadSchema>;
/** The caller has read a group up to a stream position; kept per person and group, it only moves forward. */
export const markReadPayloadSchema = z.object({ case_id: caseIdSchema, side: sideSchema, seq: z.number().int().min(0) });
export type MarkReadPayload = z.infer<typeof markReadPayloadSchema>;
/** The mediator admits or refuses a request of the waiting room (as the REST decision route does). */
export const decideJoinPayloadSchema = joinDecisionRequestSchema.extend({ case_id: caseIdSchema, request_id: z.uuid() });
export type DecideJoinPayload = z.infer<typeof decideJoinPayloadSchema>;

// --- Server-to-client payloads
// Every event that changes a case carries `seq`, its position in the case's stream: clients order by it,
// drop what they already have, and ask `history` with `after_seq` for what they missed.

const seq = z.number().int().min(1);

/** Ids of the people connected to the case right now, on any server process. */
const onlineSchema = z.array(z.number().int());

export const connectionMediatorSchema = z.object({ case_active: z.string().nullable() });
export const connectionPartySchema = z.object({
  creator: z.number().int(),
  /** JSON string of Participant[], as the spec's clients read it. */
  participants: z.string(),
  shuttle: z.enum(['true', 'false']),
  /** Who is connected now (the creator too); `userJoin` and `userLeave` tell the changes from then on. */
  online: onlineSchema.optional(),
});
export const startCaseAckSchema = z.object({
  shuttle: z.boolean(),
  participants: z.array(participantSchema),
  /** Who is connected now; `userJoin` and `userLeave` tell the changes from then on. */
  online: onlineSchema.optional(),
  /** JSON string of Note[], as the spec's clients read it. */
  notes: z.string(),
});
export const likeEventSchema = z.object({
  seq,
  message_id: z.string(),
  case_id: z.string(),
  groupSide: sideSchema,
  likeData: likeDataSchema,
  user_id: z.number().int(),
  displayName: z.string(),
  /** The side of the person who liked or unliked. */
  side: sideSchema,
  action: z.enum(['add', 'remove']),
});
export type LikeEvent = z.infer<typeof likeEventSchema>;
export const editMsgEventSchema = z.object({
  seq,
  message_id: z.string(),
  case_id: z.string(),
  side: sideSchema,
  message: z.string(),
  edited_at: z.string(),
});
export type EditMsgEvent = z.infer<typeof editMsgEventSchema>;
export const shuttleEventSchema = z.object({ seq, case_id: z.string(), shuttle: z.boolean() });
export type ShuttleEvent = z.infer<typeof shuttleEventSchema>;
export const noteEventSchema = z.object({ seq, case_id: z.string(), notes: z.array(noteSchema) });
export type NoteEvent = z.infer<typeof noteEventSchema>;
export const guideEventSchema = guideStateSchema.extend({ seq, case_id: z.string() });
export type GuideEvent = z.infer<typeof guideEventSchema>;
export const surveyRequestEventSchema = z.object({ seq, case_id: z.string() });
export const endCaseEventSchema = z.object({ seq, case_id: z.string() });
/** To the case's mediator: a person asks to join (`joinRequest`), or a request was decided (`joinRequestDecided`). */
export const joinRequestEventSchema = joinRequestItemSchema;
export const joinRequestDecidedEventSchema = joinDecisionResponseSchema.extend({ case_id: z.string() });
/** To a removed party, just before its connections in the case close: the mediator removed it. */
export const removedEventSchema = z.object({ case_id: z.string() });
/** To everyone in the case: the mediator removed a participant (it is no longer listed). */
export const participantRemovedEventSchema = z.object({ case_id: z.string(), user_id: z.number().int() });
export const rulesEventSchema = z.object({ case_id: z.string(), rules: z.array(z.string()) });
export const typingEventSchema = z.object({ case_id: z.string(), side: sideSchema, user_id: z.number().int(), displayName: z.string() });
export type TypingEvent = z.infer<typeof typingEventSchema>;
/** One person's read position in one group. */
export const readPositionSchema = z.object({ user_id: z.number().int(), side: sideSchema, seq: z.number().int().min(0) });
export type ReadPosition = z.infer<typeof readPositionSchema>;
/** To the mediator: a person read a group up to `seq` ("Seen"). */
export const readEventSchema = readPositionSchema.extend({ case_id: z.string() });
export type ReadEvent = z.infer<typeof readEventSchema>;

/** One entry of a case's stream as `history` replays it: the event name and what was broadcast. */
export const caseEventSchema = z.discriminatedUnion('event', [
  z.object({ seq, event: z.literal('roomMsg'), payload: chatMessageSchema }),
  z.object({ seq, event: z.literal('editMsg'), payload: editMsgEventSchema }),
  z.object({ seq, event: z.literal('like'), payload: likeEventSchema }),
  z.object({ seq, event: z.literal('removeLike'), payload: likeEventSchema }),
  z.object({ seq, event: z.literal('shuttle'), payload: shuttleEventSchema }),
  z.object({ seq, event: z.literal('note'), payload: noteEventSchema }),
  z.object({ seq, event: z.literal('guid'), payload: guideEventSchema }),
  z.object({ seq, event: z.literal('endGuid'), payload: guideEventSchema }),
  z.object({ seq, event: z.literal('action'), payload: actionMessageSchema }),
  z.object({ seq, event: z.literal('sendSurvey'), payload: surveyRequestEventSchema }),
  z.object({ seq, event: z.literal('endCase'), payload: endCaseEventSchema }),
  // The agreement as the caller may see it now (its changes are kept in the agreement's record of consent).
  z.object({ seq: z.number().int().min(0), event: z.literal('agreement'), payload: agreementChangedEventSchema }),
  // One change of the agreement, applied to the view held (never replayed by `history`, which ends with the view).
  z.object({ seq, event: z.literal('agreementChanged'), payload: agreementDeltaEventSchema }),
]);
export type CaseEvent = z.infer<typeof caseEventSchema>;
/** The events kept in a case's stream (userJoin, userLeave and rules are presence and convenience only). */
export const STREAM_EVENTS = caseEventSchema.options.map((option) => option.shape.event.value);
export type StreamEventName = CaseEvent['event'];

export const historyAckSchema = z.object({
  /**
   * Messages the caller may see, oldest first, as they are now (edits and likes applied): the latest page or
   * the page before `before_seq`. Empty with `after_seq`: a catch-up's messages are among its `events`.
   */
  messages: z.array(chatMessageSchema),
  /**
   * Where to resume with `after_seq`: the case's stream position when the answer was made, or with a
   * partial catch-up page, the position of its last event.
   */
  last_seq: z.number().int().min(0),
  /** With `after_seq`: the events the caller may see after that position, in order, at most a page. */
  events: z.array(caseEventSchema).optional(),
  /** True when there is more: older messages (without `after_seq`), or later events (with it). */
  has_more: z.boolean(),
});
export type HistoryAck = z.infer<typeof historyAckSchema>;
export const searchMessagesAckSchema = z.object({
  /** Matching messages, newest first, as they are now (edits and likes applied). */
  matches: z.array(chatMessageSchema),
  /** True when older matches exist: ask again with `before_seq` set to the last match's seq. */
  has_more: z.boolean(),
});
export type SearchMessagesAck = z.infer<typeof searchMessagesAckSchema>;
export const historyActionsAckSchema = z.object({
  /** The position markers in force (added and not removed since), as the spec's clients read them. */
  actions: z.array(positionMarkerSchema),
  /** Every action the caller may see, oldest first. */
  items: z.array(actionMessageSchema),
});
export type HistoryActionsAck = z.infer<typeof historyActionsAckSchema>;

/**
 * `data` of a refused connection's `connect_error`; its `message` says why in English words, and `reason`
 * (with `values`) is their code in the protocol's catalog, to say them in the reader's language.
 */
export const connectErrorDataSchema = z.object({
  code: z.enum(ACK_ERROR_CODES),
  reason: z.enum(ERROR_CODES).optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ConnectErrorData = z.infer<typeof connectErrorDataSchema>;

type Callback<T extends object> = (ack: Ack<T>) => void;

/** Events a client emits; each takes an acknowledgement callback. */
export interface ClientToServerEvents {
  startCase: (payload: z.input<typeof startCasePayloadSchema>, ack: Callback<z.infer<typeof startCaseAckSchema>>) => void;
  history: (payload: z.input<typeof historyPayloadSchema>, ack: Callback<HistoryAck>) => void;
  /** A party's initial position is answered with its `receivedInitialA|B` marker too, stored with it. */
  roomMsg: (payload: z.input<typeof roomMsgPayloadSchema>, ack: Callback<{ message: ChatMessage; action?: ActionMessage }>) => void;
  shuttle: (payload: z.input<typeof shuttlePayloadSchema>, ack: Callback<{ shuttle: boolean; seq: number }>) => void;
  sendSurvey: (payload: z.input<typeof caseRefSchema>, ack: Callback<{ seq: number }>) => void;
  submitSurvey: (payload: z.input<typeof submitSurveyPayloadSchema>, ack: Callback<object>) => void;
  note: (payload: z.input<typeof notePayloadSchema>, ack: Callback<{ notes: Note[]; seq: number }>) => void;
  guid: (payload: z.input<typeof guidPayloadSchema>, ack: Callback<GuideState>) => void;
  endGuid: (payload: z.input<typeof caseRefSchema>, ack: Callback<GuideState>) => void;
  action: (payload: z.input<typeof actionPayloadSchema>, ack: Callback<{ action: ActionMessage }>) => void;
  searchMessages: (payload: z.input<typeof searchMessagesPayloadSchema>, ack: Callback<SearchMessagesAck>) => void;
  historyActions: (payload: z.input<typeof caseRefSchema>, ack: Callback<HistoryActionsAck>) => void;
  like: (payload: z.input<typeof likePayloadSchema>, ack: Callback<LikeEvent>) => void;
  removeLike: (payload: z.input<typeof likePayloadSchema>, ack: Callback<LikeEvent>) => void;
  editMsg: (payload: z.input<typeof editMsgPayloadSchema>, ack: Callback<EditMsgEvent>) => void;
  endCase: (payload: z.input<typeof caseRefSchema>, ack: Callback<object>) => void;
  rules: (payload: z.input<typeof caseRefSchema>, ack: Callback<{ message: ChatMessage; rules: string[] }>) => void;
  decideJoin: (payload: z.input<typeof decideJoinPayloadSchema>, ack: Callback<JoinDecisionResponse>) => void;
  typing: (payload: z.input<typeof typingPayloadSchema>, ack: Callback<{ delivered: boolean }>) => void;
  markRead: (payload: z.input<typeof markReadPayloadSchema>, ack: Callback<ReadPosition>) => void;
  /** The caller's read positions; the mediator's answer also holds the parties'. */
  readPositions: (payload: z.input<typeof caseRefSchema>, ack: Callback<{ positions: ReadPosition[] }>) => void;
  // The settlement agreement: the case's mediator drafts, finalizes, countersigns and reopens; a party answers
  // and signs for its own side. Each change is answered with the caller's view and sent to everyone as `agreement`.
  agreement: (payload: z.input<typeof agreementRefPayloadSchema>, ack: Callback<AgreementReadAck>) => void;
  agreementAddClause: (payload: z.input<typeof agreementAddClausePayloadSchema>, ack: Callback<AgreementChangeAck>) => void;
  agreementEditClause: (payload: z.input<typeof agreementEditClausePayloadSchema>, ack: Callback<AgreementChangeAck>) => void;
  agreementRemoveClause: (payload: z.input<typeof agreementRemoveClausePayloadSchema>, ack: Callback<AgreementChangeAck>) => void;
  agreementMoveClause: (payload: z.input<typeof agreementMoveClausePayloadSchema>, ack: Callback<AgreementChangeAck>) => void;
  agreementAnswer: (payload: z.input<typeof agreementAnswerPayloadSchema>, ack: Callback<AgreementChangeAck>) => void;
  agreementFinalize: (payload: z.input<typeof agreementFinalizePayloadSchema>, ack: Callback<AgreementChangeAck>) => void;
  agreementSign: (payload: z.input<typeof agreementSignPayloadSchema>, ack: Callback<AgreementChangeAck>) => void;
  agreementCountersign: (payload: z.input<typeof agreementCountersignPayloadSchema>, ack: Callback<AgreementChangeAck>) => void;
  agreementReopen: (payload: z.input<typeof agreementReopenPayloadSchema>, ack: Callback<AgreementChangeAck>) => void;
  // Calls (calls.ts): the server carries signalling only, under the same rules as messages; media flows peer to peer.
  /** The mediator starts the group's call and is its first member (leaving any other call). */
  callStart: (payload: z.input<typeof callGroupPayloadSchema>, ack: Callback<{ call: z.infer<typeof callStateSchema> }>) => void;
  /** A member of the group joins its call (leaving any other); sent again after a reconnect to resume. */
  callJoin: (payload: z.input<typeof callGroupPayloadSchema>, ack: Callback<CallJoinAck>) => void;
  callLeave: (payload: z.input<typeof callCaseRefSchema>, ack: Callback<object>) => void;
  /** A description or candidate for another person of the same call; refused unless both are in it. */
  callSignal: (payload: z.input<typeof callSignalPayloadSchema>, ack: Callback<{ delivered: boolean }>) => void;
  callMedia: (payload: z.input<typeof callMediaPayloadSchema>, ack: Callback<object>) => void;
  /** The calls the caller may see now, and (for a party) whether the mediator is with the other side. */
  calls: (payload: z.input<typeof callCaseRefSchema>, ack: Callback<CallsAck>) => void;
}

/** Events the server emits. */
/**
 * Why the server is closing this connection: `expired` (the token's lifetime is over: refresh it and
 * connect again) or `ended` (sign-out, a password change, a party's removal: the session is over).
 */
export const sessionEndedEventSchema = z.object({ reason: z.enum(['expired', 'ended']) });
export type SessionEndedEvent = z.infer<typeof sessionEndedEventSchema>;

export interface ServerToClientEvents {
  connection: (payload: z.infer<typeof connectionMediatorSchema> | z.infer<typeof connectionPartySchema>) => void;
  roomMsg: (message: ChatMessage) => void;
  shuttle: (payload: ShuttleEvent) => void;
  sendSurvey: (payload: z.infer<typeof surveyRequestEventSchema>) => void;
  note: (payload: NoteEvent) => void;
  guid: (payload: GuideEvent) => void;
  endGuid: (payload: GuideEvent) => void;
  action: (payload: ActionMessage) => void;
  like: (payload: LikeEvent) => void;
  removeLike: (payload: LikeEvent) => void;
  editMsg: (payload: EditMsgEvent) => void;
  endCase: (payload: z.infer<typeof endCaseEventSchema>) => void;
  userJoin: (participant: Participant) => void;
  userLeave: (participant: Participant) => void;
  rules: (payload: z.infer<typeof rulesEventSchema>) => void;
  joinRequest: (request: JoinRequestItem) => void;
  joinRequestDecided: (payload: z.infer<typeof joinRequestDecidedEventSchema>) => void;
  removed: (payload: z.infer<typeof removedEventSchema>) => void;
  participantRemoved: (payload: z.infer<typeof participantRemovedEventSchema>) => void;
  typing: (payload: TypingEvent) => void;
  read: (payload: ReadEvent) => void;
  /** Sent just before the server closes the connection because its session ended or its token expired. */
  sessionEnded: (payload: SessionEndedEvent) => void;
  /** The agreement as this person may see it: after a change (every connection, the author's too), a shuttle switch, a catch-up. */
  agreement: (payload: AgreementChangedEvent) => void;
  /** One change of the agreement, as this person may see it (every connection, the author's too). */
  agreementChanged: (payload: AgreementDeltaEvent) => void;
  /** A call of a group the person may see started, changed or ended (`call: null`). */
  callState: (payload: CallStateEvent) => void;
  /** A signal from another person of the call, only to the person it is for. */
  callSignal: (payload: CallSignalEvent) => void;
  /** To a party: the mediator is (or is no longer) in the other side's caucus call. */
  mediatorAway: (payload: MediatorAwayEvent) => void;
}
