/** The real-time contract: socket.io handshake, client events with their acknowledgements, server events. */
import { z } from 'zod';
import { LIMITS } from './constants';
import {
  caseIdSchema,
  likeDataSchema,
  messageExtSchema,
  noteTagSchema,
  participantSchema,
  positionMarkerSchema,
  roleSchema,
  sideSchema,
  userIdParamSchema,
  userIdSchema,
} from './entities';
import { surveySchema } from './validation';
import type { ActionMessage, ChatMessage, GuideState, Note, Participant } from './entities';

const text = z.string().trim().min(1).max(LIMITS.messageMaxLength);
const displayName = z.string().max(LIMITS.shortTextMaxLength);
const messageId = z.string().min(1).max(64);

/** The query a client sends when connecting; identity comes from `auth.token`, never from here. */
export const handshakeQuerySchema = z.object({
  user_id: userIdParamSchema.optional(),
  role: roleSchema.optional(),
  case_id: z.string().max(64).optional(),
  side: sideSchema.optional(),
  displayName: displayName.optional(),
});
export type HandshakeQuery = z.infer<typeof handshakeQuerySchema>;
export const handshakeAuthSchema = z.object({ token: z.string().min(1).max(4096) });

// --- Acknowledgements

export const ACK_ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'internal',
] as const;
export type AckErrorCode = (typeof ACK_ERROR_CODES)[number];
export const ackErrorSchema = z.object({
  ok: z.literal(false),
  error: z.object({ code: z.enum(ACK_ERROR_CODES), message: z.string() }),
});
export type AckError = z.infer<typeof ackErrorSchema>;
/** Every acknowledgement: `{ok: true, ...data}` or `{ok: false, error}`. */
export type Ack<T extends object = object> = ({ ok: true } & T) | AckError;

// --- Client-to-server payloads

export const caseRefSchema = z.object({ case_id: caseIdSchema });

export const startCasePayloadSchema = z.object({ case_id: caseIdSchema, mediator_id: userIdSchema });
export const historyPayloadSchema = z.object({
  case_id: caseIdSchema,
  /** Only messages after this stream position (catch-up after a reconnect). */
  after_seq: z.number().int().min(0).optional(),
});
export const roomMsgPayloadSchema = z.object({
  to: caseIdSchema,
  fromSide: sideSchema,
  message: text,
  from: userIdSchema,
  time: z.string().max(40).optional(),
  side: sideSchema,
  displayName,
  ext: messageExtSchema.nullable().optional(),
  /** Client-generated id; a retried send with the same id is stored once. */
  client_msg_id: z.string().min(8).max(64),
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
  extMsg: z.string().max(LIMITS.messageMaxLength).nullable().optional(),
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

// --- Server-to-client payloads

export const connectionMediatorSchema = z.object({ case_active: z.string().nullable() });
export const connectionPartySchema = z.object({
  creator: z.number().int(),
  /** JSON string of Participant[], as the spec's clients read it. */
  participants: z.string(),
  shuttle: z.enum(['true', 'false']),
});
export const startCaseAckSchema = z.object({
  shuttle: z.boolean(),
  participants: z.array(participantSchema),
  /** JSON string of Note[], as the spec's clients read it. */
  notes: z.string(),
});
export const likeEventSchema = z.object({
  message_id: z.string(),
  case_id: z.string(),
  groupSide: sideSchema,
  likeData: likeDataSchema,
  user_id: z.number().int(),
  displayName: z.string(),
  action: z.enum(['add', 'remove']),
});
export type LikeEvent = z.infer<typeof likeEventSchema>;
export const editMsgEventSchema = z.object({
  message_id: z.string(),
  case_id: z.string(),
  side: sideSchema,
  message: z.string(),
  edited_at: z.string(),
});
export type EditMsgEvent = z.infer<typeof editMsgEventSchema>;


type Callback<T extends object> = (ack: Ack<T>) => void;

/** Events a client emits; each takes an acknowledgement callback. */
export interface ClientToServerEvents {
  startCase: (payload: z.input<typeof startCasePayloadSchema>, ack: Callback<z.infer<typeof startCaseAckSchema>>) => void;
  history: (payload: z.input<typeof historyPayloadSchema>, ack: Callback<{ messages: ChatMessage[] }>) => void;
  roomMsg: (payload: z.input<typeof roomMsgPayloadSchema>, ack: Callback<{ message: ChatMessage }>) => void;
  shuttle: (payload: z.input<typeof shuttlePayloadSchema>, ack: Callback<{ shuttle: boolean }>) => void;
  sendSurvey: (payload: z.input<typeof caseRefSchema>, ack: Callback<object>) => void;
  submitSurvey: (payload: z.input<typeof submitSurveyPayloadSchema>, ack: Callback<object>) => void;
  note: (payload: z.input<typeof notePayloadSchema>, ack: Callback<{ notes: Note[] }>) => void;
  guid: (payload: z.input<typeof guidPayloadSchema>, ack: Callback<GuideState>) => void;
  endGuid: (payload: z.input<typeof caseRefSchema>, ack: Callback<GuideState>) => void;
  action: (payload: z.input<typeof actionPayloadSchema>, ack: Callback<{ action: ActionMessage }>) => void;
  historyActions: (payload: z.input<typeof caseRefSchema>, ack: Callback<{ actions: string[] }>) => void;
  like: (payload: z.input<typeof likePayloadSchema>, ack: Callback<LikeEvent>) => void;
  removeLike: (payload: z.input<typeof likePayloadSchema>, ack: Callback<LikeEvent>) => void;
  editMsg: (payload: z.input<typeof editMsgPayloadSchema>, ack: Callback<EditMsgEvent>) => void;
  endCase: (payload: z.input<typeof caseRefSchema>, ack: Callback<object>) => void;
  rules: (payload: z.input<typeof caseRefSchema>, ack: Callback<{ message: ChatMessage }>) => void;
}

/** Events the server emits. */
export interface ServerToClientEvents {
  connection: (
    payload: z.infer<typeof connectionMediatorSchema> | z.infer<typeof connectionPartySchema>,
  ) => void;
  roomMsg: (message: ChatMessage) => void;
  shuttle: (payload: { shuttle: boolean }) => void;
  sendSurvey: (payload: { case_id: string }) => void;
  note: (payload: { notes: Note[] }) => void;
  guid: (payload: GuideState) => void;
  endGuid: (payload: GuideState) => void;
  action: (payload: ActionMessage) => void;
  like: (payload: LikeEvent) => void;
  removeLike: (payload: LikeEvent) => void;
  editMsg: (payload: EditMsgEvent) => void;
  endCase: (payload: { case_id: string }) => void;
  userJoin: (participant: Participant) => void;
  userLeave: (participant: Participant) => void;
  rules: (payload: { rules: readonly string[] }) => void;
}
