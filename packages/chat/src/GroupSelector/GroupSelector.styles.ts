import styled from 'styled-components';
import { focusRing } from '../internal/styles';
import type { Side } from '../types';

export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};

  &[aria-orientation='vertical'] {
    flex-direction: column;
  }
`;

export const GroupTab = styled.button<{ $side: Side }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.border} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: start;
  cursor: pointer;

  [aria-orientation='vertical'] > & {
    justify-content: flex-start;
  }

  [aria-orientation='horizontal'] > & {
    flex: 1 1 0;
    justify-content: center;
  }

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &[aria-selected='true'] {
    background: ${({ theme, $side }) => theme.color.side[$side].subtle};
    border-color: ${({ theme, $side }) => theme.color.side[$side].solid};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  ${focusRing}
`;

export const Letter = styled.span<{ $side: Side }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.size.avatar.sm};
  height: ${({ theme }) => theme.size.avatar.sm};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $side }) => theme.color.side[$side].solid};
  color: ${({ theme, $side }) => theme.color.side[$side].onSolid};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The group's name beside its letter; it takes the room left, so a badge sits at the end. */
export const GroupName = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;

  /* In a row of tabs the name stays beside its letter; a long one wraps rather than hiding. */
  [aria-orientation='horizontal'] & {
    flex: 0 1 auto;
    overflow-wrap: normal;
  }
`;
