import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.side.M.solid};
  background: ${({ theme }) => theme.color.side.M.subtle};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Kicker = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.side.M.fg};
`;

export const Title = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Body = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
