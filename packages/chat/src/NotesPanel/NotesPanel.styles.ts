import styled from 'styled-components';

export const NotesForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

/** The heading, and a host's buttons at the end of its line. */
export const NotesHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** "Note added.": said by screen readers, and seen, once the note is in the list. */
export const AddedStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success.fg};
  font-size: ${({ theme }) => theme.font.size.sm};

  &:not(:empty) {
    margin-block: -${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  }
`;

export { ChoiceGroup as TagGroup, ChoiceOption as TagOption } from '../internal/styles';

export const NoteList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A note: its tag and Remove on a first line, its text below at the whole width of the column. */
export const NoteItem = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'tag . remove' 'text text text';
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.default};

  & > :first-child {
    grid-area: tag;
  }

  & > button {
    grid-area: remove;
  }

  p {
    grid-area: text;
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
