/** The mediator's controls of a case room: starting it, shuttle mode, private notes, and ending it. */
import type { Note, NoteEvent, Participant, ShuttleEvent } from '@mediation/protocol';
import type { caseRefSchema, notePayloadSchema, shuttlePayloadSchema, startCasePayloadSchema } from '@mediation/protocol';
import { forbidden, notFound } from '../../lib/http-error';
import { AUDIENCE_OF_EVENT } from '../audience';
import type { Member } from '../member';
import { done } from './outcome';
import type { Broadcast, Input, Outcome, RoomContext } from './outcome';

export function controlRules({ repos, access, recordEvent, lifecycle }: RoomContext) {
  const { cases, stream, notes } = repos;

  const notesJson = async (caseId: string): Promise<string> => JSON.stringify(await notes.list(caseId));

  return {
    /** The mediator opens (and, if needed, starts) a case; the connection then belongs to it. */
    async startCase(
      member: Member,
      payload: Input<typeof startCasePayloadSchema>,
    ): Promise<Outcome<{ shuttle: boolean; participants: Participant[]; notes: string }>> {
      if (!member.isMediator) throw forbidden('mediator_only');
      access.requireSelf(member, { userId: payload.mediator_id });
      const row = await lifecycle.start(member, payload.case_id);
      return done({
        shuttle: row.shuttle,
        participants: await cases.listParticipants(row.id),
        notes: await notesJson(row.id),
      });
    },

    async shuttle(member: Member, payload: Input<typeof shuttlePayloadSchema>): Promise<Outcome<{ shuttle: boolean; seq: number }>> {
      const caseId = access.requireMediator(member, payload.case_id);
      access.requireSelf(member, { userId: payload.mediator_id });
      await access.requireRunning(caseId);
      const { body, broadcast } = await stream.transaction(async (tx) => {
        await cases.update(caseId, { shuttle: payload.shuttle }, tx);
        return recordEvent(tx, caseId, 'shuttle', AUDIENCE_OF_EVENT.shuttle, (seq): ShuttleEvent => ({
          seq,
          case_id: caseId,
          shuttle: payload.shuttle,
        }));
      });
      return done({ shuttle: body.shuttle, seq: body.seq }, [broadcast]);
    },

    async note(member: Member, payload: Input<typeof notePayloadSchema>): Promise<Outcome<{ notes: Note[]; seq: number }>> {
      const caseId = access.requireMediator(member, payload.case_id);
      const { body, broadcast } = await stream.transaction(async (tx) => {
        const list = payload.action === 'add' ? await notes.add(tx, caseId, payload.note) : await notes.removeAt(tx, caseId, payload.idx);
        if (!list) throw notFound('note_not_found', { index: payload.action === 'remove' ? payload.idx : '' });
        return recordEvent(tx, caseId, 'note', AUDIENCE_OF_EVENT.note, (seq): NoteEvent => ({ seq, case_id: caseId, notes: list }));
      });
      return done({ notes: body.notes, seq: body.seq }, [broadcast]);
    },

    /** Ends the case the way the REST end route does; the end's broadcast follows from the lifecycle. */
    async endCase(member: Member, payload: Input<typeof caseRefSchema>): Promise<Outcome<object>> {
      const caseId = access.requireMediator(member, payload.case_id);
      const row = await cases.findById(caseId);
      if (!row) throw notFound('case_not_found');
      await lifecycle.end(row);
      return done({});
    },

    /** Records the end of a case in its stream (for catch-up) and returns the broadcast to send. */
    async recordEnd(caseId: string): Promise<Broadcast | undefined> {
      const row = await cases.findById(caseId);
      if (!row) return undefined;
      const { broadcast } = await stream.transaction((tx) =>
        recordEvent(tx, caseId, 'endCase', AUDIENCE_OF_EVENT.endCase, (seq) => ({ seq, case_id: caseId })),
      );
      return broadcast;
    },
  };
}
