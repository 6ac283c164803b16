/**
 * The rules of calls, transport-free: who may start, join, signal and leave, under the rules of every other
 * event of a case room (the caller's stored side and role, the group's members, shuttle mode, the case
 * running). The socket layer carries what these answer: acknowledgements, and `CallNews` to announce.
 *
 * Calls live in database rows rather than one process's memory: every server process sees the same calls
 * (the Redis adapter shares rooms, not data), and what must hold when two people act at once (one call per
 * group, one call per person, at most CALL_MAX_PEOPLE) is a constraint or a row lock, on PGlite and
 * PostgreSQL alike, with no second implementation for a server without Redis.
 */
import { randomUUID } from 'node:crypto';
import { CALL_MAX_PEOPLE } from '@mediation/protocol';
import type {
  CallGroupPayload,
  CallMediaPayload,
  CallSignalPayload,
  CallState,
  CallsAck,
  IceServer,
  Side,
  callCaseRefSchema,
} from '@mediation/protocol';
import type { z } from 'zod';
import type { Repositories } from '../repositories/index';
import type { CallRecord, LeftCall, MemberFilter } from '../repositories/calls-repository';
import { conflict, englishSentence, forbidden, notFound } from '../lib/http-error';
import { isShuttleBound } from './access';
import type { CaseAccess } from './access';
import { sidesOf } from './audience';
import { iceServersFor } from './ice-servers';
import type { IceSettings } from './ice-servers';
import type { Member } from './member';

/** What changed in one case's calls, for the socket layer to announce. */
export interface CallNews {
  caseId: string;
  /** The new state of each call that changed; null when it ended. */
  calls: { group: Side; call: CallState | null }[];
  /** Set when the mediator's place changed: the group of the call the mediator is in now (null: none). */
  mediatorIn?: Side | null;
}

/** The connection a call command comes from: signals for a person go to the connection that joined. */
export interface CallConnection {
  socketId: string;
  sessionId: string;
}

export const SHUTTLE_CALL_REFUSAL = englishSentence('shuttle_no_call_in_m');

export function toCallState(record: CallRecord): CallState {
  return {
    call_id: record.call.id,
    group: record.call.group as Side,
    started_at: record.call.startedAt.toISOString(),
    members: record.members.map((member) => ({
      user_id: member.userId,
      displayName: member.displayName,
      side: member.side as Side,
      role: member.side === 'M' ? 'mediator' : 'party',
      mic: member.mic,
      camera: member.camera,
      screen: member.screen,
    })),
  };
}

/** Whether the mediator, in the call of `mediatorIn`, is with the other side from a party of `side`'s view. */
export const isMediatorAwayFrom = (side: Side, mediatorIn: Side | null | undefined): boolean =>
  side !== 'M' && (mediatorIn === 'A' || mediatorIn === 'B') && mediatorIn !== side;

export function callService(dependencies: { repos: Repositories; access: CaseAccess; ice: IceSettings }) {
  const { repos, access, ice } = dependencies;
  const { calls, cases } = repos;

  /** The news of one call after a change: its state now, or its end. */
  async function newsOf(caseId: string, group: Side, callId: string, mediatorIn?: Side | null): Promise<CallNews> {
    const record = await calls.record(callId);
    const news: CallNews = { caseId, calls: [{ group, call: record ? toCallState(record) : null }] };
    if (mediatorIn !== undefined) news.mediatorIn = mediatorIn;
    return news;
  }

  /** The news of a person taken out of a call (the mediator's leaving moves where the mediator is). */
  async function newsOfLeaving(left: LeftCall | undefined): Promise<CallNews[]> {
    if (!left) return [];
    return [await newsOf(left.caseId, left.group as Side, left.callId, left.side === 'M' ? null : undefined)];
  }

  /** Puts the member in the group's call (out of any other), in the caller's transaction; the call left, if any. */
  async function enter(
    tx: Parameters<Parameters<typeof calls.transaction>[0]>[0],
    member: Member,
    caseId: string,
    group: Side,
    connection: CallConnection,
  ): Promise<{ callId: string; left: LeftCall | undefined }> {
    const row = await cases.findForWrite(tx, caseId);
    if (!row?.isActive || !row.isStarted) throw conflict('case_not_running');
    // Read under the case row's share lock: a join is wholly before or wholly after a switch of shuttle mode.
    // A party's join in M is refused in the shuttle rule's one sentence, like every party event that lands in M.
    if (row.shuttle && isShuttleBound(member, group)) throw forbidden('shuttle_mediator_writes_m');
    const call = await calls.lockGroupCall(tx, caseId, group);
    if (!call) throw notFound('no_call_in_group');
    if ((await calls.countOthers(tx, call.id, member.userId)) >= CALL_MAX_PEOPLE) {
      throw conflict('call_full', { max: CALL_MAX_PEOPLE });
    }
    const left = await calls.removeMember(member.userId, { notInCall: call.id }, tx);
    await calls.putMember(tx, {
      callId: call.id,
      caseId,
      userId: member.userId,
      displayName: member.displayName,
      side: member.side,
      socketId: connection.socketId,
      sessionId: connection.sessionId,
    });
    return { callId: call.id, left };
  }

  /** A join's answer and news: the call joined, the call left (in this case or another). */
  async function joined(member: Member, caseId: string, group: Side, entered: { callId: string; left: LeftCall | undefined }) {
    const record = await calls.record(entered.callId);
    if (!record) throw conflict('call_ended');
    const call = toCallState(record);
    const news: CallNews[] = await newsOfLeaving(entered.left && entered.left.caseId !== caseId ? entered.left : undefined);
    const here: CallNews = { caseId, calls: [{ group, call }] };
    if (entered.left && entered.left.caseId === caseId) {
      const leftRecord = await calls.record(entered.left.callId);
      here.calls.unshift({ group: entered.left.group as Side, call: leftRecord ? toCallState(leftRecord) : null });
    }
    if (member.isMediator) here.mediatorIn = group;
    news.push(here);
    return { call, news };
  }

  return {
    /** The mediator starts the group's call and is its first member. */
    async start(member: Member, payload: CallGroupPayload, connection: CallConnection) {
      const caseId = access.requireMediator(member, payload.case_id);
      const entered = await calls.transaction(async (tx) => {
        const row = await cases.findForWrite(tx, caseId);
        if (!row?.isActive || !row.isStarted) throw conflict('case_not_running');
        if (payload.group === 'M' && row.shuttle) throw forbidden('shuttle_no_call_in_m');
        const created = await calls.create(tx, { id: randomUUID(), caseId, group: payload.group });
        if (!created) throw conflict('group_has_call');
        return enter(tx, member, caseId, payload.group, connection);
      });
      return joined(member, caseId, payload.group, entered);
    },

    /** A member of the group joins its call (leaving any other); the same connection or a new one resumes a kept place. */
    async join(member: Member, payload: CallGroupPayload, connection: CallConnection) {
      const caseId = access.requireCase(member, payload.case_id);
      access.requireGroup(member, payload.group);
      const entered = await calls.transaction((tx) => enter(tx, member, caseId, payload.group, connection));
      const answer = await joined(member, caseId, payload.group, entered);
      return { ...answer, iceServers: iceServersFor(ice, member.userId) };
    },

    /** The member leaves its call in this case (nothing when in none). */
    async leave(member: Member, payload: z.infer<typeof callCaseRefSchema>): Promise<CallNews[]> {
      const caseId = access.requireCase(member, payload.case_id);
      return newsOfLeaving(await calls.removeMember(member.userId, { caseId }));
    },

    /**
     * Where a signal goes: the connection of the person it is for, when both the sender and that person are
     * in the call named (anything else is refused and nothing is delivered). A person whose connection
     * dropped keeps the place for a while but receives nothing meanwhile (`socketId` undefined).
     */
    async signal(member: Member, payload: CallSignalPayload): Promise<{ socketId: string | undefined; caseId: string }> {
      const caseId = access.requireCase(member, payload.case_id);
      if (payload.to === member.userId) throw forbidden('signal_to_other');
      const places = await calls.membersIn(caseId, payload.call_id, [member.userId, payload.to]);
      if (!places.some((place) => place.userId === member.userId)) throw forbidden('not_in_call');
      const recipient = places.find((place) => place.userId === payload.to);
      if (!recipient) throw forbidden('not_in_call_person');
      return { caseId, socketId: recipient.goneAt === null ? recipient.socketId : undefined };
    },

    /** The member's microphone, camera and screen, for the others' tiles. */
    async media(member: Member, payload: CallMediaPayload): Promise<CallNews[]> {
      const caseId = access.requireCase(member, payload.case_id);
      const places = await calls.membersIn(caseId, payload.call_id, [member.userId]);
      if (places.length === 0) throw forbidden('not_in_call');
      const { mic, camera, screen } = payload;
      if (!(await calls.setMedia(payload.call_id, member.userId, { mic, camera, screen }))) throw forbidden('not_in_call');
      const record = await calls.record(payload.call_id);
      return record ? [{ caseId, calls: [{ group: record.call.group as Side, call: toCallState(record) }] }] : [];
    },

    /** The calls the member may see, and (for a party) whether the mediator is with the other side. */
    async list(member: Member, payload: z.infer<typeof callCaseRefSchema>): Promise<CallsAck> {
      const caseId = access.requireCase(member, payload.case_id);
      const records = await calls.listForCase(caseId);
      const visible = sidesOf(member);
      const mediatorIn = records.find((record) => record.members.some((place) => place.side === 'M'))?.call.group as Side | undefined;
      return {
        calls: records.filter((record) => visible.includes(record.call.group as Side)).map(toCallState),
        mediator_away: isMediatorAwayFrom(member.side, mediatorIn),
      };
    },

    /** The connection that held a place dropped: the place is kept (marked) for the grace period. */
    async dropped(socketId: string): Promise<{ userId: number; caseId: string } | undefined> {
      const place = await calls.markGone(socketId);
      return place ? { userId: place.userId, caseId: place.caseId } : undefined;
    },

    /** The grace period of a dropped connection is over: its place goes, unless a reconnection took it up again. */
    async expire(userId: number, socketId: string): Promise<CallNews[]> {
      return newsOfLeaving(await calls.removeMember(userId, { socketId, goneBefore: new Date() }));
    },

    /** Places of a case whose connection dropped more than `graceMs` ago (their process may have died meanwhile). */
    async expireStale(caseId: string, graceMs: number): Promise<CallNews[]> {
      const before = new Date(Date.now() - graceMs);
      const news: CallNews[] = [];
      for (const place of await calls.goneBefore(caseId, before)) {
        news.push(...(await newsOfLeaving(await calls.removeMember(place.userId, { goneBefore: before }))));
      }
      return news;
    },

    /** A person leaves every call at once (removed from the case, their session ended). */
    async removePerson(userId: number, filter: MemberFilter): Promise<CallNews[]> {
      return newsOfLeaving(await calls.removeMember(userId, filter));
    },

    /** The group's call ends (shuttle mode closes M). */
    async endGroup(caseId: string, group: Side): Promise<CallNews[]> {
      const ended = await calls.endGroupCall(caseId, group);
      return ended ? [{ caseId, calls: [{ group, call: null }] }] : [];
    },

    /** Every call of the case ends (the case ended). */
    async endCase(caseId: string): Promise<CallNews[]> {
      const groups = await calls.endAllOfCase(caseId);
      return groups.length > 0 ? [{ caseId, calls: groups.map((group) => ({ group: group as Side, call: null })), mediatorIn: null }] : [];
    },

    iceServersFor: (userId: number): IceServer[] => iceServersFor(ice, userId),
  };
}

export type CallService = ReturnType<typeof callService>;
