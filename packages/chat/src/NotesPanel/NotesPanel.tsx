import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Badge, Button, EmptyState, TextAreaField } from '@mediation/ui';
import { useChatText } from '../i18n';
import { PanelHeading } from '../internal/styles';
import type { ChatNote, NoteTag } from '../types';
import { AddedStatus, NotesHeader, NoteItem, NoteList, NotesForm, TagGroup, TagOption } from './NotesPanel.styles';

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
  /** Said (and shown) once a note just added is in the list. @default 'Note added.' */
  added: string;
}

/** The notes panel's labels in the language in use, with the given ones over them. */
export function useNotesPanelLabels(labels?: Partial<NotesPanelLabels>): NotesPanelLabels {
  const t = useChatText();
  const defaults = useMemo<NotesPanelLabels>(
    () => ({
      heading: t('notes.heading'),
      note: t('notes.note'),
      tag: t('notes.tag'),
      tags: { A: t('notes.tagA'), B: t('notes.tagB'), Both: t('notes.tagBoth') },
      add: t('notes.add'),
      remove: t('notes.remove'),
      empty: t('notes.empty'),
      added: t('notes.added'),
    }),
    [t],
  );
  return { ...defaults, ...labels };
}

const TAGS: NoteTag[] = ['A', 'B', 'Both'];

export interface NotesPanelProps extends ComponentPropsWithoutRef<'section'> {
  /** The mediator's notes. */
  notes: readonly ChatNote[];
  /** Called with a new note (text trimmed, never empty). */
  onAdd: (note: ChatNote) => void;
  /** Called with the index of the note to remove. */
  onRemove: (index: number) => void;
  /** Beside the heading: a host's buttons (the room's "Open wide"). */
  actions?: ReactNode;
  /** Visible strings. */
  labels?: Partial<NotesPanelLabels>;
}

/** The mediator's private notes: add one tagged A, B or Both (Both by default), and remove them. */
export const NotesPanel = forwardRef<HTMLElement, NotesPanelProps>(function NotesPanel(
  { notes, onAdd, onRemove, actions, labels, ...rest },
  ref,
) {
  const text = useNotesPanelLabels(labels);
  const headingId = useId();
  const noteIdPrefix = useId();
  const [draft, setDraft] = useState('');
  const [tag, setTag] = useState<NoteTag>('Both');
  const listRef = useRef<HTMLUListElement>(null);
  // The note sent and not yet back in the list; once it is, it is scrolled into view and announced.
  const pending = useRef<{ text: string; count: number } | null>(null);
  const [status, setStatus] = useState('');
  const [added, setAdded] = useState<number | null>(null);
  useEffect(() => {
    const sent = pending.current;
    if (!sent || notes.length <= sent.count) return;
    const index = notes.map((note) => note.text).lastIndexOf(sent.text);
    if (index < 0) return;
    pending.current = null;
    setStatus(text.added);
    setAdded(index);
  }, [notes, text.added]);
  // Scrolled once the status line is drawn: it moves the list down as it appears.
  useEffect(() => {
    if (added !== null) listRef.current?.children[added]?.scrollIntoView?.({ block: 'nearest' });
  }, [added, status]);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!value) return;
    pending.current = { text: value, count: notes.length };
    setStatus('');
    setAdded(null);
    onAdd({ text: value, tag });
    setDraft('');
    setTag('Both');
  };
  return (
    <section ref={ref} aria-labelledby={headingId} {...rest}>
      <NotesHeader>
        <PanelHeading id={headingId}>{text.heading}</PanelHeading>
        {actions}
      </NotesHeader>
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
      <AddedStatus role="status">{status}</AddedStatus>
      {notes.length === 0 ? (
        <EmptyState title={text.empty} headingLevel={3} />
      ) : (
        <NoteList ref={listRef}>
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
