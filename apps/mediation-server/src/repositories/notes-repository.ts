import { asc, eq } from 'drizzle-orm';
import type { Note, NoteTag } from '@mediation/protocol';
import type { Database } from '../db/client';
import { notes } from '../db/schema/index';

/** The mediator's private notes of a case, in the order they were written. */
export function notesRepository(db: Database) {
  async function list(caseId: string, tx: Database = db): Promise<Note[]> {
    const rows = await tx.select().from(notes).where(eq(notes.caseId, caseId)).orderBy(asc(notes.id));
    return rows.map((row) => ({ note: row.note, groupTag: row.groupTag as NoteTag }));
  }

  return {
    list,

    async add(tx: Database, caseId: string, note: Note): Promise<Note[]> {
      await tx.insert(notes).values({ caseId, note: note.note, groupTag: note.groupTag });
      return list(caseId, tx);
    },

    /** Removes the note at a position of the list; undefined when there is none there. */
    async removeAt(tx: Database, caseId: string, index: number): Promise<Note[] | undefined> {
      const [row] = await tx
        .select({ id: notes.id })
        .from(notes)
        .where(eq(notes.caseId, caseId))
        .orderBy(asc(notes.id))
        .offset(index)
        .limit(1);
      if (!row) return undefined;
      await tx.delete(notes).where(eq(notes.id, row.id));
      return list(caseId, tx);
    },
  };
}

export type NotesRepository = ReturnType<typeof notesRepository>;
