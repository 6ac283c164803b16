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

/** The signed agreement's signers: each one's name, e-mail, whether its mail went out, and its link's controls. */
export const SignerList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    overflow-wrap: anywhere;
  }
`;

export const SignerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
