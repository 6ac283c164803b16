export { NotesPanel, defaultNotesPanelLabels } from './NotesPanel';
export type { NotesPanelProps, NotesPanelLabels } from './NotesPanel';
