export { NotesPanel, useNotesPanelLabels } from './NotesPanel';
export type { NotesPanelProps, NotesPanelLabels } from './NotesPanel';
