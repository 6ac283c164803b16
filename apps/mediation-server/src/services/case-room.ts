// Over 400 lines: every socket rule of a case room is one closure sharing its guards (requireCase, requireMediator, the shuttle rule); its split by concern (access, history, messages, guide, controls) is issue 18's.
import { DISCUSSION_RULES, HISTORY_PAGE_SIZE } from '@mediation/protocol';
import type {
  ActionMessage,
  CaseEvent,
  ChatMessage,
  EditMsgEvent,
  GuideEvent,
  GuideState,
  HistoryAck,
  HistoryActionsAck,
  LikeEvent,
  MessageExt,
  Note,
  NoteEvent,
  Participant,
  PartySide,
  PositionMarker,
  ReadEvent,
  ReadPosition,
  ShuttleEvent,
  Side,
  TypingEvent,
} from '@mediation/protocol';
import type { z } from 'zod';
import type {
  actionPayloadSchema,
  caseRefSchema,
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
import type { Database } from '../db/client';
import type { Repositories } from '../repositories/index';
import type { CaseRow } from '../repositories/cases-repository';
import { initialGuideState } from '../repositories/guide-repository';
import { parseMessageId, toChatMessage } from '../repositories/messages-repository';
import type { MessageRow } from '../repositories/messages-repository';
import type { Audience } from '../repositories/stream-repository';
import { randomId } from '../lib/ids';
import { isUniqueViolation } from '../repositories/db-helpers';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-error';
import type { CaseLifecycle } from './case-lifecycle';

/** Who is behind a connection, as the server knows it from the token (never from the client). */
export interface Member {
  userId: number;
  isMediator: boolean;
  /** M for the mediator, A or B for a party. */
  side: Side;
  displayName: string;
  /** The case the connection belongs to; a mediator's connection has none until startCase. */
  caseId: string | null;
}

/** An event to send to everyone (but the sender) who may see it. */
export interface Broadcast {
  event: string;
  audience: Audience;
  payload: object;
}

/** What a handler answers: the acknowledgement's data and the broadcasts that follow it. */
export interface Outcome<T extends object> {
  ack: T;
  broadcasts: Broadcast[];
}

/** One typing notice per person and group at most this often; the others are dropped. */
export const TYPING_INTERVAL_MS = 1000;

/** The title the server gives a party's initial position. */
export const INITIAL_POSITION_TITLE = 'Initial position';

const done = <T extends object>(ack: T, broadcasts: Broadcast[] = []): Outcome<T> => ({ ack, broadcasts });

/** The shuttle rule's one sentence, whichever event of a party it refuses. */
export const SHUTTLE_REFUSAL = 'Shuttle mode is on: only the mediator writes in group M.';

/** True when the shuttle rule governs an event of this member landing in this group: a party's, in M. */
export const isShuttleBound = (member: Pick<Member, 'isMediator'>, side: Side): boolean => !member.isMediator && side === 'M';

/** The groups a member reads and writes: a party its own side and M, the mediator all three. */
export function sidesOf(member: Pick<Member, 'isMediator' | 'side'>): Side[] {
  return member.isMediator ? ['A', 'B', 'M'] : [member.side, 'M'];
}

/** The audiences whose events a member receives. */
export function audiencesOf(member: Pick<Member, 'isMediator' | 'side'>): Audience[] {
  if (member.isMediator) return ['all', 'A', 'B', 'mediator', 'parties'];
  return ['all', member.side as PartySide, 'parties'];
}

export const audienceOfGroup = (side: Side): Audience => (side === 'M' ? 'all' : side);

/** initialPosition asks every party; a received position is for its own side and the mediator. */
export function audienceOfAction(marker: PositionMarker): Audience {
  switch (marker) {
    case 'initialPosition':
      return 'all';
    case 'receivedInitialA':
      return 'A';
    case 'receivedInitialB':
      return 'B';
    default:
      return marker satisfies never;
  }
}

export function participantOf(member: Member): Participant {
  return { user_id: member.userId, side: member.side, displayName: member.displayName };
}

/** The markers in force after replaying actions in order (added and not removed since). */
export function markersInForce(actions: readonly ActionMessage[]): PositionMarker[] {
  const inForce = new Set<PositionMarker>();
  for (const action of actions) {
    if (action.actionType === 'add') inForce.add(action.actionPayload);
    else inForce.delete(action.actionPayload);
  }
  return [...inForce];
}

type Input<T extends z.ZodType> = z.infer<T>;

/** The row of a message a member sends: who and where from the member (never from the payload), what from the payload. */
function messageRowOf(member: Member, caseId: string, payload: Input<typeof roomMsgPayloadSchema>, ext: MessageExt | null) {
  return {
    caseId,
    clientMsgId: payload.client_msg_id,
    fromUserId: member.userId,
    fromSide: member.side,
    side: payload.side,
    message: payload.message,
    displayName: member.displayName,
    ext,
  };
}

/**
 * The rules of a case room: who may do what, what is stored, and who hears about it. Transport-free:
 * the socket layer validates payloads, calls these and delivers the answers and broadcasts.
 */
export function caseRoom(repos: Repositories, lifecycle: CaseLifecycle) {
  const { cases, messages, stream, notes, actions, guide, surveys, readPositions } = repos;
  /** When each person last announced typing in each group (not stored: typing is a passing signal). */
  const lastTyping = new Map<string, number>();

  function requireGroup(member: Member, side: Side) {
    if (!sidesOf(member).includes(side)) throw forbidden('A party reads and writes only its own group and M.');
  }

  /**
   * The one shuttle rule, for every party event that lands in a group (a message, an edit, a like,
   * typing, the initial position, and any event added later): a party writes only in its own group and
   * M, and not in M while shuttle mode is on. With `tx` the case row is read share-locked inside the
   * event's transaction, so the event is ordered wholly before or wholly after a change of shuttle mode.
   * (roomMsg's batched insert checks the same flag in its own statement: see `isShuttleBound`.)
   */
  async function requirePartyMayWriteIn(member: Member, caseId: string, side: Side, tx?: Database): Promise<void> {
    requireGroup(member, side);
    if (!isShuttleBound(member, side)) return;
    const row = tx ? await cases.findForWrite(tx, caseId) : await cases.findById(caseId);
    if (row?.shuttle) throw forbidden(SHUTTLE_REFUSAL);
  }

  /** The member's own case, or a refusal when the payload names another one. */
  function requireCase(member: Member, caseId: string): string {
    if (member.caseId === null) throw conflict('Start the case first: this connection has no case yet.');
    if (caseId !== member.caseId) throw forbidden('This connection belongs to another case.');
    return member.caseId;
  }

  function requireMediator(member: Member, caseId: string): string {
    const id = requireCase(member, caseId);
    if (!member.isMediator) throw forbidden('Only the mediator of this case can do this.');
    return id;
  }

  async function requireRunning(caseId: string): Promise<CaseRow> {
    const row = await cases.findById(caseId);
    if (!row) throw notFound('Case not found.');
    if (!row.isActive || !row.isStarted) throw conflict('The case is not running.');
    return row;
  }

  function requireSelf(member: Member, claimed: { userId?: number; side?: Side }) {
    if (claimed.userId !== undefined && claimed.userId !== member.userId) {
      throw forbidden('The user id in the payload is not yours.');
    }
    if (claimed.side !== undefined && claimed.side !== member.side) throw forbidden('The side in the payload is not yours.');
  }

  /** A message of the member's case that the member may see; anything else reads as unknown. */
  async function visibleMessage(member: Member, caseId: string, messageId: string): Promise<MessageRow> {
    const id = parseMessageId(messageId);
    const row = id === undefined ? undefined : await messages.findById(caseId, id);
    if (!row || !sidesOf(member).includes(row.side as Side)) throw notFound('Message not found.');
    return row;
  }

  /**
   * The only `ext` a party may send: its initial position, answering a request in force, once per side.
   * The server writes the ext itself, so a party's message can never pass for the system's.
   */
  async function partyExt(member: Member, caseId: string, tx: Database): Promise<MessageExt> {
    const list = await actions.list(caseId, tx);
    const inForce = markersInForce(list);
    const request = list.findLast((action) => action.actionType === 'add' && action.actionPayload === 'initialPosition');
    if (!request || !inForce.includes('initialPosition')) {
      throw forbidden('A party can send a guided message only to answer a request for its initial position.');
    }
    const alreadySent =
      inForce.includes(`receivedInitial${member.side as PartySide}`) ||
      (await messages.hasExtFromSideAfter(caseId, member.side, request.seq, tx));
    if (alreadySent) throw conflict('Your initial position was already received.');
    return { type: 'guided', stage: 'initialPosition', title: INITIAL_POSITION_TITLE };
  }

  /**
   * A party's initial position: the message, its `receivedInitialA|B` marker and the guide's record of
   * it are stored in one transaction, so the mediator's wizard hears "received" only of a stored
   * position. It lands where the party sends it, under the shuttle rule: in M it is refused while shuttle
   * mode is on, and the party's client sends it to its own group then (read by the mediator only).
   */
  async function storeInitialPosition(
    member: Member,
    caseId: string,
    payload: Input<typeof roomMsgPayloadSchema>,
  ): Promise<Outcome<{ message: ChatMessage; action?: ActionMessage }>> {
    const retried = await messages.findByClientId(caseId, payload.client_msg_id);
    if (retried) {
      if (retried.fromUserId !== member.userId) throw conflict('This client_msg_id belongs to another message.');
      return done({ message: toChatMessage(retried, await messages.likeData(retried.id)) });
    }
    const side = member.side as PartySide;
    const marker: PositionMarker = `receivedInitial${side}`;
    let stored: { message: ChatMessage; action: ActionMessage };
    try {
      stored = await stream.transaction(async (tx) => {
        await requirePartyMayWriteIn(member, caseId, payload.side, tx);
        const row = await cases.findForWrite(tx, caseId);
        if (!row?.isActive || !row.isStarted) throw conflict('The case is not running.');
        // Taking a position first queues the case's other writers: the checks below see what they committed.
        const messageSeq = await stream.nextSeq(tx, caseId);
        const ext = await partyExt(member, caseId, tx);
        const message = await messages.insertAt(tx, messageRowOf(member, caseId, payload, ext), messageSeq);
        const action = await actions.add(tx, {
          caseId,
          seq: await stream.nextSeq(tx, caseId),
          actionType: 'add',
          actionPayload: marker,
          extMsg: payload.message,
          fromUserId: member.userId,
          side: member.side,
          displayName: member.displayName,
        });
        await guide.put(tx, caseId, { ...(await guide.get(caseId, tx)), [`receivedInitial${side}`]: true, [`initialState${side}`]: payload.message });
        return { message: toChatMessage(message), action };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('This client_msg_id belongs to another message.');
      throw error;
    }
    return done(stored, [
      { event: 'roomMsg', audience: audienceOfGroup(stored.message.side), payload: stored.message },
      { event: 'action', audience: audienceOfAction(marker), payload: stored.action },
    ]);
  }

  async function notesJson(caseId: string): Promise<string> {
    return JSON.stringify(await notes.list(caseId));
  }

  /**
   * Inside the caller's transaction: takes the case's next stream position, stores the event built
   * for it (so a reconnecting client catches up on it) and returns it with the broadcast that
   * announces it, so the stored and the sent event can never differ.
   */
  async function recordEvent<B extends object>(
    tx: Database,
    caseId: string,
    event: string,
    audience: Audience,
    build: (seq: number) => B | Promise<B>,
  ): Promise<{ body: B; broadcast: Broadcast }> {
    const seq = await stream.nextSeq(tx, caseId);
    const body = await build(seq);
    await stream.record(tx, caseId, { seq, event, audience, payload: body });
    return { body, broadcast: { event, audience, payload: body } };
  }

  return {
    /** The `connection` payload right after connecting. */
    async greeting(member: Member): Promise<object> {
      if (member.caseId === null) return { case_active: null };
      const row = await cases.findById(member.caseId);
      if (member.isMediator) return { case_active: row?.isActive ? row.id : null };
      const participants = await cases.listParticipants(member.caseId);
      return {
        creator: row?.mediatorId ?? 0,
        participants: JSON.stringify(participants),
        shuttle: row?.shuttle ? 'true' : 'false',
      };
    },

    /** The mediator opens (and, if needed, starts) a case; the connection then belongs to it. */
    async startCase(member: Member, payload: Input<typeof startCasePayloadSchema>) {
      if (!member.isMediator) throw forbidden('Only the mediator of this case can do this.');
      requireSelf(member, { userId: payload.mediator_id });
      const row = await cases.findById(payload.case_id);
      if (!row) throw notFound('Case not found.');
      if (row.mediatorId !== member.userId) throw forbidden('Only the mediator of this case can do this.');
      if (!row.isActive) throw conflict('A closed case cannot be started.');
      const current = row.isStarted ? row : ((await cases.update(row.id, { isStarted: true })) ?? row);
      return done({
        shuttle: current.shuttle,
        participants: await cases.listParticipants(row.id),
        notes: await notesJson(row.id),
      });
    },

    /**
     * A page of what the member may see: the latest messages, the messages before `before_seq`, or the
     * events after `after_seq` (catch-up), each at most HISTORY_PAGE_SIZE, with `has_more`.
     */
    async history(member: Member, payload: Input<typeof historyPayloadSchema>): Promise<Outcome<HistoryAck>> {
      const caseId = requireCase(member, payload.case_id);
      // The position is read first: whatever commits later is delivered live or by the next catch-up.
      const lastSeq = await stream.lastSeq(caseId);
      const afterSeq = payload.after_seq;
      // One more than a page tells whether there is more.
      const limit = HISTORY_PAGE_SIZE + 1;
      if (afterSeq === undefined) {
        const page = await messages.listVisible(caseId, sidesOf(member), { beforeSeq: payload.before_seq, limit });
        const hasMore = page.length > HISTORY_PAGE_SIZE;
        return done({ messages: hasMore ? page.slice(1) : page, last_seq: lastSeq, has_more: hasMore });
      }
      const audiences = audiencesOf(member);
      const [visible, recorded, actionList] = await Promise.all([
        messages.listVisible(caseId, sidesOf(member), { afterSeq, limit }),
        stream.eventsAfter(caseId, afterSeq, audiences, limit),
        actions.list(caseId),
      ]);
      const merged: CaseEvent[] = [
        ...visible.map((message): CaseEvent => ({ seq: message.seq, event: 'roomMsg', payload: message })),
        ...actionList
          .filter((action) => action.seq > afterSeq && audiences.includes(audienceOfAction(action.actionPayload)))
          .map((action): CaseEvent => ({ seq: action.seq, event: 'action', payload: action })),
        ...recorded.map((entry) => ({ seq: entry.seq, event: entry.event, payload: entry.payload }) as CaseEvent),
      ].sort((left, right) => left.seq - right.seq);
      // Each source gave at most one more than a page, so the first page of the merge is exact.
      const hasMore = merged.length > HISTORY_PAGE_SIZE;
      const events = merged.slice(0, HISTORY_PAGE_SIZE);
      const pageMessages = events.flatMap((entry) => (entry.event === 'roomMsg' ? [entry.payload] : []));
      const resumeFrom = hasMore ? events.at(-1)!.seq : Math.max(lastSeq, events.at(-1)?.seq ?? 0);
      return done({ messages: pageMessages, last_seq: resumeFrom, events, has_more: hasMore });
    },

    async roomMsg(member: Member, payload: Input<typeof roomMsgPayloadSchema>): Promise<Outcome<{ message: ChatMessage; action?: ActionMessage }>> {
      const caseId = requireCase(member, payload.to);
      requireSelf(member, { userId: payload.from, side: payload.fromSide });
      if (!sidesOf(member).includes(payload.side)) {
        throw forbidden('A party writes only in its own group and in M.');
      }
      // The only `ext` a party sends is its initial position.
      if (!member.isMediator && payload.ext) return storeInitialPosition(member, caseId, payload);
      const ext = payload.ext ?? null;
      const result = await messages.append(
        messageRowOf(member, caseId, payload, ext),
        // The shuttle rule, checked in the insert itself (see requirePartyMayWriteIn).
        { refuseInShuttle: isShuttleBound(member, payload.side) },
      );
      if ('refused' in result) {
        if (result.refused === 'shuttle') throw forbidden(SHUTTLE_REFUSAL);
        throw conflict('The case is not running.');
      }
      if (result.row.fromUserId !== member.userId) throw conflict('This client_msg_id belongs to another message.');
      // A retry is answered with the stored message as it is now, and nobody hears of it twice.
      if (!result.isNew) return done({ message: toChatMessage(result.row, await messages.likeData(result.row.id)) });
      const message = toChatMessage(result.row);
      return done({ message }, [{ event: 'roomMsg', audience: audienceOfGroup(message.side), payload: message }]);
    },

    async shuttle(member: Member, payload: Input<typeof shuttlePayloadSchema>): Promise<Outcome<{ shuttle: boolean; seq: number }>> {
      const caseId = requireMediator(member, payload.case_id);
      requireSelf(member, { userId: payload.mediator_id });
      await requireRunning(caseId);
      const { body, broadcast } = await stream.transaction(async (tx) => {
        await cases.update(caseId, { shuttle: payload.shuttle }, tx);
        return recordEvent(tx, caseId, 'shuttle', 'all', (seq): ShuttleEvent => ({ seq, case_id: caseId, shuttle: payload.shuttle }));
      });
      return done({ shuttle: body.shuttle, seq: body.seq }, [broadcast]);
    },

    async sendSurvey(member: Member, payload: Input<typeof caseRefSchema>): Promise<Outcome<{ seq: number }>> {
      const caseId = requireMediator(member, payload.case_id);
      await requireRunning(caseId);
      const { body, broadcast } = await stream.transaction((tx) =>
        recordEvent(tx, caseId, 'sendSurvey', 'parties', (seq) => ({ seq, case_id: caseId })),
      );
      return done({ seq: body.seq }, [broadcast]);
    },

    /** A party answers the survey request in force, once. */
    async submitSurvey(member: Member, payload: Input<typeof submitSurveyPayloadSchema>): Promise<Outcome<{ id: number }>> {
      const caseId = requireCase(member, payload.case_id);
      if (member.isMediator) throw forbidden('Only the parties answer the survey.');
      const requestSeq = await stream.lastEventSeq(caseId, 'sendSurvey');
      if (requestSeq === 0) throw conflict('The mediator has not asked for a survey.');
      try {
        const row = await surveys.add({ caseId, userId: member.userId, requestSeq, rating: payload.rating, feedback: payload.feedback });
        return done({ id: row.id });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('You have already answered this survey. Thank you!');
        throw error;
      }
    },

    async note(member: Member, payload: Input<typeof notePayloadSchema>): Promise<Outcome<{ notes: Note[]; seq: number }>> {
      const caseId = requireMediator(member, payload.case_id);
      const { body, broadcast } = await stream.transaction(async (tx) => {
        const list =
          payload.action === 'add'
            ? await notes.add(tx, caseId, payload.note)
            : await notes.removeAt(tx, caseId, payload.idx);
        if (!list) throw notFound(`There is no note at index ${payload.action === 'remove' ? payload.idx : ''}.`);
        return recordEvent(tx, caseId, 'note', 'mediator', (seq): NoteEvent => ({ seq, case_id: caseId, notes: list }));
      });
      return done({ notes: body.notes, seq: body.seq }, [broadcast]);
    },

    /** Reads the guide's state, or sets its progress and the initial positions the mediator recorded. */
    async guid(member: Member, payload: Input<typeof guidPayloadSchema>): Promise<Outcome<GuideState>> {
      const caseId = requireMediator(member, payload.case_id);
      const { guideType, stageIdx, iteration, initialIteration, initialStateA, initialStateB } = payload;
      const isRead = [guideType, stageIdx, iteration, initialIteration, initialStateA, initialStateB].every((value) => value === undefined);
      if (isRead) return done(await guide.get(caseId));
      const event = await stream.transaction(async (tx) => {
        const next: GuideState = { ...(await guide.get(caseId, tx)) };
        if (guideType !== undefined) next.guideType = guideType;
        if (stageIdx !== undefined) next.stageIdx = stageIdx;
        if (iteration !== undefined) next.iteration = iteration;
        if (initialIteration !== undefined) next.initialIteration = initialIteration;
        if (initialStateA !== undefined) Object.assign(next, { initialStateA, receivedInitialA: true });
        if (initialStateB !== undefined) Object.assign(next, { initialStateB, receivedInitialB: true });
        // The spec's guide resets when its iteration runs out.
        if (iteration !== undefined && iteration <= 0) Object.assign(next, { guideType: 0, stageIdx: 0, iteration: 0, initialIteration: 0 });
        const state = await guide.put(tx, caseId, next);
        const recorded = await recordEvent(tx, caseId, 'guid', 'mediator', (seq): GuideEvent => ({ ...state, seq, case_id: caseId }));
        return { state, broadcast: recorded.broadcast };
      });
      return done(event.state, [event.broadcast]);
    },

    /** Stops the guide: its state goes back to the start and the position markers in force are removed. */
    async endGuid(member: Member, payload: Input<typeof caseRefSchema>): Promise<Outcome<GuideState>> {
      const caseId = requireMediator(member, payload.case_id);
      return stream.transaction(async (tx) => {
        const broadcasts: Broadcast[] = [];
        for (const marker of markersInForce(await actions.list(caseId, tx))) {
          const seq = await stream.nextSeq(tx, caseId);
          const action = await actions.add(tx, {
            caseId,
            seq,
            actionType: 'remove',
            actionPayload: marker,
            extMsg: null,
            fromUserId: member.userId,
            side: member.side,
            displayName: member.displayName,
          });
          broadcasts.push({ event: 'action', audience: audienceOfAction(marker), payload: action });
        }
        const state = await guide.put(tx, caseId, initialGuideState());
        const { broadcast } = await recordEvent(tx, caseId, 'endGuid', 'mediator', (seq): GuideEvent => ({ ...state, seq, case_id: caseId }));
        return done(state, [...broadcasts, broadcast]);
      });
    },

    async action(member: Member, payload: Input<typeof actionPayloadSchema>): Promise<Outcome<{ action: ActionMessage }>> {
      const caseId = requireCase(member, payload.case_id);
      const marker = payload.actionPayload;
      if (marker === 'initialPosition' && !member.isMediator) {
        throw forbidden('Only the mediator asks for initial positions.');
      }
      if (marker !== 'initialPosition') {
        // Set only with the stored position (storeInitialPosition), never on a party's word.
        throw forbidden('A position is marked received only when it is stored: send the position itself.');
      }
      await requireRunning(caseId);
      const action = await stream.transaction(async (tx) => {
        const seq = await stream.nextSeq(tx, caseId);
        const stored = await actions.add(tx, {
          caseId,
          seq,
          actionType: payload.actionType,
          actionPayload: marker,
          extMsg: payload.extMsg ?? null,
          fromUserId: member.userId,
          side: member.side,
          displayName: member.displayName,
        });
        return stored;
      });
      return done({ action }, [{ event: 'action', audience: audienceOfAction(marker), payload: action }]);
    },

    async historyActions(member: Member, payload: Input<typeof caseRefSchema>): Promise<Outcome<HistoryActionsAck>> {
      const caseId = requireCase(member, payload.case_id);
      const audiences = audiencesOf(member);
      const items = (await actions.list(caseId)).filter((action) => audiences.includes(audienceOfAction(action.actionPayload)));
      return done({ actions: markersInForce(items), items });
    },

    /** Adds or removes the member's like; `like` follows the payload's action, `removeLike` always removes. */
    async like(
      member: Member,
      payload: Input<typeof likePayloadSchema>,
      mode: 'like' | 'removeLike',
    ): Promise<Outcome<LikeEvent>> {
      const caseId = requireCase(member, payload.case_id);
      requireSelf(member, { userId: payload.user_id, side: payload.side });
      const row = await visibleMessage(member, caseId, payload.message_id);
      if (payload.groupSide !== row.side) throw badRequest("groupSide is not the message's group.");
      if (row.ext !== null) throw forbidden('Guided messages cannot be liked.');
      await requireRunning(caseId);
      const action = mode === 'removeLike' ? 'remove' : payload.action;
      const groupSide = row.side as Side;
      const { body, broadcast } = await stream.transaction(async (tx) => {
        await requirePartyMayWriteIn(member, caseId, groupSide, tx);
        const like = { caseId, messageId: row.id, userId: member.userId, side: member.side, displayName: member.displayName };
        if (action === 'add') await messages.addLike(tx, like);
        else await messages.removeLike(tx, like);
        const name = action === 'add' ? 'like' : 'removeLike';
        return recordEvent(tx, caseId, name, audienceOfGroup(groupSide), async (seq): Promise<LikeEvent> => ({
          seq,
          message_id: String(row.id),
          case_id: caseId,
          groupSide,
          likeData: await messages.likeData(row.id, tx),
          user_id: member.userId,
          displayName: member.displayName,
          side: member.side,
          action,
        }));
      });
      return done(body, [broadcast]);
    },

    async editMsg(member: Member, payload: Input<typeof editMsgPayloadSchema>): Promise<Outcome<EditMsgEvent>> {
      const caseId = requireCase(member, payload.case_id);
      const row = await visibleMessage(member, caseId, payload.message_id);
      if (payload.side !== row.side) throw badRequest("side is not the message's group.");
      if (row.fromUserId !== member.userId) throw forbidden('Only the author of a message can edit it.');
      if (row.ext !== null) throw forbidden('Guided messages cannot be edited.');
      await requireRunning(caseId);
      const { body, broadcast } = await stream.transaction(async (tx) => {
        await requirePartyMayWriteIn(member, caseId, row.side as Side, tx);
        const edited = await messages.edit(tx, caseId, row.id, payload.message);
        return recordEvent(tx, caseId, 'editMsg', audienceOfGroup(row.side as Side), (seq): EditMsgEvent => ({
          seq,
          message_id: String(edited.id),
          case_id: caseId,
          side: edited.side as Side,
          message: edited.message,
          edited_at: edited.editedAt!.toISOString(),
        }));
      });
      return done(body, [broadcast]);
    },

    /** Ends the case the way the REST end route does; the end's broadcast follows from the lifecycle. */
    /** Tells those who may see the group that the member is typing; at most once a second per person and group. */
    async typing(member: Member, payload: Input<typeof typingPayloadSchema>): Promise<Outcome<{ delivered: boolean }>> {
      const caseId = requireCase(member, payload.case_id);
      await requirePartyMayWriteIn(member, caseId, payload.side);
      const key = `${caseId}:${member.userId}:${payload.side}`;
      const now = Date.now();
      if (now - (lastTyping.get(key) ?? 0) < TYPING_INTERVAL_MS) return done({ delivered: false });
      lastTyping.set(key, now);
      if (lastTyping.size > 10_000) lastTyping.clear();
      const event: TypingEvent = { case_id: caseId, side: payload.side, user_id: member.userId, displayName: member.displayName };
      return done({ delivered: true }, [{ event: 'typing', audience: audienceOfGroup(payload.side), payload: event }]);
    },

    /** Stores how far the member has read a group; the mediator hears of it ("Seen"). */
    async markRead(member: Member, payload: Input<typeof markReadPayloadSchema>): Promise<Outcome<ReadPosition>> {
      const caseId = requireCase(member, payload.case_id);
      requireGroup(member, payload.side);
      if (payload.seq > (await stream.lastSeq(caseId))) throw badRequest('seq: the case has no such position yet.');
      const seq = await readPositions.mark(caseId, member.userId, payload.side, payload.seq);
      const event: ReadEvent = { case_id: caseId, user_id: member.userId, side: payload.side, seq };
      return done({ user_id: member.userId, side: payload.side, seq }, [{ event: 'read', audience: 'mediator', payload: event }]);
    },

    /** The member's read positions; the mediator's answer also holds the parties'. */
    async readPositions(member: Member, payload: Input<typeof caseRefSchema>): Promise<Outcome<{ positions: ReadPosition[] }>> {
      const caseId = requireCase(member, payload.case_id);
      const positions = await readPositions.list(caseId);
      return done({ positions: member.isMediator ? positions : positions.filter((position) => position.user_id === member.userId) });
    },

    async endCase(member: Member, payload: Input<typeof caseRefSchema>): Promise<Outcome<object>> {
      const caseId = requireMediator(member, payload.case_id);
      const row = await cases.findById(caseId);
      if (!row) throw notFound('Case not found.');
      await lifecycle.end(row);
      return done({});
    },

    /** The mediator posts the discussion rules into group M. */
    async rules(member: Member, payload: Input<typeof caseRefSchema>): Promise<Outcome<{ message: ChatMessage; rules: string[] }>> {
      const caseId = requireMediator(member, payload.case_id);
      const rules = [...DISCUSSION_RULES];
      const result = await messages.append(
        {
          caseId,
          clientMsgId: `rules-${randomId(16)}`,
          fromUserId: member.userId,
          fromSide: 'M',
          side: 'M',
          message: rules.join('\n'),
          displayName: member.displayName,
          ext: { type: 'instraction', title: 'Discussion rules' },
        },
        { refuseInShuttle: false },
      );
      if ('refused' in result) throw conflict('The case is not running.');
      const message = toChatMessage(result.row);
      return done({ message, rules }, [
        { event: 'roomMsg', audience: 'all', payload: message },
        { event: 'rules', audience: 'all', payload: { case_id: caseId, rules } },
      ]);
    },

    /** Records the end of a case in its stream (for catch-up) and returns the broadcast to send. */
    async recordEnd(caseId: string): Promise<Broadcast | undefined> {
      const row = await cases.findById(caseId);
      if (!row) return undefined;
      const { broadcast } = await stream.transaction((tx) =>
        recordEvent(tx, caseId, 'endCase', 'all', (seq) => ({ seq, case_id: caseId })),
      );
      return broadcast;
    },
  };
}

export type CaseRoom = ReturnType<typeof caseRoom>;
