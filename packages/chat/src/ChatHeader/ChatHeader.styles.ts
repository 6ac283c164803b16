import styled from 'styled-components';
import { focusRing, flipMarkedIcons } from '../internal/styles';

export const HeaderRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};

  ${flipMarkedIcons}
`;

export const InfoBar = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const InfoItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.fg.muted};

  & > svg {
    font-size: ${({ theme }) => theme.size.icon.sm};
  }

  &[data-shuttle='on'] {
    color: ${({ theme }) => theme.color.warning.fg};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  &[data-notification='present'] > svg {
    color: ${({ theme }) => theme.color.danger.fg};
  }
`;

export const SearchSlot = styled.div`
  /* Small enough that the search, its arrows and the drawer button share one row at 375 px. */
  flex: 1 1 14rem;
  min-width: 0;
  margin-inline-start: auto;
  max-width: 28rem;
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  & > span[data-track] {
    position: relative;
    width: ${({ theme }) => theme.space.xxxl};
    height: ${({ theme }) => theme.size.icon.lg};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.bg.muted};
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.strong};
    transition: background ${({ theme }) => theme.motion.duration.fast};
  }

  & > span[data-track]::after {
    content: '';
    position: absolute;
    inset-block-start: ${({ theme }) => theme.space.xxs};
    inset-inline-start: ${({ theme }) => theme.space.xxs};
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.bg.surface};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    transition: inset-inline-start ${({ theme }) => theme.motion.duration.fast};
  }

  &[aria-checked='true'] > span[data-track] {
    background: ${({ theme }) => theme.color.warning.solid};
    border-color: ${({ theme }) => theme.color.warning.solid};
  }

  &[aria-checked='true'] > span[data-track]::after {
    inset-inline-start: calc(100% - ${({ theme }) => theme.size.icon.md} - ${({ theme }) => theme.space.xxs});
  }

  &:focus-visible > span[data-track] {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }

  ${focusRing}
  &:focus-visible {
    outline: none;
  }
`;
