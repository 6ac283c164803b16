import styled from 'styled-components';

export const CodeRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  min-width: 0;
  color: ${({ theme }) => theme.color.fg.default};
`;

export const CodeLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.fg.muted};
  text-transform: uppercase;
  letter-spacing: 0.04em;

  [data-size='lg'] > & {
    flex-basis: 100%;
  }
`;

/** The code itself: monospace and spaced, left to right in every language. */
export const CodeValue = styled.strong`
  direction: ltr;
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.12em;
  user-select: all;

  [data-size='lg'] > & {
    font-size: ${({ theme }) => theme.font.size.xxl};
    letter-spacing: 0.2em;
  }
`;

export const Copied = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.success.fg};

  /* Empty, the live region stays (to be heard when it fills) but takes no room, not even its gap. */
  &:empty {
    margin-inline-start: calc(-1 * ${({ theme }) => theme.space.sm});
  }
`;
