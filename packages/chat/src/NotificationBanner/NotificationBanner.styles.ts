import styled from 'styled-components';

export const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.accent.subtle};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.accent.fg};
    font-size: ${({ theme }) => theme.size.icon.sm};
  }

  /* Kept in the page while empty so that screen readers hear the next notification. */
  &:empty {
    padding: 0;
    border: none;
  }
`;
