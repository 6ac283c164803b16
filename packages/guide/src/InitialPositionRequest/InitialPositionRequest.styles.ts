import styled from 'styled-components';

export const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.side.M.subtle};
  color: ${({ theme }) => theme.color.fg.default};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.side.M.solid};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const BannerText = styled.p`
  flex: 1 1 16ch;
  margin: 0;
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;
