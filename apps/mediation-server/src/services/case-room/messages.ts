/** Messages of a case room: sending (a party's initial position too), liking, editing, and the discussion rules. */
import { applyPositionMarker } from '@mediation/protocol';
import type { ActionMessage, ChatMessage, EditMsgEvent, LikeEvent, MessageExt, PartySide, PositionMarker, Side } from '@mediation/protocol';
import type { editMsgPayloadSchema, likePayloadSchema, roomMsgPayloadSchema, caseRefSchema } from '@mediation/protocol';
import type { Database } from '../../db/client';
import { toChatMessage } from '../../repositories/messages-repository';
import { isUniqueViolation } from '../../repositories/db-helpers';
import { randomId } from '../../lib/ids';
import { textsIn } from '../../lib/i18n';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { audienceOfAction, audienceOfGroup, AUDIENCE_OF_EVENT, sidesOf } from '../audience';
import type { Member } from '../member';
import { isShuttleBound } from '../access';
import { markersInForce } from './history';
import { broadcast, done } from './outcome';
import type { Input, Outcome, RoomContext } from './outcome';

/** The title the server gives a party's initial position. */
export const INITIAL_POSITION_TITLE = 'Initial position';

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

export function messageRules({ repos, access, recordEvent }: RoomContext) {
  const { cases, messages, stream, actions, guide } = repos;

  /**
   * The only `ext` a party may send: its initial position, answering a request in force, once per side.
   * The server writes the ext itself, so a party's message can never pass for the system's.
   */
  async function partyExt(member: Member, caseId: string, tx: Database): Promise<MessageExt> {
    const list = await actions.list(caseId, tx);
    const inForce = markersInForce(list);
    const request = list.findLast((action) => action.actionType === 'add' && action.actionPayload === 'initialPosition');
    if (!request || !inForce.includes('initialPosition')) {
      throw forbidden('guided_only_initial_position');
    }
    const alreadySent =
      inForce.includes(`receivedInitial${member.side as PartySide}`) ||
      (await messages.hasExtFromSideAfter(caseId, member.side, request.seq, tx));
    if (alreadySent) throw conflict('initial_position_received');
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
      if (retried.fromUserId !== member.userId) throw conflict('client_msg_id_taken');
      return done({ message: toChatMessage(retried, await messages.likeData(retried.id)) });
    }
    const side = member.side as PartySide;
    const marker: PositionMarker = `receivedInitial${side}`;
    let stored: { message: ChatMessage; action: ActionMessage };
    try {
      stored = await stream.transaction(async (tx) => {
        await access.requirePartyMayWriteIn(member, caseId, payload.side, tx);
        const row = await cases.findForWrite(tx, caseId);
        if (!row?.isActive || !row.isStarted) throw conflict('case_not_running');
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
        // The rule the clients apply to the marker's event: the guide they show is the one stored.
        await guide.put(tx, caseId, applyPositionMarker(await guide.get(caseId, tx), action));
        return { message: toChatMessage(message), action };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('client_msg_id_taken');
      throw error;
    }
    return done(stored, [
      broadcast('roomMsg', audienceOfGroup(stored.message.side), stored.message),
      broadcast('action', audienceOfAction(marker), stored.action),
    ]);
  }

  return {
    async roomMsg(
      member: Member,
      payload: Input<typeof roomMsgPayloadSchema>,
    ): Promise<Outcome<{ message: ChatMessage; action?: ActionMessage }>> {
      const caseId = access.requireCase(member, payload.to);
      access.requireSelf(member, { userId: payload.from, side: payload.fromSide });
      if (!sidesOf(member).includes(payload.side)) {
        throw forbidden('party_writes_own_group');
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
        if (result.refused === 'shuttle') throw forbidden('shuttle_mediator_writes_m');
        throw conflict('case_not_running');
      }
      if (result.row.fromUserId !== member.userId) throw conflict('client_msg_id_taken');
      // A retry is answered with the stored message as it is now, and nobody hears of it twice.
      if (!result.isNew) return done({ message: toChatMessage(result.row, await messages.likeData(result.row.id)) });
      const message = toChatMessage(result.row);
      return done({ message }, [broadcast('roomMsg', audienceOfGroup(message.side), message)]);
    },

    /** Adds or removes the member's like; `like` follows the payload's action, `removeLike` always removes. */
    async like(member: Member, payload: Input<typeof likePayloadSchema>, mode: 'like' | 'removeLike'): Promise<Outcome<LikeEvent>> {
      const caseId = access.requireCase(member, payload.case_id);
      access.requireSelf(member, { userId: payload.user_id, side: payload.side });
      const row = await access.visibleMessage(member, caseId, payload.message_id);
      if (payload.groupSide !== row.side) throw badRequest('group_side_not_message_side');
      if (row.ext !== null) throw forbidden('guided_no_likes');
      await access.requireRunning(caseId);
      const action = mode === 'removeLike' ? 'remove' : payload.action;
      const groupSide = row.side as Side;
      const { body, broadcast: announced } = await stream.transaction(async (tx) => {
        await access.requirePartyMayWriteIn(member, caseId, groupSide, tx);
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
      return done(body, [announced]);
    },

    async editMsg(member: Member, payload: Input<typeof editMsgPayloadSchema>): Promise<Outcome<EditMsgEvent>> {
      const caseId = access.requireCase(member, payload.case_id);
      const row = await access.visibleMessage(member, caseId, payload.message_id);
      if (payload.side !== row.side) throw badRequest('side_not_message_side');
      if (row.fromUserId !== member.userId) throw forbidden('author_edits_only');
      if (row.ext !== null) throw forbidden('guided_no_edits');
      await access.requireRunning(caseId);
      const { body, broadcast: announced } = await stream.transaction(async (tx) => {
        await access.requirePartyMayWriteIn(member, caseId, row.side as Side, tx);
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
      return done(body, [announced]);
    },

    /**
     * The mediator posts the discussion rules into group M, in the case's language: the message is stored as
     * everyone in the case reads it, like the case's e-mails and its agreement.
     */
    async rules(member: Member, payload: Input<typeof caseRefSchema>): Promise<Outcome<{ message: ChatMessage; rules: string[] }>> {
      const caseId = access.requireMediator(member, payload.case_id);
      const row = await cases.findById(caseId);
      if (!row) throw conflict('case_not_running');
      const t = textsIn(row.language);
      const rules = [t('rules.respect'), t('rules.practical'), t('rules.concise')];
      const result = await messages.append(
        {
          caseId,
          clientMsgId: `rules-${randomId(16)}`,
          fromUserId: member.userId,
          fromSide: 'M',
          side: 'M',
          message: rules.join('\n'),
          displayName: member.displayName,
          ext: { type: 'instraction', title: t('rules.title') },
        },
        { refuseInShuttle: false },
      );
      if ('refused' in result) throw conflict('case_not_running');
      const message = toChatMessage(result.row);
      return done({ message, rules }, [
        broadcast('roomMsg', audienceOfGroup('M'), message),
        broadcast('rules', AUDIENCE_OF_EVENT.rules, { case_id: caseId, rules }),
      ]);
    },
  };
}
