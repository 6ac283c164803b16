import styled from 'styled-components';
import { surface } from '../internal/styles';

export const StyledMenu = styled.div`
  ${surface}
  z-index: ${({ theme }) => theme.zIndex.popover};
  min-width: ${({ theme }) => theme.size.menu};
  padding: ${({ theme }) => theme.space.xs};
  display: flex;
  flex-direction: column;

  &:focus-visible {
    outline: none;
  }
`;

export const StyledMenuItem = styled.button<{ $isDestructive: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $isDestructive }) => ($isDestructive ? theme.color.danger.fg : theme.color.fg.default)};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: start;
  cursor: pointer;

  &:focus,
  &:hover {
    outline: none;
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.fg.muted};
  }

  & > svg {
    font-size: ${({ theme }) => theme.size.icon.sm};
  }
`;
