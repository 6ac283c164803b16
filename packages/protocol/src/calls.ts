/**
 * Voice and video calls in a case's groups: the signalling the server carries between the people of a call
 * (media flows peer to peer, never through the server). Each group (M, A, B) holds at most one call, whose
 * members are the group's members: the mediator and that side's people in A or B, everyone in M.
 */
import { z } from 'zod';
import { CALL_LIMITS, CALL_MAX_PEOPLE } from './constants';
import { caseIdSchema, sideSchema, userIdSchema } from './entities';
import { multiLine, singleLine } from './text';

/** The group a call is held in: the joint group M or a caucus, A or B. */
export const callGroupSchema = sideSchema;

export const CALL_ROLES = ['mediator', 'party'] as const;
export type CallRole = (typeof CALL_ROLES)[number];

/** One person in a call, as everyone in it sees them: who, and what they send now (for the tiles' indicators). */
export const callMemberSchema = z.object({
  user_id: z.number().int(),
  displayName: z.string(),
  /** The person's stored side: M for the mediator, A or B for a party. */
  side: sideSchema,
  role: z.enum(CALL_ROLES),
  mic: z.boolean(),
  camera: z.boolean(),
  screen: z.boolean(),
});
export type CallMember = z.infer<typeof callMemberSchema>;

/** A call as the server keeps it; its members in the order they joined. */
export const callStateSchema = z.object({
  call_id: z.uuid(),
  group: callGroupSchema,
  started_at: z.string(),
  members: z.array(callMemberSchema).max(CALL_MAX_PEOPLE),
});
export type CallState = z.infer<typeof callStateSchema>;

/** An ICE server as RTCPeerConnection takes it; TURN ones carry the caller's time-limited credentials. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** A session description (offer, answer...), its SDP bounded. */
export const callDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: multiLine().max(CALL_LIMITS.sdpMaxLength),
});
export type CallDescription = z.infer<typeof callDescriptionSchema>;

/** An ICE candidate as RTCIceCandidateInit; null on the wire is the end of the candidates. */
export const callCandidateSchema = z.object({
  candidate: singleLine().max(CALL_LIMITS.candidateMaxLength),
  sdpMid: singleLine().max(CALL_LIMITS.tokenMaxLength).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(1000).nullable().optional(),
  usernameFragment: singleLine().max(CALL_LIMITS.tokenMaxLength).nullable().optional(),
});
export type CallCandidate = z.infer<typeof callCandidateSchema>;

// --- Client-to-server payloads

/** `callStart` (the mediator) and `callJoin` (a member of the group): the call of one group. */
export const callGroupPayloadSchema = z.object({ case_id: caseIdSchema, group: callGroupSchema });
export type CallGroupPayload = z.infer<typeof callGroupPayloadSchema>;

/** `callLeave` and `calls`: the caller's case. */
export const callCaseRefSchema = z.object({ case_id: caseIdSchema });

/** `callSignal`: a description or a candidate (or both) for one other person of the same call. */
export const callSignalPayloadSchema = z
  .object({
    case_id: caseIdSchema,
    call_id: z.uuid(),
    to: userIdSchema,
    description: callDescriptionSchema.optional(),
    candidate: callCandidateSchema.nullable().optional(),
  })
  .refine((payload) => payload.description !== undefined || payload.candidate !== undefined, {
    error: 'Give a description or a candidate.',
    path: ['description'],
  });
export type CallSignalPayload = z.infer<typeof callSignalPayloadSchema>;

/** `callMedia`: what the caller sends now, for the others' tiles. */
export const callMediaPayloadSchema = z.object({
  case_id: caseIdSchema,
  call_id: z.uuid(),
  mic: z.boolean(),
  camera: z.boolean(),
  screen: z.boolean(),
});
export type CallMediaPayload = z.infer<typeof callMediaPayloadSchema>;

// --- Acknowledgements

export const callStartAckSchema = z.object({ call: callStateSchema });
export const callJoinAckSchema = z.object({ call: callStateSchema, iceServers: z.array(iceServerSchema) });
export type CallJoinAck = z.infer<typeof callJoinAckSchema>;
export const callSignalAckSchema = z.object({ delivered: z.boolean() });
export const callsAckSchema = z.object({
  /** The calls the caller may see: a party's own group's and M's, the mediator's all three. */
  calls: z.array(callStateSchema),
  /** For a party: the mediator is in the other side's caucus call now. */
  mediator_away: z.boolean(),
});
export type CallsAck = z.infer<typeof callsAckSchema>;

// --- Server-to-client payloads

/** A group's call changed (started, someone joined, left or changed media), or ended (`call: null`). */
export const callStateEventSchema = z.object({ case_id: z.string(), group: callGroupSchema, call: callStateSchema.nullable() });
export type CallStateEvent = z.infer<typeof callStateEventSchema>;

/** A signal from another person of the caller's call, delivered only to the person it is for. */
export const callSignalEventSchema = z.object({
  case_id: z.string(),
  call_id: z.string(),
  from: z.number().int(),
  description: callDescriptionSchema.optional(),
  candidate: callCandidateSchema.nullable().optional(),
});
export type CallSignalEvent = z.infer<typeof callSignalEventSchema>;

/** To a party: whether the mediator is in the other side's caucus call (never what is said there). */
export const mediatorAwayEventSchema = z.object({ case_id: z.string(), away: z.boolean() });
export type MediatorAwayEvent = z.infer<typeof mediatorAwayEventSchema>;

/** Perfect negotiation: of each pair in a call, the person with the lower user id is the polite peer. */
export const isPolitePeer = (ownId: number, otherId: number): boolean => ownId < otherId;
