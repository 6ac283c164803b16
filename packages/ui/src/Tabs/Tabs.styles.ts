import styled from 'styled-components';
import { focusRing } from '../internal/styles';

export const StyledTabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-block-end: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  overflow-x: auto;
`;

export const StyledTab = styled.button`
  position: relative;
  flex: none;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
  background: transparent;
  border: 0;
  border-block-end: ${({ theme }) => theme.size.focusRing} solid transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  ${focusRing}

  /* Drawn inside: the scrolling tab list would clip an outer ring. */
  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.fg.default};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.accent.fg};
    border-block-end-color: ${({ theme }) => theme.color.accent.solid};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const StyledTabPanel = styled.div`
  padding-block: ${({ theme }) => theme.space.lg};
  ${focusRing}
`;
