import styled from 'styled-components';

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
