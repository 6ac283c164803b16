import styled from 'styled-components';
import { Details } from '../../components/Page';

export const MessagePreview = styled.button`
  padding: 0;
  background: none;
  border: 0;
  color: ${({ theme }) => theme.color.fg.link};
  text-align: start;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  overflow-wrap: anywhere;
`;

export const FullText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The first and last message times, under the figures of their card. */
export const TimeDetails = styled(Details)`
  margin-block-start: ${({ theme }) => theme.space.lg};
`;

/** A card across every column of the figures grid (a table needs the width). */
export const FullRow = styled.div`
  grid-column: 1 / -1;
`;
