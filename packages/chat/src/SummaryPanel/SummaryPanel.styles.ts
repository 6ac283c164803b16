import styled from 'styled-components';

export const SummaryList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

export const SummaryItem = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: ${({ theme }) => theme.space.xs} solid ${({ theme }) => theme.color.side.M.solid};
  background: ${({ theme }) => theme.color.side.M.subtle};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};

  p {
    margin: 0;
    white-space: pre-wrap;
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }

  time {
    display: block;
    margin-block-start: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;
