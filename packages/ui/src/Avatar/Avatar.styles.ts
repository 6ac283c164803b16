import styled from 'styled-components';
import type { Side } from '../theme/theme';

export type AvatarSize = 'sm' | 'md' | 'lg';

export const StyledAvatar = styled.span<{ $size: AvatarSize; $side: Side | undefined }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme, $size }) => theme.size.avatar[$size]};
  height: ${({ theme, $size }) => theme.size.avatar[$size]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $side }) => ($side ? theme.color.side[$side].subtle : theme.color.bg.muted)};
  color: ${({ theme, $side }) => ($side ? theme.color.side[$side].fg : theme.color.fg.default)};
  box-shadow: 0 0 0 ${({ theme }) => theme.size.focusRing} ${({ theme, $side }) => ($side ? theme.color.side[$side].solid : 'transparent')};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.font.size.md : theme.font.size.xs)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow: hidden;
  user-select: none;

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledSideIcon = styled.span<{ $side: Side; $size: AvatarSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme, $size }) => ($size === 'lg' ? theme.size.avatar.md : $size === 'md' ? theme.size.avatar.sm : theme.size.icon.md)};
  height: ${({ theme, $size }) => ($size === 'lg' ? theme.size.avatar.md : $size === 'md' ? theme.size.avatar.sm : theme.size.icon.md)};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $side }) => theme.color.side[$side].solid};
  color: ${({ theme, $side }) => theme.color.side[$side].onSolid};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
`;
