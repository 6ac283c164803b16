/** The guided negotiation: the guide's progress and stop, the position markers, and the survey at the end. */
import type { ActionMessage, GuideEvent, GuideState } from '@mediation/protocol';
import type { actionPayloadSchema, caseRefSchema, guidPayloadSchema, submitSurveyPayloadSchema } from '@mediation/protocol';
import { initialGuideState } from '../../repositories/guide-repository';
import { isUniqueViolation } from '../../repositories/db-helpers';
import { conflict, forbidden } from '../../lib/http-error';
import { audienceOfAction, AUDIENCE_OF_EVENT } from '../audience';
import type { Member } from '../member';
import { markersInForce } from './history';
import { broadcast, done } from './outcome';
import type { Broadcast, Input, Outcome, RoomContext } from './outcome';

export function guideRules({ repos, access, recordEvent }: RoomContext) {
  const { stream, actions, guide, surveys } = repos;

  return {
    /** Reads the guide's state, or sets its progress and the initial positions the mediator recorded. */
    async guid(member: Member, payload: Input<typeof guidPayloadSchema>): Promise<Outcome<GuideState>> {
      const caseId = access.requireMediator(member, payload.case_id);
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
        if (iteration !== undefined && iteration <= 0)
          Object.assign(next, { guideType: 0, stageIdx: 0, iteration: 0, initialIteration: 0 });
        const state = await guide.put(tx, caseId, next);
        const recorded = await recordEvent(tx, caseId, 'guid', AUDIENCE_OF_EVENT.guid, (seq): GuideEvent => ({
          ...state,
          seq,
          case_id: caseId,
        }));
        return { state, broadcast: recorded.broadcast };
      });
      return done(event.state, [event.broadcast]);
    },

    /** Stops the guide: its state goes back to the start and the position markers in force are removed. */
    async endGuid(member: Member, payload: Input<typeof caseRefSchema>): Promise<Outcome<GuideState>> {
      const caseId = access.requireMediator(member, payload.case_id);
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
          broadcasts.push(broadcast('action', audienceOfAction(marker), action));
        }
        const state = await guide.put(tx, caseId, initialGuideState());
        const recorded = await recordEvent(tx, caseId, 'endGuid', AUDIENCE_OF_EVENT.endGuid, (seq): GuideEvent => ({
          ...state,
          seq,
          case_id: caseId,
        }));
        return done(state, [...broadcasts, recorded.broadcast]);
      });
    },

    /** The mediator asks for (or withdraws the request for) the parties' initial positions. */
    async action(member: Member, payload: Input<typeof actionPayloadSchema>): Promise<Outcome<{ action: ActionMessage }>> {
      const caseId = access.requireCase(member, payload.case_id);
      const marker = payload.actionPayload;
      if (marker === 'initialPosition' && !member.isMediator) {
        throw forbidden('mediator_asks_positions');
      }
      if (marker !== 'initialPosition') {
        // Set only with the stored position (storeInitialPosition), never on a party's word.
        throw forbidden('position_send_itself');
      }
      await access.requireRunning(caseId);
      const action = await stream.transaction(async (tx) =>
        actions.add(tx, {
          caseId,
          seq: await stream.nextSeq(tx, caseId),
          actionType: payload.actionType,
          actionPayload: marker,
          extMsg: payload.extMsg ?? null,
          fromUserId: member.userId,
          side: member.side,
          displayName: member.displayName,
        }),
      );
      return done({ action }, [broadcast('action', audienceOfAction(marker), action)]);
    },

    async sendSurvey(member: Member, payload: Input<typeof caseRefSchema>): Promise<Outcome<{ seq: number }>> {
      const caseId = access.requireMediator(member, payload.case_id);
      await access.requireRunning(caseId);
      const { body, broadcast: announced } = await stream.transaction((tx) =>
        recordEvent(tx, caseId, 'sendSurvey', AUDIENCE_OF_EVENT.sendSurvey, (seq) => ({ seq, case_id: caseId })),
      );
      return done({ seq: body.seq }, [announced]);
    },

    /** A party answers the survey request in force, once. */
    async submitSurvey(member: Member, payload: Input<typeof submitSurveyPayloadSchema>): Promise<Outcome<{ id: number }>> {
      const caseId = access.requireCase(member, payload.case_id);
      if (member.isMediator) throw forbidden('parties_answer_survey');
      const requestSeq = await stream.lastEventSeq(caseId, 'sendSurvey');
      if (requestSeq === 0) throw conflict('survey_not_asked');
      try {
        const row = await surveys.add({ caseId, userId: member.userId, requestSeq, rating: payload.rating, feedback: payload.feedback });
        return done({ id: row.id });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('survey_answered');
        throw error;
      }
    },
  };
}
