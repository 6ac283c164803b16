import { TruncatedText } from '@mediation/ui';
import styled from 'styled-components';

export const List = styled.ul`
  display: grid;
  /* A long name never widens the column: it ends in an ellipsis. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  min-width: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.default};
`;

/** The name shrinks and ends in an ellipsis (whole on hover and focus); the badges beside it never shrink. */
export const Name = styled(TruncatedText)`
  flex: 1 1 0;
  min-width: 0;
`;

export const Presence = styled.span`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};

  &::before {
    content: '';
    width: ${({ theme }) => theme.space.sm};
    height: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.border.strong};
  }

  &[data-online]::before {
    background: ${({ theme }) => theme.color.success.solid};
  }
`;
