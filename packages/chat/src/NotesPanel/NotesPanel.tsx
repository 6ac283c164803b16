import { forwardRef, useId, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { Badge, Button, EmptyState, TextAreaField } from '@mediation/ui';
import { PanelHeading } from '../internal/styles';
import type { ChatNote, NoteTag } from '../types';
import { NoteItem, NoteList, NotesForm, TagGroup, TagOption } from './NotesPanel.styles';

export interface NotesPanelLabels {
  /** @default 'Notes' */
  heading: string;
  /** Label of the text box. @default 'Note' */
  note: string;
  /** Legend of the tag choice. @default 'Tag' */
  tag: string;
  /** Names of the tags. @default { A: 'A', B: 'B', Both: 'Both' } */
  tags: Record<NoteTag, string>;
  /** @default 'Add note' */
  add: string;
  /** @default 'Remove' */
  remove: string;
  /** @default 'No notes yet' */
  empty: string;
}

export const defaultNotesPanelLabels: NotesPanelLabels = {
  heading: 'Notes',
  note: 'Note',
  tag: 'Tag',
  tags: { A: 'A', B: 'B', Both: 'Both' },
  add: 'Add note',
  remove: 'Remove',
  empty: 'No notes yet',
};

const TAGS: NoteTag[] = ['A', 'B', 'Both'];

export interface NotesPanelProps extends ComponentPropsWithoutRef<'section'> {
  /** The mediator's notes. */
  notes: readonly ChatNote[];
  /** Called with a new note (text trimmed, never empty). */
  onAdd: (note: ChatNote) => void;
  /** Called with the index of the note to remove. */
  onRemove: (index: number) => void;
  /** Visible strings. */
  labels?: Partial<NotesPanelLabels>;
}

/** The mediator's private notes: add one tagged A, B or Both (Both by default), and remove them. */
export const NotesPanel = forwardRef<HTMLElement, NotesPanelProps>(function NotesPanel({ notes, onAdd, onRemove, labels, ...rest }, ref) {
  const text = { ...defaultNotesPanelLabels, ...labels };
  const headingId = useId();
  const noteIdPrefix = useId();
  const [draft, setDraft] = useState('');
  const [tag, setTag] = useState<NoteTag>('Both');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!value) return;
    onAdd({ text: value, tag });
    setDraft('');
    setTag('Both');
  };
  return (
    <section ref={ref} aria-labelledby={headingId} {...rest}>
      <PanelHeading id={headingId}>{text.heading}</PanelHeading>
      <NotesForm onSubmit={handleSubmit}>
        <TextAreaField label={text.note} dir="auto" value={draft} rows={3} onChange={(event) => setDraft(event.target.value)} />
        <TagGroup>
          <legend>{text.tag}</legend>
          {TAGS.map((option) => (
            <TagOption key={option}>
              <input type="radio" name={`${headingId}-tag`} value={option} checked={tag === option} onChange={() => setTag(option)} />
              {text.tags[option]}
            </TagOption>
          ))}
        </TagGroup>
        <Button type="submit">{text.add}</Button>
      </NotesForm>
      {notes.length === 0 ? (
        <EmptyState title={text.empty} headingLevel={3} />
      ) : (
        <NoteList>
          {notes.map((note, index) => (
            <NoteItem key={`${index}-${note.text}`}>
              <Badge tone={note.tag === 'Both' ? 'neutral' : note.tag}>{text.tags[note.tag]}</Badge>
              <p id={`${noteIdPrefix}-${index}`} dir="auto">
                {note.text}
              </p>
              <Button size="sm" variant="ghost" aria-describedby={`${noteIdPrefix}-${index}`} onClick={() => onRemove(index)}>
                {text.remove}
              </Button>
            </NoteItem>
          ))}
        </NoteList>
      )}
    </section>
  );
});
