import styled from 'styled-components';
import type { Side } from '../types';

export const LikesRoot = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
`;

export const LikeChip = styled.li<{ $side: Side; $isMe: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.icon.lg};
  border-radius: ${({ theme }) => theme.radius.full};
  border: ${({ theme }) => theme.size.border} solid
    ${({ theme, $side, $isMe }) => ($isMe ? theme.color.side[$side].solid : theme.color.border.default)};
  background: ${({ theme, $side }) => theme.color.side[$side].subtle};
  color: ${({ theme, $side }) => theme.color.side[$side].fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  svg {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
